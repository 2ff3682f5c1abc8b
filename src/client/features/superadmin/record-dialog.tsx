import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import {
  clientRecordQuery,
  collaborationRecordQuery,
  influencerRecordQuery,
  type RecordKind,
} from '#client/features/superadmin/api';
import { ClientRecordBody } from '#client/features/superadmin/client-record';
import { CollaborationRecordBody } from '#client/features/superadmin/collaboration-record';
import { InfluencerRecordBody } from '#client/features/superadmin/influencer-record';
import { fr } from '#shared/i18n/fr';

type RecordDialogProps = {
  agencyId: string;
  kind: RecordKind;
  recordId: string;
  onClose: () => void;
};

/** A record of the agency, read-only (opening it is recorded in the agency's access log). */
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
    <ReadOnlyDialog detail={detail} title={detail.data?.brandName} onClose={onClose}>
      {(client) => <ClientRecordBody client={client} />}
    </ReadOnlyDialog>
  );
}

function InfluencerDialog({ agencyId, recordId, onClose }: KindDialogProps) {
  const detail = useQuery(influencerRecordQuery(agencyId, recordId));
  return (
    <ReadOnlyDialog
      detail={detail}
      title={detail.data?.fullName}
      description={detail.data && `@${detail.data.username}`}
      onClose={onClose}
    >
      {(influencer) => <InfluencerRecordBody influencer={influencer} />}
    </ReadOnlyDialog>
  );
}

function CollaborationDialog({ agencyId, recordId, onClose }: KindDialogProps) {
  const detail = useQuery(collaborationRecordQuery(agencyId, recordId));
  const data = detail.data;
  return (
    <ReadOnlyDialog
      detail={detail}
      title={data?.name}
      description={data && `${data.brand} · ${fr.collaborationTypes[data.type]}`}
      onClose={onClose}
    >
      {(collaboration) => <CollaborationRecordBody collaboration={collaboration} />}
    </ReadOnlyDialog>
  );
}

/** The screens' detail dialog without 'Modifier': the platform owner only reads. */
function ReadOnlyDialog<T>({
  detail,
  title,
  description,
  onClose,
  children,
}: {
  detail: UseQueryResult<T>;
  title: string | undefined;
  description?: string;
  onClose: () => void;
  children: (record: T) => ReactNode;
}) {
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title ?? fr.common.details}
      description={description}
      size="xl"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {fr.common.close}
        </Button>
      }
    >
      {detail.isPending && <Spinner label={fr.common.loading} />}
      {detail.isError && <ErrorAlert>{errorMessage(detail.error)}</ErrorAlert>}
      {detail.data && children(detail.data)}
    </Dialog>
  );
}
