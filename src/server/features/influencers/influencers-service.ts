import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { influencerPlatforms, influencerRates, influencers } from '#server/db/schema/address-book';
import { collaborationInfluencers, collaborations } from '#server/db/schema/collaborations';
import { invalid, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { recordEvent, recordEventBatch } from '#server/lib/history';
import { claimVersion } from '#server/lib/record-version';
import { readInfluencerView } from '#server/features/influencers/influencer-history';
import { diffRecordViews } from '#shared/domain/record-history';
import { deriveCollaborationStatus } from '#shared/domain/collaboration-status';
import { getCopyName } from '#shared/domain/copy-name';
import type { DeliverableType, Platform } from '#shared/domain/enums';
import { isPhoneAccepted } from '#shared/domain/phone';
import { buildSearchText, normalizeSearchText } from '#shared/domain/search';
import {
  INFLUENCER_NAME_MAX_LENGTH,
  type InfluencerInput,
  type InfluencerUpdate,
} from '#shared/schemas/influencers';
import { fr } from '#shared/i18n/fr';
import { moveToTrash } from '#server/lib/trash/move-to-trash';

// Spec §5: full name, username or any platform handle.
export function buildInfluencerSearchText(
  input: Pick<InfluencerInput, 'fullName' | 'username'> & {
    platforms: { handle: string }[];
  },
) {
  return buildSearchText([input.fullName, input.username, ...input.platforms.map((p) => p.handle)]);
}

// What is saved: the form's input, or a copy of a row (whose birth date may predate the rule).
type InfluencerFields = Omit<InfluencerInput, 'birthDate'> & { birthDate: string | null };

const toInfluencerRow = (ctx: AgencyContext, input: InfluencerFields) => ({
  agencyId: ctx.agencyId,
  fullName: input.fullName,
  username: input.username,
  isExclusive: input.isExclusive,
  address: input.address,
  phoneNumber: input.phoneNumber,
  birthDate: input.birthDate,
  siret: input.siret,
  email: input.email,
  taxCountry: input.taxCountry,
  euRepresentative: input.euRepresentative,
  hasLiabilityInsurance: input.hasLiabilityInsurance,
  internalReferent: input.internalReferent,
  internalNotes: input.internalNotes,
  proposedTo: input.proposedTo,
  sortName: normalizeSearchText(input.fullName),
  searchText: buildInfluencerSearchText(input),
});

const byIdInAgency = (ctx: AgencyContext, id: string) =>
  and(eq(influencers.id, id), eq(influencers.agencyId, ctx.agencyId)) as SQL;

/**
 * A new or changed phone must be a valid number; the one the influencer holds already (typed
 * before phones were checked) is kept as it is, so that it never blocks another change.
 */
export function checkPhone(phoneNumber: string, kept: readonly string[]) {
  if (isPhoneAccepted(phoneNumber, kept)) return;
  const message = fr.influencersScreen.invalidPhone(fr.influencers.phoneNumber);
  throw invalid({ phoneNumber: message }, message);
}

/** The detail dialog: every field, platforms and rates in order, and their collaborations. */
export async function getInfluencer(ctx: AgencyContext, id: string) {
  const [row] = await ctx.db.select().from(influencers).where(byIdInAgency(ctx, id));
  if (!row) throw notFound();
  const {
    agencyId: _agencyId,
    searchText: _searchText,
    sortName: _sortName,
    sortKey: _sortKey,
    usernameKey: _usernameKey,
    ...fields
  } = row;
  return {
    ...fields,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(await findChildren(ctx, id)),
    collaborations: await findInfluencerCollaborations(ctx, id),
  };
}

export async function findChildren(ctx: AgencyContext, influencerId: string) {
  const platforms = await ctx.db
    .select({
      name: influencerPlatforms.name,
      handle: influencerPlatforms.handle,
      audience: influencerPlatforms.audience,
    })
    .from(influencerPlatforms)
    .where(
      and(
        eq(influencerPlatforms.influencerId, influencerId),
        eq(influencerPlatforms.agencyId, ctx.agencyId),
      ),
    )
    .orderBy(asc(influencerPlatforms.position));
  const rates = await ctx.db
    .select({ type: influencerRates.type, priceCents: influencerRates.priceCents })
    .from(influencerRates)
    .where(
      and(
        eq(influencerRates.influencerId, influencerId),
        eq(influencerRates.agencyId, ctx.agencyId),
      ),
    )
    .orderBy(asc(influencerRates.position));
  return {
    platforms: platforms.map((p) => ({ ...p, name: p.name as Platform })),
    rates: rates.map((r) => ({ ...r, type: r.type as DeliverableType })),
  };
}

async function findInfluencerCollaborations(ctx: AgencyContext, influencerId: string) {
  const rows = await ctx.db
    .select({
      id: collaborations.id,
      name: collaborations.name,
      brand: collaborations.brand,
      type: collaborations.type,
      contactDate: collaborations.contactDate,
      isQuoteSent: collaborations.isQuoteSent,
      isPaymentReceived: collaborations.isPaymentReceived,
      rateCents: collaborationInfluencers.rateCents,
      paidPercentage: collaborationInfluencers.paidPercentage,
      isCreatorInvoicePaid: collaborationInfluencers.isCreatorInvoicePaid,
    })
    .from(collaborationInfluencers)
    .innerJoin(collaborations, eq(collaborations.id, collaborationInfluencers.collaborationId))
    .where(
      and(
        eq(collaborationInfluencers.influencerId, influencerId),
        eq(collaborationInfluencers.agencyId, ctx.agencyId),
        eq(collaborations.agencyId, ctx.agencyId),
      ),
    )
    .orderBy(desc(collaborations.contactDate), desc(collaborations.createdAt));
  return rows.map((row) => ({
    ...row,
    status: deriveCollaborationStatus({
      paymentReceived: row.isPaymentReceived,
      quoteSent: row.isQuoteSent,
    }),
  }));
}

async function insertChildren(
  ctx: AgencyContext,
  influencerId: string,
  input: Pick<InfluencerInput, 'platforms' | 'rates'>,
) {
  const owner = { agencyId: ctx.agencyId, influencerId };
  if (input.platforms.length > 0) {
    await ctx.db
      .insert(influencerPlatforms)
      .values(input.platforms.map((platform, position) => ({ ...platform, ...owner, position })));
  }
  if (input.rates.length > 0) {
    await ctx.db
      .insert(influencerRates)
      .values(input.rates.map((rate, position) => ({ ...rate, ...owner, position })));
  }
}

async function insertInfluencer(ctx: AgencyContext, input: InfluencerFields) {
  const [created] = await ctx.db
    .insert(influencers)
    .values(toInfluencerRow(ctx, input))
    .returning({ id: influencers.id });
  if (!created) throw new Error('influencer insert returned nothing');
  await insertChildren(ctx, created.id, input);
  await recordEvent(ctx, {
    kind: 'influencer',
    recordId: created.id,
    label: input.fullName,
    action: 'create',
  });
  return getInfluencer(ctx, created.id);
}

export function createInfluencer(ctx: AgencyContext, input: InfluencerInput) {
  checkPhone(input.phoneNumber, []);
  return insertInfluencer(ctx, input);
}

/**
 * The importer's create (issue 19): createInfluencer's rows and checks for many influencers at
 * once, three statements in the caller's transaction, without reading them back. Ids are the
 * caller's, so that a later row of the same batch can update one.
 */
export async function insertInfluencers(
  ctx: AgencyContext,
  rows: { id: string; input: InfluencerInput }[],
) {
  if (rows.length === 0) return;
  rows.forEach(({ input }) => checkPhone(input.phoneNumber, []));
  await ctx.db
    .insert(influencers)
    .values(rows.map(({ id, input }) => ({ id, ...toInfluencerRow(ctx, input) })));
  const children = <T>(pick: (input: InfluencerInput) => T[]) =>
    rows.flatMap(({ id, input }) =>
      pick(input).map((child, position) => ({
        ...child,
        agencyId: ctx.agencyId,
        influencerId: id,
        position,
      })),
    );
  const platforms = children((input) => input.platforms);
  if (platforms.length > 0) await ctx.db.insert(influencerPlatforms).values(platforms);
  const rates = children((input) => input.rates);
  if (rates.length > 0) await ctx.db.insert(influencerRates).values(rates);
  await recordEventBatch(
    ctx,
    rows.map(({ id, input }) => ({
      kind: 'influencer' as const,
      recordId: id,
      label: input.fullName,
      action: 'create' as const,
    })),
  );
}

/**
 * Replaces the influencer, its platforms and its rates, all or nothing (one transaction), if
 * the version is still the form's (claimVersion); the difference enters the history.
 */
export async function updateInfluencer(
  ctx: AgencyContext,
  id: string,
  input: InfluencerInput & Partial<Pick<InfluencerUpdate, 'version'>>,
) {
  await claimVersion(
    ctx.db,
    ctx.user,
    'influencer',
    influencers,
    byIdInAgency(ctx, id),
    input.version ?? null,
  );
  const before = await readInfluencerView(ctx, id, findChildren);
  if (!before) throw notFound();
  checkPhone(input.phoneNumber, [String(before.phoneNumber)]);
  await ctx.db
    .update(influencers)
    .set({ ...toInfluencerRow(ctx, input), updatedAt: new Date() })
    .where(byIdInAgency(ctx, id));
  const owned = (table: typeof influencerPlatforms | typeof influencerRates) =>
    and(eq(table.influencerId, id), eq(table.agencyId, ctx.agencyId));
  await ctx.db.delete(influencerPlatforms).where(owned(influencerPlatforms));
  await ctx.db.delete(influencerRates).where(owned(influencerRates));
  await insertChildren(ctx, id, input);
  const after = await readInfluencerView(ctx, id, findChildren);
  await recordEvent(ctx, {
    kind: 'influencer',
    recordId: id,
    label: input.fullName,
    action: 'update',
    changes: diffRecordViews(before, after ?? {}),
  });
  return getInfluencer(ctx, id);
}

/** Their collaborations keep the name; their linked tasks go with them (schema). */
/** To the Corbeille with its platforms, rates and tasks (decision 0046). */
export async function deleteInfluencer(ctx: AgencyContext, id: string) {
  await moveToTrash(ctx, 'influencer', id);
  return { id };
}

export const COPY_SUFFIX = '_copy';

/**
 * Spec §4: a copy without id and dates, whose platform handles end in _copy, named
 * '{name} (copie)' so that the two can be told apart (issue 11). The copy is active even when
 * made from the archive: the old product only ever copied listed influencers.
 */
export async function duplicateInfluencer(ctx: AgencyContext, id: string) {
  const source = await getInfluencer(ctx, id);
  return insertInfluencer(ctx, {
    ...source,
    fullName: getCopyName(
      source.fullName,
      INFLUENCER_NAME_MAX_LENGTH,
      fr.influencersScreen.copyName,
    ),
    platforms: source.platforms.map((p) => ({ ...p, handle: `${p.handle}${COPY_SUFFIX}` })),
  });
}
