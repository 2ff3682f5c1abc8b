import type { Page, Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { post, signUpToApp } from './journey-data';

// Issue 27: the collaborations list on a phone. Scores (Lighthouse, LCP, TBT) are
// `npm run bench:web`'s; these journeys hold the mechanisms that give them.

const PHONE = { width: 390, height: 844 };
const LONG_NAME = 'CampagneDePrintempsDeLaMaisonLumiere'.repeat(4);

async function createDeal(page: Page, name: string) {
  const client = await post(page, '/api/clients', { brandName: `Marque de ${name.slice(0, 20)}` });
  await post(page, '/api/collaborations', {
    name,
    type: 'collaboration_sortante',
    clientId: client.id,
    contactDate: '2026-03-02',
    manager: 'Camille',
  });
}

test('a phone draws each row once: six indicators, and a tooltip only for the cut name shown', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUpToApp(page);
  await createDeal(page, LONG_NAME);
  await page.reload();

  const row = page.getByTestId('collaboration-row').first();
  await expect(row).toBeVisible();
  // The status and the six indicators are in the row once, where they show (not also in
  // columns hidden on a phone).
  await expect(row.locator('[role="img"]')).toHaveCount(6);
  await expect(row.getByRole('img', { name: 'Devis envoyé : non' })).toBeVisible();
  // No tooltip is made before anyone asks: no closed tooltip trigger waits in the row.
  await expect(row.locator('[data-state="closed"], [data-state="open"]')).toHaveCount(0);

  // The keyboard reaches the cut name: its tooltip shows, the focus stays on the name.
  const name = row.getByRole('button', { name: LONG_NAME, exact: true });
  await name.focus();
  await expect(page.getByRole('tooltip')).toHaveText(LONG_NAME);
  await expect(name).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(name).toBeFocused();
  // Enter still opens the detail, as before.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: LONG_NAME })).toBeVisible();
});

test('the collaborations list and its screen code leave with the page, before the app code', async ({
  page,
}) => {
  await signUpToApp(page);
  await createDeal(page, 'Lancement rapide');
  // The server hears of a change a moment after its commit, and sends a new stream whatever it
  // heard since the page started: a change made just before would be sent (and refetched) too.
  await page.waitForTimeout(1_000);

  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // The entry script arrives late, as on a slow phone: what leaves meanwhile, boot.js asked for.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app/collaborations', { waitUntil: 'commit' });
  const sent = (pattern: RegExp) => requests.filter((request) => pattern.test(request.url()));
  await expect.poll(() => sent(/\/api\/collaborations\?/).length).toBe(1);
  await expect.poll(() => sent(/\/assets\/collaborations-page-[\w-]+\.js$/).length).toBe(1);

  release();
  await expect(
    page.getByTestId('collaboration-row').filter({ hasText: 'Lancement rapide' }),
  ).toBeVisible();
  // The app took those answers: neither the list nor the screen's code was asked for twice.
  expect(sent(/\/api\/collaborations\?/)).toHaveLength(1);
  expect(sent(/\/assets\/collaborations-page-[\w-]+\.js$/)).toHaveLength(1);

  // A search in the URL is the screen's own request: boot.js leaves it alone.
  requests.length = 0;
  await page.goto('/app/collaborations?q=rapide');
  await expect(page.getByTestId('collaboration-row')).toHaveCount(1);
  expect(sent(/\/api\/collaborations\?/).map((request) => request.url())).toEqual([
    expect.stringContaining('q=rapide'),
  ]);
});
