import { invalid } from '#server/lib/app-error';
import { loadPasswordEstimator, ratePassword } from '#shared/domain/password-strength';
import type { PersonalDetails } from '#shared/domain/password-strength';
import { passwordStrength } from '#shared/i18n/fr-passwords';

/**
 * The password rule, decided here whatever the browser showed (issue 10, item 13). For a new
 * password only (sign-up, and a reset): sign-in and the deletion check never apply it.
 */
export async function refuseWeakPassword(input: PersonalDetails & { password: string }) {
  const { problem } = ratePassword(input.password, input, await loadPasswordEstimator());
  if (!problem) return;
  const message = passwordStrength.problems[problem];
  throw invalid({ password: message }, message);
}
