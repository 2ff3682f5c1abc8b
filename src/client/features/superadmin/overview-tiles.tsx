import { useQuery } from '@tanstack/react-query';
import { Briefcase, Building2, Euro, Megaphone, Star, Users } from 'lucide-react';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { overviewQuery, type Overview } from '#client/features/superadmin/api';
import type { Tile } from '#client/features/superadmin/tiles';
import { formatEuros } from '#shared/domain/money';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';
import { fr } from '#shared/i18n/fr';

const t = superAdminScreen;

const TILES: { tile: Tile; icon: typeof Users; value: (overview: Overview) => string }[] = [
  { tile: 'agencies', icon: Building2, value: (o) => formatCount(o.agencies) },
  { tile: 'users', icon: Users, value: (o) => formatCount(o.users) },
  { tile: 'clients', icon: Briefcase, value: (o) => formatCount(o.clients) },
  { tile: 'influencers', icon: Star, value: (o) => formatCount(o.influencers) },
  { tile: 'collaborations', icon: Megaphone, value: (o) => formatCount(o.collaborations) },
  { tile: 'revenue', icon: Euro, value: (o) => formatEuros(o.revenueCents) },
];

const formatCount = (n: number) => n.toLocaleString('fr-FR');

/** The platform at a glance; each tile is a button that lists its kind across agencies. */
export function OverviewTiles({ onOpen }: { onOpen: (tile: Tile) => void }) {
  const overview = useQuery(overviewQuery);
  return (
    <section aria-labelledby="superadmin-tiles" className="mb-8">
      <h2 id="superadmin-tiles" className="sr-only">
        {t.tilesLabel}
      </h2>
      {overview.isPending ? (
        <Spinner label={fr.common.loading} />
      ) : overview.isError ? (
        <RetryAlert
          title={t.tilesLoadFailed}
          error={overview.error}
          onRetry={() => overview.refetch()}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          {TILES.map(({ tile, icon: Icon, value }) => (
            <li key={tile}>
              <button
                type="button"
                onClick={() => onOpen(tile)}
                data-testid={`tile-${tile}`}
                className="flex h-full w-full flex-col items-start gap-2 rounded-xl border border-border bg-surface p-4 text-left shadow-sm transition-colors hover:border-primary hover:bg-surface-muted"
              >
                <span className="flex items-center gap-2 text-sm font-medium text-muted">
                  <Icon aria-hidden className="h-4 w-4" />
                  {t.tiles[tile]}
                </span>
                <span className="text-2xl font-bold tabular-nums wrap-anywhere">
                  {value(overview.data)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
