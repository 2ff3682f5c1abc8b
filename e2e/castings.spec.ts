import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, euros, post, signUpToApp } from './journey-data';

// Issue 13: the Casting screen, from an empty list to a brief whose accepted influencers become
// a collaboration. The address book is seeded through the API (fast, and not under test here).

const THEMES = ['light', 'dark'] as const;

async function createAddressBook(page: Page) {
  const lumiere = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  const nord = await post(page, '/api/clients', { brandName: 'Atelier Nord' });
  const influencer = (fullName: string, username: string, rates: object[]) =>
    post(page, '/api/influencers', { ...INFLUENCER_REQUIRED, fullName, username, rates });
  // The first rate of each is what the collaboration starts from.
  const zoe = await influencer('Zoé Laurent', 'zoelaurent', [
    { type: 'post_instagram', priceCents: 90000 },
    { type: 'story_instagram', priceCents: 30000 },
  ]);
  const hugo = await influencer('Hugo Martin', 'hugomartin', [
    { type: 'reel_instagram', priceCents: 120000 },
  ]);
  const lea = await influencer('Léa Petit', 'leapetit', []);
  return { lumiere, nord, zoe, hugo, lea };
}

const card = (page: Page, name: string) =>
  page.getByTestId('casting-card').filter({ has: page.getByRole('heading', { name }) });

const proposal = (castingCard: Locator, name: string) =>
  castingCard.getByTestId('casting-proposal').filter({ hasText: name });

async function pickInfluencer(form: Locator, page: Page, name: string, hidden: string[] = []) {
  await form.getByRole('button', { name: 'Ajouter un influenceur' }).click();
  const picker = page.getByRole('dialog', { name: 'Sélectionner un influenceur' });
  await expect(picker.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  // Already proposed: not offered again.
  for (const other of hidden) {
    await expect(picker.getByRole('option', { name: new RegExp(other) })).toHaveCount(0);
  }
  await picker.getByRole('option', { name: new RegExp(name) }).click();
  await expect(picker).toBeHidden();
}

test('a casting from the brief to its collaboration: create, proposals, close, hand-over', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpToApp(page);
  await createAddressBook(page);
  await page.goto('/app/casting');
  await expect(page.getByRole('heading', { level: 1, name: 'Casting' })).toBeVisible();
  await expect(page.getByText('Gérez vos briefs de casting')).toBeVisible();
  await expect(page.getByText('Aucun casting trouvé')).toBeVisible();
  await expect(page.getByText('Commencez par créer un nouveau brief de casting')).toBeVisible();

  // Required: name, brand, description.
  await page.getByRole('button', { name: 'Nouveau casting' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nouveau casting' });
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText('Le champ « Nom du casting » est requis.')).toBeVisible();
  await expect(form.getByText('Le champ « Marque » est requis.')).toBeVisible();
  await expect(form.getByText('Le champ « Description » est requis.')).toBeVisible();

  await form.getByLabel('Nom du casting').fill('Lancement printemps');
  await expect(form.getByLabel('Marque')).toHaveAttribute('readonly', '');
  await form.getByRole('button', { name: 'Sélectionner un client' }).click();
  const clients = page.getByRole('dialog', { name: 'Sélectionner un client' });
  await clients.getByRole('option', { name: 'Maison Lumière' }).click();
  await expect(clients).toBeHidden();
  await expect(form.getByLabel('Marque')).toHaveValue('Maison Lumière');
  await form.getByLabel('Description').fill('Trois créateurs lifestyle pour la gamme printemps.');
  await form.getByRole('button', { name: 'Ajouter un critère' }).click();
  await form.getByLabel('Critère 1', { exact: true }).fill('Audience 18-34 ans');
  await form.getByRole('button', { name: 'Ajouter un critère' }).click();
  await form.getByLabel('Critère 2', { exact: true }).fill('Basé à Paris');
  await form.getByRole('button', { name: 'Ajouter un critère' }).click();
  await form.getByRole('button', { name: 'Retirer le critère 3' }).click();
  await pickInfluencer(form, page, 'Zoé Laurent');
  await pickInfluencer(form, page, 'Hugo Martin', ['Zoé Laurent']);
  await pickInfluencer(form, page, 'Léa Petit', ['Zoé Laurent', 'Hugo Martin']);
  await form.getByRole('group', { name: 'Zoé Laurent' }).getByLabel('Notes').fill('Très engagée');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Casting enregistré')).toBeVisible();
  await expect(form).toBeHidden();

  const casting = card(page, 'Lancement printemps');
  await expect(casting).toContainText('Maison Lumière');
  await expect(casting).toContainText('Trois créateurs lifestyle');
  await expect(casting.getByRole('listitem').filter({ hasText: 'Audience 18-34 ans' })).toHaveCount(
    1,
  );
  await expect(casting).toContainText('Basé à Paris');
  // A new casting is active.
  const status = casting.getByRole('combobox', {
    name: 'Statut du casting « Lancement printemps »',
  });
  await expect(status).toHaveValue('active');
  const zoe = proposal(casting, 'Zoé Laurent');
  const hugo = proposal(casting, 'Hugo Martin');
  const lea = proposal(casting, 'Léa Petit');
  await expect(casting.getByTestId('casting-proposal')).toHaveText([
    /Zoé Laurent/,
    /Hugo Martin/,
    /Léa Petit/,
  ]);
  await expect(zoe).toContainText('En attente');
  await expect(zoe).toContainText('Très engagée');
  await expect(casting.getByRole('link', { name: 'Créer la collaboration' })).toHaveCount(0);

  // Accept, refuse, reset, remove: each a small request.
  await casting.getByRole('button', { name: 'Accepter Zoé Laurent' }).click();
  await expect(zoe).toContainText('Accepté');
  await expect(casting.getByTestId('casting-selected-count')).toHaveText('1 influenceur retenu');
  await casting.getByRole('button', { name: 'Refuser Hugo Martin' }).click();
  await expect(hugo).toContainText('Refusé');
  await casting.getByRole('button', { name: 'Réinitialiser Hugo Martin' }).click();
  await expect(hugo).toContainText('En attente');
  await casting.getByRole('button', { name: 'Accepter Hugo Martin' }).click();
  await expect(casting.getByTestId('casting-selected-count')).toHaveText('2 influenceurs retenus');
  await casting.getByRole('button', { name: 'Retirer Léa Petit' }).click();
  await expect(lea).toHaveCount(0);

  // The edit form keeps the proposals' statuses.
  await page.getByRole('button', { name: 'Modifier le casting « Lancement printemps »' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le casting' });
  await expect(edit.getByLabel('Critère 2', { exact: true })).toHaveValue('Basé à Paris');
  await expect(edit.getByRole('group', { name: 'Zoé Laurent' }).getByLabel('Notes')).toHaveValue(
    'Très engagée',
  );
  await edit.getByLabel('Nom du casting').fill('Lancement printemps 2026');
  await edit.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(edit).toBeHidden();
  const renamed = card(page, 'Lancement printemps 2026');
  await expect(renamed.getByTestId('casting-selected-count')).toHaveText('2 influenceurs retenus');

  // 'Marquer comme terminé' asks, then the status is Terminé, still after a reload.
  // Closing is not final (decision 0026): the confirmation says so, and the status list reopens.
  await renamed.getByRole('button', { name: 'Marquer comme terminé' }).click();
  const confirm = page.getByRole('dialog', { name: 'Terminer le casting' });
  await expect(confirm).toContainText('Vous pourrez le rouvrir à tout moment depuis son statut.');
  await expect(confirm).not.toContainText('irréversible');
  await confirm.getByRole('button', { name: 'Terminer' }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  const renamedStatus = renamed.getByRole('combobox', { name: /^Statut du casting/ });
  await expect(renamedStatus).toHaveValue('closed');
  await expect(renamed.getByRole('button', { name: 'Marquer comme terminé' })).toHaveCount(0);
  await renamedStatus.selectOption({ label: 'En cours' });
  await expect(page.getByText('Statut mis à jour')).toBeVisible();
  await page.reload();
  await expect(renamedStatus).toHaveValue('active');
  await expect(renamed.getByRole('button', { name: 'Marquer comme terminé' })).toBeVisible();

  // 'Créer la collaboration': the collaboration form, filled from the casting.
  await renamed.getByRole('link', { name: 'Créer la collaboration' }).click();
  await expect(page).toHaveURL(/\/app\/collaborations\?depuisCasting=/);
  const collaboration = page.getByRole('dialog', { name: 'Nouvelle collaboration' });
  await expect(collaboration.getByLabel('Nom', { exact: true })).toHaveValue(
    'Lancement printemps 2026',
  );
  await expect(collaboration.getByLabel('Type', { exact: true })).toHaveValue('casting_interne');
  await expect(collaboration.getByLabel('Marque')).toHaveValue('Maison Lumière');
  await expect(
    collaboration.getByRole('group', { name: 'Zoé Laurent' }).getByTestId('influencer-rate'),
  ).toHaveText(euros('900 €'));
  await expect(
    collaboration.getByRole('group', { name: 'Hugo Martin' }).getByTestId('influencer-rate'),
  ).toHaveText(euros('1 200 €'));
  await expect(collaboration.getByRole('group', { name: 'Léa Petit' })).toHaveCount(0);
  await collaboration.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Collaboration créée.')).toBeVisible();
  await expect(collaboration).toBeHidden();
  await expect(page).not.toHaveURL(/depuisCasting/);

  const list = await page.request.get('/api/collaborations?q=Lancement');
  const [created] = ((await list.json()) as { items: { id: string }[] }).items;
  const detail = (await (await page.request.get(`/api/collaborations/${created!.id}`)).json()) as {
    type: string;
    influencers: { fullName: string; deliverables: { type: string; priceCents: number }[] }[];
  };
  expect(detail.type).toBe('casting_interne');
  expect(
    detail.influencers.map((line) => [line.fullName, line.deliverables.map((d) => d.priceCents)]),
  ).toEqual([
    ['Zoé Laurent', [90000]],
    ['Hugo Martin', [120000]],
  ]);

  await page.goto('/app/casting');
  await expect(renamed.getByRole('link', { name: 'Créer la collaboration' })).toHaveCount(0);
  await expect(renamed.getByRole('link', { name: 'Voir la collaboration' })).toBeVisible();
  // The deal itself opens, its detail over the list; closing it leaves the list.
  await renamed.getByRole('link', { name: 'Voir la collaboration' }).click();
  await expect(page).toHaveURL(/\/app\/collaborations\?voir=/);
  const shown = page.getByRole('dialog', { name: 'Lancement printemps 2026' });
  await expect(shown).toContainText('Maison Lumière');
  await expect(shown).toContainText('Zoé Laurent');
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await expect(page.getByTestId('collaboration-row')).toContainText('Lancement printemps 2026');
});

test('search and status filter kept in the URL, a refused hand-over, delete', async ({ page }) => {
  await signUpToApp(page);
  const book = await createAddressBook(page);
  const brief = (name: string, clientId: string) =>
    post(page, '/api/castings', {
      name,
      clientId,
      description: 'Brief',
      requirements: [],
      proposals: [{ influencerId: book.zoe.id, notes: '' }],
    });
  const summer = await brief('Collection été', book.lumiere.id);
  await brief('Rentrée', book.nord.id);
  const status = await page.request.put(`/api/castings/${summer.id}/status`, {
    data: { status: 'draft' },
  });
  expect(status.status()).toBe(200);

  await page.goto('/app/casting');
  const cards = page.getByTestId('casting-card');
  await expect(cards).toHaveCount(2);
  // Newest first.
  await expect(cards.first()).toContainText('Rentrée');

  // By brand, ignoring case and accents.
  await page.getByLabel('Rechercher un casting').fill('NORD');
  await expect(page).toHaveURL(/q=NORD/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Atelier Nord');
  await page.getByLabel('Rechercher un casting').fill('ete');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Collection été');
  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'En cours' });
  await expect(page).toHaveURL(/status=active/);
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'En attente' });
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Rechercher un casting')).toHaveValue('ete');
  await expect(page.getByLabel('Statut', { exact: true })).toHaveValue('draft');
  await expect(cards).toHaveCount(1);

  // The card's dropdown saves at once.
  const summerCard = card(page, 'Collection été');
  await summerCard.getByRole('combobox', { name: /^Statut du casting/ }).selectOption('active');
  await expect(page.getByText('Statut mis à jour')).toBeVisible();
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
  await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'Tous' });
  await expect(page).not.toHaveURL(/status=/);
  await expect(summerCard.getByRole('combobox', { name: /^Statut du casting/ })).toHaveValue(
    'active',
  );

  // No accepted influencer: the collaborations screen says why and drops the parameter.
  await page.goto(`/app/collaborations?depuisCasting=${summer.id}`);
  await expect(
    page.getByText('Acceptez au moins un influenceur avant de créer la collaboration.'),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/depuisCasting/);
  await expect(page.getByRole('dialog', { name: 'Nouvelle collaboration' })).toHaveCount(0);

  // A phone: one column, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/app/casting');
  await expect(cards).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Supprimer le casting « Rentrée »' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer le casting' });
  await expect(confirm).toContainText('le casting « Rentrée »');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Casting supprimé')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(cards).toHaveCount(1);
});

test('a page of briefs: the first cards at once, every card of the page a moment later', async ({
  page,
}) => {
  await signUpToApp(page);
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  for (let number = 1; number <= 7; number += 1) {
    await post(page, '/api/castings', {
      name: `Brief ${number}`,
      clientId: client.id,
      description: 'Des créateurs pour trois semaines.',
      requirements: [],
    });
  }
  await page.goto('/app/casting');
  // Four are drawn with the screen (issue 27: a phone's first paint), the others right after.
  const cards = page.getByTestId('casting-card');
  await expect(cards).toHaveCount(7);
  await expect(cards.first()).toContainText('Brief 7');
  await expect(cards.last()).toContainText('Brief 1');
  await expect(page.locator('ul[aria-busy]')).toHaveCount(0);
});

test('the Casting screen, its form and both pickers have no serious violation, in both themes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpToApp(page);
  const book = await createAddressBook(page);
  const brief = await post(page, '/api/castings', {
    name: 'Lancement printemps',
    clientId: book.lumiere.id,
    description: 'Trois créateurs lifestyle.',
    requirements: ['Audience 18-34 ans'],
    proposals: [
      { influencerId: book.zoe.id, notes: 'Très engagée' },
      { influencerId: book.hugo.id, notes: '' },
    ],
  });
  const { proposals } = (await (await page.request.get(`/api/castings/${brief.id}`)).json()) as {
    proposals: { id: string }[];
  };
  const accepted = await page.request.post(
    `/api/castings/${brief.id}/proposals/${proposals[0]!.id}/accept`,
  );
  expect(accepted.status()).toBe(200);

  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.goto('/app/casting');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(page.getByTestId('casting-card')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Marquer comme terminé' }).click();
    const confirm = page.getByRole('dialog', { name: 'Terminer le casting' });
    await expect(confirm).toContainText('Vous pourrez le rouvrir');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();

    await page.getByRole('button', { name: 'Modifier le casting « Lancement printemps »' }).click();
    const form = page.getByRole('dialog', { name: 'Modifier le casting' });
    await expect(form.getByLabel('Nom du casting')).toHaveValue('Lancement printemps');
    await expectNoSeriousA11yViolations(page);
    for (const [button, title] of [
      ['Sélectionner un client', 'Sélectionner un client'],
      ['Ajouter un influenceur', 'Sélectionner un influenceur'],
    ] as const) {
      await form.getByRole('button', { name: button }).click();
      const picker = page.getByRole('dialog', { name: title });
      await expect(picker.getByRole('option').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(picker).toBeHidden();
    }
  }
});
