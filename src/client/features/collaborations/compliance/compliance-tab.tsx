import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { compliancePanelQuery } from '#client/features/collaborations/compliance/api';
import { ComplianceChecks } from '#client/features/collaborations/compliance/compliance-checks';
import { ComplianceLevelBadge } from '#client/features/collaborations/compliance/compliance-level-badge';
import { describeCategory } from '#client/features/collaborations/compliance/compliance-view';
import { ContractsSection } from '#client/features/collaborations/contracts/contracts-section';
import type { CompliancePanel } from '#shared/schemas/compliance';
import { compliance } from '#shared/i18n/fr-compliance';
import { complianceScreen } from '#shared/i18n/fr-compliance-screen';
import { fr } from '#shared/i18n/fr';

const t = complianceScreen.tab;

/**
 * The 'Conformité' tab of a collaboration (issue 31): every check the server made of the deal,
 * its worst level first, the category, the disclaimer; then the deal's contracts. Loaded with its
 * tab; read again on every change of the deal (its key is under the deal's detail).
 */
export default function ComplianceTab({ collaborationId }: { collaborationId: string }) {
  const panel = useQuery(compliancePanelQuery(collaborationId));
  if (panel.isPending) return <Spinner label={fr.app.loading} />;
  if (panel.isError) {
    return (
      <RetryAlert title={t.loadFailed} error={panel.error} onRetry={() => void panel.refetch()} />
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{compliance.title}</h2>
        <p data-testid="compliance-summary" className="flex items-center gap-2 text-sm font-medium">
          <span className="sr-only">{t.summaryLabel} :</span>
          <ComplianceLevelBadge level={panel.data.worstLevel} />
          {t.summary[panel.data.worstLevel]}
        </p>
      </div>
      <p className="flex items-start gap-2 rounded-md border border-border bg-surface-muted px-3 py-2 text-sm">
        <CircleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        {compliance.disclaimer}
      </p>
      <CategoryLine panel={panel.data} />
      {panel.data.checks.length === 0 ? (
        <p data-testid="compliance-empty" className="py-6 text-center text-sm text-muted">
          {t.empty}
        </p>
      ) : (
        <ComplianceChecks panel={panel.data} />
      )}
      <ContractsSection collaborationId={collaborationId} />
    </div>
  );
}

/** The confirmed category, or the client's sector's suggestion while it is not confirmed. */
function CategoryLine({ panel }: { panel: CompliancePanel }) {
  const { isConfirmed, category } = describeCategory(panel);
  const label = compliance.categories[category];
  return (
    <p data-testid="compliance-category" className="text-sm">
      <span className="font-medium">{t.category} : </span>
      {isConfirmed ? (
        <>
          {label} <span className="text-muted">({t.confirmed})</span>
        </>
      ) : (
        <>
          {t.suggestion(label)} <span className="text-muted">({t.toConfirm})</span>
        </>
      )}
    </p>
  );
}
