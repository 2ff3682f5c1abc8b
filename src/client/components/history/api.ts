import { infiniteQueryOptions } from '@tanstack/react-query';
import { unwrap } from '#client/lib/api';
import { exportUrl } from '#client/lib/export-url';
import type { HistoryItem } from '#shared/domain/history-sentences';
import type { RecordKind } from '#shared/domain/record-history';

/** The filters of the admins' 'Journal d'activité'; an empty one filters nothing. */
export type JournalFilters = { member: string; section: string; from: string; to: string };

const PAGE_LIMIT = '20';

// Under ['history']: a record's events and the journal; a save elsewhere does not refresh them
// (they are read when their tab or card opens).
export const historyKeys = {
  all: ['history'] as const,
  record: (kind: RecordKind, id: string) => [...historyKeys.all, 'record', kind, id] as const,
  journal: (filters: JournalFilters) => [...historyKeys.all, 'journal', filters] as const,
};

type HistoryPage = { items: HistoryItem[]; nextCursor: string | null };

/** A record's events, newest first, a page at a time. */
export const recordHistoryQuery = (kind: RecordKind, id: string) =>
  infiniteQueryOptions({
    queryKey: historyKeys.record(kind, id),
    queryFn: async ({ pageParam }): Promise<HistoryPage> =>
      unwrap(
        fetch(
          `/api/history/${kind}/${id}?${new URLSearchParams({
            limit: PAGE_LIMIT,
            ...(pageParam ? { cursor: pageParam } : {}),
          }).toString()}`,
        ),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The filters as the journal's query string: the empty ones left out. */
export const toJournalQuery = (filters: JournalFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

/** Every event of the agency the filters keep, newest first, a page at a time. */
export const journalQuery = (filters: JournalFilters) =>
  infiniteQueryOptions({
    queryKey: historyKeys.journal(filters),
    queryFn: async ({ pageParam }): Promise<HistoryPage> =>
      unwrap(
        fetch(
          `/api/history?${new URLSearchParams({
            ...toJournalQuery(filters),
            limit: PAGE_LIMIT,
            ...(pageParam ? { cursor: pageParam } : {}),
          }).toString()}`,
        ),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** 'Exporter en CSV': the same filters, every page. */
export const journalExportUrl = (filters: JournalFilters) =>
  exportUrl('/api/history', 'csv', filters);
