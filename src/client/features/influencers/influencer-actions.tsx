import { Archive, ArchiveRestore, Copy, Pencil } from 'lucide-react';
import { toast } from '#client/lib/toast';
import { ConfirmMutationDialog } from '#client/components/dialogs/confirm-mutation-dialog';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { errorMessage } from '#client/lib/api';
import {
  useArchiveInfluencer,
  useDuplicateInfluencer,
  useRestoreInfluencer,
  type InfluencerSummary,
} from '#client/features/influencers/api';
import { getCopyName } from '#shared/domain/copy-name';
import { INFLUENCER_NAME_MAX_LENGTH } from '#shared/domain/list-limits';
import { fr } from '#shared/i18n/fr';

const t = fr.influencersScreen;

/** Edit, duplicate and archive (both ask first). */
export function ActiveInfluencerActions({
  influencer,
  onEdit,
  onDuplicate,
  onArchive,
}: {
  influencer: InfluencerSummary;
  onEdit: () => void;
  onDuplicate: () => void;
  onArchive: () => void;
}) {
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
        onClick={onDuplicate}
      >
        <Copy aria-hidden className="h-4 w-4" />
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

/**
 * Asks before copying (a copy is one more record to tidy up), names the copy '{name} (copie)'
 * as the server will, and hands it over for editing once made.
 */
export function DuplicateInfluencerDialog({
  influencer,
  onClose,
  onDuplicated,
}: {
  influencer: InfluencerSummary;
  onClose: () => void;
  onDuplicated: (copyId: string) => void;
}) {
  const duplicate = useDuplicateInfluencer();
  const copyName = getCopyName(influencer.fullName, INFLUENCER_NAME_MAX_LENGTH, t.copyName);
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.duplicateTitle}
      confirmLabel={t.duplicateAction}
      tone="primary"
      isPending={duplicate.isPending}
      onConfirm={() =>
        duplicate.mutate(influencer.id, {
          onSuccess: (copy) => {
            toast.success(t.duplicated);
            onDuplicated(copy.id);
          },
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {t.duplicateConfirm(influencer.fullName, copyName)}
    </ConfirmDialog>
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
