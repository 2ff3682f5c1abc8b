import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';
import { collaborationKeys } from '#client/features/collaborations/api';
import type { ComplianceCheckId } from '#shared/domain/compliance/compliance-types';
import type { ComplianceList, CompliancePanel } from '#shared/schemas/compliance';

// Issue 31: the 'Conformité' tab of a deal and Toutes les campagnes › Conformité, through the
// typed client (GET /api/collaborations/:id/compliance, GET /api/compliance).

export type ComplianceFilters = {
  check: ComplianceCheckId | null;
  manager: string;
};

/**
 * Under the collaborations' keys: a change of a deal (its form, a draft's caption, a contract:
 * a mutation under ['collaborations'] or its live event) reads the panel and the overview again.
 */
export const complianceKeys = {
  ofDeal: (collaborationId: string) =>
    [...collaborationKeys.detail(collaborationId), 'compliance'] as const,
  overview: (filters: ComplianceFilters) =>
    [...collaborationKeys.all, 'compliance', filters] as const,
};

export const complianceRequests = {
  getPanel: (collaborationId: string) =>
    unwrap<CompliancePanel>(
      api.collaborations[':id'].compliance.$get({ param: { id: collaborationId } }),
    ),
  /** The filters only when set: an empty check would be refused. */
  getList: (filters: ComplianceFilters, cursor: string) =>
    unwrap<ComplianceList>(
      api.compliance.$get({
        query: {
          ...(filters.check ? { check: filters.check } : {}),
          ...(filters.manager ? { manager: filters.manager } : {}),
          ...(cursor ? { cursor } : {}),
        },
      }),
    ),
};

export const compliancePanelQuery = (collaborationId: string) =>
  queryOptions({
    queryKey: complianceKeys.ofDeal(collaborationId),
    queryFn: () => complianceRequests.getPanel(collaborationId),
  });

/** A page at a time by the server's cursor ('Afficher plus'); the table stays while a filter runs. */
export const complianceListQuery = (filters: ComplianceFilters) =>
  infiniteQueryOptions({
    queryKey: complianceKeys.overview(filters),
    queryFn: ({ pageParam }) => complianceRequests.getList(filters, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
