import { useQuery } from '@tanstack/react-query';
import { DetailDialog } from '#client/components/detail/detail-dialog';
import { CollaborationRecordBody } from '#client/components/records/collaboration-record';
import { collaborationQuery } from '#client/features/collaborations/api';
import type { ScreenVariant } from '#client/features/collaborations/collaboration-dialogs';
import { fr } from '#shared/i18n/fr';

export function CollaborationDetailDialog({
  variant,
  collaborationId,
  onClose,
  onEdit,
}: {
  variant: ScreenVariant;
  collaborationId: string;
  onClose: () => void;
  onEdit: () => void;
}) {
  const detail = useQuery(collaborationQuery(collaborationId));
  return (
    <DetailDialog
      detail={detail}
      title={detail.data?.name ?? fr.common.details}
      description={
        detail.data
          ? `${detail.data.brand} · ${fr.collaborationTypes[detail.data.type]}`
          : undefined
      }
      onClose={onClose}
      onEdit={onEdit}
      history={{ kind: 'collaboration', id: collaborationId }}
    >
      {(collaboration) => (
        <CollaborationRecordBody
          collaboration={collaboration}
          isCampaignView={variant === 'campaigns'}
        />
      )}
    </DetailDialog>
  );
}
