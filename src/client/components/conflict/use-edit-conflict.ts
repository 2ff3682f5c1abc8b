import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ConflictForm, FormConflict } from '#client/lib/form-errors';
import { findDifferingFields, mergeThreeWay } from '#shared/domain/three-way-merge';

/** The record as the server has it now, seen as the form's values. */
export type TheirVersion = { values: FieldValues; version: number };

type Raised = {
  message: string;
  form: ConflictForm;
  resubmit: () => Promise<void>;
  /** Raised from a colleague's change rather than a refused save: the differences show at once. */
  opensDifferences?: boolean;
};
type Theirs = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & TheirVersion);

/**
 * Issue 28, decision 0048: the conflict of one edit form. It keeps the version the form's
 * values are based on (sent with each save: `conflict.getVersion`). A save refused as stale
 * (409 `conflict`) leaves the form as typed, fetches their version and offers: see the
 * differences, keep mine (a three-way merge, then a save on their version), take theirs.
 */
export function useEditConflict<TRecord extends { version: number }>({
  initialVersion,
  fetchTheirs,
  toValues,
  onTakeTheirs,
}: {
  initialVersion: number | undefined;
  fetchTheirs: () => Promise<TRecord | undefined>;
  toValues: (record: TRecord) => FieldValues;
  /** After the form was reset to theirs: a form that shows more than its values redraws. */
  onTakeTheirs?: () => void;
}) {
  const versionRef = useRef(initialVersion);
  const [raised, setRaised] = useState<Raised | null>(null);
  const [theirs, setTheirs] = useState<Theirs>({ status: 'loading' });
  const attached = useRef<Omit<Raised, 'message'> | null>(null);

  const loadTheirs = async () => {
    setTheirs({ status: 'loading' });
    try {
      const record = await fetchTheirs();
      if (!record) throw new Error('no record');
      setTheirs({ status: 'ready', values: toValues(record), version: record.version });
    } catch {
      setTheirs({ status: 'error' });
    }
  };

  const conflict: FormConflict = {
    getVersion: () => versionRef.current,
    raise: (error, form, resubmit) => {
      setRaised({ message: error.message, form, resubmit });
      void loadTheirs();
    },
    attach: (form, resubmit) => {
      attached.current = { form, resubmit };
    },
  };

  /** A colleague changed the record while it is edited (live updates): compare before saving. */
  const showDifferences = (message: string) => {
    if (!attached.current) return;
    setRaised({ message, ...attached.current, opensDifferences: true });
    void loadTheirs();
  };

  /** Mine where I changed a field since it loaded, theirs elsewhere; saved on their version. */
  const keepMine = () => {
    if (!raised || theirs.status !== 'ready') return;
    const { form, resubmit } = raised;
    const base = (form.formState.defaultValues ?? {}) as FieldValues;
    const merged = mergeThreeWay(base, form.getValues(), theirs.values);
    // Their values become the base: a second conflict still knows which fields are mine.
    form.reset(theirs.values);
    for (const field of findDifferingFields(merged, theirs.values)) {
      form.setValue(field, merged[field], { shouldDirty: true });
    }
    versionRef.current = theirs.version;
    setRaised(null);
    void resubmit();
  };

  const takeTheirs = () => {
    if (!raised || theirs.status !== 'ready') return;
    raised.form.reset(theirs.values);
    versionRef.current = theirs.version;
    setRaised(null);
    onTakeTheirs?.();
  };

  return {
    conflict,
    showDifferences,
    /** What the alert shows; null while there is no conflict. */
    state: raised && {
      message: raised.message,
      opensDifferences: raised.opensDifferences === true,
      mine: () => raised.form.getValues(),
      theirs,
      retry: () => void loadTheirs(),
      keepMine,
      takeTheirs,
    },
  };
}

export type EditConflictState = NonNullable<ReturnType<typeof useEditConflict>['state']>;
