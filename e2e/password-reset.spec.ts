import {
  expect,
  expectNoSeriousA11yViolations,
  newAccount,
  signIn,
  signUp,
  test,
} from './fixtures';
import { waitForMailLink } from './outbox';

const NEW_PASSWORD = 'Nouveau-mot-de-passe-2026!';

test('forgot password: the mailed link sets a new password, which then signs in', async ({
  page,
}) => {
  test.slow(); // sign-up now goes through its mailed link too
  const account = newAccount('oubli');
  await signUp(page, account);
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Si un compte existe pour cette adresse, un lien valable une heure vient de lui être envoyé.',
  );
  await page.screenshot({ path: '/tmp/e2e-forgot-password.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const link = await waitForMailLink(account.email, 'reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill('pas-le-meme-mot-de-passe');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Les deux mots de passe ne correspondent pas.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/e2e-reset-password.png' });

  await page.getByLabel('Confirmer le mot de passe').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Votre mot de passe a été modifié.', { exact: false })).toBeVisible();

  await signIn(page, account);
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
  await signIn(page, { email: account.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/app\/collaborations$/);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Encore-un-autre-2026!');
  await page.getByLabel('Confirmer le mot de passe').fill('Encore-un-autre-2026!');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Ce lien n'est plus valide : il a déjà servi ou a expiré.",
  );
});
