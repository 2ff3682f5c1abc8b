import type { Browser } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAccount, signUp, test } from './fixtures';

/** Another account's agency, signed up in a browser of its own: its join code. */
async function codeOfAnotherAgency(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, newAccount('owner'));
  await page.goto('/app/account');
  const code = (await page.getByTestId('join-code').textContent())!.trim();
  await context.close();
  return code;
}

test('without an agency: one welcome screen leads to Compte, joining opens the sections', async ({
  page,
  browser,
}) => {
  const code = await codeOfAnotherAgency(browser);
  await signUp(page, newAccount('later'), { none: true });
  await expect(page).toHaveURL(/\/app\/collaborations$/);

  const welcome = page.getByRole('heading', { level: 1, name: 'Bienvenue sur Infludesk' });
  await expect(welcome).toBeVisible();
  await expect(page.getByText("Vous n'êtes pas encore membre d'une agence.")).toBeVisible();
  await expect(page.getByText(/Impossible de charger/)).toHaveCount(0);
  // Nine failing sections are not offered: Compte only.
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link')).toHaveText(['Compte']);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Passer au thème clair' }).click();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/app/clients');
  await expect(welcome).toBeVisible();
  await expect(page.getByText(/Impossible de charger/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Rejoindre une agence' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await page.getByLabel("Code de l'agence").fill(code);
  await page.getByRole('button', { name: 'Rejoindre' }).click();
  await expect(page.getByText("Vous avez rejoint l'agence avec succès.")).toBeVisible({
    timeout: 2000,
  });

  // The sections open without a reload.
  await nav.getByRole('link', { name: 'Collaborations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collaborations' })).toBeVisible();
  await nav.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText(/Impossible de charger/)).toHaveCount(0);
  await expect(welcome).toHaveCount(0);
});

test('joining from Compte says so at once', async ({ page, browser }) => {
  const code = await codeOfAnotherAgency(browser);
  await signUp(page, newAccount('later'), { none: true });
  await page.goto('/app/account');
  await page.getByLabel("Code de l'agence").fill(code);
  // The session read again after joining answers last, as it did in the walk: the join card has
  // given way to the agency card by then, which once took the toast with it.
  await page.route('**/api/auth/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Rejoindre' }).click();
  await expect(page.getByText("Vous avez rejoint l'agence avec succès.")).toBeVisible({
    timeout: 2000,
  });
  await expect(page.getByTestId('join-code')).toHaveText(code);
});
