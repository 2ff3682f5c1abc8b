import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAccount, signUp, test } from './fixtures';
import { post, signUpToApp } from './journey-data';

// Issue 27, items 6 and 11: what a person reads is French, said once. The spec's English
// ('Loading...', 'Document not found') stays only in API codes.

const GONE = "Cet élément n'existe plus (il a peut-être été supprimé).";

/** Holds the session request until `release` is called: the guards' waiting screen shows. */
async function holdSession(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/session', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('« Chargement… » while the session is asked, on /login and /superadmin', async ({ page }) => {
  for (const path of ['/login', '/superadmin']) {
    const release = await holdSession(page);
    await page.goto(path);
    await expect(page.getByRole('status')).toHaveText('Chargement…');
    await expect(page.getByText('Loading...')).toHaveCount(0);
    if (path === '/login') await expectNoSeriousA11yViolations(page);
    release();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.unroute('**/api/auth/session');
  }
});

test('a client a colleague deleted while I edit it: the form says so, saving says so in French', async ({
  page,
  browser,
}) => {
  // Two sign-ups, two browsers.
  test.setTimeout(90_000);
  const owner = newAccount('owner');
  await signUp(page, owner);
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  const first = await post(page, '/api/clients', { brandName: 'Maison Éphémère', contacts: [] });
  const second = await post(page, '/api/clients', { brandName: 'Atelier Passager', contacts: [] });
  await page.goto('/app/account');
  const code = (await page.getByTestId('join-code').textContent())!.trim();

  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByTestId('client-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Maison Éphémère', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Maison Éphémère' });
  await expect(detail.getByRole('button', { name: 'Modifier' })).toBeEnabled();
  await detail.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le client' });
  await edit.getByLabel('Nom de la marque').fill('Maison Éphémère Paris');

  // Meanwhile, a colleague deletes both clients from another browser.
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  const colleagueAccount = newAccount('colleague');
  await signUp(colleague, colleagueAccount, { code });
  await expect(colleague).toHaveURL(/\/app\/collaborations$/);
  for (const id of [first.id, second.id]) {
    const response = await colleague.request.delete(`/api/clients/${id}`);
    expect(response.status()).toBe(200);
  }
  await colleagueContext.close();

  // The open form says so at once and keeps the typing; saving is refused, in French.
  const { firstName, lastName } = colleagueAccount;
  await expect(edit.getByRole('status')).toContainText(
    `${firstName} ${lastName} vient de supprimer ce client`,
  );
  await expect(edit.getByLabel('Nom de la marque')).toHaveValue('Maison Éphémère Paris');
  await edit.getByRole('button', { name: 'Mettre à jour' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: GONE });
  await expect(toast).toBeVisible();
  await expect(page.getByText('Document not found')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Annuler' }).click();
  await page
    .getByRole('dialog', { name: 'Abandonner les modifications ?' })
    .getByRole('button', { name: 'Abandonner' })
    .click();
  await expect(edit).toBeHidden();
  await toast.getByRole('button', { name: 'Fermer la notification' }).click();
  await expect(toast).toHaveCount(0);

  // The list has dropped both (live updates), in French.
  await expect(page.getByTestId('client-row')).toHaveCount(0);
  await expect(page.getByText('Aucun client')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('each empty Ressources card says its type in correct French', async ({ page }) => {
  await signUpToApp(page);
  await page.getByRole('link', { name: 'Ressources' }).click();
  const cards = page.getByTestId('resource-card');
  await expect(cards).toHaveText([
    /Aucun brief$/,
    /Aucun contrat$/,
    /Aucune facture$/,
    /Aucun devis$/,
    /Aucun email type$/,
    /Aucune formation interne$/,
    /Aucune vidéo$/,
    /Aucune autre ressource$/,
  ]);
  await expect(page.getByText(/Aucun (Factures|Vidéo|Briefs)/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("a failed agency rename shows the spec's message, in a toast closed in French", async ({
  page,
}) => {
  await signUpToApp(page);
  await page.getByRole('link', { name: 'Compte' }).click();
  await page.getByRole('button', { name: 'Modifier' }).click();
  await page.getByLabel("Nom de l'agence").fill('Agence Renommée');
  // The server fails (a database outage, say): answered as the error handler answers a 500.
  await page.route('**/api/account/agency', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 500,
          json: {
            error: {
              code: 'internal',
              message: 'Une erreur inattendue est survenue. Veuillez réessayer.',
            },
          },
        })
      : route.continue(),
  );
  const form = page.locator('form').filter({ has: page.getByLabel("Nom de l'agence") });
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toHaveText(/Une erreur est survenue lors de la mise à jour\./);
  await expect(toast.getByRole('button', { name: 'Fermer la notification' })).toBeVisible();
  await expect(page.getByLabel("Nom de l'agence")).toHaveValue('Agence Renommée');
  await toast.getByRole('button', { name: 'Fermer la notification' }).click();
  await expect(toast).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("an unsigned deal says 'Non signée' in the lists and its detail", async ({ page }) => {
  await signUpToApp(page);
  const client = await post(page, '/api/clients', { brandName: 'Lumi Cosmétiques', contacts: [] });
  await post(page, '/api/collaborations', {
    name: 'Rentrée scolaire',
    type: 'casting_interne',
    clientId: client.id,
    contactDate: '2026-01-15',
    manager: 'Léa Petit',
  });
  await page.reload();
  const row = page.getByTestId('collaboration-row');
  await expect(row).toContainText('Non signée');
  await expect(row).not.toContainText('Date inconnue');

  await page.getByRole('button', { name: 'Rentrée scolaire', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Rentrée scolaire' });
  // The term and its value (a <dt> and its <dd>).
  await expect(detail).toContainText('Date de signatureNon signée');
  await expectNoSeriousA11yViolations(page);
  await detail.getByRole('button', { name: 'Fermer' }).first().click();

  await page.getByRole('link', { name: 'Voir toutes les campagnes' }).click();
  await expect(page.getByTestId('campaign-row')).toContainText('Non signée');
});

test('a password with the name in it is refused once, not twice', async ({ page }) => {
  const account = newAccount('nom');
  await page.goto('/login?mode=signup');
  await page.getByLabel('Prénom').fill(account.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(account.lastName);
  await page.getByLabel("Rôle dans l'entreprise").fill('Chef de projet');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel("Nom de l'agence").fill(account.agencyName);
  const password = page.getByLabel('Mot de passe', { exact: true });
  await password.fill(`${account.lastName.split(' ')[0]}-et-compagnie`);
  const reason = page.getByText('ne doit pas contenir votre email ni votre nom');
  // While typing, the meter says why.
  await expect(page.getByTestId('password-strength')).toContainText(
    'ne doit pas contenir votre email ni votre nom',
  );
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  // Once refused, the field says it (tied to the input), and only the field.
  await expect(reason).toHaveCount(1);
  await expect(password).toHaveAccessibleDescription(
    /Le champ « Mot de passe » ne doit pas contenir votre email ni votre nom\./,
  );
  await expectNoSeriousA11yViolations(page);

  await password.fill('girafe violette sous la pluie');
  await expect(page.getByTestId('password-strength')).toContainText(
    'Ce mot de passe est assez solide.',
  );
  await expect(reason).toHaveCount(0);
});
