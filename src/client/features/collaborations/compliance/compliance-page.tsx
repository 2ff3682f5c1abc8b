import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '#client/components/ui/empty-state';
import { Field } from '#client/components/ui/field';
import { Select } from '#client/components/ui/input';
import { LoadMoreButton } from '#client/components/ui/load-more-button';
import { PageHeader } from '#client/components/ui/page-header';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { managersQuery } from '#client/features/collaborations/api';
import { useCollaborationDialogs } from '#client/features/collaborations/collaboration-dialogs';
import {
  complianceListQuery,
  type ComplianceFilters,
} from '#client/features/collaborations/compliance/api';
import { ContractTemplateButton } from '#client/features/collaborations/contracts/contract-template-button';
import { ComplianceTable } from '#client/features/collaborations/compliance/compliance-table';
import {
  COMPLIANCE_CHECK_IDS,
  type ComplianceCheckId,
} from '#shared/domain/compliance/compliance-types';
import type { ComplianceList } from '#shared/schemas/compliance';
import { compliance } from '#shared/i18n/fr-compliance';
import { complianceScreen } from '#shared/i18n/fr-compliance-screen';
import { fr } from '#shared/i18n/fr';

const t = complianceScreen;

/**
 * The check and the project manager kept in the URL (`?verification=mentions&chef=…`), as the
 * other lists keep theirs: reload, Back and a shared link show the same list. A hand-edited
 * check falls back to all. A row opens its deal here, on its 'Conformité' tab
 * (`&voir=<id>&onglet=conformite`), so closing it comes back to the same list.
 */
function useComplianceFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ComplianceFilters = {
    check: COMPLIANCE_CHECK_IDS.find((id) => id === params.get('verification')) ?? null,
    manager: params.get('chef') ?? '',
  };
  const set = (changes: Record<string, string | null>, replace = true) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );
  return {
    filters,
    setCheck: (check: string) => set({ verification: check || null }),
    setManager: (manager: string) => set({ chef: manager || null }),
    open: (collaborationId: string) => set({ voir: collaborationId, onglet: 'conformite' }, false),
  };
}

/** /app/campaigns/compliance: the deals with a 'Bloquant' or 'À faire' check (issue 31). */
export function CompliancePage() {
  const state = useComplianceFilters();
  const list = useInfiniteQuery(complianceListQuery(state.filters));
  const { dialogs } = useCollaborationDialogs('campaigns');
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const isFiltered = state.filters.check !== null || state.filters.manager !== '';

  return (
    <>
      <PageHeader
        title={t.overview.title}
        subtitle={fr.sections.campaigns}
        actions={
          <>
            <Link
              to="/app/campaigns"
              className="inline-flex h-10 items-center gap-2 rounded-md border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-muted"
            >
              <ArrowLeft aria-hidden className="h-4 w-4" />
              {fr.sections.campaigns}
            </Link>
            <ContractTemplateButton />
          </>
        }
      />
      <ComplianceFiltersBar
        state={state}
        counts={list.data?.pages[0]?.counts}
        listedManagers={rows.map((row) => row.manager)}
      />
      {list.isError && !list.data ? (
        <RetryAlert
          title={t.overview.loadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <Spinner label={t.overview.loading} />
      ) : rows.length === 0 ? (
        isFiltered ? (
          <EmptyState title={fr.common.noResultsTitle} text={fr.common.noResultsText} />
        ) : (
          <EmptyState title={t.overview.empty.title} text={t.overview.empty.body} />
        )
      ) : (
        <div className="space-y-4">
          <ComplianceTable rows={rows} isUpdating={list.isPlaceholderData} onOpen={state.open} />
          {list.hasNextPage && (
            <LoadMoreButton
              isLoading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            />
          )}
        </div>
      )}
      {dialogs}
    </>
  );
}

function ComplianceFiltersBar({
  state,
  counts,
  listedManagers,
}: {
  state: ReturnType<typeof useComplianceFilters>;
  counts: ComplianceList['counts'] | undefined;
  listedManagers: string[];
}) {
  const managers = useQuery(managersQuery);
  const chosen = state.filters.manager;
  // The members, the names the listed deals give (the form accepts free text) and the one from
  // the URL, which stays choosable while the members load.
  const names = [
    ...new Set([
      ...(managers.data?.managers.map((manager) => manager.name) ?? []),
      ...listedManagers,
      ...(chosen ? [chosen] : []),
    ]),
  ].filter(Boolean);
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="w-72">
        <Field label={t.filters.check}>
          <Select
            value={state.filters.check ?? ''}
            onChange={(event) => state.setCheck(event.target.value)}
          >
            <option value="">{t.filters.allChecks}</option>
            {COMPLIANCE_CHECK_IDS.map((id: ComplianceCheckId) => (
              <option key={id} value={id}>
                {counts
                  ? t.filters.checkOption(compliance.checks[id], counts.byCheck[id] ?? 0)
                  : compliance.checks[id]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="w-56">
        <Field label={t.filters.manager}>
          <Select value={chosen} onChange={(event) => state.setManager(event.target.value)}>
            <option value="">{t.filters.allManagers}</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {counts && (
        <p data-testid="compliance-counts" className="pb-2 text-sm text-muted">
          {t.overview.counts(counts.blocking, counts.todo)}
        </p>
      )}
    </div>
  );
}
