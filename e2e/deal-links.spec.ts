import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { createContentDeal, signUpToApp } from './journey-data';

// Issue 29, decision 0050: in a deal's 'Contenus' tab the agency makes a creator's link (per
// line) and the client's (per deal): mailed, shown once, listed with its state, then disabled.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function openContents(page: Page) {
  await page.getByRole('button', { name: 'Lancement printemps', exact: true }).press('Enter');
  const detail = page.getByRole('dialog', { name: 'Lancement printemps' });
  await detail.getByRole('tab', { name: 'Contenus' }).click();
  return detail;
}

/** Makes a link mailed to `email`, checks it is shown once and listed 'Actif'; returns its URL. */
async function createLink(page: Page, dialog: Locator, email: string, emailLabel: string) {
  await dialog.getByLabel(emailLabel).fill(email);
  await dialog.getByRole('button', { name: 'Créer le lien' }).click();
  await expect(dialog.getByText(`Lien envoyé à ${email}`)).toBeVisible();
  await expect(
    dialog.getByText('Copiez ce lien maintenant : il ne sera plus affiché.'),
  ).toBeVisible();
  const url = (await dialog.getByTestId('private-link-url').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Copier' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(dialog.getByTestId('private-link')).toHaveCount(1);
  await expect(dialog.getByTestId('private-link').getByText('Actif')).toBeVisible();
  return url;
}

async function revokeLink(dialog: Locator) {
  await dialog.getByRole('button', { name: /^Désactiver le lien créé le/ }).click();
  await expect(dialog.getByTestId('private-link').getByText('Désactivé')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Désactiver/ })).toHaveCount(0);
}

test("a creator's link and the client's, made from 'Contenus', then disabled", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpToApp(page);
  const reel = { type: 'reel_instagram', description: 'Le reel', priceCents: 90_000 };
  await createContentDeal(page, [
    { fullName: 'Zoé Laurent', username: 'zoelaurent', deliverables: [reel] },
    { fullName: 'Hugo Martin', username: 'hugomartin', deliverables: [reel] },
  ]);
  await page.goto('/app/collaborations');
  let detail = await openContents(page);

  // Zoé's link (dark theme, the default).
  await detail.getByRole('button', { name: 'Lien créateur de Zoé Laurent' }).click();
  const creator = page.getByRole('dialog', { name: 'Lien créateur' });
  await expect(creator).toContainText('Zoé Laurent ouvre ce lien sans compte');
  await expect(creator.getByText('Aucun lien pour ce créateur.')).toBeVisible();
  const creatorUrl = await createLink(
    page,
    creator,
    'zoe@laurent.example',
    'Email du créateur (facultatif)',
  );
  expect(creatorUrl).toMatch(/\/lien\/createur#[\w-]{43}$/);
  await expectNoSeriousA11yViolations(page);
  await revokeLink(creator);
  // Escape closes the link's dialog only; Hugo's line has links of its own (none yet).
  await page.keyboard.press('Escape');
  await expect(creator).toBeHidden();
  await detail.getByRole('button', { name: 'Lien créateur de Hugo Martin' }).click();
  await expect(creator.getByText('Aucun lien pour ce créateur.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(creator).toBeHidden();

  // The client's link, in the light theme, opened from the keyboard.
  await detail.getByRole('button', { name: 'Fermer' }).first().click();
  await page.getByRole('button', { name: 'Passer au thème clair' }).click();
  detail = await openContents(page);
  await detail.getByRole('button', { name: 'Lien client', exact: true }).press('Enter');
  const brand = page.getByRole('dialog', { name: 'Lien client' });
  await expect(brand).toContainText('les contenus de « Lancement printemps »');
  await expect(brand.getByText('Aucun lien client pour cette collaboration.')).toBeVisible();
  const brandUrl = await createLink(
    page,
    brand,
    'marie@lumiere.example',
    'Email du client (facultatif)',
  );
  expect(brandUrl).toMatch(/\/lien\/client#[\w-]{43}$/);
  await expectNoSeriousA11yViolations(page);
  await revokeLink(brand);
});
