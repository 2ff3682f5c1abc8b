import { useId, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { fr } from '#shared/i18n/fr';

/**
 * A small form about one content (changes, publication, draft): role="dialog" with its title,
 * 'Annuler' and the submit button in the footer. Closing it drops what was typed; a refusal
 * keeps it open and as typed.
 */
export function ContentFormDialog({
  title,
  description,
  submitLabel,
  isSubmitting,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  submitLabel: string;
  isSubmitting: boolean;
  onClose: () => void;
  /** The form, given the id the footer's submit button targets. */
  children: (formId: string) => ReactNode;
}) {
  const formId = useId();
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && !isSubmitting && onClose()}
      title={title}
      description={description}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {fr.common.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={isSubmitting}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children(formId)}
    </Dialog>
  );
}
