import { describe, expect, it, vi } from 'vitest';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '#client/lib/api';
import { createServerSubmit, type FormConflict } from '#client/lib/form-errors';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('#client/lib/toast', () => ({ toast: { error: toastError } }));

type Values = { name: string };

/** Just what createServerSubmit uses of react-hook-form: submit with these values. */
const fakeForm = (values: Values) =>
  ({
    handleSubmit: (handler: (values: Values) => Promise<void>) => () => handler(values),
    setError: vi.fn(),
  }) as unknown as UseFormReturn<Values, unknown, Values>;

const conflictAt = (version: number) => {
  const raise = vi.fn<FormConflict['raise']>();
  return { raise, conflict: { getVersion: () => version, raise } satisfies FormConflict };
};

// Issue 28: an edit form sends the version it is based on, and a stale save asks, keeping all.
describe('createServerSubmit with a conflict handling', () => {
  it('sends the version the form is based on', async () => {
    const save = vi.fn(async () => undefined);
    const onSaved = vi.fn();
    const { conflict } = conflictAt(7);
    await createServerSubmit(fakeForm({ name: 'Été' }), { save, onSaved, conflict })();
    expect(save).toHaveBeenCalledWith({ name: 'Été' }, 7);
    expect(onSaved).toHaveBeenCalled();
  });

  it('hands a 409 conflict to the dialog, with no toast and no field error', async () => {
    const message =
      'Cette collaboration a été modifiée par Léa Moreau à 14 h 32 pendant que vous la modifiiez.';
    const stale = new ApiError(409, 'conflict', message);
    const form = fakeForm({ name: 'Été' });
    const { conflict, raise } = conflictAt(3);
    const onSaved = vi.fn();
    await createServerSubmit(form, { save: () => Promise.reject(stale), onSaved, conflict })();
    expect(raise).toHaveBeenCalledWith(stale, form, expect.any(Function));
    expect(onSaved).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
    expect(form.setError).not.toHaveBeenCalled();
  });

  it('keeps the toast for any other refusal', async () => {
    const refused = new ApiError(409, 'name_taken', 'Ce nom est déjà pris.');
    const { conflict, raise } = conflictAt(3);
    const save = () => Promise.reject(refused);
    await createServerSubmit(fakeForm({ name: 'Été' }), { save, onSaved: vi.fn(), conflict })();
    expect(raise).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith('Ce nom est déjà pris.');
  });
});
