import { useState } from 'react';
import { toast } from '#client/lib/toast';
import {
  TriangleAlert,
  CircleCheck,
  Download,
  FileCheck2,
  FileText,
  Pencil,
  RefreshCw,
} from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { cn } from '#client/lib/cn';
import { errorMessage } from '#client/lib/api';
import {
  contractFileUrls,
  useGenerateContract,
} from '#client/features/collaborations/contracts/api';
import {
  canCountersign,
  describeContractState,
  hasSignature,
} from '#client/features/collaborations/contracts/contract-state';
import { CountersignDialog } from '#client/features/collaborations/contracts/countersign-dialog';
import { SignedUploadButton } from '#client/features/collaborations/contracts/signed-upload-button';
import { formatDateTime } from '#shared/domain/dates';
import { contracts } from '#shared/i18n/fr-contracts';
import type { DealContracts } from '#shared/schemas/contracts';

const t = contracts.section;

export const contractLinkClass =
  'inline-flex h-8 items-center justify-center gap-2 rounded-md border border-border bg-surface px-3 text-sm font-medium text-foreground hover:bg-surface-muted';

type Line = DealContracts['lines'][number];

/** One creator line: its contract's state and proofs, then the next steps. */
export function ContractRow({ collaborationId, line }: { collaborationId: string; line: Line }) {
  const { contract, fullName, lineId } = line;
  const [isConfirming, setConfirming] = useState(false);
  const [isCountersigning, setCountersigning] = useState(false);
  const generate = useGenerateContract(collaborationId);
  const state = describeContractState(contract);
  const urls = contractFileUrls(collaborationId, lineId);

  const handleGenerate = () =>
    generate.mutate(lineId, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t.generated);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <li className="space-y-3 p-4" data-testid="contract-row" aria-labelledby={`contract-${lineId}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={`contract-${lineId}`} className="font-medium">
          {fullName}
        </h4>
        <p
          data-testid="contract-state"
          data-state={state.tone}
          className={cn(
            'inline-flex items-center gap-1.5 text-sm',
            state.tone === 'done' ? 'font-medium text-success' : 'text-muted',
          )}
        >
          {state.tone === 'done' && <CircleCheck aria-hidden className="h-4 w-4" />}
          {state.label}
        </p>
      </div>
      {contract?.isOutdated && (
        <p
          data-testid="contract-outdated"
          className="flex items-start gap-1.5 text-sm font-medium text-warning"
        >
          <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {t.outdated}
        </p>
      )}
      {contract && (
        <ul className="space-y-0.5 text-sm text-muted">
          {contract.creatorSignedName && contract.creatorSignedAt && (
            <li>
              {t.signedBy(contract.creatorSignedName, formatDateTime(contract.creatorSignedAt))}
            </li>
          )}
          {contract.agencySignedName && contract.agencySignedAt && (
            <li>
              {t.countersignedBy(
                contract.agencySignedName,
                formatDateTime(contract.agencySignedAt),
              )}
            </li>
          )}
          {contract.signedUploadName && contract.signedUploadAt && (
            <li>
              <a href={urls.signedUpload} download className="underline">
                {t.uploadedOn(contract.signedUploadName, formatDateTime(contract.signedUploadAt))}
              </a>
            </li>
          )}
        </ul>
      )}
      <div role="group" aria-label={t.actionsOf(fullName)} className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={contract ? 'secondary' : 'primary'}
          isLoading={generate.isPending && !isConfirming}
          onClick={() => (hasSignature(contract) ? setConfirming(true) : handleGenerate())}
        >
          {contract ? (
            <RefreshCw aria-hidden className="h-4 w-4" />
          ) : (
            <FileCheck2 aria-hidden className="h-4 w-4" />
          )}
          {contract ? t.regenerate : t.generate}
        </Button>
        {contract && (
          <a href={urls.document} download className={contractLinkClass}>
            <Download aria-hidden className="h-4 w-4" />
            {t.download}
          </a>
        )}
        {canCountersign(contract) && (
          <Button size="sm" onClick={() => setCountersigning(true)}>
            <Pencil aria-hidden className="h-4 w-4" />
            {t.countersign}
          </Button>
        )}
        {contract && !contract.isSigned && (
          <SignedUploadButton
            collaborationId={collaborationId}
            lineId={lineId}
            fullName={fullName}
          />
        )}
        {contract?.creatorSignedAt && (
          <a href={urls.certificate} download className={contractLinkClass}>
            <FileText aria-hidden className="h-4 w-4" />
            {t.certificate}
          </a>
        )}
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={contracts.regenerateDialog.title}
        confirmLabel={contracts.regenerateDialog.confirm}
        tone="primary"
        isPending={generate.isPending}
        onConfirm={handleGenerate}
      >
        <p>{contracts.regenerateDialog.body(fullName)}</p>
      </ConfirmDialog>
      {isCountersigning && (
        <CountersignDialog
          collaborationId={collaborationId}
          lineId={lineId}
          creatorName={fullName}
          onClose={() => setCountersigning(false)}
        />
      )}
    </li>
  );
}
