import { useDeferredValue, useId, useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cn } from '#client/lib/cn';
import { getMeterText } from '#client/components/forms/password-meter-text';
import {
  loadPasswordEstimator,
  ratePassword,
  type PasswordRating,
  type PersonalDetails,
} from '#shared/domain/password-strength';
import { passwordStrength } from '#shared/i18n/fr-passwords';

const t = passwordStrength;

// The dictionaries (about 1.5 MB, 500 KB gzipped) load once, only on a screen with a meter.
const estimatorQuery = queryOptions({
  queryKey: ['password-estimator'],
  queryFn: loadPasswordEstimator,
  staleTime: Infinity,
  gcTime: Infinity,
  structuralSharing: false,
});

/** The rule's verdict on a password being typed; null while empty or still loading. */
export function usePasswordRating(password: string, personal: PersonalDetails) {
  const estimator = useQuery(estimatorQuery).data;
  const typed = useDeferredValue(password);
  const { email, firstName, lastName } = personal;
  return useMemo(
    () =>
      estimator && typed ? ratePassword(typed, { email, firstName, lastName }, estimator) : null,
    [estimator, typed, email, firstName, lastName],
  );
}

/** The message a refused password gets, checked again right before submitting. */
export async function findPasswordProblem(password: string, personal: PersonalDetails) {
  const { problem } = ratePassword(password, personal, await loadPasswordEstimator());
  return problem ? t.problems[problem] : null;
}

const barTones = ['bg-danger', 'bg-danger', 'bg-warning', 'bg-success', 'bg-success'];

/**
 * Strength of a new password, with the reason in French when the rule refuses it: a label, a
 * meter (role, value and text for screen readers) and a line of text, announced politely.
 */
export function PasswordStrengthMeter({
  password,
  personal,
  fieldError,
}: {
  password: string;
  personal: PersonalDetails;
  /** The password field's own message: a reason it shows is not repeated here. */
  fieldError?: string;
}) {
  const id = useId();
  const rating: PasswordRating | null = usePasswordRating(password, personal);
  const score = rating?.score ?? 0;
  const level = rating ? t.levels[score] : '';
  const text = getMeterText(rating, fieldError);
  return (
    <div className="space-y-1" data-testid="password-strength">
      <div className="flex items-center justify-between text-xs">
        <span id={`${id}-label`} className="text-muted">
          {t.meterLabel}
        </span>
        <span className="font-medium text-foreground">{level}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={level || t.levels[0]}
        className="h-1.5 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className={cn('h-full transition-[width]', rating ? barTones[score] : 'bg-transparent')}
          style={{ width: `${rating ? ((score + 1) / 5) * 100 : 0}%` }}
        />
      </div>
      <p
        className={cn('text-xs', rating?.problem ? 'text-danger' : 'text-muted')}
        aria-live="polite"
      >
        {text}
      </p>
    </div>
  );
}
