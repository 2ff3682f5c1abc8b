import type { Page } from '@playwright/test';
import { expect, newAccount, signUp, test } from './fixtures';

// Issue 28 §4, decision 0047: two members of one agency; what one changes appears on the other's
// screen within 2 seconds, without a reload.

/** A's change, through the API from A's signed-in page (the journey is about B's screen). */
const callApi = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );

test("a colleague's created, edited and deleted client shows on my screens at once", async ({
  page,
  browser,
}) => {
  const owner = newAccount('owner');
  await signUp(page, owner);
  await page.goto('/app/account');
  const code = (await page.getByTestId('join-code').textContent())!.trim();

  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await signUp(colleague, newAccount('colleague'), { code });
  await colleague.goto('/app/clients');
  await expect(colleague.getByText('Aucun client')).toBeVisible();

  const created = await callApi(page, 'POST', '/api/clients', { brandName: 'Maison Lumière' });
  expect(created.status).toBe(201);
  const row = colleague.getByTestId('client-row').filter({ hasText: 'Maison Lumière' });
  await expect(row).toBeVisible({ timeout: 2_000 });

  // B has the client's detail open; A edits it.
  await colleague.getByRole('button', { name: 'Maison Lumière', exact: true }).press('Enter');
  const detail = colleague.getByRole('dialog', { name: 'Maison Lumière' });
  await expect(detail).toBeVisible();
  const edited = await callApi(page, 'PUT', `/api/clients/${created.json.id}`, {
    brandName: 'Maison Lumière',
    notes: 'Lancement de la gamme printemps',
    contacts: [],
    version: created.json.version,
  });
  expect(edited.status).toBe(200);
  await expect(detail).toContainText('Lancement de la gamme printemps', { timeout: 2_000 });

  // B edits it while A changes it again: B's typing stays, and a sentence says who changed it.
  await detail.getByRole('button', { name: 'Modifier' }).click();
  const form = colleague.getByRole('dialog', { name: 'Modifier le client' });
  await form.getByLabel('Nom de la marque').fill('Maison Lumière Paris');
  const again = await callApi(page, 'PUT', `/api/clients/${created.json.id}`, {
    brandName: 'Maison Lumière',
    notes: 'Campagne d’été',
    contacts: [],
    version: edited.json.version,
  });
  expect(again.status).toBe(200);
  await expect(form.getByRole('status')).toHaveText(
    `${owner.firstName} ${owner.lastName} vient de modifier ce client. Vos saisies sont conservées.`,
    { timeout: 2_000 },
  );
  await expect(form.getByLabel('Nom de la marque')).toHaveValue('Maison Lumière Paris');
  // 'Voir les différences' compares at once; keeping mine saves my name on their notes.
  await form.getByRole('button', { name: 'Voir les différences' }).click();
  const differences = form.getByTestId('edit-conflict');
  await expect(differences).toContainText('Maison Lumière Paris');
  await expect(differences).toContainText('Campagne d’été');
  await differences.getByRole('button', { name: 'Garder mes modifications' }).click();
  await expect(form).toBeHidden();
  const saved = await callApi(page, 'GET', `/api/clients/${created.json.id}`);
  expect(saved.json).toMatchObject({ brandName: 'Maison Lumière Paris', notes: 'Campagne d’été' });
  await colleague.keyboard.press('Escape');

  // A deletes it: B's list drops it.
  expect((await callApi(page, 'DELETE', `/api/clients/${created.json.id}`)).status).toBe(200);
  await expect(row).toHaveCount(0, { timeout: 2_000 });
  await colleagueContext.close();
});
