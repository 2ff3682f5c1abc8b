import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { detailKeyOf, keysOfChange } from '#client/lib/live/live-keys';
import { liveStore } from '#client/lib/live/live-store';
import { pageStartOnServer } from '#client/lib/server-clock';
import type { RecordKind } from '#shared/domain/record-history';
import { CHANGE_EVENT, RESYNC_EVENT, type RecordChangeEvent } from '#shared/domain/record-changes';

/** Changes arriving together are refetched once. */
const DEBOUNCE_MS = 300;

/** Everything shown, but the one-off queries of the signed-out screens (links, estimator). */
const isShown = (key: QueryKey) =>
  key[0] !== 'password-estimator' && (key[0] !== 'auth' || key[1] === 'session');

/** The open edit form's record keeps the detail it was opened with (decision 0047). */
function isEditedDetail(key: QueryKey) {
  const [root, part, id] = key;
  if (part !== 'detail' || typeof id !== 'string') return false;
  const kinds: Record<string, RecordKind> = {
    clients: 'client',
    influencers: 'influencer',
    collaborations: 'collaboration',
    castings: 'casting',
    tasks: 'task',
    resources: 'resource',
  };
  const kind = kinds[String(root)];
  return kind !== undefined && liveStore.isEdited(kind, id);
}

/**
 * Refetches what changes touch, debounced. A query being fetched (a page the user asked for
 * with 'Afficher plus', a save's own refetch) is left to finish and refreshed just after: an
 * invalidation would cancel it, and the user's click would be lost.
 */
export function createRefresher(queryClient: QueryClient) {
  const pending = new Map<string, QueryKey>();
  let isEverything = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Everything shown, or what was read before this moment (the stream's first opening).
  let readBefore = Infinity;
  const flush = () => {
    timer = undefined;
    if (isEverything) {
      if (queryClient.isFetching() > 0) return schedule();
      void queryClient.invalidateQueries({
        predicate: (query) => isShown(query.queryKey) && query.state.dataUpdatedAt < readBefore,
      });
      isEverything = false;
      readBefore = Infinity;
      pending.clear();
      return;
    }
    for (const [id, queryKey] of pending) {
      if (queryClient.isFetching({ queryKey }) > 0) continue;
      const refetchType = isEditedDetail(queryKey) ? 'none' : 'active';
      void queryClient.invalidateQueries({ queryKey, refetchType });
      pending.delete(id);
    }
    if (pending.size > 0) schedule();
  };
  const schedule = () => {
    timer ??= setTimeout(flush, DEBOUNCE_MS);
  };
  return {
    keys(keys: QueryKey[]) {
      for (const key of keys) pending.set(JSON.stringify(key), key);
      schedule();
    },
    everything() {
      isEverything = true;
      readBefore = Infinity;
      schedule();
    },
    /** What was read before the stream opened may have missed a change: it is read again. */
    readBefore(moment: number) {
      if (!isEverything) readBefore = moment;
      isEverything = true;
      schedule();
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * The live stream of the signed-in member's agency (GET /api/events), opened once by the shell:
 * a colleague's change refetches the queries that show it; its first opening refetches what was
 * read before it, a reconnection everything (changes may have been missed). The browser reconnects by itself; a refused stream (401, 403)
 * is closed for good and the session is read again, which signs a signed-out tab out.
 */
export function useLiveUpdates(user: { id: string; agencyId: string | null }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (user.agencyId === null || typeof EventSource === 'undefined') return;
    const refresh = createRefresher(queryClient);
    // Since when the tab has read what it shows: the server sends what changed after, or a
    // resync when it cannot tell. Unknown (no answer yet): what was read is read again.
    const since = pageStartOnServer();
    const source = new EventSource(since === null ? '/api/events' : `/api/events?since=${since}`);
    let hasOpened = false;
    source.addEventListener(CHANGE_EVENT, (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as RecordChangeEvent;
      if (change.by !== user.id) liveStore.remember(change);
      refresh.keys(keysOfChange(change.kind, change.id));
    });
    source.addEventListener(RESYNC_EVENT, () => refresh.everything());
    // The first opening: what the screen read before it may have missed a change (the stream
    // opens after the first paint); the server replays those when it knows `since`. A
    // reopening: everything (changes may have been missed).
    source.addEventListener('open', () => {
      if (hasOpened) refresh.everything();
      else if (since === null) refresh.readBefore(Date.now());
      hasOpened = true;
    });
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) {
        void queryClient.invalidateQueries({ queryKey: ['auth', 'session'] });
      }
    });
    return () => {
      source.close();
      refresh.stop();
      liveStore.clear();
    };
  }, [user.id, user.agencyId, queryClient]);
}

/**
 * The latest change of a record made by someone else since the calling component appeared
 * (an edit form), or null: « Léa Moreau vient de modifier cette collaboration ».
 */
export function useRecordChangedBy(kind: RecordKind, id: string) {
  const [since] = useState(() => Date.now());
  const change = useSyncExternalStore(liveStore.subscribe, () => liveStore.get(kind, id));
  return change && change.at >= since ? change : null;
}

/** While an edit form is open, its record's detail is not refetched under it; after, it is. */
export function useEditingRecord(kind: RecordKind, id: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopEditing = liveStore.startEditing(kind, id);
    return () => {
      const detail = detailKeyOf(kind, id);
      if (stopEditing() && detail) void queryClient.invalidateQueries({ queryKey: detail });
    };
  }, [kind, id, queryClient]);
}
