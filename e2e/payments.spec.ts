import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, euros, post, signUpToApp } from './journey-data';

// Issue 14: Comptabilité influenceur. Two deals whose payment was received (three lines) and
// one still unpaid, seeded through the API; the journeys pay, edit, filter and export them.

const THEMES = ['light', 'dark'] as const;

// The browser counts days in Paris (playwright.config.ts); so do the seeded deals.
const dayOf = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date);
const daysAgo = (days: number) => dayOf(new Date(Date.now() - days * 86_400_000));
const frenchDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);

const RECENT_DAY = daysAgo(3);
const OLD_DAY = daysAgo(100);

async function createLedger(page: Page) {
  const lumiere = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  const nord = await post(page, '/api/clients', { brandName: 'Atelier Nord' });
  const influencer = (fullName: string, username: string) =>
    post(page, '/api/influencers', { ...INFLUENCER_REQUIRED, fullName, username });
  const zoe = await influencer('Zoé Laurent', 'zoelaurent');
  const leo = await influencer('Léo Martin', 'leomartin');
  const ines = await influencer('Inès Moreau', 'inesmoreau');
  const deal = (name: string, clientId: string, contactDate: string, extra: object) =>
    post(page, '/api/collaborations', {
      name,
      type: 'collaboration_sortante',
      clientId,
      contactDate,
      manager: 'Camille Durand',
      ...extra,
    });
  const line = (influencerId: string, priceCents: number[], more: object = {}) => ({
    influencerId,
    deliverables: priceCents.map((price) => ({ type: 'post_instagram', priceCents: price })),
    ...more,
  });
  // Zoé 1 234,50 € at 100 %, Léo 800 € at 50 %: 1 634,50 € to pay. Inès 2 000 €, paid.
  const spring = await deal('Lancement printemps', lumiere.id, OLD_DAY, {
    isPaymentReceived: true,
    influencers: [
      line(zoe.id, [100_000, 23_450], { paidPercentage: 100 }),
      line(leo.id, [80_000], { paidPercentage: 50 }),
    ],
  });
  await deal('Soldes été', nord.id, RECENT_DAY, {
    isPaymentReceived: true,
    influencers: [line(ines.id, [200_000], { paidPercentage: 100, isCreatorInvoicePaid: true })],
  });
  // Payment not received yet: not in the ledger.
  await deal('Rentrée', lumiere.id, daysAgo(1), {
    isPaymentReceived: false,
    influencers: [line(zoe.id, [50_000], { paidPercentage: 100 })],
  });
  return { spring };
}

const rows = (page: Page) => page.getByTestId('payment-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const amountOf = (line: Locator) => line.getByTestId('payment-amount');

async function expectCard(page: Page, testId: string, amount: string, count: string) {
  const card = page.getByTestId(testId);
  await expect(card.getByTestId('total-amount')).toHaveText(euros(amount));
  await expect(card.getByTestId('total-count')).toHaveText(count);
}

async function openLedger(page: Page) {
  await page.goto('/app/accounting');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Comptabilité influenceur' }),
  ).toBeVisible();
}

test('the lines, the cards, the percentage edit and the paid toggle', async ({ page }) => {
  await signUpToApp(page);
  await createLedger(page);
  await openLedger(page);
  await expect(page.getByText('Gérez les paiements des influenceurs')).toBeVisible();

  await expect(rows(page)).toHaveCount(3);
  // Newest deal first; the unpaid deal has no line.
  await expect(rows(page).first()).toContainText('Inès Moreau');
  await expect(page.getByText('Rentrée')).toHaveCount(0);
  const zoe = row(page, 'Zoé Laurent');
  await expect(zoe).toContainText('Lancement printemps');
  await expect(zoe).toContainText('Maison Lumière');
  await expect(zoe).toContainText(frenchDate(new Date(Date.now() - 100 * 86_400_000)));
  await expect(amountOf(zoe)).toHaveText(euros('1 234,50 €'));
  await expect(zoe).toContainText('En attente');
  const ines = row(page, 'Inès Moreau');
  await expect(ines).toContainText('Payé');
  await expect(ines).toContainText(`Payé le ${frenchDate(new Date())}`);
  await expectCard(page, 'payments-pending', '1 634,50 €', '2 lignes');
  await expectCard(page, 'payments-paid', '2 000 €', '1 ligne');

  // Escape cancels: the value and the amount stay.
  const leo = row(page, 'Léo Martin');
  const percentage = leo.getByRole('button', { name: /Modifier le pourcentage de Léo Martin/ });
  await expect(percentage).toHaveText('50 %');
  await expect(amountOf(leo)).toHaveText(euros('400 €'));
  await percentage.click();
  const field = leo.getByLabel('Pourcentage payé à Léo Martin');
  await expect(field).toBeFocused();
  await field.fill('80');
  await field.press('Escape');
  await expect(field).toBeHidden();
  await expect(percentage).toHaveText('50 %');
  await expect(percentage).toBeFocused();

  // Enter saves: the line and the cards follow.
  await percentage.click();
  await field.fill('75');
  await field.press('Enter');
  await expect(percentage).toHaveText('75 %');
  await expect(amountOf(leo)).toHaveText(euros('600 €'));
  await expectCard(page, 'payments-pending', '1 834,50 €', '2 lignes');

  // 150 is sent, and saved, as 100.
  await percentage.click();
  await field.fill('150');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/api/payments/')),
    field.press('Enter'),
  ]);
  expect(request.postDataJSON()).toEqual({ paidPercentage: 100 });
  await expect(percentage).toHaveText('100 %');
  await expect(amountOf(leo)).toHaveText(euros('800 €'));
  await expectCard(page, 'payments-pending', '2 034,50 €', '2 lignes');

  // Paid: the totals move and the payment date shows; pending again clears it.
  await leo.getByRole('button', { name: 'Marquer comme payé : Léo Martin' }).click();
  await expect(leo).toContainText(`Payé le ${frenchDate(new Date())}`);
  await expectCard(page, 'payments-pending', '1 234,50 €', '1 ligne');
  await expectCard(page, 'payments-paid', '2 800 €', '2 lignes');
  await leo.getByRole('button', { name: 'Marquer comme en attente : Léo Martin' }).click();
  await expect(leo).toContainText('En attente');
  await expect(leo).not.toContainText('Payé le');
  await expectCard(page, 'payments-paid', '2 000 €', '1 ligne');
});

test('search and period, kept in the URL; a custom period needs both days', async ({ page }) => {
  await signUpToApp(page);
  await createLedger(page);
  await openLedger(page);
  await expect(rows(page)).toHaveCount(3);

  await page.getByLabel('Rechercher un paiement').fill('atelier');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Inès Moreau');
  await expect(page).toHaveURL(/q=atelier/);
  await expectCard(page, 'payments-pending', '0 €', '0 ligne');
  await page.reload();
  await expect(page.getByLabel('Rechercher un paiement')).toHaveValue('atelier');
  await expect(rows(page)).toHaveCount(1);
  await page.getByLabel('Rechercher un paiement').fill('');
  await expect(rows(page)).toHaveCount(3);

  // '30 derniers jours': today and the 29 days before.
  const periodButton = page.getByRole('button', { name: /^Période/ });
  await periodButton.click();
  const menu = page.getByRole('dialog', { name: 'Période' });
  await menu.getByRole('button', { name: '30 derniers jours' }).click();
  await expect(menu).toBeHidden();
  await expect(periodButton).toHaveText('30 derniers jours');
  await expect(page).toHaveURL(/periode=month/);
  await expect(rows(page)).toHaveCount(1);
  await expectCard(page, 'payments-pending', '0 €', '0 ligne');
  await expectCard(page, 'payments-paid', '2 000 €', '1 ligne');

  // A custom period in the past: 'Appliquer' waits for both days in order, then nothing shows.
  await periodButton.click();
  await menu.getByRole('button', { name: 'Période personnalisée' }).click();
  const apply = menu.getByRole('button', { name: 'Appliquer' });
  await expect(apply).toBeDisabled();
  await menu.getByLabel('Du').fill('2020-12-31');
  await expect(apply).toBeDisabled();
  await menu.getByLabel('Au').fill('2020-01-01');
  await expect(apply).toBeDisabled();
  await menu.getByLabel('Du').fill('2020-01-01');
  await menu.getByLabel('Au').fill('2020-12-31');
  await apply.click();
  await expect(page).toHaveURL(/periode=custom&du=2020-01-01&au=2020-12-31/);
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expectCard(page, 'payments-paid', '0 €', '0 ligne');
  await expect(periodButton).toHaveText('Du 1 janvier 2020 au 31 décembre 2020');
  await expectNoSeriousA11yViolations(page);

  // The end day counts whole: one day, the deal's.
  await page.goto(`/app/accounting?periode=custom&du=${RECENT_DAY}&au=${RECENT_DAY}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Inès Moreau');

  await periodButton.click();
  await menu.getByRole('button', { name: 'Toutes les dates' }).click();
  await expect(page).not.toHaveURL(/periode/);
  await expect(rows(page)).toHaveCount(3);
});

test('editing the deal keeps the payment state; the export has the filtered lines', async ({
  page,
}) => {
  await signUpToApp(page);
  await createLedger(page);
  await openLedger(page);
  const zoe = row(page, 'Zoé Laurent');
  await zoe.getByRole('button', { name: 'Marquer comme payé : Zoé Laurent' }).click();
  await expect(zoe).toContainText(`Payé le ${frenchDate(new Date())}`);
  const leo = row(page, 'Léo Martin');
  await leo.getByRole('button', { name: /Modifier le pourcentage de Léo Martin/ }).click();
  await leo.getByLabel('Pourcentage payé à Léo Martin').fill('25');
  await leo.getByLabel('Pourcentage payé à Léo Martin').press('Enter');
  await expect(amountOf(leo)).toHaveText(euros('200 €'));

  // The deal edited through its form: renamed, its lines keep their payment.
  await page.goto('/app/collaborations');
  await page.getByRole('button', { name: 'Modifier Lancement printemps' }).click();
  const form = page.getByRole('dialog', { name: 'Modifier la collaboration' });
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue('Lancement printemps');
  await form.getByLabel('Nom', { exact: true }).fill('Lancement printemps 2026');
  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page.getByText('Collaboration mise à jour.')).toBeVisible();

  await openLedger(page);
  await expect(zoe).toContainText('Lancement printemps 2026');
  await expect(zoe).toContainText(`Payé le ${frenchDate(new Date())}`);
  await expect(
    leo.getByRole('button', { name: /Modifier le pourcentage de Léo Martin/ }),
  ).toHaveText('25 %');
  await expectCard(page, 'payments-paid', '3 234,50 €', '2 lignes');

  // The export: the lines of the current filters, as Excel reads them in France.
  const readExport = async () => {
    await page.getByRole('button', { name: 'Exporter les paiements' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exporter (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^paiements-influenceurs-\d{4}-\d{2}-\d{2}\.csv$/);
    return readFile(await download.path(), 'utf8');
  };
  const all = await readExport();
  expect(all.startsWith('\uFEFF')).toBe(true);
  expect(all).toContain('Zoé Laurent;Lancement printemps 2026;Maison Lumière;');
  expect(all).toContain(';1234,50;100;1234,50;Payé;');
  expect(all).toContain('Léo Martin;');
  expect(all).toContain(';800,00;25;200,00;En attente;');
  expect(all).toContain('Inès Moreau;Soldes été;Atelier Nord;');
  expect(all).not.toContain('Rentrée');

  await page.getByLabel('Rechercher un paiement').fill('atelier');
  await expect(rows(page)).toHaveCount(1);
  const filtered = await readExport();
  expect(filtered).toContain('Inès Moreau;');
  expect(filtered).not.toContain('Zoé Laurent');
});

test('the ledger has no serious accessibility violation, in both themes and on a phone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpToApp(page);
  await createLedger(page);
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await openLedger(page);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(rows(page)).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    const leo = row(page, 'Léo Martin');
    await leo.getByRole('button', { name: /Modifier le pourcentage de Léo Martin/ }).click();
    await expect(leo.getByLabel('Pourcentage payé à Léo Martin')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Période/ }).click();
    const menu = page.getByRole('dialog', { name: 'Période' });
    await menu.getByRole('button', { name: 'Période personnalisée' }).click();
    await expect(menu.getByLabel('Du')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }

  // On a phone the page never scrolls sideways, nor does the table in its frame.
  await page.setViewportSize({ width: 360, height: 740 });
  await openLedger(page);
  await expect(rows(page)).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const frame = page.getByRole('table').locator('xpath=..');
  const [scrollWidth, clientWidth] = await frame.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth!);
  // The folded controls work there too.
  const leo = row(page, 'Léo Martin');
  await expect(
    leo.getByRole('button', { name: /Modifier le pourcentage de Léo Martin/ }),
  ).toHaveText('50 %');
  await leo.getByRole('button', { name: 'Marquer comme payé : Léo Martin' }).click();
  await expect(leo.getByText('Payé', { exact: true }).filter({ visible: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
