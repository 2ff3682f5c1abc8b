import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, tenantPolicies } from '#server/db/schema/common';
import { agencyId } from '#server/db/schema/identity';
import type { HistoryAction, HistoryChange, RecordKind } from '#shared/domain/record-history';

/**
 * Issue 28, decision 0045: one row per create, update, delete or restore of a business record,
 * written in the change's own transaction by lib/history.ts. `id` orders the events (keyset
 * pages, newest first); `section` is the permission area a reader must be allowed to open.
 * The actor's name is kept as it was, so the history still names a member who left.
 * Passwords, tokens and hashes never enter `changes` (the record views leave them out).
 */
export const recordEvents = pgTable(
  'record_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agencyId: agencyId(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    kind: text('kind').$type<RecordKind>().notNull(),
    recordId: uuid('record_id').notNull(),
    // The record's name when the event was written: the journal names what a deletion removed.
    recordLabel: text('record_label').notNull().default(''),
    section: text('section').notNull(),
    action: text('action').$type<HistoryAction>().notNull(),
    changes: jsonb('changes').$type<HistoryChange[]>().notNull().default([]),
  },
  (t) => [
    index('record_events_record_idx').on(t.agencyId, t.kind, t.recordId, t.id),
    index('record_events_agency_idx').on(t.agencyId, t.id),
    index('record_events_actor_idx').on(t.agencyId, t.actorId, t.id),
    index('record_events_section_idx').on(t.agencyId, t.section, t.id),
    index('record_events_at_idx').on(t.at),
    ...tenantPolicies('record_events'),
  ],
);

/**
 * Issue 28: a deleted record kept whole for TRASH_DAYS. `snapshot` holds its rows and its
 * parts' rows as they were (table name → rows), so restoring puts them back with their ids;
 * `links` the rows of other records that pointed at it (a client's deals), re-attached on
 * restore; `files` the storage keys removed for good only by the sweep or 'Supprimer
 * définitivement'.
 */
export const trashItems = pgTable(
  'trash_items',
  {
    id: id(),
    agencyId: agencyId(),
    kind: text('kind').$type<RecordKind>().notNull(),
    recordId: uuid('record_id').notNull(),
    label: text('label').notNull(),
    section: text('section').notNull(),
    searchText: text('search_text').notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    deletedBy: uuid('deleted_by'),
    deletedByName: text('deleted_by_name').notNull().default(''),
    snapshot: jsonb('snapshot').$type<Record<string, Record<string, unknown>[]>>().notNull(),
    links: jsonb('links').$type<Record<string, string[]>>().notNull().default({}),
    files: jsonb('files').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('trash_items_agency_idx').on(t.agencyId, t.deletedAt, t.id),
    index('trash_items_record_idx').on(t.agencyId, t.kind, t.recordId),
    index('trash_items_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('trash_items_deleted_at_idx').on(t.deletedAt),
    ...tenantPolicies('trash_items'),
  ],
);
