import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('the landing page presents the product and leads to sign-in and sign-up', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText("campagnes d'influence");
  for (const feature of [
    'Tableau de bord',
    'Gestion des influenceurs',
    'Suivi des clients',
    'Planning',
    'Facturation',
    'Validation de contenu',
  ]) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(page.getByText('1000+')).toBeVisible();
  await expect(page.getByText('500+')).toBeVisible();
  await expect(page.getByText('50+', { exact: true })).toBeVisible();
  await expect(page.getByText('© 2024')).toBeVisible();

  await page.getByRole('link', { name: 'Connexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: 'Commencer' }).first().click();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`the landing and login pages have no serious accessibility violation (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/login?mode=signup');
    await expectNoSeriousA11yViolations(page);
  });
}
