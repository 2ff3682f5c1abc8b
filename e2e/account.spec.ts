import { expect, expectNoSeriousA11yViolations, newAccount, signUp, test } from './fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('edit my profile', async ({ page }) => {
  const account = newAccount();
  await signUp(page, account);
  await page.getByRole('link', { name: 'Compte' }).click();
  await page.getByLabel('Prénom').fill('Léonie');
  await page.getByLabel('Rôle').fill('Directrice');
  // The profile's own form: Compte has other cards with their own 'Enregistrer'.
  const profile = page.locator('form').filter({ has: page.getByLabel('Prénom') });
  await profile.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos informations ont été mises à jour avec succès.')).toBeVisible();
  await expect(
    page.getByRole('complementary').getByText(`Léonie ${account.lastName}`),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Prénom')).toHaveValue('Léonie');
});

test('a colleague joins with the code, the owner limits their sections, a renewed code refuses the old one', async ({
  page,
  browser,
}) => {
  const owner = newAccount('owner');
  await signUp(page, owner);
  await page.goto('/app/account');
  const code = (await page.getByTestId('join-code').textContent())!.trim();
  await page.getByRole('button', { name: 'Copier le code' }).click();
  await expect(page.getByRole('button', { name: 'Copier le code' })).toContainText('Copié !');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(page.getByRole('button', { name: 'Copier le code' })).toContainText('Copier', {
    timeout: 4000,
  });

  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  const colleague = newAccount('colleague');
  await signUp(colleaguePage, colleague, { code });
  await expect(colleaguePage).toHaveURL(/\/app\/collaborations$/);
  await expect(colleaguePage.getByText(owner.agencyName)).toBeVisible();

  await page.reload();
  const member = page.getByTestId('team-member').filter({ hasText: colleague.lastName });
  await expect(member).toContainText('Utilisateur');
  const clientsBox = member.getByRole('checkbox', { name: 'Clients' });
  await expect(clientsBox).toBeChecked();
  await clientsBox.uncheck();
  await expect(clientsBox).not.toBeChecked();

  await colleaguePage.reload();
  const nav = colleaguePage.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Influenceurs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Clients' })).toHaveCount(0);
  await colleaguePage.goto('/app/clients');
  await expect(colleaguePage).toHaveURL(/\/app\/collaborations$/);
  const status = await colleaguePage.evaluate(async () => (await fetch('/api/clients')).status);
  expect(status).toBe(403);

  await page.getByRole('button', { name: 'Renouveler le code' }).click();
  await page
    .getByRole('dialog', { name: 'Renouveler le code' })
    .getByRole('button', { name: 'Renouveler le code' })
    .click();
  await expect(page.getByText('Le code a été renouvelé.')).toBeVisible();
  await expect(page.getByTestId('join-code')).not.toHaveText(code);

  const latecomerPage = await colleagueContext.browser()!.newPage();
  await signUp(latecomerPage, newAccount('late'), { code });
  await expect(latecomerPage.getByRole('alert')).toHaveText("Cette agence n'existe pas");
  await colleagueContext.close();
});

test('delete my account: a wrong password is refused, the right one signs me out', async ({
  page,
}) => {
  const account = newAccount();
  await signUp(page, account);
  await page.goto('/app/account');
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer le compte' });
  await dialog.getByLabel('Mot de passe').fill('mauvais-mot-de-passe');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Mot de passe incorrect');
  await dialog.getByLabel('Mot de passe').fill(account.password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
});

for (const theme of ['dark', 'light'] as const) {
  test(`the account screen has no serious accessibility violation (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('infludesk-theme', value), theme);
    await signUp(page, newAccount());
    await page.goto('/app/account');
    await expect(page.getByRole('heading', { name: "Membres de l'équipe" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await expect(page.getByRole('dialog', { name: 'Supprimer le compte' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
