import { expect, test } from './fixtures';
import { INFLUENCER_REQUIRED, euros, post, signUpToApp } from './journey-data';

// Issue 31, item 1: what the deal must know, typed in the forms — the advertiser's and the
// creator's data for the contract, the category the client's sector suggests (applied only by
// the user), the terms, the gifts beside the rate and the retouched image tick.
test('the contract data of a client, a creator and a deal, through their forms', async ({
  page,
}) => {
  await signUpToApp(page);
  await post(page, '/api/clients', {
    brandName: 'Lumière Gourmande',
    sectorMain: 'food',
  });
  await post(page, '/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: 'Zoé Laurent',
    username: 'zoelaurent',
  });

  // The creator: outside the EU, the representative and the insurance appear.
  await page.getByRole('link', { name: 'Influenceurs', exact: true }).click();
  await page.getByRole('button', { name: 'Modifier Zoé Laurent' }).click();
  const creator = page.getByRole('dialog', { name: "Modifier l'influenceur" });
  await creator.getByLabel('Email', { exact: true }).fill('zoe@exemple');
  await expect(creator.getByLabel('Représentant légal dans l’Union européenne')).toHaveCount(0);
  await creator.getByLabel('Pays de résidence fiscale').selectOption({ label: 'Suisse' });
  await expect(creator.getByLabel('Représentant légal dans l’Union européenne')).toHaveCount(0);
  await creator.getByLabel('Pays de résidence fiscale').selectOption({ label: 'Royaume-Uni' });
  await creator
    .getByLabel('Représentant légal dans l’Union européenne')
    .fill('Cabinet Martin, Paris');
  await creator.getByLabel('Assurance responsabilité civile souscrite').check();
  await creator.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(
    creator.getByText('Le champ « Email » doit être une adresse email valide.'),
  ).toBeVisible();
  await creator.getByLabel('Email', { exact: true }).fill('zoe@exemple.fr');
  await creator.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(creator).toBeHidden();

  // The deal: the client's sector suggests « Alimentation »; nothing is set until applied.
  await page.getByRole('link', { name: 'Collaborations', exact: true }).click();
  await page.getByRole('button', { name: 'Nouvelle collaboration' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nouvelle collaboration' });
  await form.getByLabel('Nom', { exact: true }).fill('Goûter d’automne');
  await form.getByRole('button', { name: 'Choisir un client' }).click();
  const picker = page.getByRole('dialog', { name: 'Sélectionner un client' });
  await picker.getByRole('option', { name: 'Lumière Gourmande' }).click();
  await expect(form.getByText('Suggestion : Alimentation')).toBeVisible();
  await expect(form.getByLabel('Catégorie réglementée')).toHaveValue('');
  await expect(form.getByLabel('Conditions de la catégorie vérifiées')).toHaveCount(0);
  await form.getByRole('button', { name: 'Appliquer', exact: true }).click();
  await expect(form.getByLabel('Catégorie réglementée')).toHaveValue('food');
  await expect(form.getByText('Suggestion : Alimentation')).toHaveCount(0);
  await form.getByLabel('Conditions de la catégorie vérifiées').check();
  await form.getByLabel('Droits cédés (usages)').fill('Réseaux sociaux de la marque');
  await form.getByLabel('Durée des droits (mois)').fill('121');
  await form.getByLabel('Délai de paiement (jours)').fill('30');
  await form.getByLabel('Exclusivité', { exact: true }).fill('Aucune autre marque de biscuits');

  await form.getByRole('button', { name: 'Ajouter un influenceur' }).click();
  const influencers = page.getByRole('dialog', { name: 'Sélectionner un influenceur' });
  await influencers.getByRole('option', { name: /Zoé Laurent/ }).click();
  const zoe = form.getByRole('group', { name: 'Zoé Laurent', exact: true });
  await zoe.getByLabel('Avantages en nature (valeur HT) (€)').fill('250');
  const reel = zoe.getByRole('group', { name: 'Livrable 1' });
  await reel.getByLabel('Prix (€)').fill('800');
  await reel.getByLabel('Image retouchée').check();
  await expect(reel.getByText('La légende doit alors porter la mention')).toBeVisible();
  await expect(form.getByTestId('collaboration-total')).toHaveText(euros('800 €'));

  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(
    form.getByText(
      'Le champ « Durée des droits (mois) » doit être un nombre entier entre 0 et 120.',
    ),
  ).toBeVisible();
  await form.getByLabel('Durée des droits (mois)').fill('12');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Collaboration créée.')).toBeVisible();

  // Read back through the edit form: every value kept, the switch still the user's.
  await page.getByRole('button', { name: 'Modifier Goûter d’automne' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la collaboration' });
  await expect(edit.getByLabel('Catégorie réglementée')).toHaveValue('food');
  await expect(edit.getByLabel('Conditions de la catégorie vérifiées')).toBeChecked();
  await expect(edit.getByLabel('Durée des droits (mois)')).toHaveValue('12');
  await expect(edit.getByLabel('Délai de paiement (jours)')).toHaveValue('30');
  const line = edit.getByRole('group', { name: 'Zoé Laurent', exact: true });
  await expect(line.getByLabel('Avantages en nature (valeur HT) (€)')).toHaveValue('250');
  await expect(line.getByLabel('Image retouchée')).toBeChecked();
  await expect(edit.getByRole('switch', { name: 'Contrat signé' })).toBeEnabled();
});
