import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { TabParts as Tabs } from '#client/components/ui/tab-parts';
import { ArrowLeft } from 'lucide-react';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { ListSearchField } from '#client/components/ui/search-field';
import { Spinner } from '#client/components/ui/spinner';
import { useUrlSearch } from '#client/lib/use-url-search';
import {
  AGENCY_TABS,
  agencyQuery,
  isNotFound,
  type AgencyTab,
  type RecordKind,
} from '#client/features/superadmin/api';
import { AgencyCounters } from '#client/features/superadmin/agency-counters';
import { AgencyTabList } from '#client/features/superadmin/agency-tab-list';
import { RecordDialog } from '#client/features/superadmin/record-dialog';
import { formatLongDate } from '#shared/domain/dates';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';
import { fr } from '#shared/i18n/fr';

const t = superAdminScreen;

const tabClass =
  'rounded-md px-4 py-1.5 text-sm font-medium text-muted hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground';

/**
 * /superadmin/agency/:id: the agency's figures and four tabs sharing one search box; the tab
 * and the search live in the URL (`?tab=&q=`). An unknown or malformed id (the server's 404)
 * leads back to the dashboard.
 */
export function AgencyDetailPage() {
  const { id = '' } = useParams();
  const agency = useQuery(agencyQuery(id));
  const search = useUrlSearch();
  const tabParam = search.params.get('tab');
  const tab = AGENCY_TABS.find((value) => value === tabParam) ?? 'users';
  const [record, setRecord] = useState<{ kind: RecordKind; id: string } | null>(null);

  if (agency.isError && isNotFound(agency.error)) return <Navigate to="/superadmin" replace />;
  return (
    <>
      <Link
        to="/superadmin"
        className="mb-4 inline-flex items-center gap-2 rounded-md border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-muted"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {t.back}
      </Link>
      {agency.isPending ? (
        <Spinner label={fr.common.loading} />
      ) : agency.isError ? (
        <RetryAlert
          title={t.agencyLoadFailed}
          error={agency.error}
          onRetry={() => agency.refetch()}
        />
      ) : (
        <>
          <div className="mb-6">
            <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">{agency.data.name}</h1>
            <p className="mt-1 text-sm text-muted">
              {t.createdOn(formatLongDate(agency.data.createdAt))}
              <span className="ml-2 font-mono text-xs break-all">{agency.data.id}</span>
            </p>
          </div>
          <AgencyCounters counts={agency.data.counts} />
          <Tabs.Root
            value={tab}
            onValueChange={(value) => search.setParam('tab', value === 'users' ? null : value)}
          >
            <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
              <ListSearchField
                label={t.detailSearchLabel}
                placeholder={t.detailSearchPlaceholder}
                search={search}
              />
              <Tabs.List
                aria-label={t.tabsLabel}
                className="inline-flex flex-wrap rounded-lg border border-border bg-surface p-1"
              >
                {AGENCY_TABS.map((value) => (
                  <Tabs.Trigger key={value} value={value} className={tabClass}>
                    {t.tabs[value]}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </div>
            {AGENCY_TABS.map((value: AgencyTab) => (
              <Tabs.Content key={value} value={value}>
                {value === tab && (
                  <AgencyTabList
                    agencyId={id}
                    tab={value}
                    q={search.q}
                    onOpen={(kind, recordId) => setRecord({ kind, id: recordId })}
                  />
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </>
      )}
      {record && (
        <RecordDialog
          agencyId={id}
          kind={record.kind}
          recordId={record.id}
          onClose={() => setRecord(null)}
        />
      )}
    </>
  );
}

/** /superadmin/{agencyId}, the spec's other reading of the path. */
export function AgencyPathRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/superadmin/agency/${encodeURIComponent(id)}`} replace />;
}
