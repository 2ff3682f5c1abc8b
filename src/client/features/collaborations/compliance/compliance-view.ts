import {
  COMPLIANCE_CHECK_IDS,
  type ComplianceCheck,
  type ComplianceCheckId,
} from '#shared/domain/compliance/compliance-types';
import type { CompliancePanel } from '#shared/schemas/compliance';

// Issue 31: how the 'Conformité' tab lays out the server's checks (the levels are the server's;
// nothing here judges).

export type CheckGroup = {
  /** null: the deal's own checks (category, mentions); else a creator line of the deal. */
  lineId: string | null;
  fullName: string | null;
  checks: ComplianceCheck[];
};

const checkOrder = (id: ComplianceCheckId) => COMPLIANCE_CHECK_IDS.indexOf(id);

/**
 * The deal's checks first, then each creator's under their name, in the deal's order of
 * creators; inside a group, the panel's order of checks. A creator without a check is left out,
 * and a check naming a line the panel does not list still shows, under the deal.
 */
export function groupChecksByCreator(panel: CompliancePanel): CheckGroup[] {
  const known = new Set(panel.creators.map((creator) => creator.lineId));
  const sorted = [...panel.checks].sort((a, b) => checkOrder(a.id) - checkOrder(b.id));
  const dealChecks = sorted.filter((check) => check.lineId === null || !known.has(check.lineId));
  const groups: CheckGroup[] = panel.creators
    .map((creator) => ({
      lineId: creator.lineId,
      fullName: creator.fullName,
      checks: sorted.filter((check) => check.lineId === creator.lineId),
    }))
    .filter((group) => group.checks.length > 0);
  return dealChecks.length > 0
    ? [{ lineId: null, fullName: null, checks: dealChecks }, ...groups]
    : groups;
}

/** Which category the panel names: the confirmed one, else the client's sector's suggestion. */
export function describeCategory(panel: CompliancePanel) {
  return panel.category === null
    ? { isConfirmed: false, category: panel.suggestedCategory }
    : { isConfirmed: true, category: panel.category };
}
