import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DetailDialog } from '#client/components/detail/detail-dialog';
import { CollaborationRecordBody } from '#client/components/records/collaboration-record';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { LoadMoreButton } from '#client/components/ui/load-more-button';
import { Spinner } from '#client/components/ui/spinner';
import { Table, TBody, TD, TH, THead, TR, TruncatedText } from '#client/components/ui/table';
import {
  leftOutDealsQuery,
  profitDealQuery,
  type ProfitQueryFilters,
} from '#client/features/payments/profit-api';
import { formatLongDate } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import { profitability } from '#shared/i18n/fr-profitability';
import { fr } from '#shared/i18n/fr';

const t = profitability;

/** A deal of the table, read-only: its detail as the Collaborations screen shows it. */
export function ProfitDealDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery(profitDealQuery(id));
  return (
    <DetailDialog
      detail={detail}
      title={detail.data?.name ?? fr.common.details}
      description={
        detail.data
          ? `${detail.data.brand} · ${fr.collaborationTypes[detail.data.type]}`
          : undefined
      }
      onClose={onClose}
    >
      {(collaboration) => <CollaborationRecordBody collaboration={collaboration} />}
    </DetailDialog>
  );
}

/** The deals left out of the sums (no billed amount), each opening its detail. */
export function LeftOutDialog({
  filters,
  onOpenDeal,
  onClose,
}: {
  filters: ProfitQueryFilters;
  onOpenDeal: (id: string) => void;
  onClose: () => void;
}) {
  const list = useInfiniteQuery(leftOutDealsQuery(filters));
  const deals = list.data?.pages.flatMap((page) => page.items) ?? [];
  const columns = t.table;
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.leftOutTitle}
      description={t.emptyText}
      size="xl"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {fr.common.close}
        </Button>
      }
    >
      {list.isPending ? (
        <Spinner label={fr.common.loading} />
      ) : deals.length === 0 ? (
        <p className="text-sm text-muted">{t.leftOutEmpty}</p>
      ) : (
        <div className="space-y-4">
          <Table aria-label={t.leftOutTitle}>
            <THead>
              <tr>
                <TH className="px-3">{columns.collaboration}</TH>
                <TH className="px-3">{columns.brand}</TH>
                <TH className="px-3">{columns.date}</TH>
                <TH className="px-3 text-right">{columns.creators}</TH>
              </tr>
            </THead>
            <TBody>
              {deals.map((deal) => (
                <TR key={deal.id} onClick={() => onOpenDeal(deal.id)} data-testid="left-out-row">
                  <TD className="px-3">
                    <TruncatedText
                      text={deal.name}
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpenDeal(deal.id);
                      }}
                      className="font-semibold text-foreground hover:text-link hover:underline"
                    />
                  </TD>
                  <TD className="px-3">
                    <TruncatedText text={deal.brand} />
                  </TD>
                  <TD className="px-3 whitespace-nowrap">{formatLongDate(deal.profitDate)}</TD>
                  <TD className="px-3 text-right tabular-nums">
                    {formatEuros(deal.creatorsCents)}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
          {list.hasNextPage && (
            <LoadMoreButton
              isLoading={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
