import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { fr } from '#shared/i18n/fr';

type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  isPending?: boolean;
  tone?: 'danger' | 'primary';
};

/** Asks before an irreversible action; the confirm button shows progress while it runs. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel = fr.confirm.confirmDelete,
  cancelLabel = fr.confirm.cancel,
  onConfirm,
  isPending = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm">{children}</div>
    </Dialog>
  );
}
