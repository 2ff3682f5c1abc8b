import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedList } from '#client/components/ui/paged-list';
import { HistoryEntry } from '#client/components/history/history-entry';
import { recordHistoryQuery } from '#client/components/history/api';
import type { RecordKind } from '#shared/domain/record-history';
import { teamWork } from '#shared/i18n/fr-team-work';

const t = teamWork.history;

/** The 'Historique' tab of a record's detail: its events, newest first, 'Afficher plus'. */
export function RecordHistory({ kind, id }: { kind: RecordKind; id: string }) {
  const list = useInfiniteQuery(recordHistoryQuery(kind, id));
  return (
    <PagedList
      list={list}
      loadFailed={t.loadFailed}
      empty={<p className="py-6 text-center text-sm text-muted">{t.empty}</p>}
    >
      {(items) => (
        <ol className="divide-y divide-border" aria-label={t.tab}>
          {items.map((item) => (
            <HistoryEntry key={item.id} item={item} />
          ))}
        </ol>
      )}
    </PagedList>
  );
}
