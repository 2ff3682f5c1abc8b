// `npm run test:e2e`: builds the web app, then runs the Playwright journeys in the system
// Chromium against a server on a free port with a throw-away data folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { findFreePort } from '#server/lib/free-port';

await build({ logLevel: 'warn' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-e2e-'));
const modelDataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-e2e-model-'));
const port = await findFreePort();
const modelPort = await findFreePort();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_MODEL_PORT: String(modelPort),
    E2E_MODEL_DATA_DIR: modelDataDir,
  },
});
rmSync(dataDir, { recursive: true, force: true });
rmSync(modelDataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
