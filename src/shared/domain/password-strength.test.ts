import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadPasswordEstimator,
  ratePassword,
  type PasswordEstimator,
} from '#shared/domain/password-strength';
import { passwordStrength } from '#shared/i18n/fr-passwords';

let estimate: PasswordEstimator;
beforeAll(async () => {
  estimate = await loadPasswordEstimator();
});
const camille = { email: 'camille.martin@agence.fr', firstName: 'Camille', lastName: 'Martin' };
const rate = (password: string, personal = camille) => ratePassword(password, personal, estimate);

describe('ratePassword', () => {
  it.each([
    ['password', 'common'],
    ['12345678', 'common'],
    ['motdepasse', 'common'],
    ['P@ssw0rd2024', 'common'],
    ['        ', 'repeat'],
    ['aaaaaaaaaaaa', 'repeat'],
    ['azertyuiop', 'keyboard'],
    ['abcdefghijk', 'sequence'],
    ['soleil123', 'sequence'],
    ['marseille13', 'words'],
    ['Infludesk2026', 'personal'],
  ])('refuses %j (%s)', (password, problem) => {
    const rating = rate(password);
    expect(rating.problem).toBe(problem);
    expect(rating.score).toBeLessThan(3);
  });

  it('refuses what is shorter than 8 characters, however random', () => {
    expect(rate('k#9Qz!w')).toEqual({ score: expect.any(Number), problem: 'tooShort' });
    expect(rate('k#9Qz!w').score).toBeLessThanOrEqual(1);
  });

  it('refuses the email, its local part and the names, in any case or accent', () => {
    for (const password of [
      'camille.martin@agence.fr',
      'CAMILLE.MARTIN-xyz-2049',
      'Camille-aime-les-tulipes',
      'mârtin les grands bois',
      'camillemartin',
    ]) {
      expect(rate(password).problem, password).toBe('personal');
    }
    // Short names are too common inside other words to refuse for that.
    const short = { email: 'al@x.fr', firstName: 'Al', lastName: 'Li' };
    expect(rate('balcon de la lune rousse', short).problem).toBeNull();
  });

  it('accepts passphrases and the password of the test fixtures', () => {
    for (const password of [
      'motdepasse-solide',
      'girafe violette sous la pluie',
      'Le chat dort au soleil',
      'correct horse battery staple',
      'x7#Lm!q2Rv9t',
    ]) {
      const rating = rate(password);
      expect(rating.problem, password).toBeNull();
      expect(rating.score).toBeGreaterThanOrEqual(3);
    }
  });

  it('has a French message naming the field for every problem', () => {
    for (const message of Object.values(passwordStrength.problems)) {
      expect(message).toMatch(/^Le champ « Mot de passe » /);
    }
    expect(passwordStrength.levels).toHaveLength(5);
  });
});
