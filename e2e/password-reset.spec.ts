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

test('an unverified account shows a banner; the mailed link verifies it and the banner goes', async ({
  page,
}) => {
  // A long address, which must wrap on a phone.
  const account = newAccount('verif.une.adresse.particulierement.longue.pour.un.telephone');
  await signUp(page, account);
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  const banner = page.getByRole('region', { name: "Vérification de l'adresse email" });
  await expect(banner).toContainText(
    `Confirmez votre adresse email : nous avons envoyé un lien de vérification à ${account.email}.`,
  );
  await banner.getByRole('button', { name: 'Renvoyer le lien' }).click();
  await expect(page.getByText('Un nouveau lien de vérification vous a été envoyé.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/e2e-verify-banner.png' });
  // On a 360-px phone the address wraps inside the banner: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(banner).toContainText(account.email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The second mail (the resent one); the first would work as well.
  const link = await waitForMailLink(account.email, 'verify-email', 2);
  await page.goto(link);
  await expect(page.getByRole('status')).toHaveText('Votre adresse email est vérifiée. Merci !');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/e2e-verified.png' });
  await page.getByRole('link', { name: "Aller à l'application" }).click();
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Collaborations' })).toBeVisible();
  await expect(banner).toBeHidden();

  // Opened again, the link says it has been used.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    "Ce lien n'est plus valide : il a déjà servi ou a expiré.",
  );
});
