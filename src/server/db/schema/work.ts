import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CASTING_STATUSES,
  PROPOSAL_STATUSES,
  RESOURCE_TYPES,
  TODO_PRIORITIES,
  TODO_STATUSES,
} from '#shared/domain/enums';
import {
  id,
  naturalSortKey,
  sortKey,
  tenantPolicies,
  timestamps,
  recordVersion,
} from '#server/db/schema/common';
import { agencyId, users } from '#server/db/schema/identity';
import { clients, influencers } from '#server/db/schema/address-book';
import { collaborations } from '#server/db/schema/collaborations';

export const castings = pgTable(
  'castings',
  {
    id: id(),
    agencyId: agencyId(),
    name: text('name').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    // The client's brand when chosen: kept if the client is deleted later.
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    status: text('status', { enum: CASTING_STATUSES }).notNull().default('active'),
    // The deal made from it ('Créer la collaboration'), once there is one.
    collaborationId: uuid('collaboration_id').references(() => collaborations.id, {
      onDelete: 'set null',
    }),
    // Normalized name and brand: one- and two-letter searches match their start (btree ranges),
    // longer ones search_text (trigrams), as the address book does (decision 0008).
    nameKey: text('name_key').notNull().default(''),
    brandKey: text('brand_key').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    // Newest first, keyset-paginated on (created_at, id); one range per status filter.
    index('castings_list_idx').on(t.agencyId, t.createdAt, t.id),
    index('castings_status_idx').on(t.agencyId, t.status, t.createdAt, t.id),
    index('castings_name_key_idx').on(t.agencyId, t.nameKey),
    index('castings_brand_key_idx').on(t.agencyId, t.brandKey),
    index('castings_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('castings_collaboration_idx').on(t.collaborationId),
    ...tenantPolicies('castings'),
  ],
);

// The spec's selectedInfluencers are the accepted proposals: one list, no drift.
export const castingProposals = pgTable(
  'casting_proposals',
  {
    id: id(),
    agencyId: agencyId(),
    castingId: uuid('casting_id')
      .notNull()
      .references(() => castings.id, { onDelete: 'cascade' }),
    influencerId: uuid('influencer_id').references(() => influencers.id, {
      onDelete: 'set null',
    }),
    fullName: text('full_name').notNull(),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('pending'),
    notes: text('notes').notNull().default(''),
    position: integer('position').notNull().default(0),
    // Issue 29, decision 0053: the brand's reviewer when the status was set through the casting's
    // link (« Validé par le client »); cleared when the agency sets the status itself.
    decidedByClientName: text('decided_by_client_name'),
    decidedByClientEmail: text('decided_by_client_email'),
    decidedByClientAt: timestamp('decided_by_client_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('casting_proposals_casting_idx').on(t.castingId, t.position),
    // An influencer is proposed at most once per casting.
    uniqueIndex('casting_proposals_influencer_idx').on(t.castingId, t.influencerId),
    index('casting_proposals_influencer_ref_idx').on(t.influencerId),
    index('casting_proposals_agency_idx').on(t.agencyId),
    ...tenantPolicies('casting_proposals'),
  ],
);

export const resources = pgTable(
  'resources',
  {
    id: id(),
    agencyId: agencyId(),
    name: text('name').notNull(),
    type: text('type', { enum: RESOURCE_TYPES }).notNull(),
    description: text('description').notNull(),
    url: text('url'),
    // The upload's key in the file storage (<agency id>/<uuid>, lib/storage/upload-keys.ts).
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    sortName: text('sort_name').notNull().default(''),
    sortKey: sortKey(),
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    index('resources_type_sort_key_idx').on(t.agencyId, t.type, t.sortKey, t.id),
    index('resources_sort_key_idx').on(t.agencyId, t.sortKey, t.id),
    uniqueIndex('resources_file_key_idx').on(t.fileKey),
    index('resources_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    ...tenantPolicies('resources'),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    agencyId: agencyId(),
    // Stored bare: an influencer's task reads 'Tâche pour {name} - {title}' (domain/tasks).
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: TODO_STATUSES }).notNull().default('pending'),
    priority: text('priority', { enum: TODO_PRIORITIES }).notNull().default('medium'),
    // A day, not a moment: no time zone can move a task to another day (DESIGN.md day-dates).
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // Set for the influencer-linked tasks, which every member sees.
    influencerId: uuid('influencer_id').references(() => influencers.id, {
      onDelete: 'cascade',
    }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    // A member's week: their tasks by assignee and by creator, each a range of days.
    index('tasks_assignee_due_idx').on(t.assignedTo, t.dueDate, t.id),
    index('tasks_creator_due_idx').on(t.createdBy, t.dueDate, t.id),
    // The late strip reads only open tasks of one's own, oldest first.
    index('tasks_open_assignee_idx')
      .on(t.assignedTo, t.dueDate, t.id)
      .where(sql`status <> 'completed' and influencer_id is null`),
    index('tasks_open_creator_idx')
      .on(t.createdBy, t.dueDate, t.id)
      .where(sql`status <> 'completed' and influencer_id is null`),
    index('tasks_influencer_idx').on(t.influencerId, t.dueDate),
    index('tasks_agency_idx').on(t.agencyId),
    ...tenantPolicies('tasks'),
  ],
);

// Row-level security keeps LIKE away from the trigram index (see schema/address-book.ts): the
// casting list picks a page's ids from this view, which filters on the caller's agency itself.
const currentAgency = sql`(select nullif(current_setting('app.agency_id', true), '')::uuid)`;

export const tenantCastingSearch = pgView('tenant_casting_search', {
  id: uuid('id').notNull(),
  agencyId: uuid('agency_id').notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  nameKey: text('name_key').notNull(),
  brandKey: text('brand_key').notNull(),
  searchText: text('search_text').notNull(),
}).as(
  sql`select id, agency_id, status, created_at, name_key, brand_key, search_text
      from castings where agency_id = ${currentAgency}`,
);

// The Ressources cards pick a page's ids here (name order, decision 0019), like the clients.
export const tenantResourceSearch = pgView('tenant_resource_search', {
  id: uuid('id').notNull(),
  agencyId: uuid('agency_id').notNull(),
  type: text('type').notNull(),
  sortName: text('sort_name').notNull(),
  sortKey: naturalSortKey('sort_key').notNull(),
  searchText: text('search_text').notNull(),
}).as(
  sql`select id, agency_id, type, sort_name, sort_key, search_text
      from resources where agency_id = ${currentAgency}`,
);
