import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { PageHeader } from '#client/components/ui/page-header';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { EmptyState } from '#client/components/ui/empty-state';
import { Spinner } from '#client/components/ui/spinner';
import { performancesQuery, type PerformancesFilters } from '#client/features/performances/api';
import { PerformancesTable } from '#client/features/performances/performances-table';
import { BenchmarksTable } from '#client/features/performances/benchmarks-table';
import { isAcceptedDay } from '#shared/domain/dates';
import { performancesText } from '#shared/i18n/fr-performances';
import { fr } from '#shared/i18n/fr';
import {
  PERFORMANCE_GROUPINGS,
  PERFORMANCES_PAGE_LIMIT,
  type PerformanceGrouping,
} from '#shared/domain/benchmarks';

const t = performancesText;

const readDay = (value: string | null) => (value && isAcceptedDay(value) ? value : null);

/**
 * The grouping, the period of publication and the page, kept in the URL (`?par=type&du=…&au=…`):
 * reload, Back and a shared link show the same table. A hand-edited value falls back to the
 * default rather than an error.
 */
function usePerformancesFilters() {
  const [params, setParams] = useSearchParams();
  const groupBy =
    PERFORMANCE_GROUPINGS.find((grouping) => grouping === params.get('par')) ?? 'client';
  const filters: PerformancesFilters = {
    groupBy,
    from: readDay(params.get('du')),
    to: readDay(params.get('au')),
    offset: Math.max(0, Math.floor(Number(params.get('decalage'))) || 0),
  };
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    setGroupBy: (value: PerformanceGrouping) => set({ par: value, decalage: null }),
    setDay: (key: 'du' | 'au', value: string) => set({ [key]: value || null, decalage: null }),
    setOffset: (offset: number) => set({ decalage: offset > 0 ? String(offset) : null }),
  };
}

/** /app/campaigns/performances: the indicators across campaigns and the agency's benchmarks. */
export function PerformancesPage() {
  const state = usePerformancesFilters();
  const { filters } = state;
  const figures = useQuery(performancesQuery(filters));
  const isPeriodReversed = Boolean(filters.from && filters.to && filters.from > filters.to);

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={fr.sections.campaigns}
        actions={
          <Link
            to="/app/campaigns"
            className="inline-flex h-10 items-center gap-2 rounded-md border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-muted"
          >
            <ArrowLeft aria-hidden className="h-4 w-4" />
            {fr.sections.campaigns}
          </Link>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-48">
          <Field label={t.fields.groupBy}>
            <Select
              value={filters.groupBy}
              onChange={(event) => state.setGroupBy(event.target.value as PerformanceGrouping)}
            >
              {PERFORMANCE_GROUPINGS.map((grouping) => (
                <option key={grouping} value={grouping}>
                  {t.groupBy[grouping]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className="w-44">
          <Field label={t.fields.from}>
            <Input
              type="date"
              value={filters.from ?? ''}
              onChange={(event) => state.setDay('du', event.target.value)}
            />
          </Field>
        </div>
        <div className="w-44">
          <Field label={t.fields.to} error={isPeriodReversed ? t.periodReversed : undefined}>
            <Input
              type="date"
              value={filters.to ?? ''}
              onChange={(event) => state.setDay('au', event.target.value)}
            />
          </Field>
        </div>
      </div>
      {figures.isError ? (
        <RetryAlert title={t.loadError} error={figures.error} onRetry={() => figures.refetch()} />
      ) : !figures.data ? (
        <Spinner label={t.loading} />
      ) : figures.data.total.publications === 0 && !filters.from && !filters.to ? (
        <EmptyState title={t.empty.title} text={t.empty.body} />
      ) : (
        <div className="space-y-8">
          <PerformancesTable
            answer={figures.data}
            offset={filters.offset}
            limit={PERFORMANCES_PAGE_LIMIT}
            onOffset={state.setOffset}
          />
          <BenchmarksTable />
        </div>
      )}
    </>
  );
}
