import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultAssetName, type Preset } from '@vite-pwa/assets-generator/config';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifestFiles, webManifest, type ManifestIcon } from './src/config/web-manifest.ts';
import { palette } from './src/lib/palette.ts';

const WEEK_SECONDS = 7 * 24 * 60 * 60;
const libraries = (names: string[]) => new RegExp(`node_modules/(${names.join('|')})/`);
const sources = (names: string[]) => new RegExp(`/src/(${names.join('|')})\\.tsx?$`);
const icons = (names: string[]) =>
  new RegExp(`node_modules/@mui/icons-material/(${names.join('|')})\\.js$`);

// The list's own screen: the layout, the list, their parts and their icons.
const LIST_SCREEN = sources([
  'app/MainLayout',
  'app/route-handle',
  'app/routes/IdeasScreen',
  'features/browse/(filters|api/browse-items|api/categories)',
  'features/browse/components/(BrowseControls|FilterChips|ItemCard|ItemFeed|SearchBox)',
  'components/layout/(AppHeader|BottomNav|LanguageSwitch|LoadingOverlay|PageFade|PullToRefresh|screen-header)',
  'components/feedback/(EmptyState|LoadMore)',
  'components/ui/MainButton',
  'features/chat/components/UnreadBadge',
  'features/chat/api/unread-total',
  'features/notifications/components/(NotificationBell|AlertMeButton)',
  'features/notifications/api/unread-count',
  'lib/(format|item-cache|install-offer)',
]);
const LIST_SCREEN_ICONS = icons([
  'AddCircle',
  'ArrowBack',
  'Cancel',
  'ChatBubbleOutlineOutlined',
  'Home',
  'Lightbulb',
  'Lock',
  'NotificationsActiveOutlined',
  'NotificationsNone',
  'Person',
  'Refresh',
  'Search',
  'SearchOff',
  'Star',
  'Translate',
  'Tune',
]);

// What every screen runs, in four chunks rather than dozens of small ones (on a slow network
// each request costs a round trip, docs/performance.md), and four rather than one: src/main.tsx
// runs them one per task, so that no single task holds the main thread for all of them. Only
// libraries the first screen loads anyway; the rest stay with the screens that use them. A fifth
// holds the list's own two dozen small modules, rather than a request for each.
const FIRST_SCREEN_GROUPS = [
  // The entry (src/main.tsx) needs only Vite's loader of chunks and the listener for the
  // browser's install offer (lib/install-event.ts, no imports) before the first paint: they stay
  // one file of their own, never pulled into a group with the libraries the entry must not wait for.
  {
    name: 'preload-helper',
    test: /preload-helper|\/src\/lib\/install-event\.ts$/,
    priority: 10,
  },
  { name: 'react', test: libraries(['react', 'react-dom', 'scheduler']) },
  {
    name: 'emotion',
    test: libraries([
      '@emotion/[^/]+',
      'stylis',
      'cssjanus',
      '@mui/(system|utils|styled-engine|private-theming|stylis-plugin-rtl)',
      'react-is',
      'clsx',
      'prop-types',
      'hoist-non-react-statics',
    ]),
  },
  {
    name: 'mui',
    test: libraries([
      '@mui/material/(styles|utils|internal|transitions|ButtonBase|SvgIcon|Typography|Paper|Box|CssBaseline|AppBar|Toolbar|IconButton|Button|Badge|Card|CardContent|CardActionArea|Chip|Skeleton|CircularProgress|BottomNavigation|BottomNavigationAction|InputBase|OutlinedInput|FormControl|InputLabel|FormLabel|InputAdornment|Tabs|Tab|Fade|Backdrop|GlobalStyles|useMediaQuery|zero-styled|DefaultPropsProvider|RtlProvider)',
      'notistack',
      'goober',
    ]),
  },
  {
    name: 'core',
    test: libraries([
      'react-router',
      '@tanstack/[^/]+',
      'i18next',
      'react-i18next',
      'zustand',
      'use-sync-external-store',
      'workbox-window',
    ]),
  },
  {
    name: 'list-screen',
    test: (id: string) => LIST_SCREEN.test(id) || LIST_SCREEN_ICONS.test(id),
  },
];

// The operator console's modules and the libraries only it uses (issue 29): their chunks are
// named admin-*, so that the browser suite can tell that a member's pages never load them, and
// the service worker leaves them out of its precache (a member's browser never downloads them).
const CONSOLE_MODULE =
  /\/src\/(features\/admin\/|app\/routes\/(AdminConsoleScreen|admin\/)|locales\/[a-z]+\/admin\.json)|node_modules\/@mui\/x-/;
const chunkFileNames = (chunk: { moduleIds: string[] }) =>
  chunk.moduleIds.some((id) => CONSOLE_MODULE.test(id))
    ? 'assets/admin-[name]-[hash].js'
    : 'assets/[name]-[hash].js';

// The app's icons, from public/favicon.svg: the rounded square as it is for the plain icons and
// the favicon; full bleed on the theme's colour for Android's masks (the drawing inside the safe
// zone, a circle of 80 % of the side) and for iOS, which rounds the corners itself.
const ICON_SIZES = [64, 192, 512];
const MASKABLE_SIZE = 512;
const ICONS: Preset = {
  transparent: { sizes: ICON_SIZES, favicons: [[48, 'favicon.ico']], padding: 0 },
  maskable: {
    sizes: [MASKABLE_SIZE],
    padding: 0.2,
    resizeOptions: { background: palette.primary },
  },
  apple: { sizes: [180], padding: 0.1, resizeOptions: { background: palette.primary } },
};

/** The manifest's entry for a generated icon, under the generator's own name for it. */
function icon(type: 'transparent' | 'maskable', side: number): ManifestIcon {
  const src = `/${defaultAssetName(type, { original: side, width: side, height: side })}`;
  const entry = { src, sizes: `${side}x${side}`, type: 'image/png' };
  return type === 'maskable' ? { ...entry, purpose: 'maskable' } : entry;
}
const MANIFEST_ICONS = [
  ...ICON_SIZES.map((side) => icon('transparent', side)),
  icon('maskable', MASKABLE_SIZE),
];

/** The Persian manifest, beside the English one vite-plugin-pwa writes (web-manifest.ts). */
function persianManifest(): Plugin {
  return {
    name: 'ideabazaar:persian-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: manifestFiles.fa,
        source: JSON.stringify(webManifest('fa', MANIFEST_ICONS)),
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // The server's render of the first screen (`vite build --ssr src/entry-server.tsx`, see
  // package.json): one file with every library in it, loaded by the server when it starts.
  ssr: { noExternal: true },
  plugins: [
    react(),
    !isSsrBuild &&
      VitePWA({
        // A new deployment waits for the person to accept it (the update prompt in the shell).
        registerType: 'prompt',
        filename: 'sw.js',
        // The favicon and the app's icons, generated from one source image when the app is built
        // (@vite-pwa/assets-generator): listed in the manifest and linked from the page's head.
        includeAssets: ['favicon.svg'],
        pwaAssets: {
          image: 'public/favicon.svg',
          preset: ICONS,
          // The manifests list the icons themselves (MANIFEST_ICONS), the same in both languages;
          // the browser suite checks that each one is there at its size.
          overrideManifestIcons: false,
          includeHtmlHeadLinks: true,
          injectThemeColor: true,
        },
        manifestFilename: manifestFiles.en,
        manifest: webManifest('en', MANIFEST_ICONS),
        workbox: {
          // The app shell and every lazy route chunk, so a second visit works offline.
          // The Persian manifest too; not the manifests' screenshots, which only an install shows.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}', manifestFiles.fa],
          globIgnores: ['screenshots/**', 'assets/admin-*'],
          // Every other path opens the app from the precache, /verify among them: with its lazy
          // chunk and its texts precached too, a reload offline shows the page (issue 31). The
          // published keys are a file of the server, never the app's page.
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/\.well-known\//],
          cleanupOutdatedCaches: true,
          // Web Push (issue 30): the push and notificationclick handlers, a plain file of
          // public/ the generated worker imports, outside the app's bundle.
          importScripts: ['push-sw.js'],
          runtimeCaching: [
            {
              // Icons and images from the app and the API (avatars, item pictures): seed section 9.
              urlPattern: ({ request, url }) =>
                request.destination === 'image' && !url.pathname.startsWith('/assets/'),
              handler: 'CacheFirst',
              options: {
                cacheName: 'icons',
                expiration: { maxEntries: 50, maxAgeSeconds: WEEK_SECONDS },
              },
            },
          ],
        },
      }),
    !isSsrBuild && persianManifest(),
  ],
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        chunkSizeWarningLimit: 4000,
      }
    : {
        target: 'es2022',
        chunkSizeWarningLimit: 700,
        // Which chunks each screen loads, for the benchmark of the first load (scripts/bench.mjs).
        manifest: true,
        rolldownOptions: {
          output: {
            chunkFileNames,
            codeSplitting: { groups: FIRST_SCREEN_GROUPS },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
      '/.well-known': { target: 'http://127.0.0.1:3000' },
    },
  },
}));
