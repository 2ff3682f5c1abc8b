import { Archive, ArchiveRestore, Copy, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmMutationDialog } from '#client/components/dialogs/confirm-mutation-dialog';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import {
  useArchiveInfluencer,
  useDuplicateInfluencer,
  useRestoreInfluencer,
  type InfluencerSummary,
} from '#client/features/influencers/api';
import { fr } from '#shared/i18n/fr';

const t = fr.influencersScreen;

/** Edit, duplicate (at once: a copy is harmless) and archive (asks first). */
export function ActiveInfluencerActions({
  influencer,
  onEdit,
  onArchive,
}: {
  influencer: InfluencerSummary;
  onEdit: () => void;
  onArchive: () => void;
}) {
  const duplicate = useDuplicateInfluencer();
  const name = influencer.fullName;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.edit(name)}
        title={fr.common.edit}
        onClick={onEdit}
      >
        <Pencil aria-hidden className="h-4 w-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.duplicate(name)}
        title={t.duplicate(name)}
        isLoading={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(influencer.id, {
            onSuccess: () => toast.success(t.duplicated),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        {!duplicate.isPending && <Copy aria-hidden className="h-4 w-4" />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.archive(name)}
        title={t.archive(name)}
        onClick={onArchive}
      >
        <Archive aria-hidden className="h-4 w-4" />
      </Button>
    </>
  );
}

export function ArchiveInfluencerDialog({
  influencer,
  onClose,
}: {
  influencer: InfluencerSummary;
  onClose: () => void;
}) {
  const archive = useArchiveInfluencer();
  return (
    <ConfirmMutationDialog
      mutation={archive}
      input={influencer.id}
      title={t.archiveTitle}
      confirmLabel={t.archiveAction}
      tone="primary"
      successMessage={t.archived}
      onClose={onClose}
    >
      {t.archiveConfirm(influencer.fullName)}
    </ConfirmMutationDialog>
  );
}

export function RestoreInfluencerButton({ influencer }: { influencer: InfluencerSummary }) {
  const restore = useRestoreInfluencer();
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t.restoreNamed(influencer.fullName)}
      isLoading={restore.isPending}
      onClick={() =>
        restore.mutate(influencer.id, {
          onSuccess: () => toast.success(t.restored),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {!restore.isPending && <ArchiveRestore aria-hidden className="h-4 w-4" />}
      {t.restore}
    </Button>
  );
}
