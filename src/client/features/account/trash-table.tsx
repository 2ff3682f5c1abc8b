import { useState } from 'react';
import { toast } from '#client/lib/toast';
import { ConfirmMutationDialog } from '#client/components/dialogs/confirm-mutation-dialog';
import { Button } from '#client/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '#client/components/ui/table';
import { errorMessage } from '#client/lib/api';
import {
  usePurgeTrashItem,
  useRestoreTrashItem,
  type TrashEntry,
} from '#client/features/account/trash-api';
import { formatDateTime } from '#shared/domain/dates';
import { formatRelativeMoment } from '#shared/domain/history-sentences';
import { daysLeftInTrash, type TrashKind } from '#shared/domain/trash';
import { trashScreen } from '#shared/i18n/fr-trash';

const t = trashScreen;

export function TrashTable({
  items,
  canPurge,
  isUpdating,
}: {
  items: TrashEntry[];
  canPurge: boolean;
  isUpdating: boolean;
}) {
  const [purging, setPurging] = useState<TrashEntry | null>(null);
  return (
    <>
      <Table aria-labelledby="trash-title" aria-busy={isUpdating || undefined}>
        <THead>
          <tr>
            <TH>{t.columns.label}</TH>
            <TH>{t.columns.kind}</TH>
            <TH>{t.columns.deleted}</TH>
            <TH>{t.columns.left}</TH>
            <TH>
              <span className="sr-only">{t.columns.actions}</span>
            </TH>
          </tr>
        </THead>
        <TBody>
          {items.map((item) => (
            <TR key={item.id} data-testid="trash-item">
              <TD className="font-medium wrap-anywhere">{item.label}</TD>
              <TD>{t.kinds[item.kind as TrashKind]}</TD>
              <TD>
                <span title={formatDateTime(item.deletedAt)}>
                  {t.deletedBy(
                    item.deletedByName,
                    formatRelativeMoment(new Date(item.deletedAt), new Date()),
                  )}
                </span>
              </TD>
              <TD className="whitespace-nowrap">{t.daysLeft(daysLeftInTrash(item.expiresAt))}</TD>
              <TD>
                <div className="flex justify-end gap-2 whitespace-nowrap">
                  <RestoreButton item={item} />
                  {canPurge && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger"
                      aria-label={t.purgeLabel(item.label)}
                      onClick={() => setPurging(item)}
                    >
                      {t.purge}
                    </Button>
                  )}
                </div>
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>
      {purging && <PurgeDialog item={purging} onClose={() => setPurging(null)} />}
    </>
  );
}

function RestoreButton({ item }: { item: TrashEntry }) {
  const restore = useRestoreTrashItem(item.kind as TrashKind, {
    onSuccess: () => toast.success(t.restored(item.label)),
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      isLoading={restore.isPending}
      aria-label={t.restoreLabel(item.label)}
      onClick={() => restore.mutate(item.id)}
    >
      {t.restore}
    </Button>
  );
}

function PurgeDialog({ item, onClose }: { item: TrashEntry; onClose: () => void }) {
  const purge = usePurgeTrashItem();
  return (
    <ConfirmMutationDialog
      mutation={purge}
      input={item.id}
      title={t.purgeTitle}
      confirmLabel={t.purge}
      successMessage={t.purged(item.label)}
      onClose={onClose}
    >
      <p>{t.purgeText(item.label)}</p>
    </ConfirmMutationDialog>
  );
}
