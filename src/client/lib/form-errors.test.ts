import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api';
import { isSaidByAField } from '#client/lib/form-errors';

const personal = 'Le champ « Mot de passe » ne doit pas contenir votre email ni votre nom.';

// Issue 27, item 11: a refused password is said by its field, not again in a banner.
describe('isSaidByAField', () => {
  it('is true for a refused input whose message a field shows', () => {
    expect(isSaidByAField(new ApiError(422, 'validation', personal, { password: personal }))).toBe(
      true,
    );
  });

  it('is false for a message no field shows, or a refusal that is not about input', () => {
    expect(isSaidByAField(new ApiError(422, 'validation', 'Certains champs sont invalides.'))).toBe(
      false,
    );
    const inUse = 'Un compte existe déjà avec cette adresse email';
    expect(isSaidByAField(new ApiError(409, 'email_in_use', inUse, { email: inUse }))).toBe(false);
    expect(isSaidByAField(new Error(personal))).toBe(false);
  });
});
