import { ApiError } from '#client/lib/api';
import { fr } from '#shared/i18n/fr';

/**
 * The toast of a failed profile or agency update: the spec's « Une erreur est survenue lors de
 * la mise à jour. » (issue 27, item 6). A refused field already says why beside it; only a
 * refusal the person can act on otherwise (403: their rights changed) keeps the server's reason.
 */
export const updateFailureMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 403 ? error.message : fr.errors.updateFailed;
