import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { LoadMoreButton } from '#client/components/ui/load-more-button';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { Table, TBody, TD, TH, THead, TR, TruncatedText } from '#client/components/ui/table';
import type { InfluencerSummary } from '#client/features/influencers/api';
import { formatCount } from '#shared/domain/counts';
import { useProgressiveList } from '#client/lib/use-progressive-list';
import { fr } from '#shared/i18n/fr';

const t = fr.influencersScreen;

type ListQuery = UseInfiniteQueryResult<
  InfiniteData<{ items: InfluencerSummary[]; nextCursor: string | null }>
>;

type InfluencerSectionProps = {
  id: string;
  title: string;
  list: ListQuery;
  emptyText: string;
  onShow: (influencer: InfluencerSummary) => void;
  renderActions: (influencer: InfluencerSummary) => ReactNode;
};

/** One titled table of influencers, sorted by name on the server, read on with 'Afficher plus'. */
export function InfluencerSection({
  id,
  title,
  list,
  emptyText,
  onShow,
  renderActions,
}: InfluencerSectionProps) {
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const rows = useProgressiveList(items);
  return (
    <InfluencerGroupBox id={id} title={title}>
      {list.isPending ? (
        <Spinner label={fr.common.loading} />
      ) : list.isError && items.length === 0 ? (
        <RetryAlert title={t.loadFailed} error={list.error} onRetry={() => list.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted">
          {emptyText}
        </p>
      ) : (
        <Table aria-labelledby={id} className="sm:min-w-[40rem]">
          <THead>
            <tr>
              <TH>{t.name}</TH>
              <TH className="hidden sm:table-cell">{t.mainPlatform}</TH>
              <TH className="hidden text-right sm:table-cell">{t.audience}</TH>
              <TH className="text-right">{fr.common.actions}</TH>
            </tr>
          </THead>
          <TBody>
            {rows.map((influencer) => (
              <TR
                key={influencer.id}
                onClick={() => onShow(influencer)}
                data-testid="influencer-row"
              >
                <TD>
                  <TruncatedText
                    text={influencer.fullName}
                    onClick={(event) => {
                      event.stopPropagation();
                      onShow(influencer);
                    }}
                    className="font-semibold text-foreground hover:text-link hover:underline"
                  />
                  <TruncatedText text={`@${influencer.username}`} className="text-xs text-muted" />
                  {influencer.mainPlatform && (
                    <TruncatedText
                      text={`${fr.platforms[influencer.mainPlatform.name]} ${influencer.mainPlatform.handle}`}
                      className="text-xs text-muted sm:hidden"
                    />
                  )}
                </TD>
                <TD className="hidden sm:table-cell">
                  {influencer.mainPlatform ? (
                    <>
                      <span className="block">{fr.platforms[influencer.mainPlatform.name]}</span>
                      <TruncatedText
                        text={influencer.mainPlatform.handle}
                        className="text-xs text-muted"
                      />
                    </>
                  ) : (
                    <span className="text-muted">{t.noPlatform}</span>
                  )}
                </TD>
                <TD className="hidden text-right tabular-nums sm:table-cell">
                  {formatCount(influencer.mainPlatform?.audience)}
                </TD>
                <TD
                  className="text-right whitespace-nowrap"
                  onClick={(event) => event.stopPropagation()}
                >
                  {renderActions(influencer)}
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
      {list.hasNextPage && (
        <LoadMoreButton isLoading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()} />
      )}
    </InfluencerGroupBox>
  );
}

/** A group's box and title (also in the page's frame, InfluencersFrame). */
export function InfluencerGroupBox({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
