import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAccount, signUp, test } from './fixtures';
import { euros, post, signUpToApp } from './journey-data';

// Issue 28: two members of one agency edit the same deal. The second save meets the first:
// nothing typed is lost, the differences show, 'Garder mes modifications' keeps both changes;
// the deal's 'Historique' names who changed what, and the admins' journal lists it all.

/** axe in both themes, without a reload (a reload would lose the form being typed in). */
async function expectAccessibleInBothThemes(page: Page) {
  for (const isDark of [true, false]) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), isDark);
    await expectNoSeriousA11yViolations(page);
  }
}

const BILLED = 'Montant facturé au client (HT) (€)';

test('two members save one deal: the conflict keeps the typing and merges, the history names them', async ({
  page,
  browser,
}) => {
  // Two sign-ups and axe in two themes on four screens.
  test.setTimeout(120_000);
  // A: the agency's owner (an admin), with a client and a deal billed 4 000 €.
  await signUpToApp(page);
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  await post(page, '/api/collaborations', {
    name: 'Lancement printemps',
    type: 'collaboration_entrante',
    clientId: client.id,
    contactDate: '2026-01-15',
    manager: 'Léa Petit',
    billedCents: 400_000,
  });
  await page.goto('/app/account');
  const code = (await page.getByTestId('join-code').textContent())!.trim();
  const ownerName = [
    await page.getByLabel('Prénom').inputValue(),
    await page.getByLabel('Nom', { exact: true }).inputValue(),
  ].join(' ');

  // B: a colleague who joins with the agency's code, in a browser of their own.
  const colleagueContext = await browser.newContext();
  const other = await colleagueContext.newPage();
  const colleague = newAccount('colleague');
  await signUp(other, colleague, { code });
  await expect(other).toHaveURL(/\/app\/collaborations$/);

  // Both open the deal's edit form.
  await page.goto('/app/collaborations');
  await other.reload();
  for (const each of [page, other]) {
    await each.getByRole('button', { name: 'Modifier Lancement printemps' }).click();
  }
  const mine = page.getByRole('dialog', { name: 'Modifier la collaboration' });
  const theirs = other.getByRole('dialog', { name: 'Modifier la collaboration' });
  await expect(mine.getByLabel(BILLED)).toHaveValue('4000');
  await expect(theirs.getByLabel(BILLED)).toHaveValue('4000');

  // A saves a new amount.
  await mine.getByLabel(BILLED).fill('5 000');
  await mine.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page.getByText('Collaboration mise à jour.')).toBeVisible();

  // B changes the project manager and saves: refused, the typing stays, the alert says who.
  await theirs.getByLabel('Chef de projet').fill('Hugo Bernard');
  await theirs.getByRole('button', { name: 'Mettre à jour' }).click();
  const conflict = theirs.getByTestId('edit-conflict');
  await expect(conflict.getByRole('alert')).toContainText(
    new RegExp(
      `Cette collaboration a été modifiée par ${ownerName} .+ pendant que vous la modifiiez\\.`,
    ),
  );
  await expect(theirs.getByLabel('Chef de projet')).toHaveValue('Hugo Bernard');
  await expectAccessibleInBothThemes(other);

  // The differences: the manager B typed, the amount A saved.
  await conflict.getByRole('button', { name: 'Voir les différences' }).click();
  const table = conflict.getByRole('table', { name: 'Différences avec leur version' });
  const managerRow = table.getByRole('row').filter({ hasText: 'Hugo Bernard' });
  await expect(managerRow).toContainText('Léa Petit');
  const billedRow = table.getByRole('row').filter({ hasText: 'Montant facturé' });
  await expect(billedRow.getByRole('cell').nth(0)).toHaveText(euros('4 000 €'));
  await expect(billedRow.getByRole('cell').nth(1)).toHaveText(euros('5 000 €'));
  await other.screenshot({ path: 'test-results/team-edits-conflict.png' });
  await expectAccessibleInBothThemes(other);

  // Keep mine: B's manager and A's amount, saved on A's version.
  await conflict.getByRole('button', { name: 'Garder mes modifications' }).click();
  await expect(other.getByText('Collaboration mise à jour.')).toBeVisible();
  await expect(theirs).toBeHidden();
  const saved = await page.request.get('/api/collaborations?q=Lancement');
  const [deal] = ((await saved.json()) as { items: { id: string }[] }).items;
  const detail = (await (await page.request.get(`/api/collaborations/${deal!.id}`)).json()) as {
    manager: string;
    billedCents: number;
  };
  expect(detail).toMatchObject({ manager: 'Hugo Bernard', billedCents: 500_000 });

  // The deal's history: A's amount before and after, B's manager, newest first.
  await other.getByRole('button', { name: 'Lancement printemps', exact: true }).click();
  const shown = other.getByRole('dialog', { name: 'Lancement printemps' });
  await shown.getByRole('tab', { name: 'Historique' }).click();
  const entries = shown.getByTestId('history-entry');
  const colleagueName = `${colleague.firstName} ${colleague.lastName}`;
  await expect(entries.first()).toContainText(
    `${colleagueName} a changé Chef de projet : Léa Petit → Hugo Bernard`,
  );
  await expect(
    entries.filter({
      hasText: new RegExp(`^${ownerName} a changé Montant facturé : 4\\s000\\s€ → 5\\s000\\s€`),
    }),
  ).toHaveCount(1);
  await expect(entries.last()).toContainText('a créé « Lancement printemps »');
  await other.screenshot({ path: 'test-results/team-edits-history.png' });
  await expectAccessibleInBothThemes(other);
  // The tabs answer the arrow keys ('Contenus', issue 29, 'Rapport', issue 30, and
  // 'Conformité', issue 31, sit between the two).
  await shown.getByRole('tab', { name: 'Historique' }).press('ArrowLeft');
  await expect(shown.getByRole('tab', { name: 'Conformité' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await shown.getByRole('tab', { name: 'Conformité' }).press('ArrowLeft');
  await expect(shown.getByRole('tab', { name: 'Rapport' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await shown.getByRole('tab', { name: 'Rapport' }).press('ArrowLeft');
  await expect(shown.getByRole('tab', { name: 'Contenus' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await shown.getByRole('tab', { name: 'Contenus' }).press('ArrowLeft');
  await expect(shown.getByRole('tab', { name: 'Détails' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await colleagueContext.close();

  // The admin's journal: every event, filtered by member.
  await page.goto('/app/account');
  const journal = page.getByTestId('activity-journal');
  await expect(journal.getByTestId('history-entry').first()).toContainText(colleagueName);
  await page.getByLabel('Membre', { exact: true }).selectOption({ label: colleagueName });
  await expect(journal.getByTestId('history-entry')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Exporter en CSV' })).toHaveAttribute(
    'href',
    /\/api\/history\/export\.csv\?member=/,
  );
  await expectAccessibleInBothThemes(page);
});
