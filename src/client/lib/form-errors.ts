import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import type { BaseSyntheticEvent } from 'react';
import { toast } from '#client/lib/toast';
import { ApiError, errorMessage, isConflictError } from '#client/lib/api';

/** Runs a submission unless one is already running (see FormDialog). */
export type SubmitLock = (submit: () => Promise<void>) => Promise<void>;

/** What the conflict of an edit needs of its form (react-hook-form's, seen without its types). */
export type ConflictForm = {
  getValues: () => FieldValues;
  reset: (values: FieldValues) => void;
  setValue: (name: string, value: unknown, options: { shouldDirty: boolean }) => void;
  formState: { defaultValues?: unknown };
};

/**
 * An edit form's link to its conflict handling (issue 28, edit-conflict.tsx): the version its
 * values are based on, sent with each save, and where a 409 `conflict` goes instead of a toast.
 */
export type FormConflict = {
  getVersion: () => number | undefined;
  raise: (error: ApiError, form: ConflictForm, resubmit: () => Promise<void>) => void;
  /** Tells the handling which form it guards, so a colleague's change can be compared at once. */
  attach?: (form: ConflictForm, resubmit: () => Promise<void>) => void;
};

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
    conflict,
    failureMessage = errorMessage,
  }: {
    /** `version`: the record's version the form is based on (an edit with `conflict`). */
    save: (values: TOutput, version?: number) => Promise<unknown>;
    onSaved: () => void;
    /** The dialog's guard (FormDialog): one submission at a time, its button disabled meanwhile. */
    lock?: SubmitLock;
    /** For a form whose field names differ from the API's. */
    applyErrors?: (error: unknown, setError: UseFormSetError<TInput>) => void;
    /** The dialog's conflict handling (DialogFormProps.conflict): a stale save asks, keeping all. */
    conflict?: FormConflict;
    /** The toast of a refusal; the server's message unless told. */
    failureMessage?: (error: unknown) => string;
  },
) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values, conflict?.getVersion());
      onSaved();
    } catch (error) {
      if (conflict && isConflictError(error)) {
        conflict.raise(error as ApiError, form as unknown as ConflictForm, () => run());
        return;
      }
      applyErrors(error, form.setError);
      toast.error(failureMessage(error));
    }
  });
  const run = (event?: BaseSyntheticEvent) => {
    if (!lock) return submit(event);
    // Synchronously: a second click while the first submission runs must not post the form.
    event?.preventDefault();
    return lock(() => submit(event));
  };
  conflict?.attach?.(form as unknown as ConflictForm, () => run());
  return run;
}
