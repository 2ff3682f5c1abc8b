import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '#client/lib/query-client';

/**
 * Issue 28 (decision 0045), a stop-gap until every form sends the version it loaded: the
 * `version` of the detail in the query cache under `key` (1 when none is there).
 */
export function loadedVersion(key: QueryKey, pick = (data: unknown) => readVersion(data)) {
  return pick(queryClient.getQueryData(key)) ?? 1;
}

export const readVersion = (data: unknown): number | undefined =>
  data && typeof data === 'object' && 'version' in data && typeof data.version === 'number'
    ? data.version
    : undefined;
