import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { fr } from '#shared/i18n/fr';

/**
 * A record's read-only detail: a spinner, then the error or `children` with the record;
 * 'Fermer' and, given `onEdit`, 'Modifier' (once loaded) in the footer.
 */
export function DetailDialog<T>({
  detail,
  title,
  description,
  onClose,
  onEdit,
  children,
}: {
  detail: UseQueryResult<T>;
  title: string;
  description?: string;
  onClose: () => void;
  onEdit?: () => void;
  children: (record: T) => ReactNode;
}) {
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={description}
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {fr.common.close}
          </Button>
          {onEdit && (
            <Button onClick={onEdit} disabled={!detail.isSuccess}>
              <Pencil aria-hidden className="h-4 w-4" />
              {fr.common.edit}
            </Button>
          )}
        </>
      }
    >
      {detail.isPending && <Spinner label={fr.common.loading} />}
      {detail.isError && <ErrorAlert>{errorMessage(detail.error)}</ErrorAlert>}
      {detail.data && children(detail.data)}
    </Dialog>
  );
}
