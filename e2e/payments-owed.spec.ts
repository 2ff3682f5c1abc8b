import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, euros, post, signUpToApp } from './journey-data';

// Issue 27, item 4: Comptabilité says what it counts. The periods are named for what they
// filter, 'En attente' shows what is still to pay, a paid flag that contradicts its percentage
// shows with its fix, and the percentage edit may set the flag (spec §4's optional sync).

const THEMES = ['light', 'dark'] as const;

async function createLines(page: Page, lines: [string, string, number, object][]) {
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  const deal = async (name: string, contactDate: string, line: object) =>
    post(page, '/api/collaborations', {
      name,
      type: 'collaboration_sortante',
      clientId: client.id,
      contactDate,
      manager: 'Camille Durand',
      isPaymentReceived: true,
      influencers: [line],
    });
  for (const [fullName, contactDate, priceCents, more] of lines) {
    const username = fullName.toLowerCase().replace(/[^a-z]/g, '');
    const influencer = await post(page, '/api/influencers', {
      ...INFLUENCER_REQUIRED,
      fullName,
      username,
    });
    await deal(`Campagne ${fullName}`, contactDate, {
      influencerId: influencer.id,
      deliverables: [{ type: 'post_instagram', priceCents }],
      ...more,
    });
  }
}

const row = (page: Page, name: string) => page.getByTestId('payment-row').filter({ hasText: name });
// The status shows twice (folded under the name on phones, in its column on wider screens).
const mismatchOf = (line: Locator) =>
  line.getByTestId('payment-mismatch').filter({ visible: true });
const pendingCard = (page: Page) => page.getByTestId('payments-pending');
const paidCard = (page: Page) => page.getByTestId('payments-paid');

test('the periods say what they filter: 7 and 30 days up to today, not from the 7th and 30th day back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Wednesday 18 November 2026 at noon in Paris, whatever the day the test runs.
  await page.clock.setFixedTime(new Date('2026-11-18T12:00:00+01:00'));
  await signUpToApp(page);
  await createLines(page, [
    ['Ana Six', '2026-11-12', 10_000, {}], // 6 days before: in the last 7 days
    ['Ben Sept', '2026-11-11', 20_000, {}], // 7 days before: the 8th day back
    ['Cléo Vingt', '2026-10-20', 30_000, {}], // 29 days before: in the last 30 days
    ['Dan Trente', '2026-10-19', 40_000, {}], // 30 days before: the 31st day back
  ]);
  await page.goto('/app/accounting');
  const rows = page.getByTestId('payment-row');
  await expect(rows).toHaveCount(4);

  const periodButton = page.getByRole('button', { name: /^Période/ });
  await periodButton.click();
  const menu = page.getByRole('dialog', { name: 'Période' });
  await expect(menu.getByRole('button')).toHaveText([
    'Toutes les dates',
    '7 derniers jours',
    '30 derniers jours',
    '3 derniers mois',
    '6 derniers mois',
    '12 derniers mois',
    'Période personnalisée',
  ]);
  await menu.getByRole('button', { name: '7 derniers jours' }).click();
  await expect(periodButton).toHaveText('7 derniers jours');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Ana Six');

  await periodButton.click();
  await menu.getByRole('button', { name: '30 derniers jours' }).click();
  await expect(periodButton).toHaveText('30 derniers jours');
  await expect(rows).toHaveCount(3);
  await expect(row(page, 'Dan Trente')).toHaveCount(0);
  await expect(pendingCard(page).getByTestId('total-count')).toHaveText('3 lignes');

  // Rentabilité shares the period, its words and its days: the 3 deals of the last 30 days
  // (none billed yet, so counted apart).
  await page.getByRole('tab', { name: 'Rentabilité' }).click();
  await expect(page.getByRole('button', { name: /^Période/ })).toHaveText('30 derniers jours');
  await expect(page.getByText('3 collaborations sans montant facturé')).toBeVisible();
  await page.getByRole('button', { name: /^Période/ }).click();
  await menu.getByRole('button', { name: '7 derniers jours' }).click();
  await expect(page.getByText('1 collaboration sans montant facturé')).toBeVisible();
});

test("'En attente' shows what is still to pay; a contradiction shows with its fix; the edit may set the flag", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpToApp(page);
  await createLines(page, [
    // 1 000 € at 0 %: the spec's figure counts 0 €, 1 000 € are still to pay.
    ['Alix Zéro', '2026-03-02', 100_000, { paidPercentage: 0 }],
    // 500 € at 100 % but still 'En attente'.
    ['Basile Cent', '2026-03-03', 50_000, { paidPercentage: 100 }],
    // 800 € marked paid at 0 %.
    ['Chloé Payée', '2026-03-04', 80_000, { paidPercentage: 0, isCreatorInvoicePaid: true }],
  ]);
  await page.goto('/app/accounting');
  await expect(page.getByTestId('payment-row')).toHaveCount(3);

  await expect(pendingCard(page).getByTestId('total-amount')).toHaveText(euros('500 €'));
  await expect(pendingCard(page)).toContainText('Tarif × pourcentage payé');
  await expect(pendingCard(page).getByTestId('total-remaining')).toHaveText(
    euros('Reste à payer : 1 000 €'),
  );
  await expect(pendingCard(page)).toContainText(
    'Tarif × (100 − pourcentage payé), lignes en attente',
  );

  const basile = row(page, 'Basile Cent');
  const chloe = row(page, 'Chloé Payée');
  await expect(mismatchOf(basile)).toContainText('En attente à 100 %');
  await expect(mismatchOf(chloe)).toContainText('Marqué payé à 0 %');
  await expect(row(page, 'Alix Zéro').getByTestId('payment-mismatch')).toHaveCount(0);

  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(mismatchOf(basile)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }

  // One click each, by keyboard for one of them.
  const fixBasile = basile.getByRole('button', {
    name: 'Corriger le paiement de Basile Cent : marquer comme payé',
  });
  await fixBasile.focus();
  await page.keyboard.press('Enter');
  await expect(basile.getByTestId('payment-mismatch')).toHaveCount(0);
  await expect(basile.getByText('Payé', { exact: true }).filter({ visible: true })).toBeVisible();
  await chloe
    .getByRole('button', { name: 'Corriger le paiement de Chloé Payée : passer à 100 %' })
    .click();
  await expect(chloe.getByTestId('payment-mismatch')).toHaveCount(0);
  await expect(chloe.getByTestId('payment-amount')).toHaveText(euros('800 €'));
  await expect(paidCard(page).getByTestId('total-amount')).toHaveText(euros('1 300 €'));
  await expect(pendingCard(page).getByTestId('total-amount')).toHaveText(euros('0 €'));
  await expect(pendingCard(page).getByTestId('total-remaining')).toHaveText(
    euros('Reste à payer : 1 000 €'),
  );

  // Without the switch the edit leaves the flag as is (spec §4): 100 % stays 'En attente'.
  const alix = row(page, 'Alix Zéro');
  const percentageOf = (name: string) =>
    row(page, name).getByRole('button', { name: new RegExp(`Modifier le pourcentage de ${name}`) });
  await percentageOf('Alix Zéro').click();
  await alix.getByLabel('Pourcentage payé à Alix Zéro').fill('100');
  const [unsynced] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/api/payments/')),
    alix.getByLabel('Pourcentage payé à Alix Zéro').press('Enter'),
  ]);
  expect(unsynced.postDataJSON()).toEqual({ paidPercentage: 100 });
  await expect(mismatchOf(alix)).toContainText('En attente à 100 %');

  // With it, the flag follows: paid at 100 %, pending below.
  const sync = page.getByRole('checkbox', {
    name: 'Le pourcentage modifié règle aussi le statut',
  });
  await expect(sync).toHaveAccessibleDescription('Payé à 100 %, en attente sinon.');
  await expect(sync).not.toBeChecked();
  await sync.check();
  await percentageOf('Alix Zéro').click();
  await alix.getByLabel('Pourcentage payé à Alix Zéro').fill('100');
  await alix.getByLabel('Pourcentage payé à Alix Zéro').press('Enter');
  await expect(alix.getByTestId('payment-mismatch')).toHaveCount(0);
  await expect(alix.getByText('Payé', { exact: true }).filter({ visible: true })).toBeVisible();

  await percentageOf('Chloé Payée').click();
  await chloe.getByLabel('Pourcentage payé à Chloé Payée').fill('40');
  await chloe.getByLabel('Pourcentage payé à Chloé Payée').press('Enter');
  await expect(
    chloe.getByText('En attente', { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await expect(pendingCard(page).getByTestId('total-amount')).toHaveText(euros('320 €'));
  await expect(pendingCard(page).getByTestId('total-remaining')).toHaveText(
    euros('Reste à payer : 480 €'),
  );
  await expect(paidCard(page).getByTestId('total-amount')).toHaveText(euros('1 500 €'));
  await expectNoSeriousA11yViolations(page);
});
