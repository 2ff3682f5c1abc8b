import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { post, signUpToApp } from './journey-data';

// Issue 28 §3, decision 0046: a deleted client waits in the Corbeille (Compte) and comes back
// whole, with its contacts.

async function openAccount(page: Page) {
  await page.getByRole('link', { name: 'Compte' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Corbeille' })).toBeVisible();
}

test('a deleted client comes back from the Corbeille with its contacts', async ({ page }) => {
  await signUpToApp(page);
  await post(page, '/api/clients', {
    brandName: 'Maison Lumière',
    contacts: [
      { name: 'Claire Martin', email: 'claire@maison-lumiere.fr' },
      { name: 'Hugo Bernard', email: 'hugo@maison-lumiere.fr' },
    ],
  });
  await post(page, '/api/clients', { brandName: 'Atelier Nord' });

  await openAccount(page);
  await expect(page.getByTestId('trash-empty')).toHaveText('La corbeille est vide');

  await page.getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('button', { name: 'Supprimer Maison Lumière' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer le client' });
  await expect(confirm).toContainText('depuis la Corbeille (Compte) pendant 30 jours.');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Client supprimé.')).toBeVisible();
  await expect(page.getByTestId('client-row')).toHaveCount(1);

  await openAccount(page);
  const item = page.getByTestId('trash-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Maison Lumière');
  await expect(item).toContainText('Client');
  await expect(item).toContainText(/Supprimé par Camille Durand \w+ · à l'instant/);
  await expect(item).toContainText('Effacé dans 30 jours');

  // The search and the kind filter ask the server.
  await page.getByLabel('Rechercher dans la corbeille').fill('nord');
  await expect(page.getByTestId('trash-empty')).toHaveText(
    'Aucun élément supprimé ne correspond à cette recherche',
  );
  await page.getByLabel('Rechercher dans la corbeille').fill('lumi');
  await expect(item).toHaveCount(1);
  await page.getByLabel('Type').selectOption({ label: 'Tâche' });
  await expect(page.getByTestId('trash-empty')).toBeVisible();
  await page.getByLabel('Type').selectOption({ label: 'Client' });
  await expect(item).toHaveCount(1);

  // axe on the Corbeille in both themes (the theme is read before the first paint).
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(item).toHaveCount(1);
    await page.getByTestId('trash-item').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/trash-${theme}.png` });
    await expectNoSeriousA11yViolations(page);
  }

  // 'Supprimer définitivement' asks first; cancelled here.
  await page.getByRole('button', { name: 'Supprimer définitivement Maison Lumière' }).click();
  const purge = page.getByRole('dialog', { name: 'Supprimer définitivement' });
  await expect(purge).toContainText('« Maison Lumière » et ses fichiers seront effacés');
  await expectNoSeriousA11yViolations(page);
  await purge.getByRole('button', { name: 'Annuler' }).click();
  await expect(purge).toBeHidden();

  await page.getByRole('button', { name: 'Restaurer Maison Lumière' }).click();
  await expect(page.getByText('« Maison Lumière » restauré')).toBeVisible();
  await expect(page.getByTestId('trash-empty')).toBeVisible();

  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByTestId('client-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Maison Lumière', exact: true }).press('Enter');
  const detail = page.getByRole('dialog', { name: 'Maison Lumière' });
  await expect(detail).toContainText('claire@maison-lumiere.fr');
  await expect(detail).toContainText('hugo@maison-lumiere.fr');
});
