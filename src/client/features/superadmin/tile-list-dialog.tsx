import { useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Dialog } from '#client/components/ui/dialog';
import { PagedList, type PagedQuery } from '#client/components/ui/paged-list';
import { SearchField } from '#client/components/ui/search-field';
import { EmptyState } from '#client/components/ui/empty-state';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import {
  agenciesByRevenueQuery,
  tileItemsQuery,
  type TileKind,
} from '#client/features/superadmin/api';
import type { Tile } from '#client/features/superadmin/tiles';
import { formatEuros } from '#shared/domain/money';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';
import { fr } from '#shared/i18n/fr';

const t = superAdminScreen;

type Row = { id: string; label: string; detail: string; agencyName?: string; to: string };

/** A tile's list across agencies, searched and paged on the server; a row opens its agency. */
export function TileListDialog({ tile, onClose }: { tile: Tile; onClose: () => void }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t.tileListTitle(t.tiles[tile])}
      size="lg"
    >
      <div className="space-y-4">
        <SearchField
          label={t.tileSearchLabel}
          placeholder={t.tileSearchPlaceholder}
          value={text}
          onChange={setText}
        />
        {tile === 'revenue' ? <RevenueList q={q} /> : <KindList kind={tile} q={q} />}
      </div>
    </Dialog>
  );
}

function KindList({ kind, q }: { kind: TileKind; q: string }) {
  const list = useInfiniteQuery(tileItemsQuery(kind, q));
  return (
    <RowList
      list={list}
      q={q}
      toRow={(item) => ({
        ...item,
        to:
          kind === 'agencies'
            ? `/superadmin/agency/${item.id}`
            : `/superadmin/agency/${item.agencyId}?tab=${kind}`,
        agencyName: kind === 'agencies' ? undefined : item.agencyName,
      })}
    />
  );
}

function RevenueList({ q }: { q: string }) {
  const list = useInfiniteQuery(agenciesByRevenueQuery(q));
  return (
    <RowList
      list={list}
      q={q}
      toRow={(agency) => ({
        id: agency.id,
        label: agency.name,
        detail: formatEuros(agency.revenueCents),
        to: `/superadmin/agency/${agency.id}`,
      })}
    />
  );
}

function RowList<T>({
  list,
  q,
  toRow,
}: {
  list: PagedQuery<T>;
  q: string;
  toRow: (item: T) => Row;
}) {
  return (
    <PagedList
      list={list}
      loadFailed={t.listLoadFailed}
      empty={
        q ? (
          <EmptyState title={fr.common.noResultsTitle} text={fr.common.noResultsText} />
        ) : (
          <EmptyState title={t.tileListEmpty} />
        )
      }
    >
      {(items, isUpdating) => (
        <ul
          aria-busy={isUpdating || undefined}
          className="divide-y divide-border rounded-lg border border-border"
        >
          {items.map(toRow).map((row) => (
            <li key={row.id}>
              <Link
                to={row.to}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3 hover:bg-surface-muted"
              >
                <span className="min-w-0 wrap-anywhere">
                  <span className="block font-medium">{row.label}</span>
                  {row.detail && <span className="block text-sm text-muted">{row.detail}</span>}
                </span>
                {row.agencyName && (
                  <span className="text-sm text-muted wrap-anywhere">{row.agencyName}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
