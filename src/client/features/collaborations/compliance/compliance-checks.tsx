import { ComplianceLevelBadge } from '#client/features/collaborations/compliance/compliance-level-badge';
import {
  groupChecksByCreator,
  type CheckGroup,
} from '#client/features/collaborations/compliance/compliance-view';
import type { ComplianceCheck } from '#shared/domain/compliance/compliance-types';
import type { CompliancePanel } from '#shared/schemas/compliance';
import { compliance } from '#shared/i18n/fr-compliance';
import { complianceScreen } from '#shared/i18n/fr-compliance-screen';

const t = complianceScreen.tab;

/** The checks: the deal's, then each creator's under their name (a heading each). */
export function ComplianceChecks({ panel }: { panel: CompliancePanel }) {
  return (
    <div className="space-y-5">
      {groupChecksByCreator(panel).map((group) => (
        <ChecksGroup key={group.lineId ?? 'deal'} group={group} />
      ))}
    </div>
  );
}

function ChecksGroup({ group }: { group: CheckGroup }) {
  const title = group.fullName === null ? t.dealChecks : t.creatorChecks(group.fullName);
  return (
    <section aria-label={title} data-testid="compliance-group">
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
        {group.checks.map((check) => (
          <CheckRow key={`${check.id}-${check.lineId ?? ''}`} check={check} />
        ))}
      </ul>
    </section>
  );
}

function CheckRow({ check }: { check: ComplianceCheck }) {
  return (
    <li data-testid={`compliance-check-${check.id}`} className="space-y-1 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{compliance.checks[check.id]}</p>
        <ComplianceLevelBadge level={check.level} />
      </div>
      <p className="text-sm">{check.sentence}</p>
      <p className="text-xs text-muted">
        {t.source} {check.source}
      </p>
    </li>
  );
}
