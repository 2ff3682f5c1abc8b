import { useQuery } from '@tanstack/react-query';
import { DetailDialog } from '#client/components/detail/detail-dialog';
import { ClientRecordBody } from '#client/components/records/client-record';
import { CollaborationRecordBody } from '#client/components/records/collaboration-record';
import { InfluencerRecordBody } from '#client/components/records/influencer-record';
import {
  clientRecordQuery,
  collaborationRecordQuery,
  influencerRecordQuery,
  type RecordKind,
} from '#client/features/superadmin/api';
import { fr } from '#shared/i18n/fr';

type RecordDialogProps = {
  agencyId: string;
  kind: RecordKind;
  recordId: string;
  onClose: () => void;
};

/**
 * A record of the agency in the screens' own detail, without 'Modifier': the platform owner
 * only reads (opening it is recorded in the agency's access log).
 */
export function RecordDialog({ agencyId, kind, recordId, onClose }: RecordDialogProps) {
  switch (kind) {
    case 'clients':
      return <ClientDialog agencyId={agencyId} recordId={recordId} onClose={onClose} />;
    case 'influencers':
      return <InfluencerDialog agencyId={agencyId} recordId={recordId} onClose={onClose} />;
    case 'collaborations':
      return <CollaborationDialog agencyId={agencyId} recordId={recordId} onClose={onClose} />;
  }
}

type KindDialogProps = Omit<RecordDialogProps, 'kind'>;

function ClientDialog({ agencyId, recordId, onClose }: KindDialogProps) {
  const detail = useQuery(clientRecordQuery(agencyId, recordId));
  return (
    <DetailDialog
      detail={detail}
      title={detail.data?.brandName ?? fr.common.details}
      onClose={onClose}
    >
      {(client) => <ClientRecordBody client={client} />}
    </DetailDialog>
  );
}

function InfluencerDialog({ agencyId, recordId, onClose }: KindDialogProps) {
  const detail = useQuery(influencerRecordQuery(agencyId, recordId));
  return (
    <DetailDialog
      detail={detail}
      title={detail.data?.fullName ?? fr.common.details}
      description={detail.data && `@${detail.data.username}`}
      onClose={onClose}
    >
      {(influencer) => <InfluencerRecordBody influencer={influencer} />}
    </DetailDialog>
  );
}

function CollaborationDialog({ agencyId, recordId, onClose }: KindDialogProps) {
  const detail = useQuery(collaborationRecordQuery(agencyId, recordId));
  const data = detail.data;
  return (
    <DetailDialog
      detail={detail}
      title={data?.name ?? fr.common.details}
      description={data && `${data.brand} · ${fr.collaborationTypes[data.type]}`}
      onClose={onClose}
    >
      {(collaboration) => <CollaborationRecordBody collaboration={collaboration} isCampaignView />}
    </DetailDialog>
  );
}
