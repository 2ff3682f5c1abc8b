import { useInfiniteQuery } from '@tanstack/react-query';
import { useSettledOnce } from '#client/lib/use-settled-once';
import { TabParts as Tabs } from '#client/components/ui/tab-parts';
import { ListEmptyState } from '#client/components/ui/empty-state';
import { PageHeader } from '#client/components/ui/page-header';
import { ListSearchField } from '#client/components/ui/search-field';
import { ImportButton } from '#client/components/imports/import-button';
import { CreateButton } from '#client/components/ui/create-button';
import { ExportMenu } from '#client/components/ui/export-menu';
import { exportUrl } from '#client/lib/export-url';
import { useRecordDialog } from '#client/lib/use-record-dialog';
import { useUrlSearch } from '#client/lib/use-url-search';
import { influencersListQuery, type InfluencerSummary } from '#client/features/influencers/api';
import {
  ActiveInfluencerActions,
  ArchiveInfluencerDialog,
  DuplicateInfluencerDialog,
  RestoreInfluencerButton,
} from '#client/features/influencers/influencer-actions';
import {
  InfluencerSection,
  InfluencerGroupBox,
} from '#client/features/influencers/influencer-section';
import { exportsText } from '#shared/i18n/fr-exports';
import { fr } from '#shared/i18n/fr';
import { lazyDialog } from '#client/components/ui/lazy-dialog';

const InfluencerDetailDialog = lazyDialog(() =>
  import('#client/features/influencers/influencer-detail-dialog').then(
    (m) => m.InfluencerDetailDialog,
  ),
);
const InfluencerFormDialog = lazyDialog(() =>
  import('#client/features/influencers/influencer-form-dialog').then((m) => m.InfluencerFormDialog),
);

const t = fr.influencersScreen;
// The first group's title (also in the page's frame, InfluencersFrame).
const EXCLUSIVE_ID = 'influencers-exclusive';

const tabClass =
  'rounded-md px-4 py-1.5 text-sm font-medium text-muted hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground';

/** Exclusive influencers first, then the others (spec §9); archived ones in a tab of their own. */
export function InfluencersPage() {
  const search = useUrlSearch();
  const view = search.params.get('view') === 'archived' ? 'archived' : 'active';
  const { dialog, setDialog, close } = useRecordDialog<{
    kind: 'archive' | 'duplicate';
    influencer: InfluencerSummary;
  }>();
  const isActive = view === 'active';
  const exclusive = useInfiniteQuery({
    ...influencersListQuery({ q: search.q, group: 'exclusive' }),
    enabled: isActive,
  });
  const others = useInfiniteQuery({
    ...influencersListQuery({ q: search.q, group: 'others' }),
    enabled: isActive,
  });
  const archived = useInfiniteQuery({
    ...influencersListQuery({ q: search.q, group: 'archived' }),
    enabled: !isActive,
  });
  const isEmpty = (list: typeof exclusive) =>
    list.isSuccess && list.data.pages[0]?.items.length === 0;
  // The others' section waits for the exclusive one above it, so it is not pushed down.
  const isOthersShown = useSettledOnce(!exclusive.isPending);
  const isFiltered = search.q !== '';
  const noResultText = isFiltered ? fr.common.noResultsText : t.emptyGroup;
  const show = (influencer: InfluencerSummary) => setDialog({ kind: 'show', id: influencer.id });
  const activeActions = (influencer: InfluencerSummary) => (
    <ActiveInfluencerActions
      influencer={influencer}
      onEdit={() => setDialog({ kind: 'edit', id: influencer.id })}
      onDuplicate={() => setDialog({ kind: 'duplicate', influencer })}
      onArchive={() => setDialog({ kind: 'archive', influencer })}
    />
  );

  return (
    <>
      <InfluencersHeader
        q={search.q}
        isActive={isActive}
        onCreate={() => setDialog({ kind: 'create' })}
      />
      <Tabs.Root
        value={view}
        onValueChange={(value) => search.setParam('view', value === 'archived' ? value : null)}
      >
        <InfluencersToolbar search={search} />
        <Tabs.Content value="active" className="space-y-8">
          {isEmpty(exclusive) && isEmpty(others) ? (
            <ListEmptyState isFiltered={isFiltered} title={t.emptyTitle} text={t.emptyHint} />
          ) : (
            <>
              <InfluencerSection
                id={EXCLUSIVE_ID}
                title={t.exclusiveTitle}
                list={exclusive}
                emptyText={noResultText}
                onShow={show}
                renderActions={activeActions}
              />
              {isOthersShown && (
                <InfluencerSection
                  id="influencers-others"
                  title={t.othersTitle}
                  list={others}
                  emptyText={noResultText}
                  onShow={show}
                  renderActions={activeActions}
                />
              )}
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="archived">
          {isEmpty(archived) ? (
            <ListEmptyState
              isFiltered={isFiltered}
              title={t.archivedEmptyTitle}
              text={t.archivedEmptyHint}
            />
          ) : (
            <InfluencerSection
              id="influencers-archived"
              title={t.archivedTitle}
              list={archived}
              emptyText={noResultText}
              onShow={show}
              renderActions={(influencer) => <RestoreInfluencerButton influencer={influencer} />}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>

      {dialog?.kind === 'create' && <InfluencerFormDialog influencerId={null} onClose={close} />}
      {dialog?.kind === 'edit' && <InfluencerFormDialog influencerId={dialog.id} onClose={close} />}
      {dialog?.kind === 'show' && (
        <InfluencerDetailDialog
          influencerId={dialog.id}
          onClose={close}
          onEdit={() => setDialog({ kind: 'edit', id: dialog.id })}
        />
      )}
      {dialog?.kind === 'archive' && (
        <ArchiveInfluencerDialog influencer={dialog.influencer} onClose={close} />
      )}
      {dialog?.kind === 'duplicate' && (
        <DuplicateInfluencerDialog
          influencer={dialog.influencer}
          onClose={close}
          onDuplicated={(copyId) => setDialog({ kind: 'edit', id: copyId })}
        />
      )}
    </>
  );
}

function InfluencersHeader({
  q,
  isActive,
  onCreate,
}: {
  q: string;
  isActive: boolean;
  onCreate: () => void;
}) {
  return (
    <PageHeader
      title={t.title}
      subtitle={t.subtitle}
      actions={
        <>
          <ImportButton kind="influencers" />
          <ExportMenu
            list={exportsText.lists.influencers}
            href={(format) => exportUrl('/api/influencers', format, { q, archived: !isActive })}
          />
          <CreateButton label={t.newInfluencer} onClick={onCreate} />
        </>
      }
    />
  );
}

function InfluencersToolbar({
  search,
}: {
  search: { text: string; setSearch: (value: string) => void };
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <ListSearchField label={t.searchLabel} placeholder={t.searchPlaceholder} search={search} />
      <Tabs.List
        aria-label={t.views}
        className="inline-flex rounded-lg border border-border bg-surface p-1"
      >
        <Tabs.Trigger value="active" className={tabClass}>
          {t.activeView}
        </Tabs.Trigger>
        <Tabs.Trigger value="archived" className={tabClass}>
          {t.archivedView}
        </Tabs.Trigger>
      </Tabs.List>
    </div>
  );
}

/**
 * What index.html shows of the page before the app's code has arrived (app/boot-frames.tsx):
 * its header, its search and tabs, and the first group's title, larger on a phone than the
 * header's words (issue 27).
 */
export function InfluencersFrame() {
  const noop = () => undefined;
  return (
    <>
      <InfluencersHeader q="" isActive onCreate={noop} />
      <Tabs.Root value="active" onValueChange={noop}>
        <InfluencersToolbar search={{ text: '', setSearch: noop }} />
        <Tabs.Content value="active" className="space-y-8">
          <InfluencerGroupBox id={EXCLUSIVE_ID} title={t.exclusiveTitle} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
