import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, euros, post, signUpToApp } from './journey-data';

// Issue 20: the client's side of a deal and Comptabilité → Rentabilité. Deals are seeded
// through the API; the journeys type the billed amount and costs, read the margin, and move
// the period.

const dayOf = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date);
const daysAgo = (days: number) => dayOf(new Date(Date.now() - days * 86_400_000));

/** A client, an influencer, and a deal whose creators cost 3 000 € (nothing billed yet). */
async function createDeal(page: Page, extra: object = {}) {
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  const zoe = await post(page, '/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: 'Zoé Laurent',
    username: 'zoelaurent',
  });
  return post(page, '/api/collaborations', {
    name: 'Lancement printemps',
    type: 'collaboration_sortante',
    clientId: client.id,
    contactDate: daysAgo(5),
    manager: 'Camille Durand',
    influencers: [
      {
        influencerId: zoe.id,
        deliverables: [
          { type: 'post_instagram', priceCents: 200_000 },
          { type: 'reel_instagram', priceCents: 100_000 },
        ],
      },
    ],
    ...extra,
  });
}

async function openEdit(page: Page) {
  await page.goto('/app/collaborations');
  await page.getByRole('button', { name: 'Modifier Lancement printemps' }).click();
  const form = page.getByRole('dialog', { name: 'Modifier la collaboration' });
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue('Lancement printemps');
  return form;
}

const tile = (page: Page, key: string) => page.getByTestId(`tile-${key}`).getByTestId('tile-value');

async function openProfitability(page: Page, query = '') {
  await page.goto(`/app/accounting?vue=rentabilite${query}`);
  await expect(page.getByRole('tab', { name: 'Rentabilité' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('a deal billed 5 000 € with creators at 3 000 € and 200 € of costs earns 1 800 €, 36 %', async ({
  page,
}) => {
  await signUpToApp(page);
  await createDeal(page);
  const form = await openEdit(page);
  await form.getByLabel('Montant facturé au client (HT) (€)').fill('5 000');
  await form.getByRole('button', { name: 'Ajouter un frais' }).click();
  const cost = form.getByRole('group', { name: 'Frais 1' });
  await cost.getByLabel('Libellé du frais').fill('Production');
  await cost.getByLabel('Montant du frais (€)').fill('150');
  await form.getByRole('button', { name: 'Ajouter un frais' }).click();
  const shipping = form.getByRole('group', { name: 'Frais 2' });
  await shipping.getByLabel('Libellé du frais').fill('Envoi');
  await shipping.getByLabel('Montant du frais (€)').fill('50');
  await form.getByLabel('Date de facture').fill(daysAgo(2));
  await expect(form.getByTestId('form-margin')).toHaveText(euros('1 800 €'));
  await expect(form.getByTestId('form-margin-rate')).toHaveText(euros('36 %'));
  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(form).toBeHidden();

  // The detail, 'Toutes les campagnes' and Rentabilité say the same, to the cent.
  await page.getByRole('button', { name: 'Lancement printemps', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Lancement printemps' });
  await expect(detail.getByTestId('detail-margin')).toHaveText(euros('1 800 €'));
  await expect(detail.getByTestId('detail-margin-rate')).toHaveText(euros('36 %'));
  await expect(detail.getByRole('list', { name: 'Frais annexes (HT)' })).toContainText(
    'Production',
  );
  await page.keyboard.press('Escape');

  await page.goto('/app/campaigns');
  const row = page.getByTestId('campaign-row').filter({ hasText: 'Lancement printemps' });
  await expect(row.getByTestId('campaign-billed')).toHaveText(euros('5 000 €'));
  await expect(row.getByTestId('campaign-margin')).toHaveText(euros('1 800 €'));
  await expect(row.getByTestId('campaign-margin-rate')).toHaveText(euros('36 %'));

  await openProfitability(page);
  await expect(tile(page, 'billed')).toHaveText(euros('5 000 €'));
  await expect(tile(page, 'creators')).toHaveText(euros('3 000 €'));
  await expect(tile(page, 'costs')).toHaveText(euros('200 €'));
  await expect(tile(page, 'margin')).toHaveText(euros('1 800 €'));
  await expect(tile(page, 'rate')).toHaveText(euros('36 %'));
  const deal = page.getByTestId('profit-row').filter({ hasText: 'Lancement printemps' });
  await expect(deal.getByTestId('profit-row-margin')).toHaveText(euros('1 800 €'));
  // A row opens its deal.
  await deal.click();
  await expect(
    page.getByRole('dialog', { name: 'Lancement printemps' }).getByTestId('detail-margin'),
  ).toHaveText(euros('1 800 €'));
});

test("the tab's tiles and charts move with the period; the deals left out are counted", async ({
  page,
}) => {
  await signUpToApp(page);
  await createDeal(page, { billedCents: 500_000, invoiceDate: daysAgo(3) });
  // An older deal, billed 4 000 € for 1 000 € of creators: only in the longer periods.
  const client = await post(page, '/api/clients', { brandName: 'Atelier Nord' });
  await post(page, '/api/collaborations', {
    name: 'Soldes hiver',
    type: 'casting_interne',
    clientId: client.id,
    contactDate: daysAgo(120),
    invoiceDate: daysAgo(100),
    manager: 'Hugo Bernard',
    billedCents: 400_000,
    costs: [{ label: 'Publicité', amountCents: 100_000 }],
  });
  // Nothing billed yet: left out, and said so.
  await post(page, '/api/collaborations', {
    name: 'Rentrée',
    type: 'casting_interne',
    clientId: client.id,
    contactDate: daysAgo(1),
    manager: 'Hugo Bernard',
  });

  await openProfitability(page);
  await expect(tile(page, 'billed')).toHaveText(euros('9 000 €'));
  await expect(tile(page, 'margin')).toHaveText(euros('5 000 €'));
  await expect(page.getByTestId('left-out-count')).toHaveText(
    "1 collaboration sans montant facturé n'est pas comptée.",
  );
  const clients = page.getByTestId('chart-clients');
  await expect(clients.getByRole('img', { name: 'Marge par client' })).toBeVisible();
  await clients.getByRole('button', { name: 'Voir le tableau' }).click();
  const clientsTable = clients.getByRole('table', { name: 'Marge par client' });
  await expect(clientsTable.getByRole('row')).toHaveCount(3);

  // '30 derniers jours': only the recent deal.
  const periodButton = page.getByRole('button', { name: /^Période/ });
  await periodButton.click();
  await page
    .getByRole('dialog', { name: 'Période' })
    .getByRole('button', { name: '30 derniers jours' })
    .click();
  await expect(page).toHaveURL(/vue=rentabilite/);
  await expect(page).toHaveURL(/periode=month/);
  await expect(tile(page, 'billed')).toHaveText(euros('5 000 €'));
  await expect(tile(page, 'margin')).toHaveText(euros('2 000 €'));
  await expect(tile(page, 'rate')).toHaveText(euros('40 %'));
  await expect(clientsTable.getByRole('row')).toHaveCount(2);
  await expect(clientsTable).toContainText('Maison Lumière');
  await expect(clientsTable).not.toContainText('Atelier Nord');
  const types = page.getByTestId('chart-types');
  await types.getByRole('button', { name: 'Voir le tableau' }).click();
  await expect(types.getByRole('table')).toContainText('Collaboration sortante');
  await expect(types.getByRole('table')).not.toContainText('Casting interne');

  // The type filter, then the deals left out, each opening.
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Casting interne' });
  await expect(page).toHaveURL(/type=casting_interne/);
  await expect(tile(page, 'billed')).toHaveText(euros('0 €'));
  await page.getByRole('button', { name: 'Voir les collaborations' }).click();
  const leftOut = page.getByRole('dialog', { name: 'Collaborations sans montant facturé' });
  await leftOut.getByRole('button', { name: 'Rentrée' }).click();
  await expect(page.getByRole('dialog', { name: 'Rentrée' })).toBeVisible();
});

test('a deal that loses money shows it in red and asks before saving', async ({ page }) => {
  await signUpToApp(page);
  await createDeal(page);
  const form = await openEdit(page);
  await form.getByLabel('Montant facturé au client (HT) (€)').fill('2 500');
  const margin = form.getByTestId('form-margin');
  await expect(margin).toHaveText(euros('-500 €'));
  await expect(margin).toHaveClass(/text-danger/);
  await expect(form.getByRole('status').filter({ hasText: 'La marge est négative' })).toBeVisible();

  // Asked first; going back keeps everything typed.
  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  const confirm = page.getByRole('dialog', { name: 'Enregistrer avec une marge négative ?' });
  await expect(confirm).toContainText('-500');
  await confirm.getByRole('button', { name: 'Revenir au formulaire' }).click();
  await expect(confirm).toBeHidden();
  await expect(form.getByLabel('Montant facturé au client (HT) (€)')).toHaveValue('2 500');

  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  await confirm.getByRole('button', { name: 'Enregistrer quand même' }).click();
  await expect(form).toBeHidden();
  await openProfitability(page);
  await expect(tile(page, 'margin')).toHaveText(euros('-500 €'));
  await expect(tile(page, 'margin')).toHaveClass(/text-danger/);
});

test('Rentabilité has no serious accessibility violation, in both themes', async ({ page }) => {
  await signUpToApp(page);
  await createDeal(page, {
    billedCents: 500_000,
    costs: [{ label: 'Envoi', amountCents: 20_000 }],
  });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await openProfitability(page);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(
      page
        .getByTestId('chart-months')
        .getByRole('img', { name: 'Facturé, coûts et marge par mois' }),
    ).toBeVisible();
    await expect(tile(page, 'margin')).toHaveText(euros('1 800 €'));
    await expectNoSeriousA11yViolations(page);
    // The table views, and the keyboard: the tabs move with the arrows.
    for (const chart of ['chart-months', 'chart-clients', 'chart-types']) {
      await page.getByTestId(chart).getByRole('button', { name: 'Voir le tableau' }).click();
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Rentabilité' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Paiements' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).not.toHaveURL(/vue=rentabilite/);

    // The form with its billing block, and a deal's detail.
    const form = await openEdit(page);
    await expect(form.getByTestId('form-margin')).toHaveText(euros('1 800 €'));
    await expectNoSeriousA11yViolations(page);
  }
});
