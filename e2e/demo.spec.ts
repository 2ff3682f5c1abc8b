import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// 'Voir la démo' (issue 27 #9, decision 0038): the landing page's button opens a throw-away
// agency filled with the demo data, signed in at once, under a banner saying it lasts 24 h.

const BANNER = 'Agence de démonstration : les données sont effacées après 24 h';

async function expectAccessibleInBothThemes(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('Voir la démo opens a demo agency with its data, signed in, under the 24 h banner', async ({
  page,
}) => {
  // Two axe runs a theme on a filled list: minutes on a busy 2-core machine.
  test.setTimeout(360_000);
  await page.goto('/');
  // The answer is held until the loading state has been seen: a fast server cannot race it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/demo-agency', async (route) => {
    await held;
    await route.continue();
  });

  const startedAt = Date.now();
  await page.getByRole('button', { name: 'Voir la démo' }).click();
  const busy = page.getByRole('button', { name: 'Préparation de la démo…' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expectAccessibleInBothThemes(page);
  const heldFor = Date.now() - startedAt;
  release();

  // Collaborations, filled by the demo (a page of rows), under the banner.
  await expect(page).toHaveURL(/\/app\/collaborations$/, { timeout: 30_000 });
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByRole('row').nth(10)).toBeVisible({ timeout: 30_000 });
  console.info(`demo: click to filled screen in ${Date.now() - startedAt - heldFor} ms`);
  await expectAccessibleInBothThemes(page);

  // A real session: the other sections are there too, still under the banner.
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByText('30 clients')).toBeVisible();
  await expect(page.getByText(BANNER)).toBeVisible();
  await page.reload();
  await expect(page.getByText('30 clients')).toBeVisible();
});

test('past the limit of its address, the landing page says so in French', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  // Five demos from this address (the fixture gives the test one of its own), then the click.
  for (let i = 0; i < 5; i += 1) {
    expect((await page.request.post('/api/demo-agency')).status()).toBe(201);
  }
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Voir la démo' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Trop de démos ouvertes depuis votre adresse. Veuillez réessayer dans une heure.',
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Voir la démo' })).toBeEnabled();
  await expectAccessibleInBothThemes(page);
});
