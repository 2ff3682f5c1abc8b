import { describe, expect, it } from 'vitest';
import { createAgent, signUpUser } from '#server/testing/harness';
import { createRateLimiter, SIGN_UP_ALL_IP_RULE } from '#server/middleware/rate-limit';
import { t, freshIp, freshEmail, signUpBody, countUsers } from '#server/features/auth/auth-testing';

// Issue 10, items 12 and 13 (and issue 27: an existing address answers as a new one, decision
// 0039): sign-up attempts are bounded per address, and sign-up refuses passwords that are common or guessable.
describe('sign-up limits', () => {
  const signUpFrom = (ip: string, body: Record<string, unknown>) =>
    createAgent(t.app, ip).post('/api/auth/sign-up', signUpBody(body));

  it('counts a sign-up of an existing address like any other: 50 an hour from one address', async () => {
    const { email } = await signUpUser(createAgent(t.app), { agency: 'none' });
    const ip = freshIp();
    const limiter = createRateLimiter(t.db);
    for (let i = 0; i < 48; i += 1) {
      await limiter.take([{ keys: [`sign-up:all:ip:${ip}`], rule: SIGN_UP_ALL_IP_RULE }]);
    }
    // Known or new, the answer is the same until the budget is spent, for both alike.
    expect((await signUpFrom(ip, { email })).status).toBe(201);
    expect((await signUpFrom(ip, {})).status).toBe(201);
    const blocked = await signUpFrom(ip, { email });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toEqual({
      code: 'rate_limited',
      message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await signUpFrom(ip, {})).status).toBe(429);
  });

  it('limits attempts of any outcome to 50 an hour from one address', async () => {
    const ip = freshIp();
    // 49 attempts already counted (another app server on the same table, say).
    const limiter = createRateLimiter(t.db);
    for (let i = 0; i < 49; i += 1) {
      await limiter.take([{ keys: [`sign-up:all:ip:${ip}`], rule: SIGN_UP_ALL_IP_RULE }]);
    }
    expect((await signUpFrom(ip, {})).status).toBe(201);
    expect((await signUpFrom(ip, {})).status).toBe(429);
    expect((await signUpFrom(freshIp(), {})).status).toBe(201);
  });
});

describe('the password rule of sign-up', () => {
  it.each([
    ['password', 'Le champ « Mot de passe » fait partie des mots de passe les plus courants.'],
    ['12345678', 'Le champ « Mot de passe » fait partie des mots de passe les plus courants.'],
    [
      '        ',
      'Le champ « Mot de passe » répète les mêmes caractères : il se devine facilement.',
    ],
    [
      'azertyuiop',
      'Le champ « Mot de passe » suit les touches du clavier : il se devine facilement.',
    ],
    ['court', 'Le champ « Mot de passe » doit contenir au moins 8 caractères.'],
  ])('refuses %j with 422 and the reason in French', async (password, message) => {
    const body = signUpBody({ password });
    const response = await createAgent(t.app, freshIp()).post('/api/auth/sign-up', body);
    expect(response.status).toBe(422);
    expect(response.json.error.fields).toEqual({ password: message });
    expect(await countUsers(body.email as string)).toBe(0);
  });

  it('refuses a password made of the email or the name', async () => {
    const email = freshEmail('dominique.lefebvre');
    for (const password of [email, `${email.split('@')[0]}!2024x`, 'Lefebvre-Dominique-77']) {
      const response = await createAgent(t.app, freshIp()).post(
        '/api/auth/sign-up',
        signUpBody({ email, firstName: 'Dominique', lastName: 'Lefèbvre', password }),
      );
      expect(response.status, password).toBe(422);
      expect(response.json.error.fields.password).toBe(
        'Le champ « Mot de passe » ne doit pas contenir votre email ni votre nom.',
      );
    }
  });

  it('accepts a passphrase, and a weak refusal uses no budget', async () => {
    const ip = freshIp();
    for (let i = 0; i < 12; i += 1) {
      expect((await signUpFrom(ip, { password: 'password' })).status).toBe(422);
    }
    const response = await signUpFrom(ip, { password: 'girafe violette sous la pluie' });
    expect(response.status).toBe(201);
  });

  const signUpFrom = (ip: string, body: Record<string, unknown>) =>
    createAgent(t.app, ip).post('/api/auth/sign-up', signUpBody(body));
});
