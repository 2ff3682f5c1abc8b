import type { PasswordRating } from '#shared/domain/password-strength';
import { passwordStrength } from '#shared/i18n/fr-passwords';

const t = passwordStrength;

/**
 * The line under the strength meter. A refusal the password field already shows (the same
 * reason, set on submit) is said once, by the field, which the input is tied to: the meter's
 * line stays empty rather than repeat it (issue 27, item 11).
 */
export function getMeterText(rating: PasswordRating | null, fieldError?: string): string {
  if (!rating) return t.hint;
  if (!rating.problem) return t.accepted;
  const problem = t.problems[rating.problem];
  return problem === fieldError ? '' : problem;
}
