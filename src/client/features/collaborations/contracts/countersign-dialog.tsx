import { toast } from '#client/lib/toast';
import { useSession } from '#client/app/session';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { errorMessage } from '#client/lib/api';
import { useCountersignContract } from '#client/features/collaborations/contracts/api';
import { contracts } from '#shared/i18n/fr-contracts';
import { fr } from '#shared/i18n/fr';

const t = contracts.countersignDialog;

/**
 * 'Contresigner': the member confirms they sign for the agency, under their own name (the
 * server takes it from the session, with the time and the address, as proof).
 */
export function CountersignDialog({
  collaborationId,
  lineId,
  creatorName,
  onClose,
}: {
  collaborationId: string;
  lineId: string;
  creatorName: string;
  onClose: () => void;
}) {
  const user = useSession().data?.user;
  const memberName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const countersign = useCountersignContract(collaborationId);
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {fr.common.cancel}
          </Button>
          <Button
            isLoading={countersign.isPending}
            onClick={() =>
              countersign.mutate(lineId, {
                onSuccess: () => {
                  toast.success(contracts.section.countersigned);
                  onClose();
                },
              })
            }
          >
            {t.confirm}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm">
        <p>{t.body(creatorName)}</p>
        {memberName && (
          <p>
            {t.signedAs} <strong data-testid="countersign-name">{memberName}</strong>
          </p>
        )}
        {countersign.isError && <ErrorAlert>{errorMessage(countersign.error)}</ErrorAlert>}
      </div>
    </Dialog>
  );
}
