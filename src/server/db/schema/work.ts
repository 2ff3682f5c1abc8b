import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  CASTING_STATUSES,
  PROPOSAL_STATUSES,
  RESOURCE_TYPES,
  TODO_PRIORITIES,
  TODO_STATUSES,
} from '#shared/domain/enums';
import { id, tenantPolicies, timestamps } from '#server/db/schema/common';
import { agencyId, users } from '#server/db/schema/identity';
import { clients, influencers } from '#server/db/schema/address-book';

export const castings = pgTable(
  'castings',
  {
    id: id(),
    agencyId: agencyId(),
    name: text('name').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    status: text('status', { enum: CASTING_STATUSES }).notNull().default('active'),
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('castings_list_idx').on(t.agencyId, t.createdAt, t.id),
    index('castings_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
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
    ...timestamps,
  },
  (t) => [
    index('casting_proposals_casting_idx').on(t.castingId),
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
    fileKey: text('file_key'), // path of the stored upload under DATA_DIR
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('resources_list_idx').on(t.agencyId, t.type, t.name),
    index('resources_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    ...tenantPolicies('resources'),
  ],
);

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    agencyId: agencyId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: TODO_STATUSES }).notNull().default('pending'),
    priority: text('priority', { enum: TODO_PRIORITIES }).notNull().default('medium'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // Set for the influencer-linked tasks ('Tâche pour …').
    influencerId: uuid('influencer_id').references(() => influencers.id, {
      onDelete: 'cascade',
    }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('tasks_due_idx').on(t.agencyId, t.dueAt),
    index('tasks_assignee_idx').on(t.assignedTo),
    index('tasks_creator_idx').on(t.createdBy),
    index('tasks_influencer_idx').on(t.influencerId),
    ...tenantPolicies('tasks'),
  ],
);
