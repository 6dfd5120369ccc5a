import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const WEEK_SECONDS = 7 * 24 * 60 * 60;
const FIRST_SCREEN_LIBRARIES = new RegExp(
  `node_modules/(${[
    'react',
    'react-dom',
    'scheduler',
    'react-router',
    '@tanstack/[^/]+',
    'i18next',
    'react-i18next',
    'zustand',
    '@emotion/[^/]+',
    'stylis',
    'cssjanus',
    '@mui/(system|utils|styled-engine|private-theming|stylis-plugin-rtl)',
    '@mui/material/(styles|utils|internal|transitions|ButtonBase|SvgIcon|Typography|Paper|Box|CssBaseline|AppBar|Toolbar|IconButton|Button|Badge|Card|CardContent|CardActionArea|Chip|Skeleton|CircularProgress|BottomNavigation|BottomNavigationAction|InputBase|OutlinedInput|FormControl|InputLabel|FormLabel|InputAdornment|Tabs|Tab|Fade|Backdrop|GlobalStyles|useMediaQuery|zero-styled|DefaultPropsProvider|RtlProvider)',
    'notistack',
    'goober',
    'react-is',
    'use-sync-external-store',
    'clsx',
    'prop-types',
    'hoist-non-react-statics',
    'workbox-window',
  ].join('|')})/`,
);

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  plugins: [
    react(),
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
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
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
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    // Which chunks each screen loads, for the benchmark of the first load (scripts/bench.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // What every screen runs, in one chunk rather than dozens of small ones: on a slow network
        // each request costs a round trip (docs/performance.md). Only libraries the first screen
        // loads anyway; the rest stay with the screens that use them.
        codeSplitting: {
          groups: [{ name: 'core', test: FIRST_SCREEN_LIBRARIES }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
});
