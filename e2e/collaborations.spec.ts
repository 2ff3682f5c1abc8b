import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, euros, signUpToApp } from './journey-data';

/** The address book of the journeys, created through the API: fast, and not under test here. */
async function createAddressBook(page: Page) {
  const post = async (url: string, data: object) => {
    const response = await page.request.post(url, { data });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const client = await post('/api/clients', { brandName: 'Maison Lumière' });
  await post('/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: 'Zoé Laurent',
    username: 'zoelaurent',
  });
  await post('/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: 'Hugo Martin',
    username: 'hugomartin',
  });
  return { clientId: client.id, post };
}

async function pickClient(form: Locator, page: Page, brand: string) {
  await form.getByRole('button', { name: 'Choisir un client' }).click();
  const picker = page.getByRole('dialog', { name: 'Sélectionner un client' });
  await picker.getByRole('option', { name: brand }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByLabel('Marque')).toHaveValue(brand);
}

async function addInfluencer(form: Locator, page: Page, name: string, hidden?: string) {
  await form.getByRole('button', { name: 'Ajouter un influenceur' }).click();
  const picker = page.getByRole('dialog', { name: 'Sélectionner un influenceur' });
  await expect(picker.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  // Already in the collaboration: not offered again.
  if (hidden) await expect(picker.getByRole('option', { name: new RegExp(hidden) })).toHaveCount(0);
  await picker.getByRole('option', { name: new RegExp(name) }).click();
  await expect(picker).toBeHidden();
  return form.getByRole('group', { name, exact: true });
}

async function fillDeliverable(
  row: Locator,
  values: { type: string; other?: string; description?: string; price: string },
) {
  await row.getByLabel('Type de livrable').selectOption({ label: values.type });
  if (values.other) await row.getByLabel('Autre type').fill(values.other);
  if (values.description) await row.getByLabel('Description').fill(values.description);
  await row.getByLabel('Prix (€)').fill(values.price);
}

async function saveWithSwitch(page: Page, name: string, switchName: string) {
  await page.getByRole('button', { name: `Modifier ${name}` }).click();
  const form = page.getByRole('dialog', { name: 'Modifier la collaboration' });
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue(name);
  await form.getByRole('switch', { name: switchName }).click();
  return form;
}

test('a collaboration with two influencers: rates, total, status, filters, campaigns, delete', async ({
  page,
}) => {
  await signUpToApp(page);
  const { clientId, post } = await createAddressBook(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Collaborations' })).toBeVisible();
  await expect(page.getByText('Aucune collaboration', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Nouvelle collaboration' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nouvelle collaboration' });
  await expect(form.getByLabel('Date de contact')).not.toHaveValue('');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText('Le champ « Nom » est requis.')).toBeVisible();
  await expect(form.getByText('Le champ « Client » est requis.')).toBeVisible();

  await form.getByLabel('Nom', { exact: true }).fill('Lancement printemps');
  await form.getByLabel('Type', { exact: true }).selectOption({ label: 'Collaboration sortante' });
  await pickClient(form, page, 'Maison Lumière');
  await form.getByLabel('Date de contact').fill('2026-03-02');
  await form.getByLabel('Date de signature').fill('2026-03-10');
  await form.getByLabel('Chef de projet').fill('Camille Durand');
  // The numbers only show while their switch is on.
  await expect(form.getByLabel('Numéro de devis')).toHaveCount(0);
  await expect(form.getByLabel('Numéro de facture')).toHaveCount(0);

  const zoe = await addInfluencer(form, page, 'Zoé Laurent');
  await fillDeliverable(zoe.getByRole('group', { name: 'Livrable 1' }), {
    type: 'Réel Instagram',
    description: 'Réel de lancement',
    price: '1200',
  });
  await expect(zoe.getByTestId('influencer-rate')).toHaveText(euros('1 200 €'));
  await zoe.getByRole('button', { name: 'Ajouter un livrable' }).click();
  await fillDeliverable(zoe.getByRole('group', { name: 'Livrable 2' }), {
    type: 'Autre',
    other: 'Podcast',
    price: '350,5x',
  });
  const hugo = await addInfluencer(form, page, 'Hugo Martin', 'Zoé Laurent');
  const tiktok = hugo.getByRole('group', { name: 'Livrable 1' });
  await fillDeliverable(tiktok, { type: 'TikTok', price: '800' });
  await tiktok.getByRole('switch', { name: 'Publication' }).click();
  await expect(tiktok.getByText('Posté', { exact: true })).toBeVisible();
  await expect(hugo.getByTestId('influencer-rate')).toHaveText(euros('800 €'));

  // A price that cannot be read is refused by its field; nothing typed is lost.
  await form.getByRole('button', { name: 'Créer' }).click();
  const podcast = zoe.getByRole('group', { name: 'Livrable 2' });
  await expect(podcast.getByText('doit être un montant en euros')).toBeVisible();
  await expect(zoe.getByRole('group', { name: 'Livrable 1' }).getByLabel('Prix (€)')).toHaveValue(
    '1200',
  );
  await expect(podcast.getByLabel('Autre type')).toHaveValue('Podcast');
  await podcast.getByLabel('Prix (€)').fill('350,50');
  await expect(zoe.getByTestId('influencer-rate')).toHaveText(euros('1 550,50 €'));
  await expect(form.getByTestId('collaboration-total')).toHaveText(euros('2 350,50 €'));
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Collaboration créée.')).toBeVisible();
  await expect(form).toBeHidden();

  const row = page.getByTestId('collaboration-row').filter({ hasText: 'Lancement printemps' });
  await expect(row).toContainText('Maison Lumière');
  await expect(row).toContainText('Collaboration sortante');
  await expect(row).toContainText('2 mars 2026');
  await expect(row).toContainText('10 mars 2026');
  await expect(row).toContainText('Camille Durand');
  await expect(row).toContainText('En attente');
  await expect(row.getByRole('img', { name: 'Devis envoyé : non' })).toBeVisible();

  // Quote sent: in progress. The quote number input appears with its switch.
  const quote = await saveWithSwitch(page, 'Lancement printemps', 'Devis envoyé');
  await quote.getByLabel('Numéro de devis').fill('DEV-2026-014');
  await expect(quote.getByTestId('collaboration-total')).toHaveText(euros('2 350,50 €'));
  await quote.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page.getByText('Collaboration mise à jour.')).toBeVisible();
  await expect(row).toContainText('En cours');
  await expect(row.getByRole('img', { name: 'Devis envoyé : oui' })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Paiement reçu : non' })).toBeVisible();

  // Payment received: completed.
  const payment = await saveWithSwitch(page, 'Lancement printemps', 'Paiement reçu');
  await expect(payment.getByLabel('Numéro de devis')).toHaveValue('DEV-2026-014');
  await payment.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(row).toContainText('Terminée');
  await expect(row.getByRole('img', { name: 'Paiement reçu : oui' })).toBeVisible();

  // A second, pending deal; the status filter is answered by the server and kept in the URL.
  await post('/api/collaborations', {
    name: 'Rentrée scolaire',
    type: 'casting_interne',
    clientId,
    contactDate: '2026-01-15',
    manager: 'Léa Petit',
  });
  await page.reload();
  const rows = page.getByTestId('collaboration-row');
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'Terminées' });
  await expect(page).toHaveURL(/status=completed/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Lancement printemps');
  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'En cours' });
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'En attente' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Rentrée scolaire');
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Casting externe' });
  await expect(page).toHaveURL(/type=casting_externe/);
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('casting_externe');
  await page.goto('/app/collaborations');

  // The detail: every field, French dates and placeholders, each influencer's deliverables.
  await page.getByRole('button', { name: 'Rentrée scolaire', exact: true }).press('Enter');
  const pending = page.getByRole('dialog', { name: 'Rentrée scolaire' });
  await expect(pending).toContainText('15 janvier 2026');
  await expect(pending).toContainText('Non signée');
  await expect(pending).toContainText('Aucun devis envoyé');
  await pending.getByRole('button', { name: 'Fermer' }).first().click();
  await rows.filter({ hasText: 'Lancement printemps' }).click();
  const detail = page.getByRole('dialog', { name: 'Lancement printemps' });
  await expect(detail).toContainText('DEV-2026-014');
  await expect(detail.getByRole('article', { name: 'Zoé Laurent' })).toContainText('Podcast');
  await expect(detail.getByRole('article', { name: 'Hugo Martin' })).toContainText('Posté');
  await expect(detail).toContainText(/2\s350,50\s€/);
  await detail.getByRole('button', { name: 'Fermer' }).first().click();

  // The same deal in 'Toutes les campagnes', searched by brand.
  await page.getByRole('link', { name: 'Voir toutes les campagnes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Toutes les campagnes' })).toBeVisible();
  await page.getByLabel('Rechercher par nom ou marque').fill('lumi');
  await expect(page).toHaveURL(/q=lumi/);
  const campaigns = page.getByTestId('campaign-row');
  await expect(campaigns).toHaveCount(2);
  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'Terminées' });
  await expect(campaigns).toHaveCount(1);
  const campaign = campaigns.first();
  await expect(campaign).toContainText('Lancement printemps');
  await expect(campaign.getByTestId('campaign-total')).toHaveText(euros('2 350,50 €'));
  await expect(campaign.getByTestId('campaign-influencers')).toHaveText('2');

  await page.getByRole('button', { name: 'Supprimer Lancement printemps' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la campagne' });
  await expect(confirm).toContainText(
    'Êtes-vous sûr de vouloir supprimer Lancement printemps ? Vous pourrez annuler cette suppression depuis la Corbeille (Compte) pendant 30 jours.',
  );
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Campagne supprimée.')).toBeVisible();
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'Toutes' });
  await expect(campaigns).toHaveCount(1);
  await expect(campaigns.first()).toContainText('Rentrée scolaire');
});

test('a field refused by the server shows beside its field, and nothing typed is lost', async ({
  page,
}) => {
  await signUpToApp(page);
  await createAddressBook(page);
  await page.goto('/app/campaigns');
  await page.getByRole('button', { name: 'Nouvelle campagne' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nouvelle campagne' });
  // The campaign form leaves the signature empty (it is optional).
  await expect(form.getByLabel('Date de signature')).toHaveValue('');
  await form.getByLabel('Nom', { exact: true }).fill('Soldes d’été');
  await pickClient(form, page, 'Maison Lumière');
  const zoe = await addInfluencer(form, page, 'Zoé Laurent');
  await zoe.getByRole('button', { name: 'Ajouter un livrable' }).click();
  await fillDeliverable(zoe.getByRole('group', { name: 'Livrable 2' }), {
    type: 'UGC',
    description: 'Trois vidéos',
    price: '450',
  });

  const message = 'Le champ « Prix » est trop grand.';
  await page.route('**/api/collaborations', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          json: {
            error: {
              code: 'validation',
              message,
              fields: { 'influencers.0.deliverables.1.priceCents': message },
            },
          },
        })
      : route.fallback(),
  );
  await form.getByRole('button', { name: 'Créer' }).click();
  const second = zoe.getByRole('group', { name: 'Livrable 2' });
  await expect(second.getByText(message)).toBeVisible();
  await expect(second.getByLabel('Prix (€)')).toHaveAttribute('aria-invalid', 'true');
  await expect(second.getByLabel('Description')).toHaveValue('Trois vidéos');
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue('Soldes d’été');

  await page.unroute('**/api/collaborations');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Campagne créée.')).toBeVisible();
  const row = page.getByTestId('campaign-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('campaign-total')).toHaveText(euros('450 €'));
});

test('both screens, the form and the detail have no serious accessibility violation', async ({
  page,
}) => {
  // Eight axe runs over two screens, the form and the detail (its 'Contenus' tab since issue
  // 29): more than the default 30 s on a 2-core machine.
  test.setTimeout(90_000);
  await signUpToApp(page);
  const { clientId, post } = await createAddressBook(page);
  // One deal of each status, so the three badge colours are checked in both themes.
  const flags = [
    { name: 'Lancement printemps', isQuoteSent: true, isContractSigned: true, postProgress: 100 },
    { name: 'Rentrée scolaire' },
    { name: 'Soldes d’hiver', isQuoteSent: true, isPaymentReceived: true, isInvoiceSent: true },
  ];
  for (const deal of flags) {
    await post('/api/collaborations', {
      type: 'collaboration_entrante',
      clientId,
      contactDate: '2026-03-02',
      manager: 'Camille Durand',
      ...deal,
    });
  }
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.goto('/app/collaborations');
    await expect(page.getByTestId('collaboration-row')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Nouvelle collaboration' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle collaboration' });
    const zoe = await addInfluencer(form, page, 'Zoé Laurent');
    await zoe.getByLabel('Type de livrable').selectOption({ label: 'Autre' });
    await form.getByRole('switch', { name: 'Devis envoyé' }).click();
    await form.getByRole('switch', { name: 'Facture envoyée' }).click();
    await form.getByRole('button', { name: 'Créer' }).click();
    await expect(form.getByText('Le champ « Nom » est requis.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Choisir un client' }).click();
    await expect(page.getByRole('dialog', { name: 'Sélectionner un client' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Abandonner', exact: true }).click();
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: 'Lancement printemps', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Lancement printemps' })).toContainText(
      'Contrat signé',
    );
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.goto('/app/campaigns');
    await expect(page.getByTestId('campaign-row')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  }
});
