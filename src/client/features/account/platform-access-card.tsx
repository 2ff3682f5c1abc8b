import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { Card } from '#client/components/ui/card';
import { PagedList } from '#client/components/ui/paged-list';
import { Table, TBody, TD, TH, THead, TR } from '#client/components/ui/table';
import { api, unwrap } from '#client/lib/api';
import { accountKeys } from '#client/features/account/api';
import { formatDateTime } from '#shared/domain/dates';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';

const t = superAdminScreen;
const whatLabels: Record<string, string> = t.accessWhatLabels;

const platformAccessQuery = infiniteQueryOptions({
  queryKey: [...accountKeys.all, 'platform-access'] as const,
  queryFn: ({ pageParam }) =>
    unwrap(api.account['platform-access'].$get({ query: pageParam ? { cursor: pageParam } : {} })),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

/**
 * The owner's view of the platform administrator's visits (issue 17 §5): when, which account,
 * and what was opened, newest first.
 */
export function PlatformAccessCard() {
  const log = useInfiniteQuery(platformAccessQuery);
  return (
    <Card>
      <h2 id="platform-access-title" className="text-lg font-semibold">
        {t.accessTitle}
      </h2>
      <p className="mb-4 text-sm text-muted">{t.accessSubtitle}</p>
      <PagedList
        list={log}
        loadFailed={t.accessLoadFailed}
        empty={<p className="text-sm text-muted">{t.accessEmpty}</p>}
      >
        {(entries) => (
          <Table aria-labelledby="platform-access-title">
            <THead>
              <tr>
                <TH>{t.accessDate}</TH>
                <TH>{t.accessAccount}</TH>
                <TH>{t.accessWhat}</TH>
              </tr>
            </THead>
            <TBody>
              {entries.map((entry) => (
                <TR key={entry.id} data-testid="platform-access-entry">
                  <TD className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</TD>
                  <TD className="break-all">{entry.adminEmail}</TD>
                  <TD className="wrap-anywhere">
                    {whatLabels[entry.what] ?? entry.what}
                    {entry.recordLabel && ` · ${entry.recordLabel}`}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </PagedList>
    </Card>
  );
}
