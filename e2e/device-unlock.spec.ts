import http from 'node:http';
import { expect, expectNoSeriousA11yViolations, newAccount, signUp, test } from './fixtures';
import { waitForMailLink } from './outbox';

// Issue 27: a spread-out attack locks every new browser out of an account for 15 minutes
// (decision 0006); the owner is mailed « Débloquer cet appareil », whose link lets them in.

/**
 * A failed sign-in from another loopback address (127.0.0.2…): the server counts the socket's
 * address (no TRUST_PROXY in the journeys), as it would count strangers elsewhere.
 */
function failSignInFrom(localAddress: string, email: string) {
  const port = Number(process.env.E2E_PORT ?? 3000);
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        path: '/api/auth/sign-in',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ email, password: 'pas-le-bon-mot' }));
  });
}

test('the mailed unlock link lets the owner sign in on a new browser despite the lock', async ({
  page,
  browser,
}) => {
  test.slow(); // 21 failed sign-ins, two browsers and a mailed link
  const account = newAccount('verrou');
  await signUp(page, account);
  await expect(page).toHaveURL(/\/app\/collaborations$/);

  // 20 failures from 4 other addresses (5 each): every new browser is locked out.
  const statuses: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    statuses.push(await failSignInFrom(`127.0.0.${2 + Math.floor(i / 5)}`, account.email));
  }
  expect(statuses.every((status) => status === 401)).toBe(true);
  expect(await failSignInFrom('127.0.0.6', account.email)).toBe(429);

  // A new browser (no device cookie): the right password is refused too.
  const context = await browser.newContext();
  const stranger = await context.newPage();
  await stranger.goto('/login');
  await stranger.getByLabel('Email').fill(account.email);
  await stranger.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await stranger.getByRole('button', { name: 'Se connecter' }).click();
  await expect(stranger.getByRole('alert')).toHaveText(
    'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  );

  // The owner opens the mailed link in that browser, then signs in.
  await stranger.goto(await waitForMailLink(account.email, 'unlock-device'));
  await expect(
    stranger.getByRole('heading', { level: 1, name: 'Débloquer cet appareil' }),
  ).toBeVisible();
  await expect(stranger.getByRole('status')).toContainText('Cet appareil est débloqué');
  await expect(stranger.getByLabel('Email')).toHaveValue(account.email);
  await expectNoSeriousA11yViolations(stranger);
  await stranger.screenshot({ path: '/tmp/e2e-unlock-device.png' });
  await stranger.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await stranger.getByRole('button', { name: 'Se connecter' }).click();
  await expect(stranger).toHaveURL(/\/app\/collaborations$/);
  await context.close();
});
