import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAccount, signUp, test } from './fixtures';
import { APP_SECTIONS, SIGNED_OUT_PATHS } from './journey-data';

// Issue 11 §10: axe (serious and critical rules, experimental ones included) on every screen,
// in both themes. One account and its address book; the screens are visited in a loop.

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const INFLUENCER = {
  fullName: 'Zoé Laurent',
  username: 'zoelaurent',
  address: '12 rue de la Paix, 75002 Paris',
  phoneNumber: '06 11 22 33 44',
  birthDate: '1996-03-14',
  siret: '73282932000074',
  internalReferent: 'Camille',
  internalNotes: 'Préfère les formats courts.',
  platforms: [{ name: 'instagram', handle: '@zoelaurent', audience: 12000 }],
  rates: [{ type: 'post_instagram', priceCents: 90000 }],
};

/** The theme is read from localStorage before the first paint (public/boot.js). */
async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
}

async function expectLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
}

/** An address book with something in every part of the detail dialogs. */
async function createAddressBook(page: Page) {
  const post = async (url: string, data: object) => {
    const response = await page.request.post(url, { data });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const client = await post('/api/clients', {
    brandName: 'Maison Lumière',
    notes: 'Lancement de la gamme printemps',
    contacts: [{ name: 'Claire Martin', email: 'claire@maison-lumiere.fr', phone: '0612345678' }],
  });
  const influencer = await post('/api/influencers', INFLUENCER);
  await post('/api/collaborations', {
    name: 'Lancement printemps',
    type: 'collaboration_sortante',
    clientId: client.id,
    contactDate: '2026-03-02',
    manager: 'Camille Durand',
    influencers: [
      {
        influencerId: influencer.id,
        deliverables: [
          { type: 'post_instagram', description: 'Post de lancement', priceCents: 90000 },
        ],
      },
    ],
  });
}

/** How each area's create, detail and edit dialogs open, from its list. */
const DIALOGS = [
  { path: '/app/clients', create: 'Nouveau client', row: 'client-row' },
  { path: '/app/influencers', create: 'Nouvel influenceur', row: 'influencer-row' },
  { path: '/app/collaborations', create: 'Nouvelle collaboration', row: 'collaboration-row' },
];

async function checkDialogs(page: Page) {
  for (const { path, create, row } of DIALOGS) {
    await page.goto(path);
    await page.getByRole('button', { name: create }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(path);
    await page.getByTestId(row).first().click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('button', { name: 'Modifier', exact: true })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    await page.goto(path);
    await page
      .getByTestId(row)
      .first()
      .getByRole('button', { name: /^Modifier / })
      .click();
    // Loaded: the record's first field is filled in.
    await expect(page.getByRole('dialog').getByRole('textbox').first()).not.toHaveValue('');
    await expectNoSeriousA11yViolations(page);
  }
  // The pickers a collaboration form opens.
  await page.goto('/app/collaborations');
  await page.getByRole('button', { name: 'Nouvelle collaboration' }).first().click();
  for (const [button, title] of [
    ['Choisir un client', 'Sélectionner un client'],
    ['Ajouter un influenceur', 'Sélectionner un influenceur'],
  ]) {
    await page.getByRole('button', { name: button }).click();
    const picker = page.getByRole('dialog', { name: title });
    await expect(picker.getByRole('option').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
  }
}

test('the signed-out screens have no serious accessibility violation, in both themes', async ({
  page,
}) => {
  // Eight axe runs: past a minute beside another worker's axe runs on a 2-core machine.
  test.setTimeout(120_000);
  await page.goto('/');
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    for (const path of SIGNED_OUT_PATHS) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectLoaded(page);
      await expectNoSeriousA11yViolations(page);
    }
  }
});

test('every section and dialog of the app has no serious accessibility violation, in both themes', async ({
  page,
}) => {
  // Twenty sections and their dialogs under axe: 2.9 min alone on a 2-core machine, more beside
  // another worker.
  test.setTimeout(480_000);
  await signUp(page, newAccount('a11y'));
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await createAddressBook(page);
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    for (const section of APP_SECTIONS) {
      await page.goto(`/app/${section}`);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectLoaded(page);
      await expectNoSeriousA11yViolations(page);
    }
    await checkDialogs(page);
  }
});

test('on a phone, the menu, the lists and the detail dialogs have no serious violation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page, newAccount('a11y-phone'));
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await createAddressBook(page);
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    await page.goto('/app/collaborations');
    await expectLoaded(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation principale' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const { path, row } of DIALOGS) {
      await page.goto(path);
      await expectLoaded(page);
      await expectNoSeriousA11yViolations(page);
      await page.getByTestId(row).first().click();
      await expect(
        page.getByRole('dialog').getByRole('button', { name: 'Modifier', exact: true }),
      ).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
    }
  }
});
