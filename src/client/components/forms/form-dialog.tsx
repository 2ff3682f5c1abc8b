import { Fragment, useId, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { toast } from '#client/lib/toast';
import { ShowDifferencesContext } from '#client/components/conflict/show-differences';
import { ConflictAlert } from '#client/components/conflict/conflict-alert';
import { useEditConflict } from '#client/components/conflict/use-edit-conflict';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { FieldLimitsContext } from '#client/components/ui/field-limits';
import { Spinner } from '#client/components/ui/spinner';
import { Tabs } from '#client/components/ui/tabs';
import { RecordHistory } from '#client/components/history/record-history';
import { DiscardChangesDialog, useUnsavedChanges } from '#client/components/forms/unsaved-changes';
import { errorMessage } from '#client/lib/api';
import type { FormConflict, SubmitLock } from '#client/lib/form-errors';
import { getMaxLength } from '#client/lib/schema-max-length';
import { useSubmitLock } from '#client/lib/use-submit-lock';
import type { RecordKind } from '#shared/domain/record-history';
import { fr } from '#shared/i18n/fr';
import { teamWork } from '#shared/i18n/fr-team-work';

/**
 * What the dialog hands its form: the id its submit button targets, what to do once saved, the
 * lock and the conflict handling its submit handler goes through
 * (`createServerSubmit(form, { …, lock, conflict })`, whose `save` receives the version), and
 * where to say whether it holds unsaved changes (`useReportDirty(form, onDirtyChange)`).
 */
export type DialogFormProps = {
  id: string;
  onSaved: () => void;
  lock: SubmitLock;
  conflict: FormConflict;
  onDirtyChange: (isDirty: boolean) => void;
};

type Versioned = { version: number };

type FormDialogProps<TRecord extends Versioned> = {
  title: string;
  size: 'lg' | 'xl';
  /** Editing waits for the record's full detail (`detail`); creating shows the form at once. */
  isEdit: boolean;
  /** A line above the form while editing (a colleague's change: RecordChangedBanner). */
  notice?: ReactNode;
  detail: Pick<
    UseQueryResult<TRecord>,
    'isPending' | 'isSuccess' | 'isError' | 'error' | 'data' | 'refetch'
  >;
  /**
   * The record's kind and how the form sees it (the values it loads): a stale save shows
   * their version beside mine and merges them (issue 28, use-edit-conflict.ts).
   */
  record: { kind: RecordKind; toValues: (record: TRecord) => FieldValues };
  /**
   * A record edited without a detail dialog of its own (a casting, a task): its form shows under
   * 'Détails' beside its 'Historique'.
   */
  historyOf?: string | null;
  isSaving: boolean;
  savedMessage: string;
  /** The schema the form validates with: its fields' maximum lengths show as counters. */
  schema: z.ZodType;
  onClose: () => void;
  children: (form: DialogFormProps) => ReactNode;
};

/**
 * The create or edit dialog of a record: 'Annuler' and 'Créer' or 'Mettre à jour' in the footer,
 * the latter submitting the form rendered by `children`. Once saved: a toast, and it closes.
 * Leaving a changed form any other way asks first (unsaved-changes.tsx).
 */
export function FormDialog<TRecord extends Versioned>({
  title,
  size,
  isEdit,
  notice,
  detail,
  record,
  historyOf,
  isSaving,
  savedMessage,
  schema,
  onClose,
  children,
}: FormDialogProps<TRecord>) {
  const formId = useId();
  const isReady = !isEdit || detail.isSuccess;
  const { lock, isSubmitting } = useSubmitLock();
  const { onDirtyChange, requestClose, question } = useUnsavedChanges(onClose);
  // Saved: nothing is lost, so it closes without asking.
  const handleSaved = () => {
    toast.success(savedMessage);
    onClose();
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && requestClose()}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={requestClose}>
            {fr.common.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            isLoading={isSaving || isSubmitting}
            disabled={!isReady}
          >
            {isEdit ? fr.common.update : fr.common.create}
          </Button>
        </>
      }
    >
      {isEdit && detail.isPending && <Spinner label={fr.common.loading} />}
      {detail.isError && <ErrorAlert>{errorMessage(detail.error)}</ErrorAlert>}
      {isReady && (
        <WithHistory kind={record.kind} id={historyOf}>
          <FieldLimitsContext value={(name) => getMaxLength(schema, name)}>
            <VersionedForm detail={detail} record={record} notice={isEdit && notice}>
              {(conflict) =>
                children({ id: formId, onSaved: handleSaved, lock, conflict, onDirtyChange })
              }
            </VersionedForm>
          </FieldLimitsContext>
        </WithHistory>
      )}
      <DiscardChangesDialog {...question} />
    </Dialog>
  );
}

/**
 * The form, once its record is loaded: it is based on that version. Taking their version after
 * a conflict draws the form again from the record just read (its labels beside the values too).
 */
function VersionedForm<TRecord extends Versioned>({
  detail,
  record,
  children,
  notice,
}: Pick<FormDialogProps<TRecord>, 'detail' | 'record' | 'notice'> & {
  children: (conflict: FormConflict) => ReactNode;
}) {
  const [drawing, setDrawing] = useState(0);
  const { conflict, state, showDifferences } = useEditConflict({
    initialVersion: detail.data?.version,
    fetchTheirs: async () => (await detail.refetch({ throwOnError: true })).data,
    toValues: record.toValues,
    onTakeTheirs: () => setDrawing((count) => count + 1),
  });
  return (
    <>
      <ShowDifferencesContext value={showDifferences}>{notice}</ShowDifferencesContext>
      {state && <ConflictAlert kind={record.kind} state={state} />}
      <Fragment key={drawing}>{children(conflict)}</Fragment>
    </>
  );
}

/** The form alone, or under 'Détails' (kept while 'Historique' shows) beside the history. */
function WithHistory({
  kind,
  id,
  children,
}: {
  kind: RecordKind;
  id: string | null | undefined;
  children: ReactNode;
}) {
  if (!id) return children;
  const t = teamWork.history;
  return (
    <Tabs
      label={t.tabsLabel}
      items={[
        { value: 'details', label: t.detailsTab, content: children, keepsMounted: true },
        { value: 'history', label: t.tab, content: <RecordHistory kind={kind} id={id} /> },
      ]}
    />
  );
}
