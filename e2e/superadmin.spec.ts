import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  newAccount,
  signIn,
  signUp,
  test,
} from './fixtures';
import { INFLUENCER_REQUIRED, euros, post } from './journey-data';
import { waitForMailLink } from './outbox';

// Issue 17: the platform owner's read-only view. The e2e server knows one super-admin address
// (playwright.config.ts, SUPERADMIN_EMAILS); it counts once the address is verified.
const SUPERADMIN = {
  email: 'superadmin@infludesk.test',
  password: 'motdepasse-plateforme',
};

/** Signs the page in as the super admin: the account is created and verified the first time. */
async function signInAsSuperAdmin(page: Page) {
  const signInResponse = await page.request.post('/api/auth/sign-in', { data: SUPERADMIN });
  if (signInResponse.status() === 401) {
    const signUpResponse = await page.request.post('/api/auth/sign-up', {
      data: { ...SUPERADMIN, firstName: 'Alex', lastName: 'Martin', jobTitle: 'Fondateur' },
    });
    expect(signUpResponse.status(), await signUpResponse.text()).toBe(201);
    // The mailed link creates the account, verified, and signs in (decision 0039).
    await page.goto(await waitForMailLink(SUPERADMIN.email, 'confirm-sign-up'));
    await expect
      .poll(async () => (await (await page.request.get('/api/auth/session')).json()).user)
      .not.toBeNull();
  }
  const session = await (await page.request.get('/api/auth/session')).json();
  if (!session.user.isSuperAdmin) {
    await page.goto(await waitForMailLink(SUPERADMIN.email, 'verify-email'));
    await expect(page.getByRole('status')).toHaveText('Votre adresse email est vérifiée. Merci !');
  }
}

/** An agency with a client, an influencer and a campaign with two priced deliverables. */
async function createAgency(page: Page, agencyName = 'Agence Plateforme') {
  const id = randomBytes(4).toString('hex');
  const account = { ...newAccount('owner'), agencyName: `${agencyName} ${id}` };
  await signUp(page, account);
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  const brand = `Maison ${id}`;
  const influencerName = `Zoé Laurent ${id}`;
  const campaign = `Lancement ${id}`;
  const client = await post(page, '/api/clients', {
    brandName: brand,
    contacts: [{ name: 'Claire Martin', email: 'claire@maison.fr', phone: '0612345678' }],
  });
  const influencer = await post(page, '/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: influencerName,
    username: `zoe${id}`,
  });
  await post(page, '/api/collaborations', {
    name: campaign,
    type: 'collaboration_sortante',
    clientId: client.id,
    contactDate: '2026-03-02',
    manager: 'Camille Durand',
    influencers: [
      {
        influencerId: influencer.id,
        deliverables: [
          { type: 'post_instagram', description: 'Post de lancement', priceCents: 90000 },
          { type: 'story_instagram', description: 'Trois stories', priceCents: 35050 },
        ],
      },
    ],
  });
  const agency = (await (await page.request.get('/api/account')).json()).agency as { id: string };
  await page.request.post('/api/auth/sign-out');
  await page.context().clearCookies();
  return { account, agencyId: agency.id, brand, influencerName, campaign };
}

/** A tile's figure: a count, or CA Total in cents ('28 039 €' has no cents: whole euros). */
async function readTile(page: Page, tile: string) {
  const text = await page.getByTestId(`tile-${tile}`).locator('span').nth(1).innerText();
  const digits = Number(text.replace(/[^\d]/g, ''));
  return tile === 'revenue' && !text.includes(',') ? digits * 100 : digits;
}

async function applyTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
  await page.reload();
}

test('the dashboard: tiles, their lists, and the agency table searched, sorted and opened', async ({
  page,
}) => {
  const data = await createAgency(page);
  await signInAsSuperAdmin(page);
  await page.goto('/app');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Super admin' })
    .click();
  await expect(page).toHaveURL(/\/superadmin$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Super Admin Dashboard' }),
  ).toBeVisible();

  for (const tile of ['agencies', 'users', 'clients', 'influencers', 'collaborations']) {
    expect(await readTile(page, tile)).toBeGreaterThanOrEqual(1);
  }
  expect(await readTile(page, 'revenue')).toBeGreaterThanOrEqual(125050);

  // A tile lists its kind across agencies, searched on the server.
  const tiles = page.getByRole('region', { name: 'Chiffres de la plateforme' });
  await tiles.getByRole('button', { name: /^Clients/ }).click();
  const clients = page.getByRole('dialog', { name: 'Clients — toutes les agences' });
  await clients.getByLabel('Rechercher dans la liste').fill(data.brand);
  await expect(clients.getByRole('link')).toHaveCount(1);
  await expect(clients.getByRole('link')).toContainText(data.account.agencyName);
  await page.screenshot({ path: '/tmp/shots/superadmin-tile-dialog.png' });
  await page.keyboard.press('Escape');

  await tiles.getByRole('button', { name: /^CA Total/ }).click();
  const revenue = page.getByRole('dialog', { name: 'CA Total — toutes les agences' });
  await revenue.getByLabel('Rechercher dans la liste').fill(data.account.agencyName);
  await expect(revenue.getByRole('link')).toHaveCount(1);
  await expect(revenue.getByRole('link')).toContainText(/1\s250,50\s€/);
  await page.keyboard.press('Escape');

  // The table: search (name or id prefix), sort by a header, open by the row.
  const table = page.getByRole('table', { name: 'Liste des agences' });
  await page.getByLabel('Rechercher une agence').fill(data.account.agencyName);
  await expect(page).toHaveURL(/q=Agence/);
  await expect(table.getByTestId('agency-row')).toHaveCount(1);
  const row = table.getByTestId('agency-row');
  await expect(row).toContainText(data.agencyId);
  await expect(row.getByRole('cell')).toHaveText([
    new RegExp(data.account.agencyName),
    /\d{4}/,
    '1',
    '1',
    '1',
    '1',
    euros('1 250,50 €'),
    'Voir',
  ]);
  await page.getByLabel('Rechercher une agence').fill(data.agencyId.slice(0, 8));
  await expect(page).toHaveURL(new RegExp(`q=${data.agencyId.slice(0, 8)}`));
  await expect(row).toContainText(data.account.agencyName);

  const revenueHeader = table.getByRole('columnheader', { name: 'CA Total' });
  await expect(revenueHeader).toHaveAttribute('aria-sort', 'none');
  await revenueHeader.getByRole('button').click();
  await expect(revenueHeader).toHaveAttribute('aria-sort', 'descending');
  await revenueHeader.getByRole('button').click();
  await expect(revenueHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=revenue&dir=asc/);
  await page.screenshot({ path: '/tmp/shots/superadmin-dashboard.png', fullPage: true });

  await row.getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/superadmin/agency/${data.agencyId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: data.account.agencyName }),
  ).toBeVisible();
});

test('an agency: counters, tabs sharing a search kept in the URL, a campaign with its prices; its owner sees the visits', async ({
  page,
}) => {
  const data = await createAgency(page);
  // Before any visit, the owner's Compte says so.
  await signIn(page, data.account);
  await page.goto('/app/account');
  await expect(
    page.getByText("L'administrateur de la plateforme n'a jamais consulté votre agence."),
  ).toBeVisible();
  await page.request.post('/api/auth/sign-out');
  await page.context().clearCookies();

  await signInAsSuperAdmin(page);
  await page.goto(`/superadmin/agency/${data.agencyId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: data.account.agencyName }),
  ).toBeVisible();
  await expect(page.getByText(/^Créée le/)).toBeVisible();
  await expect(page.getByTestId('agency-counter')).toHaveText([
    'Utilisateurs1',
    'Clients1',
    'Influenceurs1',
    /CA Total1\s250,50\s€/,
  ]);

  // Users first; each tab reads its own list.
  await expect(page.getByRole('tab', { name: 'Utilisateurs' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('agency-user-row')).toContainText(data.account.email);
  await page.getByRole('tab', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/tab=clients/);
  await page.getByTestId('agency-client-row').click();
  const client = page.getByRole('dialog', { name: data.brand });
  await expect(client).toContainText('Claire Martin');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Influenceurs' }).click();
  await page.getByRole('button', { name: data.influencerName }).click();
  await expect(page.getByRole('dialog', { name: data.influencerName })).toContainText('Tarifs');
  await page.keyboard.press('Escape');

  // One search box for every tab, kept in the URL.
  await page.getByRole('tab', { name: 'Campagnes' }).click();
  await page.getByLabel("Rechercher dans l'agence").fill('aucune-campagne-de-ce-nom');
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
  await expect(page).toHaveURL(/q=aucune-campagne/);
  await page.getByLabel("Rechercher dans l'agence").fill(data.campaign);
  await expect(page).toHaveURL(/tab=collaborations&q=Lancement/);
  await page.reload();
  await expect(page.getByLabel("Rechercher dans l'agence")).toHaveValue(data.campaign);
  await page.getByRole('button', { name: data.campaign }).click();
  const campaign = page.getByRole('dialog', { name: data.campaign });
  await expect(campaign).toContainText('Informations');
  const deliverables = campaign.getByRole('article').getByRole('listitem');
  await expect(deliverables).toHaveCount(2);
  await expect(deliverables.nth(0)).toContainText(/Post Instagram.*900\s€/);
  await expect(deliverables.nth(1)).toContainText(/Story Instagram.*350,50\s€/);
  await page.screenshot({ path: '/tmp/shots/superadmin-campaign.png' });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: '/tmp/shots/superadmin-detail.png', fullPage: true });

  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(page).toHaveURL(/\/superadmin$/);

  // The owner sees who opened what.
  await page.request.post('/api/auth/sign-out');
  await page.context().clearCookies();
  await signIn(page, data.account);
  await page.goto('/app/account');
  const entries = page.getByTestId('platform-access-entry');
  await expect(entries.first()).toContainText(SUPERADMIN.email);
  await expect(entries.filter({ hasText: data.campaign })).toHaveCount(1);
  await expect(entries.filter({ hasText: "L'agence" }).first()).toBeVisible();
  await page
    .getByRole('heading', { name: "Accès de l'administrateur de la plateforme" })
    .scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/superadmin-account-log.png', fullPage: true });
});

test('an unknown or malformed agency id leads back to the dashboard', async ({ page }) => {
  await signInAsSuperAdmin(page);
  await page.goto('/superadmin/agency/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/superadmin$/);
  await page.goto('/superadmin/agency/pas-un-identifiant');
  await expect(page).toHaveURL(/\/superadmin$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Super Admin Dashboard' }),
  ).toBeVisible();
});

test('an ordinary user is refused: no link, sent to /app, and 404 from the API', async ({
  page,
}) => {
  const data = await createAgency(page);
  await signIn(page, data.account);
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await expect(page.getByRole('link', { name: 'Super admin' })).toHaveCount(0);
  await page.goto('/superadmin');
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await page.goto(`/superadmin/agency/${data.agencyId}`);
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  for (const path of ['overview', 'agencies', `agencies/${data.agencyId}`, 'items/clients']) {
    expect((await page.request.get(`/api/superadmin/${path}`)).status()).toBe(404);
  }
});

test('axe in both themes on the dashboard, a tile list, the agency detail and a campaign; a long name wraps on a phone', async ({
  page,
}) => {
  // One word longer than a phone is wide: it must wrap, not push the page sideways.
  const data = await createAgency(page, `Agence${'Internationale'.repeat(6)}`);
  await signInAsSuperAdmin(page);
  await page.goto('/superadmin?sort=createdAt&dir=desc');
  for (const theme of ['light', 'dark'] as const) {
    await applyTheme(page, theme);
    await expect(page.getByRole('table', { name: 'Liste des agences' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots/superadmin-dashboard-${theme}.png`, fullPage: true });
    await page
      .getByRole('region', { name: 'Chiffres de la plateforme' })
      .getByRole('button', { name: /^Influenceurs/ })
      .click();
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
  }

  await page.goto(`/superadmin/agency/${data.agencyId}?tab=collaborations`);
  for (const theme of ['light', 'dark'] as const) {
    await applyTheme(page, theme);
    await expect(page.getByTestId('agency-collaboration-row')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots/superadmin-detail-${theme}.png`, fullPage: true });
    await page.getByRole('button', { name: data.campaign }).click();
    await expect(
      page.getByRole('dialog').getByRole('article').getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Internationale');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '/tmp/shots/superadmin-detail-phone.png', fullPage: true });
  await page.goto('/superadmin');
  await expect(page.getByRole('table', { name: 'Liste des agences' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '/tmp/shots/superadmin-dashboard-phone.png', fullPage: true });
});
