import { expect, newAccount, signIn, signUp, test } from './fixtures';

const SECTION_LABELS = [
  'Collaborations',
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

test('an email already in use says so, then turns to sign-in with the email kept', async ({
  page,
}) => {
  const account = newAccount();
  await signUp(page, account);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await signUp(page, account);
  await expect(page.getByRole('alert')).toHaveText(
    'Un compte existe déjà avec cette adresse email Veuillez vous connecter.',
  );
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible({ timeout: 6000 });
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
});

test('an unknown agency code is refused and nothing is created', async ({ page }) => {
  const account = newAccount();
  await signUp(page, account, { code: 'ce-code-n-existe-pas' });
  await expect(page.getByRole('alert')).toHaveText("Cette agence n'existe pas");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Créer une nouvelle agence').check();
  await page.getByLabel("Nom de l'agence").fill(account.agencyName);
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(/\/app\/collaborations$/);
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
