// `npm run bench:web [-- --runs 3 --only clients,login --tools lighthouse --reports dir]`
// What a person waits for: opens `/`, `/login` and each screen of the app (signed in) cold in the
// system Chromium, with no throttling and on a slow phone (slow 4G: 150 ms RTT, 1.6 Mbit/s down,
// 750 kbit/s up, and 4× CPU slowdown, through CDP), and prints FCP, LCP, CLS, the moment the
// screen's content shows and the bytes transferred ("timings"); then Lighthouse 12's mobile
// audit of each page (score, LCP, TBT). Reports, never fails on a missed target. Seeds a throw-away data folder (./data-bench-web) once, then starts the server as
// `npm start` does (which builds the web app when its build is stale).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDataDir, type Sizes } from './bench-http/data-dir';
import { signIn, signOut } from './bench-http/endpoints';
import { startServer, stopAllChildren } from './bench-http/servers';
import { PAGES, PROFILES, TARGETS } from './bench-web/pages';
import { measurePage, withBrowser, type Measurement } from './bench-web/measure';
import { runLighthouse, withLighthouseChrome, type LighthouseRun } from './bench-web/lighthouse';
import { formatLighthouseReport, formatReport } from './bench-web/report';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: './data-bench-web' },
    fresh: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    tools: { type: 'string', default: 'timings,lighthouse' },
    reports: { type: 'string' },
  },
});
const tools = values.tools.split(',').map((tool) => tool.trim());
if (!tools.every((tool) => tool === 'timings' || tool === 'lighthouse')) {
  throw new Error('--tools: timings, lighthouse or both');
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs wants a whole number');
const only = values.only?.split(',').map((key) => key.trim());
const pages = PAGES.filter((page) => !only || only.includes(page.key));
if (pages.length === 0) {
  throw new Error(`--only: none of ${PAGES.map((page) => page.key).join(', ')}`);
}

// A real agency's first screens: a few thousand rows behind the lists.
const sizes: Sizes = {
  clients: 2_000,
  influencers: 1_000,
  collaborations: 1_000,
  tasks: 0,
  castings: 0,
  resources: 0,
  campaigns: 0,
  agencies: 0,
  agencyRows: 0,
};
const dataDir = path.resolve(values['data-dir']);
const databaseUrl = process.env.DATABASE_URL || undefined;

process.once('SIGINT', () => void stopAllChildren().then(() => process.exit(130)));

/** A run in a fresh Chromium; Lighthouse sometimes loses a busy machine's trace (NO_NAVSTART). */
async function auditWithRetries(url: string, cookie: string | undefined, attempts = 3) {
  const reportsDir = values.reports && path.resolve(values.reports);
  for (let attempt = 1; ; attempt += 1) {
    try {
      let result: LighthouseRun | undefined;
      await withLighthouseChrome(async (port) => {
        result = await runLighthouse(port, url, cookie, reportsDir);
      });
      return result!;
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  Lighthouse: ${url} again (${(error as Error).message})`);
    }
  }
}

try {
  await prepareDataDir(dataDir, sizes, { isFresh: values.fresh, databaseUrl });
  const app = await startServer('Infludesk server', 'scripts/start.ts', '/api/health', {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const session = await signIn(app.origin);
  const results: { page: string; profile: string; runs: Measurement[] }[] = [];
  if (tools.includes('timings')) {
    await withBrowser(async (browser) => {
      for (const profile of PROFILES) {
        for (const page of pages) {
          const measured: Measurement[] = [];
          for (let run = 0; run < runs; run += 1) {
            const cookie = page.isSignedIn ? session.cookie : undefined;
            measured.push(await measurePage(browser, app.origin, page, profile, cookie));
          }
          console.log(`  ${profile.label}: ${page.path} measured ${runs}×`);
          console.log(`    largest paint: ${measured.at(-1)?.lcpElement}`);
          for (const shift of measured.at(-1)?.shifted ?? []) console.log(`    shift: ${shift}`);
          results.push({ page: page.path, profile: profile.label, runs: measured });
        }
      }
    });
  }
  const audits: { page: string; runs: LighthouseRun[] }[] = [];
  if (tools.includes('lighthouse')) {
    // One page's runs in a row, each in a fresh Chromium: a run never inherits another's cache.
    for (const page of pages) {
      const measured: LighthouseRun[] = [];
      for (let run = 0; run < runs; run += 1) {
        const cookie = page.isSignedIn ? session.cookie : undefined;
        measured.push(await auditWithRetries(app.origin + page.path, cookie));
      }
      console.log(`  Lighthouse: ${page.path} ${measured.map((m) => m.score).join(' ')}`);
      audits.push({ page: page.path, runs: measured });
    }
  }
  await signOut(session);
  if (results.length > 0) console.log(formatReport(results, runs, TARGETS));
  if (audits.length > 0) console.log(`\n${formatLighthouseReport(audits, runs, TARGETS)}`);
} finally {
  await stopAllChildren();
}
