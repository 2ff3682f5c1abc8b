import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '#client/lib/toast';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { errorMessage } from '#client/lib/api';

/**
 * Asks before a change (a deletion, an archive), then runs `mutation` on `input`: once done a
 * toast says so and the dialog closes; a refusal shows the server's reason and stays open.
 */
export function ConfirmMutationDialog<TInput>({
  mutation,
  input,
  title,
  confirmLabel,
  tone,
  successMessage,
  onClose,
  children,
}: {
  mutation: Pick<UseMutationResult<unknown, Error, TInput>, 'mutate' | 'isPending'>;
  input: TInput;
  title: string;
  confirmLabel?: string;
  tone?: 'danger' | 'primary';
  successMessage: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      confirmLabel={confirmLabel}
      tone={tone}
      isPending={mutation.isPending}
      onConfirm={() =>
        mutation.mutate(input, {
          onSuccess: () => {
            toast.success(successMessage);
            onClose();
          },
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
}
