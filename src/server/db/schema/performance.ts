import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, tenantPolicies, tenantRole, timestamps } from '#server/db/schema/common';
import { agencyId, users } from '#server/db/schema/identity';
import { collaborations, deliverables } from '#server/db/schema/collaborations';
import { READING_SOURCES } from '#shared/schemas/performance';

// Issue 30, decision 0055: a published deliverable's statistics, read on a day. Several per
// publication (day 1, day 7, day 30); the latest counts. Each statistic is null when not given.

const metric = (name: string) => bigint(name, { mode: 'number' });

export const publicationReadings = pgTable(
  'publication_readings',
  {
    id: id(),
    agencyId: agencyId(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    deliverableId: uuid('deliverable_id')
      .notNull()
      .references(() => deliverables.id, { onDelete: 'cascade' }),
    readOn: date('read_on', { mode: 'string' }).notNull(),
    impressions: metric('impressions'),
    reach: metric('reach'),
    views: metric('views'),
    likes: metric('likes'),
    comments: metric('comments'),
    shares: metric('shares'),
    saves: metric('saves'),
    linkClicks: metric('link_clicks'),
    sales: metric('sales'),
    source: text('source', { enum: READING_SOURCES }).notNull(),
    authorName: text('author_name').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The creator's screenshot of the platform's statistics (the uploads' storage key).
    proofFileKey: text('proof_file_key'),
    // The reading that counts (decision 0055's order), kept by the database's triggers on every
    // insert and delete (migration 0037, decision 0058): 'Performances' and the benchmarks read
    // the latest readings through a partial index instead of ranking 100,000 rows per request.
    isLatest: boolean('is_latest').notNull().default(false),
    // Copies of what 'Performances' and the benchmarks group and divide by, written by the
    // database's triggers (migration 0037, decision 0058) at insert and whenever the deliverable
    // (type, price, publication day), its deal (billed price, creators' total, client, brand) or
    // its creator line (influencer) changes: the figures read one table, through one index.
    deliverableType: text('deliverable_type').notNull().default(''),
    costCents: integer('cost_cents'),
    // The deliverable's share of the deal's billed price (getBilledShareCents), unrounded.
    billedCents: doublePrecision('billed_cents'),
    // The deal's client id, or 'brand:' and its kept brand once the client is gone.
    clientKey: text('client_key').notNull().default(''),
    // The publication's day, else the reading's.
    publishedOn: date('published_on', { mode: 'string' }),
    influencerId: uuid('influencer_id'),
    // getEngagements and the base of getEngagementRate (reach, else impressions, above 0).
    engagements: bigint('engagements', { mode: 'number' }),
    rateBase: bigint('rate_base', { mode: 'number' }),
    isOnReach: boolean('is_on_reach').notNull().default(false),
    // The benchmarks' parts (decision 0058): the creator's audience tier on the type's platform
    // (getAudienceTier; 'unknown' without it), the CPM on the creator's cost and the engagement
    // rate of this reading; rewritten when the creator's accounts change.
    audienceTier: text('audience_tier').notNull().default('unknown'),
    cpmCents: doublePrecision('cpm_cents'),
    engagementRate: doublePrecision('engagement_rate'),
    ...timestamps,
  },
  (t) => [
    // The latest reading of each publication first.
    index('publication_readings_latest_idx').on(
      t.deliverableId,
      t.readOn.desc(),
      t.createdAt.desc(),
    ),
    index('publication_readings_collaboration_idx').on(t.collaborationId),
    index('publication_readings_agency_idx').on(t.agencyId),
    // The latest readings of an agency with every figure riding along: an index-only scan.
    index('publication_readings_figures_idx')
      .on(
        t.agencyId,
        t.publishedOn,
        t.deliverableType,
        t.clientKey,
        t.costCents,
        t.billedCents,
        t.impressions,
        t.reach,
        t.views,
        t.engagements,
        t.rateBase,
        t.isOnReach,
        t.influencerId,
      )
      .where(sql`is_latest`),
    // The benchmarks: the quartiles per type and tier read in index order.
    index('publication_readings_benchmarks_idx')
      .on(t.agencyId, t.deliverableType, t.audienceTier, t.cpmCents, t.engagementRate)
      .where(sql`is_latest`),
    // A creator's accounts changed: their readings' tiers are rewritten.
    index('publication_readings_influencer_idx')
      .on(t.influencerId)
      .where(sql`influencer_id is not null`),
    ...tenantPolicies('publication_readings'),
  ],
);

const count = (name: string) => integer(name).notNull().default(0);
const whole = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const cents = (name: string) => doublePrecision(name).notNull().default(0);

/**
 * 'Performances' sums per month of publication, by client (`grouping` 'client', `key` the
 * reading's client_key) and by deliverable type ('type'), kept by a statement-level trigger on
 * publication_readings (migration 0037, decision 0058) as Rentabilité's are (decision 0035):
 * the latest readings add, the readings that stop counting subtract. Each figure's parts, so a
 * sum of rows gives the same indicators as the readings themselves; `*_n` counts the
 * publications giving a statistic (none: '—'). Requests only read them.
 */
export const performanceSums = pgTable(
  'performance_sums',
  {
    agencyId: agencyId(),
    grouping: text('grouping', { enum: ['client', 'type'] }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    publications: count('publications'),
    reach: whole('reach'),
    reachN: count('reach_n'),
    impressions: whole('impressions'),
    impressionsN: count('impressions_n'),
    views: whole('views'),
    viewsN: count('views_n'),
    engagements: whole('engagements'),
    engagementsN: count('engagements_n'),
    rateEngagements: whole('rate_engagements'),
    rateBase: whole('rate_base'),
    onReachN: count('on_reach_n'),
    onImpressionsN: count('on_impressions_n'),
    costImpressions: cents('cost_impressions'),
    costEngagements: cents('cost_engagements'),
    billedImpressions: cents('billed_impressions'),
    impressionsBilled: whole('impressions_billed'),
    billedEngagements: cents('billed_engagements'),
    engagementsBilled: whole('engagements_billed'),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.grouping, t.month, t.key] }),
    pgPolicy('performance_sums_read', {
      for: 'select',
      to: tenantRole,
      using: sql`agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid) or (select current_setting('app.superadmin', true)) = 'on'`,
    }),
  ],
);
