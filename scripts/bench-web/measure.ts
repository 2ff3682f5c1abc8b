// One cold page load in a fresh browser context, measured from the page's own performance
// entries (paint, largest-contentful-paint, layout-shift) and CDP's network events.
import { chromium, type Browser } from '@playwright/test';
import type { Profile, WebPage } from './pages';

export type Measurement = {
  fcpMs: number;
  lcpMs: number;
  cls: number;
  /** The largest paint's element: its tag, classes and first words (what to make earlier). */
  lcpElement: string;
  /** The largest layout shifts: their score and the elements that moved (what to hold still). */
  shifted: string[];
  /** When the screen's content (readySelector) first showed, from navigation start. */
  readyMs: number;
  transferredBytes: number;
  jsBytes: number;
  requests: number;
};

export async function withBrowser(run: (browser: Browser) => Promise<void>) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}

// Runs in the page: LCP and CLS as the web-vitals library counts them (CLS: the largest
// session window of shifts without recent input). Plain JavaScript text: tsx's transform would
// add helpers to a TypeScript function that do not exist in the page.
const READ_VITALS = `(async () => {
  const entriesOf = (type) => new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve(list.getEntries());
    }).observe({ type, buffered: true });
    setTimeout(() => resolve([]), 200);
  });
  const [paints, shifts] = await Promise.all([
    entriesOf('largest-contentful-paint'),
    entriesOf('layout-shift'),
  ]);
  let cls = 0, session = 0, first = 0, last = 0;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - last < 1000 && shift.startTime - first < 5000) session += shift.value;
    else [session, first] = [shift.value, shift.startTime];
    last = shift.startTime;
    cls = Math.max(cls, session);
  }
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const describe = (node) => node && node.tagName
    ? node.tagName.toLowerCase() + (node.className ? '.' + String(node.className).trim().split(/\\s+/).slice(0, 3).join('.') : '') +
      ' "' + (node.textContent || '').trim().slice(0, 30) + '"'
    : String(node && node.nodeName);
  const shifted = shifts
    .filter((shift) => !shift.hadRecentInput)
    .sort((x, y) => y.value - x.value)
    .slice(0, 3)
    .map((shift) => shift.value.toFixed(3) + ' ' + shift.sources.map((source) => describe(source.node) + ' ' +
      Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y)).join(', '));
  const largest = paints.at(-1);
  const node = largest && largest.element;
  const lcpElement = node
    ? node.tagName.toLowerCase() + (node.className ? '.' + String(node.className).trim().split(/\\s+/).slice(0, 4).join('.') : '') +
      ' "' + (node.textContent || '').trim().slice(0, 40) + '" ' + largest.size + ' px²'
    : 'none';
  return { fcpMs: fcp ? fcp.startTime : NaN, lcpMs: largest ? largest.startTime : NaN, cls, lcpElement, shifted };
})()`;

export async function measurePage(
  browser: Browser,
  origin: string,
  page: WebPage,
  profile: Profile,
  cookie: string | undefined,
): Promise<Measurement> {
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 390, height: 844 },
  });
  try {
    if (cookie) {
      const at = cookie.indexOf('=');
      const [name, value] = [cookie.slice(0, at), cookie.slice(at + 1)];
      await context.addCookies([{ name, value, url: origin }]);
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (profile.network) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    const types = new Map<string, string>();
    let transferredBytes = 0;
    let jsBytes = 0;
    let requests = 0;
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      requests += 1;
      transferredBytes += event.encodedDataLength;
      if (types.get(event.requestId) === 'Script') jsBytes += event.encodedDataLength;
    });

    await tab.goto(origin + page.path, { waitUntil: 'commit' });
    await tab.waitForSelector(page.readySelector, { timeout: 60_000 });
    const readyMs = await tab.evaluate(() => performance.now());
    await tab.waitForLoadState('networkidle');
    // A moment for a late shift or a larger paint to be recorded.
    await tab.waitForTimeout(500);
    const vitals = (await tab.evaluate(READ_VITALS)) as Pick<
      Measurement,
      'fcpMs' | 'lcpMs' | 'cls' | 'lcpElement' | 'shifted'
    >;
    return { ...vitals, readyMs, transferredBytes, jsBytes, requests };
  } finally {
    await context.close();
  }
}
