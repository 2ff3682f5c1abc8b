import { useQuery } from '@tanstack/react-query';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { dealContractsQuery } from '#client/features/collaborations/contracts/api';
import { ContractRow } from '#client/features/collaborations/contracts/contract-row';
import { contracts } from '#shared/i18n/fr-contracts';
import { fr } from '#shared/i18n/fr';

const t = contracts.section;

/**
 * The contracts of a deal (issue 31), in its 'Conformité' tab: one row per creator line, where
 * its contract stands and what comes next (generate, download, countersign, upload the signed
 * file, the signature's certificate). Read again with the deal: a creator signing through their
 * link shows here without a reload.
 */
export function ContractsSection({ collaborationId }: { collaborationId: string }) {
  const query = useQuery(dealContractsQuery(collaborationId));
  return (
    <section aria-labelledby="contracts-title" className="space-y-3" data-testid="contracts">
      <h3 id="contracts-title" className="text-base font-semibold">
        {t.title}
      </h3>
      {query.isPending ? (
        <Spinner label={fr.common.loading} />
      ) : query.isError ? (
        <RetryAlert title={t.loadFailed} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.lines.length === 0 ? (
        <p className="text-sm text-muted">{t.empty}</p>
      ) : (
        <ul
          aria-label={t.linesLabel}
          className="divide-y divide-border rounded-md border border-border"
        >
          {query.data.lines.map((line) => (
            <ContractRow key={line.lineId} collaborationId={collaborationId} line={line} />
          ))}
        </ul>
      )}
    </section>
  );
}
