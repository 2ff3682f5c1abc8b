import { defineConfig } from '@playwright/test';

// Started by scripts/e2e.ts, which builds the app and picks a free port and a throw-away DATA_DIR.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// A second server whose assistant talks to a stand-in model (e2e/model-app.ts).
const modelPort = Number(process.env.E2E_MODEL_PORT ?? 3211);
export const modelBaseURL = `http://127.0.0.1:${modelPort}`;

// SIGTERM lets a server stop its embedded PostgreSQL (a SIGKILL would orphan it).
const gracefulShutdown = { signal: 'SIGTERM', timeout: 15_000 } as const;
const serverEnv = {
  NODE_ENV: 'production',
  // The journeys say which address they come from (e2e/fixtures.ts): one proxy is trusted.
  TRUST_PROXY: '1',
  LOG_LEVEL: 'warn',
};

function withoutFakeTime(env: NodeJS.ProcessEnv) {
  const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...rest } = env;
  return rest as Record<string, string>;
}

export default defineConfig({
  testDir: 'e2e',
  // Journeys never share data (each signs up its own agency, from its own address, and reads
  // its own mails): two browsers at once against the one server keep CI's two cores busy.
  // A file's journeys stay in order in one worker. E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // axe on a long page takes seconds; two browsers at once make it slower still.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // scripts/each-day-of-week.sh: Chromium stalls under libfaketime, so it runs on the real
      // clock and e2e/fixtures.ts gives its contexts the moved one.
      ...(process.env.FAKETIME ? { env: withoutFakeTime(process.env) } : {}),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node --import tsx src/server/index.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown,
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data',
        SUPERADMIN_EMAILS: 'superadmin@infludesk.test',
        // Links in mails (written to DATA_DIR/outbox, read by the journeys) lead back here.
        APP_URL: baseURL,
        // Issue 32: the webhooks journey's receiver listens on 127.0.0.1.
        WEBHOOKS_ALLOW_PRIVATE: '1',
      },
    },
    {
      command: 'node --import tsx e2e/model-app.ts',
      url: `${modelBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown,
      env: {
        ...serverEnv,
        PORT: String(modelPort),
        DATA_DIR: process.env.E2E_MODEL_DATA_DIR ?? '.e2e-model-data',
        APP_URL: modelBaseURL,
      },
    },
  ],
});
