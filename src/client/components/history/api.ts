import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';
import { exportUrl } from '#client/lib/export-url';
import { HISTORY_PAGE_LIMIT, type RecordKind } from '#shared/domain/record-history';
import type { HistoryPage } from '#shared/schemas/history';

/** The filters of the admins' 'Journal d'activité'; an empty one filters nothing. */
export type JournalFilters = { member: string; section: string; from: string; to: string };

// Under ['history']: a record's events and the journal. They are read when their tab or card
// opens (a save elsewhere does not refresh them).
export const historyKeys = {
  all: ['history'] as const,
  record: (kind: RecordKind, id: string) => [...historyKeys.all, 'record', kind, id] as const,
  journal: (filters: JournalFilters) => [...historyKeys.all, 'journal', filters] as const,
  members: () => [...historyKeys.all, 'members'] as const,
};

/** The members the journal filters by (admins; the team list itself is the owner's). */
export const journalMembersQuery = queryOptions({
  queryKey: historyKeys.members(),
  queryFn: () => unwrap(api.history.members.$get()),
});

const page = (pageParam: string) => ({
  limit: String(HISTORY_PAGE_LIMIT),
  ...(pageParam ? { cursor: pageParam } : {}),
});

/** A record's events, newest first, a page at a time. */
export const recordHistoryQuery = (kind: RecordKind, id: string) =>
  infiniteQueryOptions({
    queryKey: historyKeys.record(kind, id),
    queryFn: ({ pageParam }): Promise<HistoryPage> =>
      unwrap(
        api.history[':kind'][':id'].$get({
          // The route reads `kind` itself (historyKindSchema); its validator types `id` only.
          param: { kind, id } as { id: string },
          query: page(pageParam),
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The filters as the journal's query string: the empty ones left out. */
const toJournalQuery = (filters: JournalFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

/** Every event of the agency the filters keep, newest first, a page at a time. */
export const journalQuery = (filters: JournalFilters) =>
  infiniteQueryOptions({
    queryKey: historyKeys.journal(filters),
    queryFn: ({ pageParam }): Promise<HistoryPage> =>
      unwrap(api.history.$get({ query: { ...toJournalQuery(filters), ...page(pageParam) } })),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** 'Exporter en CSV': the same filters, every match. */
export const journalExportUrl = (filters: JournalFilters) =>
  exportUrl('/api/history', 'csv', filters);
