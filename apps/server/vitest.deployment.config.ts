import { defineConfig } from 'vitest/config';

// `npm run test:deploy`: the deployment of docs/deploy.md under load (test/deployment), apart
// from the server suite: it needs the build, nginx, PostgreSQL and Redis, and takes minutes.
export default defineConfig({
  test: {
    name: 'deployment',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/deployment/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
