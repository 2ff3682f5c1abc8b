import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, euros, post, signUpToApp } from './journey-data';

// Issue 11, items 7 to 9: what the screens show agrees with itself, nothing is typed twice,
// and deleting a client says what becomes of its collaborations.

const collaboration = (clientId: string, name: string, extra: object = {}) => ({
  name,
  type: 'collaboration_entrante',
  clientId,
  contactDate: '2026-03-02',
  manager: 'Camille Durand',
  ...extra,
});

test('billing status, invoice number and dates agree with the switches', async ({ page }) => {
  await signUpToApp(page);
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  // The old body's billing text is ignored: the switches say invoiced.
  await post(
    page,
    '/api/collaborations',
    collaboration(client.id, 'Soldes', { isInvoiceSent: true, billingStatus: 'pending' }),
  );
  await page.reload();

  await page.getByRole('button', { name: 'Soldes', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Soldes' });
  await expect(detail).toContainText('Facture envoyée, numéro non renseigné');
  await expect(detail).toContainText('Aucun devis envoyé');
  await expect(detail).toContainText('Facturée, paiement en attente');
  await detail.getByRole('button', { name: 'Modifier' }).click();

  const form = page.getByRole('dialog', { name: 'Modifier la collaboration' });
  await expect(form.getByLabel('Numéro de facture')).toHaveValue('');
  await expect(form.getByText('Renseignez le numéro de la facture envoyée.')).toBeVisible();
  await expect(form.getByLabel('Statut de facturation')).toHaveCount(0);

  // A signature before the contact warns, and does not refuse.
  const warning = form.getByText('La date de signature précède la date de contact');
  await form.getByLabel('Date de signature').fill('2026-02-20');
  await expect(warning).toBeVisible();
  await expect(form.getByLabel('Date de signature')).toHaveAccessibleDescription(
    /précède la date de contact/,
  );
  await form.getByLabel('Date de signature').fill('2026-03-05');
  await expect(warning).toBeHidden();
  await form.getByLabel('Date de signature').fill('2026-02-20');
  await expect(warning).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Payment received: the billing status the form shows, then the one saved.
  await expect(form.getByText('Facturée, paiement en attente', { exact: true })).toBeVisible();
  await form.getByRole('switch', { name: 'Paiement reçu' }).click();
  await expect(form.getByText('Payée', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page.getByText('Collaboration mise à jour.')).toBeVisible();
  await expect(form).toBeHidden();

  const row = page.getByTestId('collaboration-row').filter({ hasText: 'Soldes' });
  await expect(row).toContainText('Terminée');
  await expect(row).toContainText('20 février 2026');
  await page.getByRole('button', { name: 'Soldes', exact: true }).click();
  await expect(detail).toContainText('Payée');
  await expect(detail).not.toContainText('Non facturée');
  await expect(detail).not.toContainText('paiement en attente');
});

test('phones are checked, French or international, and shown formatted', async ({ page }) => {
  await signUpToApp(page);
  await page.getByRole('link', { name: 'Influenceurs' }).click();
  await page.getByRole('button', { name: 'Nouvel influenceur' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvel influenceur' });
  await form.getByLabel('Nom complet').fill('Lou Bernard');
  await form.getByLabel("Nom d'utilisateur").fill('lou.bernard');
  await form.getByLabel('Téléphone').fill('06 12 34');
  await form.getByLabel('Date de naissance').fill(INFLUENCER_REQUIRED.birthDate);
  await form.getByLabel('Adresse').fill(INFLUENCER_REQUIRED.address);
  await form.getByLabel('SIRET').fill(INFLUENCER_REQUIRED.siret);
  await form.getByLabel('Référent interne').fill(INFLUENCER_REQUIRED.internalReferent);
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(
    form.getByText(
      'Le champ « Téléphone » doit être un numéro de téléphone valide, par exemple 06 12 34 56 78 ou +44 20 7946 0958.',
    ),
  ).toBeVisible();
  await form.getByLabel('Téléphone').fill('+44 20 7946 0958');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Influenceur créé.')).toBeVisible();

  await page.getByRole('button', { name: 'Lou Bernard', exact: true }).click();
  const influencer = page.getByRole('dialog', { name: 'Lou Bernard' });
  const callLou = influencer.getByRole('link', { name: '+44 20 7946 0958' });
  await expect(callLou).toHaveAttribute('href', 'tel:+442079460958');
  await influencer.getByRole('button', { name: 'Fermer' }).first().click();

  await page.getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  const clientForm = page.getByRole('dialog', { name: 'Nouveau client' });
  await clientForm.getByLabel('Nom de la marque').fill('Maison Lumière');
  await clientForm.getByRole('button', { name: 'Ajouter un contact' }).click();
  const contact = clientForm.getByRole('group', { name: 'Contact 1' });
  await contact.getByLabel('Nom du contact').fill('Claire Martin');
  await contact.getByLabel('Email du contact').fill('claire@maison-lumiere.fr');
  const message =
    'Le champ « Téléphone du contact » doit être un numéro de téléphone valide, par exemple 06 12 34 56 78 ou +44 20 7946 0958.';
  // Said as soon as the field is left, and again by the server if sent anyway.
  await contact.getByLabel('Téléphone du contact').fill('01 44 55');
  await contact.getByLabel('Rôle du contact').focus();
  await expect(contact.getByText(message)).toBeVisible();
  await clientForm.getByRole('button', { name: 'Créer' }).click();
  await expect(contact.getByText(message)).toBeVisible();
  await expect(clientForm).toBeVisible();
  await contact.getByLabel('Téléphone du contact').fill('0144556677');
  await contact.getByLabel('Rôle du contact').focus();
  await expect(contact.getByText(message)).toBeHidden();
  await clientForm.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Client créé.')).toBeVisible();

  await page.getByRole('button', { name: 'Maison Lumière', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Maison Lumière' });
  await expect(detail.getByRole('link', { name: '01 44 55 66 77' })).toHaveAttribute(
    'href',
    'tel:+33144556677',
  );
});

test('an influencer added to a collaboration brings its rates as deliverables', async ({
  page,
}) => {
  await signUpToApp(page);
  await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  await post(page, '/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: 'Zoé Laurent',
    username: 'zoelaurent',
    rates: [
      { type: 'reel_instagram', priceCents: 125_050 },
      { type: 'story_instagram', priceCents: 30_000 },
    ],
  });
  await page.reload();

  await page.getByRole('button', { name: 'Nouvelle collaboration' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nouvelle collaboration' });
  await form.getByLabel('Nom', { exact: true }).fill('Lancement printemps');
  await form.getByRole('button', { name: 'Choisir un client' }).click();
  await page
    .getByRole('dialog', { name: 'Sélectionner un client' })
    .getByRole('option', { name: 'Maison Lumière' })
    .click();
  await form.getByRole('button', { name: 'Ajouter un influenceur' }).click();
  await page
    .getByRole('dialog', { name: 'Sélectionner un influenceur' })
    .getByRole('option', { name: /Zoé Laurent/ })
    .click();

  const zoe = form.getByRole('group', { name: 'Zoé Laurent', exact: true });
  const reel = zoe.getByRole('group', { name: 'Livrable 1' });
  const story = zoe.getByRole('group', { name: 'Livrable 2' });
  await expect(reel.getByLabel('Type de livrable')).toHaveValue('reel_instagram');
  await expect(reel.getByLabel('Prix (€)')).toHaveValue('1250,50');
  await expect(story.getByLabel('Type de livrable')).toHaveValue('story_instagram');
  await expect(story.getByLabel('Prix (€)')).toHaveValue('300');
  await expect(zoe.getByRole('group', { name: 'Livrable 3' })).toHaveCount(0);
  await expect(zoe.getByTestId('influencer-rate')).toHaveText(euros('1 550,50 €'));

  // Only a start: the deal's own price is typed over the rate.
  await story.getByLabel('Prix (€)').fill('350');
  await expect(zoe.getByTestId('influencer-rate')).toHaveText(euros('1 600,50 €'));
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Collaboration créée.')).toBeVisible();
  const row = page.getByTestId('collaboration-row').filter({ hasText: 'Lancement printemps' });
  await row.getByRole('button', { name: 'Lancement printemps', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Lancement printemps' });
  await expect(detail.getByRole('article', { name: 'Zoé Laurent' })).toContainText(
    'Réel Instagram',
  );
  await expect(detail).toContainText(/1\s600,50\s€/);
});

test("'Dupliquer' asks first, names the copy « (copie) » and opens it for editing", async ({
  page,
}) => {
  await signUpToApp(page);
  await post(page, '/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: 'Léa Style',
    username: 'leastyle',
    platforms: [{ name: 'instagram', handle: '@lea.style', audience: 5000 }],
  });
  await page.getByRole('link', { name: 'Influenceurs' }).click();
  const rows = page.getByTestId('influencer-row');
  await expect(rows).toHaveCount(1);

  await page.getByRole('button', { name: 'Dupliquer Léa Style' }).click();
  const confirm = page.getByRole('dialog', { name: "Dupliquer l'influenceur" });
  await expect(confirm).toContainText('« Léa Style (copie) »');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(1);

  await page.getByRole('button', { name: 'Dupliquer Léa Style' }).click();
  await confirm.getByRole('button', { name: 'Dupliquer' }).click();
  await expect(page.getByText('Influenceur dupliqué.')).toBeVisible();
  const edit = page.getByRole('dialog', { name: "Modifier l'influenceur" });
  await expect(edit.getByLabel('Nom complet')).toHaveValue('Léa Style (copie)');
  await expect(edit.getByLabel('Téléphone')).toHaveValue('06 11 22 33 44');
  await edit.getByLabel('Nom complet').fill('Léa Style Bis');
  await edit.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page.getByText('Influenceur mis à jour.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '@lea.style_copy' })).toContainText('Léa Style Bis');
});

test('deleting a client says how many collaborations are linked and keeps them', async ({
  page,
}) => {
  await signUpToApp(page);
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  await post(page, '/api/clients', { brandName: 'Atelier Nord' });
  await post(page, '/api/collaborations', collaboration(client.id, 'Printemps'));
  await post(page, '/api/collaborations', collaboration(client.id, 'Été'));

  await page.getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('button', { name: 'Supprimer Atelier Nord' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer le client' });
  await expect(confirm).toContainText("Aucune collaboration n'est liée à ce client.");
  await confirm.getByRole('button', { name: 'Annuler' }).click();

  await page.getByRole('button', { name: 'Supprimer Maison Lumière' }).click();
  await expect(confirm).toContainText(
    'Êtes-vous sûr de vouloir supprimer Maison Lumière ? Vous pourrez annuler cette suppression depuis la Corbeille (Compte) pendant 30 jours.',
  );
  await expect(confirm).toContainText(
    "2 collaborations sont liées à ce client : elles seront conservées, avec la marque qu'elles affichent, mais ne seront plus rattachées à aucun client.",
  );
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Client supprimé.')).toBeVisible();
  await expect(page.getByTestId('client-row')).toHaveCount(1);

  await page.getByRole('link', { name: 'Collaborations' }).click();
  const deals = page.getByTestId('collaboration-row');
  await expect(deals).toHaveCount(2);
  await expect(deals.filter({ hasText: 'Printemps' })).toContainText('Maison Lumière');
  await expect(deals.filter({ hasText: 'Été' })).toContainText('Maison Lumière');
});
