import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#client/lib/api';

/** Puts the server's per-field messages next to their fields; the form keeps what was typed. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) {
    setError(field as Path<T>, { type: 'server', message });
  }
}
