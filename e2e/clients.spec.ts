import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { signUpToApp } from './journey-data';

/** Creates clients through the API with the page's session cookie: fast, and not under test. */
async function createClients(
  page: Page,
  clients: ({ brandName: string } & Record<string, unknown>)[],
) {
  for (const client of clients) {
    const response = await page.request.post('/api/clients', { data: client });
    expect(response.status()).toBe(201);
  }
}

async function openClients(page: Page) {
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
}

test('create a client with two contacts, find it by a contact phone, edit it, delete it', async ({
  page,
}) => {
  await signUpToApp(page);
  await openClients(page);
  await expect(page.getByText('Aucun client', { exact: true })).toBeVisible();
  await expect(page.getByText('Commencez par ajouter votre premier client')).toBeVisible();

  await page.getByRole('button', { name: 'Nouveau client' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau client' });
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText('Le champ « Nom de la marque » est requis.')).toBeVisible();

  await form.getByLabel('Nom de la marque').fill('Maison Lumière');
  await form.getByLabel('Secteur', { exact: true }).selectOption({ label: 'Mode' });
  await form.getByLabel('Sous-secteur').selectOption({ label: 'Cosmétiques' });
  await form.getByLabel('Notes').fill('Lancement de la gamme printemps');
  await form.getByRole('button', { name: 'Ajouter un contact' }).click();
  const first = form.getByRole('group', { name: 'Contact 1' });
  await first.getByLabel('Nom du contact').fill('Claire Martin');
  await first.getByLabel('Email du contact').fill('claire@maison-lumiere.fr');
  await first.getByLabel('Téléphone du contact').fill('06 12 34 56 78');
  await first.getByLabel('Rôle du contact').fill('Directrice marketing');
  await form.getByRole('button', { name: 'Ajouter un contact' }).click();
  const second = form.getByRole('group', { name: 'Contact 2' });
  await second.getByLabel('Nom du contact').fill('Hugo Bernard');
  await second.getByLabel('Email du contact').fill('hugo@');
  await second.getByLabel('Téléphone du contact').fill('01 44 55 66 77');
  await second.getByLabel('Type de contact').selectOption({ label: 'Agence' });
  await form.getByRole('button', { name: 'Créer' }).click();
  // Refused: the message sits by the field, and nothing typed is lost.
  await expect(
    second.getByText('Le champ « Email du contact » doit être une adresse email valide.'),
  ).toBeVisible();
  await expect(first.getByLabel('Nom du contact')).toHaveValue('Claire Martin');
  await second.getByLabel('Email du contact').fill('hugo@agence-rp.fr');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Client créé.')).toBeVisible();
  await expect(form).toBeHidden();

  await createClients(page, [
    { brandName: 'Atelier Nord', contacts: [{ name: 'Léa Petit', email: 'lea@nord.fr' }] },
  ]);
  await page.reload();
  await expect(page.getByTestId('client-row')).toHaveCount(2);

  // Found by the second contact's phone, typed another way; the search lives in the URL.
  await page.getByLabel('Rechercher un client').fill('0144556677');
  await expect(page).toHaveURL(/q=0144556677/);
  await expect(page.getByTestId('client-row')).toHaveCount(1);
  const row = page.getByTestId('client-row').first();
  await expect(row).toContainText('Maison Lumière');
  await expect(row).toContainText('Mode');
  await expect(row).toContainText('Claire Martin');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await page.reload();
  await expect(page.getByLabel('Rechercher un client')).toHaveValue('0144556677');
  await expect(page.getByTestId('client-row')).toHaveCount(1);

  // Two characters find what a longer term finds (issue 27): mid-word, or two phone digits.
  for (const term of ['mi', '77']) {
    await page.getByLabel('Rechercher un client').fill(term);
    await expect(page).toHaveURL(new RegExp(`q=${term}`));
    await expect(page.getByTestId('client-row')).toHaveCount(1);
    await expect(page.getByTestId('client-row').first()).toContainText('Maison Lumière');
    await expect(page.getByText('1 client', { exact: true })).toBeVisible();
  }

  await page.getByLabel('Rechercher un client').fill('introuvable');
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
  await expect(page.getByText('Essayez de modifier vos critères de recherche')).toBeVisible();
  await page.getByLabel('Rechercher un client').fill('');
  await expect(page.getByTestId('client-row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Maison Lumière', exact: true }).press('Enter');
  const detail = page.getByRole('dialog', { name: 'Maison Lumière' });
  await expect(detail).toContainText('Mode · Cosmétiques');
  await expect(detail).toContainText('Lancement de la gamme printemps');
  await expect(detail).toContainText('hugo@agence-rp.fr');
  await expect(detail).toContainText('Aucune collaboration pour ce client.');
  await detail.getByRole('button', { name: 'Modifier' }).click();

  const edit = page.getByRole('dialog', { name: 'Modifier le client' });
  await expect(edit.getByLabel('Nom de la marque')).toHaveValue('Maison Lumière');
  await expect(edit.getByLabel('Sous-secteur')).toHaveValue('cosmetics');
  await edit.getByLabel('Nom de la marque').fill('Maison Lumière Paris');
  await edit.getByRole('button', { name: 'Retirer le contact 2' }).click();
  await edit.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page.getByText('Client mis à jour.')).toBeVisible();
  const edited = page.getByTestId('client-row').filter({ hasText: 'Maison Lumière Paris' });
  await expect(edited).toBeVisible();
  await expect(edited.getByRole('cell').nth(3)).toHaveText('1');

  await page.getByRole('button', { name: 'Supprimer Maison Lumière Paris' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer le client' });
  await expect(confirm).toContainText(
    'Êtes-vous sûr de vouloir supprimer Maison Lumière Paris ? Vous pourrez annuler cette suppression depuis la Corbeille (Compte) pendant 30 jours.',
  );
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Client supprimé.')).toBeVisible();
  await expect(page.getByTestId('client-row')).toHaveCount(1);
  await expect(page.getByTestId('client-row')).toContainText('Atelier Nord');
});

test('20 clients paginate by 15 with the page bar', async ({ page }) => {
  await signUpToApp(page);
  await createClients(
    page,
    Array.from({ length: 20 }, (_, i) => {
      const n = String(i + 1).padStart(2, '0');
      return {
        brandName: `Marque ${n}`,
        contacts: [{ name: `Contact ${n}`, email: `c${n}@a.fr` }],
      };
    }),
  );
  await openClients(page);
  const rows = page.getByTestId('client-row');
  const bar = page.getByRole('navigation', { name: 'Pagination' });
  await expect(rows).toHaveCount(15);
  await expect(rows.first()).toContainText('Marque 01');
  await expect(rows.last()).toContainText('Marque 15');
  await expect(page.getByText('20 clients')).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(2);
  await expect(bar.getByRole('button', { name: 'Précédent' })).toBeDisabled();

  await bar.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('Marque 16');
  await expect(rows.last()).toContainText('Marque 20');
  await expect(bar.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('button', { name: 'Suivant' })).toBeDisabled();

  // Back returns to page 1; a reload keeps page 2; a search starts again at page 1.
  await page.goBack();
  await expect(rows).toHaveCount(15);
  await bar.getByRole('button', { name: 'Page 2' }).click();
  await page.reload();
  await expect(rows).toHaveCount(5);
  await page.getByLabel('Rechercher un client').fill('Marque 1');
  await expect(page).not.toHaveURL(/page=/);
  await expect(rows).toHaveCount(10);
  await expect(bar).toHaveCount(0);
});

test('the clients screen and its form have no serious accessibility violation', async ({
  page,
}) => {
  await signUpToApp(page);
  await createClients(page, [
    {
      brandName: 'Maison Lumière',
      sectorMain: 'fashion',
      sectorSub: 'perfumes',
      contacts: [{ name: 'Claire Martin', email: 'claire@lumiere.fr', phone: '06 12 34 56 78' }],
    },
  ]);
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.goto('/app/clients');
    await expect(page.getByTestId('client-row')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Nouveau client' }).click();
    const form = page.getByRole('dialog', { name: 'Nouveau client' });
    await form.getByRole('button', { name: 'Ajouter un contact' }).click();
    await form.getByRole('button', { name: 'Créer' }).click();
    await expect(form.getByText('Le champ « Nom de la marque » est requis.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Abandonner', exact: true }).click();
    await page.getByRole('button', { name: 'Maison Lumière', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Maison Lumière' })).toContainText('Parfums');
    await expectNoSeriousA11yViolations(page);
  }
});

test('a double click on Créer, and a request sent twice, create one client', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await signUpToApp(page);
  // The network sends the create twice, as a retry after a lost answer would: the server
  // recognises the dialog's Idempotency-Key and answers the second with the first's client.
  const keys: (string | undefined)[] = [];
  await page.route('**/api/clients', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key']);
    await route.fetch();
    await route.fulfill({ response: await route.fetch() });
  });
  await openClients(page);
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau client' });
  await form.getByLabel('Nom de la marque').fill('Double Clic');
  await form.getByRole('button', { name: 'Créer' }).dblclick();
  await expect(page.getByText('Client créé.')).toBeVisible();
  await expect(form).toBeHidden();

  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[\w-]{20,}$/);
  const list = await (await page.request.get('/api/clients')).json();
  expect(list.total).toBe(1);
  // A fresh load of a lazy screen: react-router warned here before the root got a fallback.
  await page.reload();
  await expect(page.getByTestId('client-row')).toHaveCount(1);
  expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
});
