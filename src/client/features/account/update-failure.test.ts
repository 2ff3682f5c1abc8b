import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api';
import { updateFailureMessage } from '#client/features/account/update-failure';

const SPEC_TEXT = 'Une erreur est survenue lors de la mise à jour.';

// Issue 27, item 6: a failed agency rename showed the server's generic text, not the spec's.
describe('the toast of a failed profile or agency update', () => {
  it("is the spec's text for a server failure, a lost connection or a refused field", () => {
    expect(updateFailureMessage(new ApiError(500, 'internal', 'Une erreur inattendue.'))).toBe(
      SPEC_TEXT,
    );
    expect(updateFailureMessage(new ApiError(0, 'network', 'Impossible de joindre.'))).toBe(
      SPEC_TEXT,
    );
    const refused = new ApiError(422, 'validation', 'Le champ « Nom » est trop long.', {
      name: 'Le champ « Nom » est trop long.',
    });
    expect(updateFailureMessage(refused)).toBe(SPEC_TEXT);
    expect(updateFailureMessage(new Error('boom'))).toBe(SPEC_TEXT);
  });

  it("keeps the server's reason when the person's rights changed", () => {
    const forbidden = new ApiError(403, 'forbidden', 'Réservé aux administrateurs.');
    expect(updateFailureMessage(forbidden)).toBe('Réservé aux administrateurs.');
  });
});
