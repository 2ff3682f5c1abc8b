// The journeys of the outsiders' pages (decision 0052): an outsider's own browser on a phone.
import type { Browser, Page, Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures';

/** An outsider: a browser of their own, no session, on a phone's width. */
export async function outsiderPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  return context.newPage();
}

/** Every request of the page, to check that none names the token. */
export function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

export async function expectA11yInBothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
}
