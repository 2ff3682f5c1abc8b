import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, tenantPolicies, timestamps } from '#server/db/schema/common';
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
    ...tenantPolicies('publication_readings'),
  ],
);
