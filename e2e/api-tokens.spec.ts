import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { signUpToApp } from './journey-data';

// Issue 32 §2, decision 0066: a member makes a personal token on Compte, shown once; a tool
// calls the public API with it; 'Dernière utilisation' says so; 'Révoquer' stops it at once.

async function openAccount(page: Page) {
  await page.getByRole('link', { name: 'Compte' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Jetons d’API' })).toBeVisible();
}

const callApi = (page: Page, token: string) =>
  page.request.get('/api/v1/token', { headers: { authorization: `Bearer ${token}` } });

test('a token made on Compte calls the API until it is revoked', async ({ page }) => {
  // Five axe runs on a shared machine.
  test.setTimeout(150_000);
  await signUpToApp(page);
  await openAccount(page);
  await expect(page.getByTestId('api-tokens-empty')).toHaveText('Aucun jeton pour le moment.');

  await page.getByRole('button', { name: 'Créer un jeton' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un jeton' });
  await dialog.getByRole('button', { name: 'Créer le jeton' }).click();
  await expect(dialog.getByText('Le champ « Nom » est requis.')).toBeVisible();
  await expect(dialog.getByText('« Sections » : choisissez au moins une section.')).toBeVisible();
  await dialog.getByLabel('Nom').fill('Zapier – factures');
  await dialog.getByLabel('Expiration').selectOption({ label: '30 jours' });
  await dialog.getByLabel('Collaborations').check();
  await dialog.getByLabel('Clients').check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Créer le jeton' }).click();

  const shown = page.getByRole('dialog', { name: 'Votre nouveau jeton' });
  await expect(shown).toContainText('il ne sera plus jamais affiché');
  const token = (await shown.getByTestId('api-token-value').textContent()) ?? '';
  expect(token).toMatch(/^ifd_[0-9a-f]{10}_[\w-]{43}$/);
  await expect(shown.getByRole('button', { name: 'Copier le jeton' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/api-token-shown.png' });
  await expectNoSeriousA11yViolations(page);
  await shown.getByRole('button', { name: 'J’ai copié le jeton' }).click();
  await expect(shown).toBeHidden();

  const row = page.getByTestId('api-token-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Zapier – factures');
  await expect(row).toContainText(`ifd_${token.split('_')[1]}_…`);
  await expect(row).toContainText('Collaborations, Clients');
  await expect(row).toContainText('Actif');
  await expect(page.getByTestId('api-token-last-used')).toHaveText('Jamais');
  // The token is shown nowhere any more.
  await expect(page.getByText(token)).toHaveCount(0);

  // A tool calls the API with it (the page's cookie rides along and is ignored).
  const answer = await callApi(page, token);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({
    name: 'Zapier – factures',
    sections: ['collaborations', 'clients'],
  });
  expect(answer.headers()['ratelimit-limit']).toBe('600');

  await page.reload();
  await expect(page.getByTestId('api-token-last-used')).not.toHaveText('Jamais');
  // « 28 nov. 2026 à 03:12 »
  await expect(page.getByTestId('api-token-last-used')).toHaveText(
    /^\d{1,2} \S+ \d{4} à \d{2}:\d{2}$/,
  );

  // axe on the card in both themes (the theme is read before the first paint).
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(row).toHaveCount(1);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/api-tokens-${theme}.png` });
    await expectNoSeriousA11yViolations(page);
  }

  // 'Révoquer' asks first, from the keyboard.
  await page.getByRole('button', { name: 'Révoquer le jeton Zapier – factures' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Révoquer le jeton' });
  await expect(confirm).toContainText('cessera de fonctionner immédiatement');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Révoquer' }).click();
  await expect(page.getByText('Jeton révoqué')).toBeVisible();
  await expect(row).toContainText('Révoqué');
  await expect(
    page.getByRole('button', { name: 'Révoquer le jeton Zapier – factures' }),
  ).toHaveCount(0);

  const refused = await callApi(page, token);
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe('token_revoked');
});
