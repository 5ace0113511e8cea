import { defineConfig } from 'vitest/config';

/** What both browser projects share: Chromium against the real server, one file at a time. */
const browserTests = {
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A page waits on the real server: with CI's browser runs side by side on two cores, a
  // report that changes with a select took over the 1 s default.
  expect: { poll: { timeout: 10_000 } },
  fileParallelism: false,
  globalSetup: ['tests/browser/global-setup.ts'],
};

/**
 * One config, six projects: `shared` and `web` are fast unit/component tests, `repo`
 * checks the repository's own files, `bundle` holds the web app's size per route to its
 * budgets,
 * `server` goes through HTTP against a real database (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), `browser` drives the built app in Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/setup.ts'],
          // In `npm test` these run beside the type check, the lint and the bundle's build
          // on two cores: the video report's search-and-page journey, 0.6 s alone, passed
          // vitest's 5 s default there once.
          testTimeout: 15_000,
        },
      },
      {
        // Checks over the repository's own files: what the code and docs cite.
        test: {
          name: 'repo',
          include: ['tests/repo/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Builds the web app into a folder of its own and checks its size per route.
        test: {
          name: 'bundle',
          include: ['tests/bundle/**/*.test.ts'],
          environment: 'node',
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One database per run (see global-setup.ts); PGlite serves one connection.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          fileParallelism: false,
          // The files share one worker and its loaded modules: a fresh worker per file
          // loaded the whole server again each time, a large share of the tier's work.
          // They already share the database and close their apps after themselves, and
          // the server's modules hold nothing between apps but values read once from its
          // own files.
          isolate: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: ['tests/browser/scale-out.test.ts'],
          ...browserTests,
        },
      },
      {
        // Run with BROWSER_SCALE_OUT=1 and TEST_DATABASE_URL: two server processes on
        // PostgreSQL behind a round-robin proxy, through sign-in, sessions and jobs.
        test: {
          name: 'browser-scaled',
          include: [
            'tests/browser/scale-out.test.ts',
            'tests/browser/session.test.ts',
            'tests/browser/channels.test.ts',
          ],
          ...browserTests,
        },
      },
    ],
  },
});
