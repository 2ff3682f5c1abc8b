import { useState } from 'react';
import { PageHeader } from '#client/components/ui/page-header';
import { AgenciesSection } from '#client/features/superadmin/agencies-section';
import { OverviewTiles } from '#client/features/superadmin/overview-tiles';
import { TileListDialog } from '#client/features/superadmin/tile-list-dialog';
import type { Tile } from '#client/features/superadmin/tiles';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';

const t = superAdminScreen;

/** /superadmin: the platform's figures, each listed in a dialog, and the agency table. */
export function SuperAdminPage() {
  const [tile, setTile] = useState<Tile | null>(null);
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <OverviewTiles onOpen={setTile} />
      <AgenciesSection />
      {tile && <TileListDialog tile={tile} onClose={() => setTile(null)} />}
    </>
  );
}
