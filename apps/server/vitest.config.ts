import { configDefaults, defineProject } from 'vitest/config';

// Each test file builds its own app on its own database (a copy of a migrated PGlite folder, or
// a PostgreSQL database cloned from a migrated template), so files run in parallel safely.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The deployment under load has a command of its own (npm run test:deploy).
    exclude: [...configDefaults.exclude, 'test/deployment/**'],
    globalSetup: ['./test/global-setup.ts'],
    fileParallelism: true,
    // Generous: a busy machine makes a test slower, never red (speed lives in the benchmarks).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
