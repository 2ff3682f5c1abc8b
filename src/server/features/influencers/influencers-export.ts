import { and, asc, eq, inArray } from 'drizzle-orm';
import { influencerPlatforms, influencerRates, influencers } from '#server/db/schema/address-book';
import type { AgencyContext } from '#server/lib/context';
import { mapRows, readInBatches } from '#server/lib/export-reading';
import { type ExportCell, type ExportColumn, type ExportTable } from '#server/lib/export-stream';
import { listInfluencers } from '#server/features/influencers/influencers-list';
import { DELIVERABLE_TYPES, PLATFORMS } from '#shared/domain/enums';
import type { InfluencerExportQuery } from '#shared/schemas/influencers';
import { formatPhone } from '#shared/domain/phone';
import { exportsText } from '#shared/i18n/fr-exports';
import { fr } from '#shared/i18n/fr';

// Influencers with their platforms and rates on one line each: a handle and an audience column
// per platform, a price column per deliverable type (the only rates the API accepts). The
// pages come from the list itself (same search, filters and order), 1,000 at a time.

const BATCH = 1000;
const t = exportsText.influencers;

const COLUMNS: ExportColumn[] = [
  { header: t.fullName, width: 24 },
  { header: t.username, width: 22 },
  { header: t.isExclusive },
  { header: t.isArchived },
  { header: t.phone, width: 18 },
  { header: t.address, width: 36 },
  { header: t.birthDate, kind: 'day' },
  { header: t.siret, width: 18 },
  { header: t.referent },
  { header: t.proposedTo },
  { header: t.notes, width: 40 },
  ...PLATFORMS.flatMap((platform): ExportColumn[] => [
    { header: fr.platforms[platform], width: 22 },
    { header: t.audienceOf(fr.platforms[platform]), kind: 'integer' },
  ]),
  ...DELIVERABLE_TYPES.map((type): ExportColumn => ({
    header: t.rateOf(fr.deliverableTypes[type]),
    kind: 'cents',
  })),
];

async function readPage(ctx: AgencyContext, query: InfluencerExportQuery, cursor: string | null) {
  const page = await listInfluencers(ctx, { ...query, cursor: cursor ?? undefined, limit: BATCH });
  const ids = page.items.map((item) => item.id);
  if (ids.length === 0) return { rows: [], nextCursor: null };
  const owned = <T extends typeof influencerPlatforms | typeof influencerRates>(table: T) =>
    and(eq(table.agencyId, ctx.agencyId), inArray(table.influencerId, ids));
  const [rows, platforms, rates] = await Promise.all([
    ctx.db
      .select()
      .from(influencers)
      .where(and(eq(influencers.agencyId, ctx.agencyId), inArray(influencers.id, ids))),
    ctx.db
      .select()
      .from(influencerPlatforms)
      .where(owned(influencerPlatforms))
      .orderBy(asc(influencerPlatforms.position)),
    ctx.db
      .select()
      .from(influencerRates)
      .where(owned(influencerRates))
      .orderBy(asc(influencerRates.position)),
  ]);
  const byId = new Map(
    rows.map((row) => [
      row.id,
      { ...row, platforms: [] as typeof platforms, rates: [] as typeof rates },
    ]),
  );
  for (const platform of platforms) byId.get(platform.influencerId)?.platforms.push(platform);
  for (const rate of rates) byId.get(rate.influencerId)?.rates.push(rate);
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), nextCursor: page.nextCursor };
}

type InfluencerRow = Awaited<ReturnType<typeof readPage>>['rows'][number];
const yesNo = (value: boolean) => (value ? exportsText.yes : exportsText.no);

function toLine(row: InfluencerRow): ExportCell[] {
  const platformCells = PLATFORMS.flatMap((name) => {
    // The first account of a platform (the form allows one each; an import may bring more).
    const platform = row.platforms.find((one) => one.name === name);
    return [platform?.handle ?? '', platform?.audience ?? null];
  });
  const rateCells = DELIVERABLE_TYPES.map(
    (type) => row.rates.find((rate) => rate.type === type)?.priceCents ?? null,
  );
  return [
    row.fullName,
    row.username,
    yesNo(row.isExclusive),
    yesNo(row.isArchived),
    formatPhone(row.phoneNumber),
    row.address,
    row.birthDate,
    row.siret,
    row.internalReferent,
    row.proposedTo,
    row.internalNotes,
    ...platformCells,
    ...rateCells,
  ];
}

/** The Influenceurs list as a file, with the search and filters in force. */
export function exportInfluencers(
  db: AgencyContext['db'],
  user: AgencyContext['user'],
  query: InfluencerExportQuery,
): ExportTable {
  const rows = readInBatches<InfluencerRow, string>(db, user, (ctx, cursor) =>
    readPage(ctx, query, cursor),
  );
  return {
    sheetName: exportsText.sheets.influencers,
    columns: COLUMNS,
    rows: mapRows(rows, (row) => [toLine(row)]),
  };
}
