import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  test: {
    // Test files run side by side on the two cores where they can.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'core', include: ['packages/core/test/**/*.test.ts'] },
      },
      {
        resolve: { alias: { '@': dir('./apps/server/src') } },
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/helpers/pglite-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // On PGlite each file has databases of its own and files run side by side. On
          // PostgreSQL they share one server, and run side by side they interfere (live-update
          // and comment tests failed), so there they run one at a time.
          fileParallelism: !process.env.TEST_DATABASE_URL,
        },
      },
      {
        resolve: { alias: { '@': dir('./apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        resolve: { alias: { '@': dir('./apps/web/src') } },
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          // A busy two-core machine can take over a second to show a state; a wrong one still fails.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // One server for every file, whose tests change its demo data; Chromium and the server
          // already keep both cores busy, so a second worker gains nothing.
          fileParallelism: false,
        },
      },
    ],
  },
});
