import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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
  'lib/(format|item-cache)',
]);
const LIST_SCREEN_ICONS = icons([
  'AddCircle',
  'ArrowBack',
  'Cancel',
  'ChatBubbleOutlineOutlined',
  'Home',
  'Lightbulb',
  'Lock',
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
  // The entry (src/main.tsx) needs only Vite's loader of chunks before the first paint: it stays
  // a file of its own, never pulled into a group with the libraries the entry must not wait for.
  { name: 'preload-helper', test: /preload-helper/, priority: 10 },
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
        includeAssets: ['favicon.svg', 'icons/*.png'],
        manifest: {
          name: 'IdeaBazaar',
          short_name: 'IdeaBazaar',
          description: 'A marketplace for ideas and needs.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#1976d2',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/icons/icon-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          // The app shell and every lazy route chunk, so a second visit works offline.
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//],
          cleanupOutdatedCaches: true,
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
            codeSplitting: { groups: FIRST_SCREEN_GROUPS },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
}));
