import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { post, signUpToApp } from './journey-data';

// Demo data (issue 19): an empty agency loads it from the Collaborations empty state, sees it
// in every list, then clears it from Compte; what the member made stays.

async function expectAccessibleInBothThemes(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('load the demo data from the empty Collaborations screen, then clear it from Compte', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpToApp(page);
  await post(page, '/api/clients', { brandName: 'Ma vraie marque' });
  await page.reload();

  await expect(page.getByText('Aucune collaboration', { exact: true })).toBeVisible();
  const load = page.getByRole('button', { name: 'Charger des données de démonstration' });
  await expect(load).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await load.click();
  const confirm = page.getByRole('dialog', { name: 'Charger des données de démonstration ?' });
  await expect(confirm).toContainText('30 clients, 40 influenceurs, 60 collaborations');
  await expectAccessibleInBothThemes(page);
  await confirm.getByRole('button', { name: 'Charger' }).click();
  // A few hundred rows in one transaction: seconds on a busy 2-core machine.
  await expect(page.getByText('Données de démonstration chargées.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(confirm).toBeHidden();
  // The list fills (a page of rows), and the offer is gone.
  await expect(page.getByRole('row').nth(10)).toBeVisible();
  await expect(load).toBeHidden();

  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByText('31 clients')).toBeVisible();
  await page.getByRole('link', { name: 'Comptabilité influenceur' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Compte' }).click();
  const card = page.getByRole('heading', { name: 'Données de démonstration' });
  await expect(card).toBeVisible();
  await expect(
    page.getByText('30 clients, 40 influenceurs, 60 collaborations, 30 tâches, 6 castings'),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole('button', { name: 'Effacer les données de démonstration' }).click();
  const clear = page.getByRole('dialog', { name: 'Effacer les données de démonstration ?' });
  await expectAccessibleInBothThemes(page);
  await clear.getByRole('button', { name: 'Effacer' }).click();
  await expect(page.getByText('Données de démonstration effacées.')).toBeVisible();
  await expect(card).toBeHidden();

  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByText('1 client', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Ma vraie marque/ })).toBeVisible();
  await page.getByRole('link', { name: 'Collaborations' }).click();
  await expect(page.getByText('Aucune collaboration', { exact: true })).toBeVisible();
  await expect(load).toBeVisible();
});
