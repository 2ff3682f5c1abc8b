import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import type { SubmitLock } from '#client/lib/form-errors';
import { useSubmitLock } from '#client/lib/use-submit-lock';
import { fr } from '#shared/i18n/fr';

/**
 * What the dialog hands its form: the id its submit button targets, what to do once saved, and
 * the lock its submit handler goes through (`createServerSubmit(form, { …, lock })`).
 */
export type DialogFormProps = { id: string; onSaved: () => void; lock: SubmitLock };

type FormDialogProps = {
  title: string;
  size: 'lg' | 'xl';
  /** Editing waits for the record's full detail (`detail`); creating shows the form at once. */
  isEdit: boolean;
  detail: Pick<UseQueryResult, 'isPending' | 'isSuccess' | 'isError' | 'error'>;
  isSaving: boolean;
  savedMessage: string;
  onClose: () => void;
  children: (form: DialogFormProps) => ReactNode;
};

/**
 * The create or edit dialog of a record: 'Annuler' and 'Créer' or 'Mettre à jour' in the footer,
 * the latter submitting the form rendered by `children`. Once saved: a toast, and it closes.
 */
export function FormDialog({
  title,
  size,
  isEdit,
  detail,
  isSaving,
  savedMessage,
  onClose,
  children,
}: FormDialogProps) {
  const formId = useId();
  const isReady = !isEdit || detail.isSuccess;
  const { lock, isSubmitting } = useSubmitLock();
  const handleSaved = () => {
    toast.success(savedMessage);
    onClose();
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
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
      {isReady && children({ id: formId, onSaved: handleSaved, lock })}
    </Dialog>
  );
}
