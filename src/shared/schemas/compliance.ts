import { z } from 'zod';
import {
  COMPLIANCE_CHECK_IDS,
  type Category,
  type ComplianceCheck,
  type ComplianceCheckId,
  type ComplianceLevel,
} from '#shared/domain/compliance/compliance-types';
import { cursorField, enumField, optionalText } from '#shared/schemas/fields';
import { complianceScreen as t } from '#shared/i18n/fr-compliance-screen';

// Issue 31: the 'Conformité' panel of a deal (GET /api/collaborations/:id/compliance) and the
// overview of Toutes les campagnes (GET /api/compliance), both computed on the server from the
// rules of shared/domain/compliance.

/** The panel: every check of the deal, per-creator ones once per creator line. */
export type CompliancePanel = {
  collaborationId: string;
  /** The confirmed category (null: to confirm) and the one the client's sector suggests. */
  category: Category | null;
  suggestedCategory: Category;
  /** The creator lines, in the deal's order: the per-creator checks name them by lineId. */
  creators: { lineId: string; fullName: string }[];
  checks: ComplianceCheck[];
  worstLevel: ComplianceLevel;
};

export const COMPLIANCE_PAGE_LIMIT = 50;

/** Toutes les campagnes › Conformité: the deals with a 'Bloquant' or 'À faire' check. */
export const complianceListQuerySchema = z.object({
  check: enumField(COMPLIANCE_CHECK_IDS, t.filters.check).optional(),
  manager: optionalText(t.filters.manager, 200).optional(),
  cursor: cursorField(t.filters.cursor).optional(),
});
export type ComplianceListQuery = z.infer<typeof complianceListQuerySchema>;

export type ComplianceListRow = {
  collaborationId: string;
  name: string;
  brand: string;
  manager: string;
  contactDate: string;
  worstLevel: Exclude<ComplianceLevel, 'ok'>;
  /** The checks that are not 'OK', with their worst level over the deal's creators. */
  openChecks: { id: ComplianceCheckId; level: Exclude<ComplianceLevel, 'ok'> }[];
};

export type ComplianceList = {
  rows: ComplianceListRow[];
  nextCursor: string | null;
  /** Over the whole filtered list (not the page): deals per level and per check. */
  counts: {
    blocking: number;
    todo: number;
    byCheck: Record<ComplianceCheckId, number>;
  };
};
