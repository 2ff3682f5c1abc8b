/**
 * Results computed from an agency's table, kept while the table's version (agency_row_counts,
 * moved on by every change) stays the same: never stale, on any app server. Bounded: the
 * oldest entries go first.
 */
export function createVersionedCache<T>(maxEntries = 1_000) {
  const entries = new Map<string, { version: number; value: T }>();
  return {
    get(key: string, version: number): T | undefined {
      const entry = entries.get(key);
      return entry?.version === version ? entry.value : undefined;
    },
    set(key: string, version: number, value: T) {
      entries.delete(key);
      entries.set(key, { version, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
