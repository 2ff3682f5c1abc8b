import type { Locator, Page } from '@playwright/test';
import { expect, newAccount, signUp, test } from './fixtures';
import { APP_SECTIONS, SIGNED_OUT_PATHS } from './journey-data';

// Issue 11 §5: on a 360-px phone nothing scrolls sideways, a long name is cut in tables (the
// whole name still reachable) and a long URL wraps in a detail dialog.

const LONG_NAME = 'MaisonDeLaLumiereEtDesParfums'.repeat(5).slice(0, 120);
const LONG_URL = `https://www.example.com/${'lancementprintempsete'.repeat(8)}`;
const PHONE = { width: 360, height: 740 };

const INFLUENCER = {
  username: 'maisonlumiere',
  address: '12 rue de la Paix, 75002 Paris',
  phoneNumber: '06 11 22 33 44',
  birthDate: '1996-03-14',
  siret: '73282932000074',
  internalReferent: 'Camille',
};

async function createLongRecords(page: Page) {
  const post = async (url: string, data: object) => {
    const response = await page.request.post(url, { data });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const client = await post('/api/clients', {
    brandName: LONG_NAME,
    notes: LONG_URL,
    contacts: [{ name: LONG_NAME, email: `contact@${'x'.repeat(60)}.fr` }],
  });
  const influencer = await post('/api/influencers', {
    ...INFLUENCER,
    fullName: LONG_NAME,
    internalNotes: LONG_URL,
    platforms: [{ name: 'instagram', handle: `@${LONG_NAME.slice(0, 90)}`, audience: 12000 }],
  });
  await post('/api/collaborations', {
    name: LONG_NAME,
    type: 'collaboration_sortante',
    clientId: client.id,
    contactDate: '2026-03-02',
    manager: LONG_NAME,
    influencers: [{ influencerId: influencer.id, deliverables: [] }],
  });
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
  // A table scrolls in its own frame: the page stays put, but its columns would be off-screen.
  for (const table of await page.getByRole('table').all()) {
    const frame = table.locator('xpath=..');
    const [scrollWidth, clientWidth] = await frame.evaluate((el) => [
      el.scrollWidth,
      el.clientWidth,
    ]);
    expect(scrollWidth, `a table of ${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  }
}

/** The name is cut on one line, and its whole text is the button's name and its tooltip. */
async function expectCutName(page: Page, row: Locator) {
  const name = row.getByRole('button', { name: LONG_NAME, exact: true });
  const line = name.getByText(LONG_NAME, { exact: true });
  expect(
    await line.evaluate((el) => ({
      clamp: getComputedStyle(el).webkitLineClamp,
      overflow: getComputedStyle(el).overflow,
      isCut: el.scrollHeight > el.clientHeight,
    })),
  ).toEqual({ clamp: '1', overflow: 'hidden', isCut: true });
  // Hover (which scrolls the row into view first: Radix closes a tooltip on scroll), then focus.
  await name.hover();
  await expect(page.getByRole('tooltip')).toHaveText(LONG_NAME);
  await page.mouse.move(0, PHONE.height - 1, { steps: 5 });
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await name.focus();
  await expect(page.getByRole('tooltip')).toHaveText(LONG_NAME);
  // Dismissed without moving the focus (WCAG 1.4.13).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

/** The URL wraps inside the dialog: nothing of it lies past the dialog's edge. */
async function expectWrappedUrl(page: Page) {
  const dialog = page.getByRole('dialog');
  const url = dialog.getByText(LONG_URL, { exact: true });
  await expect(url).toBeVisible();
  const [dialogBox, urlBox] = [await dialog.boundingBox(), await url.boundingBox()];
  expect(urlBox!.x + urlBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await url.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

test('at 360 px nothing scrolls sideways; long names are cut in tables, long URLs wrap in details', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  for (const path of SIGNED_OUT_PATHS) {
    await page.goto(path);
    await expectNoSidewaysScroll(page, path);
  }

  await signUp(page, newAccount('long'));
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await createLongRecords(page);
  for (const section of APP_SECTIONS) {
    await page.goto(`/app/${section}`);
    await expectNoSidewaysScroll(page, section);
  }

  for (const [path, rowId] of [
    ['/app/clients', 'client-row'],
    ['/app/influencers', 'influencer-row'],
    ['/app/collaborations', 'collaboration-row'],
  ] as const) {
    await page.goto(path);
    await expectCutName(page, page.getByTestId(rowId).first());
  }

  // A picker wraps the whole name: the option the keyboard is on has no tooltip.
  await page.goto('/app/collaborations');
  await page.getByRole('button', { name: 'Nouvelle collaboration' }).first().click();
  await page.getByRole('button', { name: 'Choisir un client' }).click();
  const picker = page.getByRole('dialog', { name: 'Sélectionner un client' });
  await expect(picker.getByRole('option', { name: LONG_NAME })).toBeVisible();
  expect(await picker.getByRole('listbox').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(
    true,
  );

  await page.goto('/app/clients');
  await page.getByTestId('client-row').first().click();
  await expectWrappedUrl(page);
  await page.goto('/app/influencers');
  await page.getByTestId('influencer-row').first().click();
  await expectWrappedUrl(page);
});
