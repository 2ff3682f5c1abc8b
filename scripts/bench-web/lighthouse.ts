// Lighthouse 12's mobile audit (slow 4G, 4× CPU, simulated throttling: its default), one page at
// a time in the system Chromium, signed in through the session cookie sent as a header. Only
// the performance category: its score, LCP and Total Blocking Time, as PageSpeed shows them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseRun = { score: number; lcpMs: number; tbtMs: number };

export async function withLighthouseChrome(run: (port: number) => Promise<void>) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(
  port: number,
  url: string,
  cookie: string | undefined,
  /** A folder to keep the whole report in (`--reports`), to read where the time went. */
  reportsDir?: string,
): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    locale: 'fr',
    ...(cookie && { extraHeaders: { Cookie: cookie } }),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no report for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
  };
}
