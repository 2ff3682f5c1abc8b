import { request as requestFactory } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAccount, signUp, test } from './fixtures';

const ENDED = 'Votre session a pris fin. Veuillez vous reconnecter.';

test('a session ended elsewhere leads to /login with a message, then back to the page', async ({
  page,
  baseURL,
}) => {
  const account = newAccount();
  await signUp(page, account);
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Clients' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

  // Another device with the same cookie signs out: the session row is gone, this browser
  // still holds its cookie. The tab's event stream ends with the session (decision 0047): the
  // tab goes to /login by itself, without waiting for the next click.
  const elsewhere = await requestFactory.newContext({
    baseURL,
    storageState: await page.context().storageState(),
  });
  expect((await elsewhere.post('/api/auth/sign-out')).ok()).toBe(true);
  await elsewhere.dispose();

  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(page.getByText(ENDED)).toBeVisible();
  await expect(page.getByText('Aucun utilisateur connecté')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Signing in again, on this very screen, returns to the page the user was on.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText(ENDED)).toHaveCount(0);
});

test('a session whose cookie is dropped mid-use also ends with the message', async ({ page }) => {
  await signUp(page, newAccount());
  // The app's own frame, not index.html's (whose page header shows before the app has run).
  const link = page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Influenceurs' });
  await expect(link).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouvelle collaboration' }).first()).toBeVisible();
  // Only the browser's cookie goes: the session itself lives on, so the tab's event stream stays
  // open. The click is the next request, unless one the page sends on its own comes first (a
  // list still loading): either finds no session, and the tab ends on /login with the message.
  await page.context().clearCookies();
  await link.click({ timeout: 10_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(ENDED)).toBeVisible();
});

test('a signed-out visit of a deep link returns there after signing in, without the message', async ({
  page,
}) => {
  const account = newAccount();
  await signUp(page, account);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/app/influencers');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(ENDED)).toHaveCount(0);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/app\/influencers$/);
});
