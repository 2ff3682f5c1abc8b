import { useQuery } from '@tanstack/react-query';
import { DetailDialog } from '#client/components/detail/detail-dialog';
import { InfluencerRecordBody } from '#client/components/records/influencer-record';
import { influencerQuery } from '#client/features/influencers/api';
import { fr } from '#shared/i18n/fr';

export function InfluencerDetailDialog({
  influencerId,
  onClose,
  onEdit,
}: {
  influencerId: string;
  onClose: () => void;
  onEdit: () => void;
}) {
  const detail = useQuery(influencerQuery(influencerId));
  return (
    <DetailDialog
      detail={detail}
      title={detail.data?.fullName ?? fr.common.details}
      description={detail.data ? `@${detail.data.username}` : undefined}
      onClose={onClose}
      onEdit={onEdit}
      history={{ kind: 'influencer', id: influencerId }}
    >
      {(influencer) => <InfluencerRecordBody influencer={influencer} />}
    </DetailDialog>
  );
}
