import { useQuery } from '@tanstack/react-query';
import { ListEmptyState } from '#client/components/ui/empty-state';
import { Pagination } from '#client/components/ui/pagination';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { ListSearchField } from '#client/components/ui/search-field';
import { Spinner } from '#client/components/ui/spinner';
import { useUrlSearch } from '#client/lib/use-url-search';
import {
  AGENCY_SORTS,
  agenciesQuery,
  type AgencySort,
  type SortDirection,
} from '#client/features/superadmin/api';
import { AgenciesTable } from '#client/features/superadmin/agencies-table';
import { getPageCount } from '#shared/domain/pagination';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';
import { fr } from '#shared/i18n/fr';

const t = superAdminScreen;

// Newest agencies first until a header is clicked; a name sorts A to Z first, a number the
// largest first.
const DEFAULT_SORT: AgencySort = 'createdAt';
const firstDirection = (sort: AgencySort): SortDirection => (sort === 'name' ? 'asc' : 'desc');

/** The agency table: search, sort and page in the URL (`?q=&sort=&dir=&page=`), as the Clients list. */
export function AgenciesSection() {
  const search = useUrlSearch();
  const sortParam = search.params.get('sort');
  const sort = AGENCY_SORTS.find((value) => value === sortParam) ?? DEFAULT_SORT;
  const dirParam = search.params.get('dir');
  const dir: SortDirection =
    dirParam === 'asc' || dirParam === 'desc' ? dirParam : firstDirection(sort);
  const list = useQuery(agenciesQuery({ q: search.q, sort, dir, page: search.page }));
  const handleSort = (next: AgencySort) =>
    search.setParamValues({
      sort: next,
      dir: next === sort ? (dir === 'asc' ? 'desc' : 'asc') : firstDirection(next),
    });

  return (
    <section aria-labelledby="superadmin-agencies">
      <h2 id="superadmin-agencies" className="mb-3 text-lg font-semibold">
        {t.agenciesTitle}
      </h2>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <ListSearchField
          label={t.agencySearchLabel}
          placeholder={t.agencySearchPlaceholder}
          search={search}
        />
        {list.data && list.data.total > 0 && (
          <p className="text-sm text-muted" aria-live="polite">
            {t.agencyCount(list.data.total)}
          </p>
        )}
      </div>
      {list.isPending ? (
        <Spinner label={fr.common.loading} />
      ) : list.isError ? (
        <RetryAlert
          title={t.agenciesLoadFailed}
          error={list.error}
          onRetry={() => list.refetch()}
        />
      ) : list.data.total === 0 ? (
        <ListEmptyState isFiltered={search.q !== ''} title={t.noAgencies} text={t.noAgenciesHint} />
      ) : (
        <>
          <AgenciesTable
            agencies={list.data.items}
            isUpdating={list.isPlaceholderData}
            sort={sort}
            dir={dir}
            onSort={handleSort}
          />
          <Pagination
            page={list.data.page}
            pageCount={getPageCount(list.data.total, list.data.pageSize)}
            onPageChange={search.setPage}
          />
        </>
      )}
    </section>
  );
}
