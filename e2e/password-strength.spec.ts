import { expect, expectNoSeriousA11yViolations, newAccount, test } from './fixtures';

// Issue 10, item 13: the sign-up form rates the password as it is typed, with the reason in
// French, and a common password is refused by the browser and by the server alike.
test('the strength meter explains a weak password, and sign-up refuses it', async ({ page }) => {
  const account = newAccount('fort');
  await page.goto('/login?mode=signup');
  await page.getByLabel('Prénom').fill(account.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(account.lastName);
  await page.getByLabel("Rôle dans l'entreprise").fill('Chef de projet');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel("Nom de l'agence").fill(account.agencyName);
  const password = page.getByLabel('Mot de passe', { exact: true });
  const meter = page.getByRole('meter', { name: 'Solidité du mot de passe' });
  const strength = page.getByTestId('password-strength');

  await password.fill('password');
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Très faible');
  await expect(strength).toContainText(
    'Le champ « Mot de passe » fait partie des mots de passe les plus courants.',
  );
  await expectNoSeriousA11yViolations(page);

  let signUpRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/sign-up')) signUpRequests += 1;
  });
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login/);
  expect(signUpRequests).toBe(0);

  await password.fill(`${account.lastName.split(' ')[0]}-et-compagnie`);
  await expect(strength).toContainText('ne doit pas contenir votre email ni votre nom');

  await password.fill('girafe violette sous la pluie');
  await expect(meter).toHaveAttribute('aria-valuenow', /^[34]$/);
  await expect(strength).toContainText('Ce mot de passe est assez solide.');
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-up')),
    page.getByRole('button', { name: "S'inscrire" }).click(),
  ]);
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
});

test('the server refuses a weak password whatever the browser did', async ({ page }) => {
  const account = newAccount('faible');
  await page.goto('/login?mode=signup');
  const response = await page.request.post('/api/auth/sign-up', {
    data: {
      email: account.email,
      password: '12345678',
      firstName: account.firstName,
      lastName: account.lastName,
      jobTitle: 'Chef de projet',
      agencyChoice: 'none',
    },
  });
  expect(response.status()).toBe(422);
  expect((await response.json()).error.fields).toEqual({
    password: 'Le champ « Mot de passe » fait partie des mots de passe les plus courants.',
  });
});
