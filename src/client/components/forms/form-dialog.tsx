import { useId, type ReactNode } from 'react';
import type { z } from 'zod';
import type { UseQueryResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { FieldLimitsContext } from '#client/components/ui/field-limits';
import { Spinner } from '#client/components/ui/spinner';
import { DiscardChangesDialog, useUnsavedChanges } from '#client/components/forms/unsaved-changes';
import { errorMessage } from '#client/lib/api';
import type { SubmitLock } from '#client/lib/form-errors';
import { getMaxLength } from '#client/lib/schema-max-length';
import { useSubmitLock } from '#client/lib/use-submit-lock';
import { fr } from '#shared/i18n/fr';

/**
 * What the dialog hands its form: the id its submit button targets, what to do once saved, the
 * lock its submit handler goes through (`createServerSubmit(form, { …, lock })`), and where to
 * say whether it holds unsaved changes (`useReportDirty(form, onDirtyChange)`).
 */
export type DialogFormProps = {
  id: string;
  onSaved: () => void;
  lock: SubmitLock;
  onDirtyChange: (isDirty: boolean) => void;
};

type FormDialogProps = {
  title: string;
  size: 'lg' | 'xl';
  /** Editing waits for the record's full detail (`detail`); creating shows the form at once. */
  isEdit: boolean;
  notice?: ReactNode;
  detail: Pick<UseQueryResult, 'isPending' | 'isSuccess' | 'isError' | 'error'>;
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
export function FormDialog({
  title,
  size,
  isEdit,
  notice,
  detail,
  isSaving,
  savedMessage,
  schema,
  onClose,
  children,
}: FormDialogProps) {
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
      {isEdit && notice}
      {detail.isError && <ErrorAlert>{errorMessage(detail.error)}</ErrorAlert>}
      {isReady && (
        <FieldLimitsContext value={(name) => getMaxLength(schema, name)}>
          {children({ id: formId, onSaved: handleSaved, lock, onDirtyChange })}
        </FieldLimitsContext>
      )}
      <DiscardChangesDialog {...question} />
    </Dialog>
  );
}
