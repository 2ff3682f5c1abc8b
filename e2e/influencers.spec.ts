import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, signUpToApp } from './journey-data';

/** Creates influencers through the API with the page's session cookie. */
async function createInfluencers(page: Page, influencers: object[]) {
  for (const influencer of influencers) {
    const response = await page.request.post('/api/influencers', {
      data: { ...INFLUENCER_REQUIRED, ...influencer },
    });
    expect(response.status()).toBe(201);
  }
}

async function openInfluencers(page: Page) {
  await page.getByRole('link', { name: 'Influenceurs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Influenceurs' })).toBeVisible();
}

test('create an exclusive and a regular influencer: the exclusive one comes first', async ({
  page,
}) => {
  await signUpToApp(page);
  await openInfluencers(page);
  await expect(page.getByText('Aucun influenceur', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Nouvel influenceur' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvel influenceur' });
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText('Le champ « Nom complet » est requis.')).toBeVisible();
  await expect(form.getByText('Le champ « Référent interne » est requis.')).toBeVisible();

  await form.getByLabel('Nom complet').fill('Zoé Laurent');
  await form.getByLabel("Nom d'utilisateur").fill('zoelaurent');
  await form.getByLabel('Téléphone').fill(INFLUENCER_REQUIRED.phoneNumber);
  await form.getByLabel('Date de naissance').fill(INFLUENCER_REQUIRED.birthDate);
  await form.getByLabel('Adresse').fill(INFLUENCER_REQUIRED.address);
  await form.getByLabel('SIRET').fill('12345678901234');
  await form.getByLabel('Référent interne').fill('Camille');
  await form.getByRole('switch', { name: 'Exclusivité' }).click();
  await form.getByRole('button', { name: 'Ajouter une plateforme' }).click();
  const platform = form.getByRole('group', { name: 'Plateforme 1' });
  await platform.getByLabel('Plateforme', { exact: true }).selectOption({ label: 'TikTok' });
  await platform.getByLabel('Identifiant').fill('@zoe.laurent');
  await platform.getByLabel('Audience').fill('125000');
  await form.getByRole('button', { name: 'Ajouter un tarif' }).click();
  const rate = form.getByRole('group', { name: 'Tarif 1' });
  await rate.getByLabel('Type de livrable').selectOption({ label: 'Réel Instagram' });
  await rate.getByLabel('Prix').fill('1 250,50');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(
    form.getByText('Le champ « SIRET » doit contenir 14 chiffres avec une clé de contrôle valide.'),
  ).toBeVisible();
  await expect(rate.getByLabel('Prix')).toHaveValue('1 250,50');
  await form.getByLabel('SIRET').fill(INFLUENCER_REQUIRED.siret);
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Influenceur créé.')).toBeVisible();
  // The first form closes (its fade-out ends) before the second opens: a click meanwhile can
  // land on the closing dialog's layer and open nothing (1 run in 134).
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Nouvel influenceur' }).click();
  await form.getByLabel('Nom complet').fill('Adam Moreau');
  await form.getByLabel("Nom d'utilisateur").fill('adam.moreau');
  await form.getByLabel('Téléphone').fill('07 00 00 00 00');
  await form.getByLabel('Date de naissance').fill('1990-01-02');
  await form.getByLabel('Adresse').fill('3 quai des Chartrons, Bordeaux');
  await form.getByLabel('SIRET').fill(INFLUENCER_REQUIRED.siret);
  await form.getByLabel('Référent interne').fill('Camille');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form).toBeHidden();
  await createInfluencers(page, [{ fullName: 'Bruno Petit', username: 'brunop' }]);
  await page.reload();

  // Exclusive first even though Z sorts after A; then the others by name.
  const exclusive = page.getByRole('region', { name: 'Influenceurs en exclusivité' });
  const others = page.getByRole('region', { name: 'Autres influenceurs' });
  await expect(exclusive.getByTestId('influencer-row')).toHaveText([/Zoé Laurent/]);
  await expect(others.getByTestId('influencer-row')).toHaveText([/Adam Moreau/, /Bruno Petit/]);
  await expect(page.getByTestId('influencer-row')).toHaveText([/Zoé/, /Adam/, /Bruno/]);
  await expect(exclusive.getByTestId('influencer-row')).toContainText('@zoe.laurent');

  await page.getByLabel('Rechercher un influenceur').fill('zoe.laur');
  await expect(page.getByTestId('influencer-row')).toHaveText([/Zoé Laurent/]);
  await expect(others).toContainText('Essayez de modifier vos critères de recherche');
  await page.getByLabel('Rechercher un influenceur').fill('');

  await page.getByRole('button', { name: 'Zoé Laurent', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Zoé Laurent' });
  await expect(detail).toContainText('Exclusif');
  await expect(detail).toContainText('@zoe.laurent');
  await expect(detail).toContainText(/125\s000/);
  await expect(detail).toContainText(/Réel Instagram\s*1\s250,50\s€/);
  await expect(detail).toContainText('14 mars 1996');
  await expect(detail).toContainText('Aucune campagne pour cet influenceur');
  await detail.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'influenceur" });
  await expect(edit.getByRole('group', { name: 'Tarif 1' }).getByLabel('Prix')).toHaveValue(
    '1250,50',
  );
  await expect(edit.getByRole('switch', { name: 'Exclusivité' })).toBeChecked();
});

test('duplicate an influencer, archive the copy, restore it', async ({ page }) => {
  await signUpToApp(page);
  await createInfluencers(page, [
    {
      fullName: 'Léa Style',
      username: 'leastyle',
      platforms: [
        { name: 'instagram', handle: '@lea.style', audience: 5000 },
        { name: 'tiktok', handle: '@leastyle', audience: null },
      ],
    },
  ]);
  await openInfluencers(page);
  const rows = page.getByTestId('influencer-row');
  await expect(rows).toHaveCount(1);

  await page.getByRole('button', { name: 'Dupliquer Léa Style' }).click();
  await page
    .getByRole('dialog', { name: "Dupliquer l'influenceur" })
    .getByRole('button', { name: 'Dupliquer' })
    .click();
  await expect(page.getByText('Influenceur dupliqué.')).toBeVisible();
  const opened = page.getByRole('dialog', { name: "Modifier l'influenceur" });
  await expect(opened.getByLabel('Nom complet')).toHaveValue('Léa Style (copie)');
  await opened.getByRole('button', { name: 'Annuler' }).click();
  await expect(rows).toHaveCount(2);
  const copy = rows.filter({ hasText: '@lea.style_copy' });
  await expect(copy).toHaveCount(1);
  await copy.getByRole('button', { name: 'Léa Style (copie)', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Léa Style (copie)' });
  await expect(detail).toContainText('@leastyle_copy');
  await detail.getByRole('button', { name: 'Fermer' }).first().click();

  await copy.getByRole('button', { name: 'Archiver Léa Style (copie)' }).click();
  const confirm = page.getByRole('dialog', { name: "Archiver l'influenceur" });
  await expect(confirm).toContainText("Vous pourrez le restaurer depuis l'onglet « Archivés ».");
  await confirm.getByRole('button', { name: 'Archiver' }).click();
  await expect(page.getByText('Influenceur archivé.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows).not.toContainText('_copy');

  await page.getByRole('tab', { name: 'Archivés' }).click();
  await expect(page).toHaveURL(/view=archived/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('@lea.style_copy');
  await page.getByRole('button', { name: 'Restaurer Léa Style (copie)' }).click();
  await expect(page.getByText('Influenceur restauré.')).toBeVisible();
  await expect(page.getByText('Aucun influenceur archivé')).toBeVisible();

  await page.getByRole('tab', { name: 'Actifs' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '@lea.style_copy' })).toHaveCount(1);

  // The keyboard: arrows, Home and End move to a tab and choose it; only the chosen tab is in
  // the Tab order, and its panel is named by it.
  const actives = page.getByRole('tab', { name: 'Actifs' });
  const archives = page.getByRole('tab', { name: 'Archivés' });
  await expect(actives).toHaveAttribute('tabindex', '0');
  await expect(archives).toHaveAttribute('tabindex', '-1');
  await actives.press('ArrowRight');
  await expect(archives).toBeFocused();
  await expect(archives).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/view=archived/);
  await expect(page.getByRole('tabpanel', { name: 'Archivés' })).toBeVisible();
  await archives.press('ArrowRight');
  await expect(actives).toBeFocused();
  await actives.press('End');
  await expect(archives).toHaveAttribute('aria-selected', 'true');
  await archives.press('Home');
  await expect(actives).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Actifs' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Archivés' })).toBeHidden();
  await expect(rows).toHaveCount(2);
});

test('the influencers screen and its form have no serious accessibility violation', async ({
  page,
}) => {
  await signUpToApp(page);
  await createInfluencers(page, [
    {
      fullName: 'Zoé Laurent',
      username: 'zoelaurent',
      isExclusive: true,
      platforms: [{ name: 'instagram', handle: '@zoe', audience: 125000 }],
      rates: [{ type: 'reel_instagram', priceCents: 125050 }],
    },
    { fullName: 'Adam Moreau', username: 'adam' },
  ]);
  await openInfluencers(page);
  await expect(page.getByTestId('influencer-row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Modifier Zoé Laurent' }).click();
  const form = page.getByRole('dialog', { name: "Modifier l'influenceur" });
  await expect(form.getByLabel('Nom complet')).toHaveValue('Zoé Laurent');
  await form.getByLabel('Nom complet').fill('');
  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(form.getByText('Le champ « Nom complet » est requis.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Abandonner', exact: true }).click();

  await page.getByRole('button', { name: 'Zoé Laurent', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Zoé Laurent' })).toContainText('Tarifs');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Archivés' }).click();
  await expect(page.getByText('Aucun influenceur archivé')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("'Proposé à': typed in the form, shown in the detail, in both themes", async ({ page }) => {
  // Four axe runs, on a busy machine.
  test.setTimeout(120_000);
  await signUpToApp(page);
  await createInfluencers(page, [{ fullName: 'Adam Moreau', username: 'adam' }]);
  await openInfluencers(page);
  const detail = page.getByRole('dialog', { name: 'Adam Moreau' });
  // The term and its value (a <dl> of the detail).
  const proposedTo = detail.locator('dt:text-is("Proposé à") + dd');
  await page.getByRole('button', { name: 'Adam Moreau', exact: true }).click();
  await expect(proposedTo).toHaveText('Non renseigné');
  await detail.getByRole('button', { name: 'Modifier' }).click();
  const form = page.getByRole('dialog', { name: "Modifier l'influenceur" });
  await expect(form.getByLabel('Proposé à')).toHaveValue('');
  await form.getByLabel('Proposé à').fill('Maison Lumière, Atelier Nord');
  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(form).toBeHidden();

  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.reload();
    await page.getByRole('button', { name: 'Adam Moreau', exact: true }).click();
    await expect(proposedTo).toHaveText('Maison Lumière, Atelier Nord');
    await expectNoSeriousA11yViolations(page);
    await detail.getByRole('button', { name: 'Modifier' }).click();
    await expect(form.getByLabel('Proposé à')).toHaveValue('Maison Lumière, Atelier Nord');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
  }
});
