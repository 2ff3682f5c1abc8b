import { defineConfig } from 'vitest/config';

// The server suite runs once on PGlite in memory and, when TEST_DATABASE_URL is set,
// a second time on PostgreSQL: the same tests, a fresh database per test file.
const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on CI's two. The
    // server files wait on PostgreSQL half the time, so three at once keep both cores busy.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts', 'src/link/**/*.test.ts'],
        },
      },
      // The real server on its embedded PostgreSQL, as child processes: once, whatever the engine.
      {
        test: {
          name: 'embedded',
          include: ['src/server/**/*.embedded.test.ts'],
          testTimeout: 180_000,
        },
      },
      ...engines.map((engine) => ({
        test: {
          name: `server:${engine}`,
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.embedded.test.ts'],
          env: { TEST_ENGINE: engine },
          // A new process per file cost each one about two seconds of loading the same libraries
          // (234 files): the files of a worker share it, with fresh modules of our own code.
          isolate: false,
          setupFiles: ['src/server/testing/fresh-modules.ts'],
          // Migrates once per run; each file's database is a copy (decision 0071).
          globalSetup: ['src/server/testing/database-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
