import {
  expect,
  expectNoSeriousA11yViolations,
  newAccount,
  signIn,
  signUp,
  test,
} from './fixtures';
import { waitForMailLink, waitForMailWith } from './outbox';

const SECTION_LABELS = [
  'Collaborations',
  'À valider',
  'Tâches',
  'Clients',
  'Influenceurs',
  'Casting',
  'Comptabilité influenceur',
  'Ressources',
  'Assistant IA',
  'Compte',
];

test('sign up with a new agency, land on Collaborations, sign out and back in', async ({
  page,
}) => {
  const account = newAccount();
  await signUp(page, account);
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Collaborations' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link')).toHaveText(SECTION_LABELS);
  await expect(nav.getByRole('link', { name: 'Collaborations' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(account.agencyName)).toBeVisible();

  // Signed in, /login leads back into the app.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/app\/collaborations$/);

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/app/clients');
  await expect(page).toHaveURL(/\/login$/);

  // Signing in leads back to the page that asked for it.
  await signIn(page, account);
  await expect(page).toHaveURL(/\/app\/clients$/);
});

test('a wrong password shows the spec’s message and keeps what was typed', async ({ page }) => {
  const account = newAccount();
  await signUp(page, account);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await signIn(page, { email: account.email, password: 'pas-le-bon' });
  await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
});

test('signing up an address that has an account shows the same step as a new one; the owner is mailed', async ({
  page,
}) => {
  test.slow(); // three sign-ups and a mailed link
  const account = newAccount();
  await signUp(page, account);
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await page.getByRole('button', { name: 'Déconnexion' }).click();

  // The same address again: nothing on screen tells that it has an account (decision 0039).
  await signUp(page, account, { create: true }, { openMailedLink: false });
  const step = page.getByRole('status').filter({ hasText: 'Vérifiez votre boîte mail' });
  await expect(step.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
  await expect(step).toContainText(`Nous venons d'envoyer un message à ${account.email}.`);
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/e2e-sign-up-check-mailbox.png' });
  const mail = await waitForMailWith(account.email, 'Vous avez déjà un compte');
  expect(mail).toContain('/login');
  expect(mail).toMatch(/\/reset-password\?token=[\w-]+/);

  // A new address gets the very same step.
  const stranger = newAccount('nouveau');
  await signUp(page, stranger, { create: true }, { openMailedLink: false });
  await expect(step).toContainText(`Nous venons d'envoyer un message à ${stranger.email}.`);
  await expect(step.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
});

test('the mailed sign-up link creates the account and opens the app, verified; it works once', async ({
  page,
}) => {
  const account = newAccount('lien');
  await signUp(page, account, { create: true }, { openMailedLink: false });
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
  const link = await waitForMailLink(account.email, 'confirm-sign-up');
  await page.goto(link);
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await expect(page.getByText(account.agencyName)).toBeVisible();
  // The link came through the mailbox: no banner asks to verify the address.
  await expect(page.getByRole('region', { name: "Vérification de l'adresse email" })).toBeHidden();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    "Ce lien n'est plus valide : il a déjà servi ou a expiré.",
  );
  await expectNoSeriousA11yViolations(page);
});

test('required fields are named in French next to the field', async ({ page }) => {
  await page.goto('/login?mode=signup');
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Le champ « Prénom » est requis.')).toBeVisible();
  await expect(page.getByText('Le champ « Email » est requis.')).toBeVisible();
  await expect(page.getByText("Le champ « Nom de l'agence » est requis.")).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Mot de passe', { exact: true });
  await password.fill('secret-123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('the theme is dark by default and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Passer au thème clair' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Passer au thème sombre' })).toBeVisible();
});

test('on a 390-px screen the sidebar is a drawer with a hamburger and an overlay', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, newAccount());
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation principale' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByTestId('drawer-overlay').click({ position: { x: 370, y: 400 } });
  await expect(drawer).toBeHidden();
});
