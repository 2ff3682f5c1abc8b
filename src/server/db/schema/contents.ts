import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, tenantPolicies, timestamps } from '#server/db/schema/common';
import { agencyId, users } from '#server/db/schema/identity';
import {
  collaborations,
  collaborationInfluencers,
  deliverables,
} from '#server/db/schema/collaborations';
import { castings } from '#server/db/schema/work';

// Issue 29, decision 0049: a deliverable's drafts (V1, V2, …) with their files, its one thread
// of comments and decisions, and the private links that let a creator or a brand reach them.

/** Who wrote a version or a comment: a member, or a creator or brand through their link. */
export const CONTENT_AUTHORS = ['agency', 'creator', 'brand'] as const;

export const contentVersions = pgTable(
  'content_versions',
  {
    id: id(),
    agencyId: agencyId(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    deliverableId: uuid('deliverable_id')
      .notNull()
      .references(() => deliverables.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    caption: text('caption').notNull().default(''),
    authorKind: text('author_kind', { enum: CONTENT_AUTHORS }).notNull(),
    authorName: text('author_name').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    sentToClientAt: timestamp('sent_to_client_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('content_versions_number_idx').on(t.deliverableId, t.number),
    index('content_versions_collaboration_idx').on(t.collaborationId),
    index('content_versions_agency_idx').on(t.agencyId),
    ...tenantPolicies('content_versions'),
  ],
);

export const contentFiles = pgTable(
  'content_files',
  {
    id: id(),
    agencyId: agencyId(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => contentVersions.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('content_files_version_idx').on(t.versionId, t.position),
    // The uploads' expiry sweep and the reuse check look a stored file up by its key.
    index('content_files_storage_key_idx').on(t.storageKey),
    index('content_files_collaboration_idx').on(t.collaborationId),
    index('content_files_agency_idx').on(t.agencyId),
    ...tenantPolicies('content_files'),
  ],
);

/** What a comment also records: a decision of the thread, else null (a plain comment). */
export const CONTENT_DECISIONS = [
  'sent_to_client',
  'approved',
  'changes_requested',
  'published',
  'unpublished',
  'publication_checked',
] as const;

export const contentComments = pgTable(
  'content_comments',
  {
    id: id(),
    agencyId: agencyId(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    deliverableId: uuid('deliverable_id')
      .notNull()
      .references(() => deliverables.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number'),
    authorKind: text('author_kind', { enum: CONTENT_AUTHORS }).notNull(),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull().default(''),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision', { enum: CONTENT_DECISIONS }),
    body: text('body').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('content_comments_thread_idx').on(t.deliverableId, t.createdAt, t.id),
    index('content_comments_collaboration_idx').on(t.collaborationId),
    index('content_comments_agency_idx').on(t.agencyId),
    ...tenantPolicies('content_comments'),
  ],
);

/**
 * The outsiders a private link is for (DESIGN.md, "Private links for outsiders"), and a
 * member's own calendar app (decision 0068).
 */
export const PRIVATE_LINK_KINDS = ['creator', 'brand', 'casting', 'report', 'calendar'] as const;

export const privateLinks = pgTable(
  'private_links',
  {
    id: id(),
    agencyId: agencyId(),
    kind: text('kind', { enum: PRIVATE_LINK_KINDS }).notNull(),
    // The one record it opens: a creator's line of a deal, a deal (brand, report), a casting.
    collaborationId: uuid('collaboration_id').references(() => collaborations.id, {
      onDelete: 'cascade',
    }),
    collaborationInfluencerId: uuid('collaboration_influencer_id').references(
      () => collaborationInfluencers.id,
      { onDelete: 'cascade' },
    ),
    castingId: uuid('casting_id').references(() => castings.id, { onDelete: 'cascade' }),
    // A member's calendar feed (decision 0068): gone with the member.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the token (hex): the token itself is shown once, then known only to its holder.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    // A shared report (issue 30): whether the brand sees the budget and the indicators on it.
    showBudget: boolean('show_budget').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('private_links_token_idx').on(t.tokenHash),
    index('private_links_collaboration_idx').on(t.collaborationId),
    index('private_links_line_idx').on(t.collaborationInfluencerId),
    index('private_links_casting_idx').on(t.castingId),
    index('private_links_user_idx')
      .on(t.userId)
      .where(sql`user_id is not null`),
    index('private_links_agency_idx').on(t.agencyId),
    ...tenantPolicies('private_links'),
  ],
);
