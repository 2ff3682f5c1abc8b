import type { RecordKind } from '#shared/domain/record-history';
import type { RecordChangeEvent } from '#shared/domain/record-changes';

/** A colleague's latest change of a record, as the live stream told it (decision 0047). */
export type RecordChangedBy = {
  by: string | null;
  byName: string | null;
  op: RecordChangeEvent['op'];
  at: number;
};

const recordKey = (kind: RecordKind, id: string) => `${kind}:${id}`;
const latest = new Map<string, RecordChangedBy>();
const listeners = new Set<() => void>();
// Records whose edit form is open, and those of them changed meanwhile.
const editing = new Map<string, number>();
const changedWhileEdited = new Set<string>();

export const liveStore = {
  /** A change made by someone else than this tab's member. */
  remember(change: RecordChangeEvent, at = Date.now()) {
    if (!change.id || change.kind === 'notification') return;
    const key = recordKey(change.kind, change.id);
    latest.set(key, { by: change.by, byName: change.byName, op: change.op, at });
    if (editing.has(key)) changedWhileEdited.add(key);
    for (const listener of listeners) listener();
  },
  get: (kind: RecordKind, id: string) => latest.get(recordKey(kind, id)) ?? null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isEdited: (kind: RecordKind, id: string) => editing.has(recordKey(kind, id)),
  /** An edit form opens; the returned function closes it and says whether it missed a change. */
  startEditing(kind: RecordKind, id: string) {
    const key = recordKey(kind, id);
    editing.set(key, (editing.get(key) ?? 0) + 1);
    return () => {
      const count = (editing.get(key) ?? 1) - 1;
      if (count > 0) {
        editing.set(key, count);
        return false;
      }
      editing.delete(key);
      return changedWhileEdited.delete(key);
    };
  },
  /** At sign-out: nothing of the previous member stays. */
  clear() {
    latest.clear();
    changedWhileEdited.clear();
  },
};
