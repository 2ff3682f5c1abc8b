import { describe, expect, it } from 'vitest';
import { getMeterText } from '#client/components/forms/password-meter-text';
import { passwordStrength } from '#shared/i18n/fr-passwords';

const t = passwordStrength;

// Issue 27, item 11: « ne doit pas contenir votre email ni votre nom » showed under the field
// and again under the meter once the form was submitted.
describe('the line under the password meter', () => {
  it('says a refusal once: not again when the field shows it', () => {
    const rating = { score: 1, problem: 'personal' } as const;
    expect(getMeterText(rating)).toBe(t.problems.personal);
    expect(getMeterText(rating, t.problems.personal)).toBe('');
  });

  it('still explains a reason the field does not show', () => {
    const rating = { score: 0, problem: 'common' } as const;
    expect(getMeterText(rating, t.problems.personal)).toBe(t.problems.common);
    expect(getMeterText(rating, 'Le champ « Mot de passe » est requis.')).toBe(t.problems.common);
  });

  it('gives the hint before typing and the verdict on a good password', () => {
    expect(getMeterText(null)).toBe(t.hint);
    expect(getMeterText({ score: 4, problem: null }, t.problems.personal)).toBe(t.accepted);
  });
});
