import path from 'node:path';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // The app's own update prompt imports the plugin's registration module (app/start.test.tsx).
  plugins: [react(), VitePWA({ registerType: 'prompt' })],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/global-setup.ts'],
    hookTimeout: 120_000,
    // Generous: a busy machine makes a test slower, never red (speed lives in the benchmarks).
    testTimeout: 60_000,
    // Type tests (*.test-d.ts) are compiled, not run: a call that must not compile fails here.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
