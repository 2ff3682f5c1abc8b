import { isSectorMain, type SectorMain } from '#shared/domain/sectors';
import { sectorLabels } from '#shared/i18n/fr-sectors';

/** The French labels of a client's sector; a subcategory unknown to the taxonomy shows as is. */
export function getSectorLabels(main: SectorMain | string | null, sub: string | null) {
  if (!main || !isSectorMain(main)) return null;
  const subs: Record<string, string> = sectorLabels.sectorSubcategories[main];
  return { main: sectorLabels.sectors[main], sub: sub ? (subs[sub] ?? sub) : null };
}

/** 'Secteur · Sous-secteur', or null without a known sector. */
export function formatSector(main: SectorMain | string | null, sub: string | null) {
  const labels = getSectorLabels(main, sub);
  return labels && [labels.main, labels.sub].filter(Boolean).join(' · ');
}
