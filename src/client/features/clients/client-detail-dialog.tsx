import { useQuery } from '@tanstack/react-query';
import { DetailDialog } from '#client/components/detail/detail-dialog';
import { ClientRecordBody } from '#client/components/records/client-record';
import { clientQuery } from '#client/features/clients/api';
import { fr } from '#shared/i18n/fr';

export function ClientDetailDialog({
  clientId,
  onClose,
  onEdit,
}: {
  clientId: string;
  onClose: () => void;
  onEdit: () => void;
}) {
  const detail = useQuery(clientQuery(clientId));
  return (
    <DetailDialog
      detail={detail}
      title={detail.data?.brandName ?? fr.common.details}
      onClose={onClose}
      onEdit={onEdit}
      history={{ kind: 'client', id: clientId }}
    >
      {(client) => <ClientRecordBody client={client} />}
    </DetailDialog>
  );
}
