import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import type { BaseSyntheticEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '#client/lib/api';

/** Runs a submission unless one is already running (see FormDialog). */
export type SubmitLock = (submit: () => Promise<void>) => Promise<void>;

/**
 * Puts the server's per-field messages next to their fields; the form keeps what was typed.
 * `toFormField` renames a field the form calls otherwise than the API.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toFormField: (field: string) => string = (field) => field,
) {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) {
    setError(toFormField(field) as Path<T>, { type: 'server', message });
  }
}

/**
 * A refused input (422) whose message is one of its fields' own messages: that field shows it,
 * so a banner above the form would only say it a second time (issue 27, item 11).
 */
export const isSaidByAField = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 422 &&
  Object.values(error.fields).includes(error.message);

/**
 * The submit handler of a form the server may refuse: `save`, then `onSaved`. On a refusal the
 * form stays as typed; the server's messages go next to their fields and its reason in a toast.
 */
export function createServerSubmit<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  {
    save,
    onSaved,
    lock,
    applyErrors = applyServerErrors,
  }: {
    save: (values: TOutput) => Promise<unknown>;
    onSaved: () => void;
    /** The dialog's guard (FormDialog): one submission at a time, its button disabled meanwhile. */
    lock?: SubmitLock;
    /** For a form whose field names differ from the API's. */
    applyErrors?: (error: unknown, setError: UseFormSetError<TInput>) => void;
  },
) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      onSaved();
    } catch (error) {
      applyErrors(error, form.setError);
      toast.error(errorMessage(error));
    }
  });
  if (!lock) return submit;
  return (event?: BaseSyntheticEvent) => {
    // Synchronously: a second click while the first submission runs must not post the form.
    event?.preventDefault();
    return lock(() => submit(event));
  };
}
