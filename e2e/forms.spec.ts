import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAccount, signUp, test } from './fixtures';

// The shared form dialog (issue 11): typing is never lost silently, and limits are visible.

/** A fresh agency on the Clients screen, reached from Collaborations (so Back has somewhere to go). */
async function openClients(page: Page) {
  await signUp(page, newAccount('forms'));
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
}

async function openNewClient(page: Page) {
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau client' });
  await expect(form).toBeVisible();
  return form;
}

const question = (page: Page) =>
  page.getByRole('dialog', { name: 'Abandonner les modifications ?' });

async function keepEditing(page: Page, form: Locator, brand: string) {
  await question(page).getByRole('button', { name: 'Continuer la saisie' }).click();
  await expect(question(page)).toBeHidden();
  await expect(form.getByLabel('Nom de la marque')).toHaveValue(brand);
}

test('a changed form asks before it closes; an unchanged one closes at once', async ({ page }) => {
  await openClients(page);

  // Unchanged, or changed and changed back: Escape closes at once.
  let form = await openNewClient(page);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  form = await openNewClient(page);
  await form.getByLabel('Nom de la marque').fill('M');
  await form.getByLabel('Nom de la marque').fill('');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(question(page)).toBeHidden();

  // Changed: Escape asks; 'Continuer la saisie' keeps what was typed.
  form = await openNewClient(page);
  await form.getByLabel('Nom de la marque').fill('Maison Lumière');
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText(
    'Ce que vous avez saisi dans ce formulaire sera perdu.',
  );
  await expectNoSeriousA11yViolations(page);
  await keepEditing(page, form, 'Maison Lumière');
  // Typing resumes where it stopped.
  await expect(form.getByLabel('Nom de la marque')).toBeFocused();

  // Every other way out asks too: 'Annuler', the close button, the overlay, a sidebar link.
  await form.getByRole('button', { name: 'Annuler' }).click();
  await keepEditing(page, form, 'Maison Lumière');
  await form.getByRole('button', { name: 'Fermer' }).click();
  await keepEditing(page, form, 'Maison Lumière');
  await page.mouse.click(5, 5);
  await keepEditing(page, form, 'Maison Lumière');
  await page
    .getByRole('link', { name: 'Collaborations', includeHidden: true })
    .click({ force: true });
  await keepEditing(page, form, 'Maison Lumière');
  await expect(page).toHaveURL(/\/app\/clients$/);

  // Back asks before leaving the page; discarding then leaves it.
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await keepEditing(page, form, 'Maison Lumière');
  await expect(page).toHaveURL(/\/app\/clients$/);
  await page.goBack();
  await question(page).getByRole('button', { name: 'Abandonner' }).click();
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await expect(form).toBeHidden();

  // Escape again, then 'Abandonner': closed, nothing saved.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  form = await openNewClient(page);
  await form.getByLabel('Notes').fill('Lancement');
  await page.keyboard.press('Escape');
  await question(page).getByRole('button', { name: 'Abandonner' }).click();
  await expect(question(page)).toBeHidden();
  await expect(form).toBeHidden();
  await expect(page.getByText('Aucun client', { exact: true })).toBeVisible();

  // Saved: it closes without asking.
  form = await openNewClient(page);
  await form.getByLabel('Nom de la marque').fill('Maison Lumière');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form).toBeHidden();
  await expect(question(page)).toBeHidden();
  await expect(page.getByTestId('client-row')).toHaveCount(1);

  // Reloading or closing the tab with a changed form: the browser asks.
  form = await openNewClient(page);
  await form.getByLabel('Nom de la marque').fill('Atelier Verde');
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  expect((await dialog).type()).toBe('beforeunload');
  await (await dialog).accept();
});

test('a limited field shows its count near the limit, and its error gives the limit', async ({
  page,
}) => {
  await openClients(page);
  const form = await openNewClient(page);
  const brand = form.getByLabel('Nom de la marque');
  const count = form.getByText(/^\d+ \/ 200$/);

  await brand.fill('M'.repeat(159));
  await expect(count).toBeHidden();
  await brand.fill('M'.repeat(180));
  await expect(form.getByText('180 / 200', { exact: true })).toBeVisible();
  await expect(brand).toHaveAccessibleDescription('Il reste 20 caractères (200 maximum)');
  // Said once typing pauses, politely.
  await expect(
    form.locator('[aria-live="polite"]', { hasText: 'Il reste 20 caractères (200 maximum)' }),
  ).toHaveCount(1);

  await brand.fill('M'.repeat(201));
  await expect(form.getByText('201 / 200', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(
    form.getByText('Le champ « Nom de la marque » accepte 200 caractères maximum.'),
  ).toBeVisible();
  await expect(brand).toHaveAccessibleDescription(
    '1 caractère en trop (200 maximum) Le champ « Nom de la marque » accepte 200 caractères maximum.',
  );
  await expectNoSeriousA11yViolations(page);

  // A field without a limit in the schema has no counter.
  await form.getByRole('button', { name: 'Ajouter un contact' }).click();
  await form.getByLabel('Email du contact').fill(`${'a'.repeat(250)}@exemple.fr`);
  await expect(form.getByText(/\/ \d+$/)).toHaveCount(1);
});
