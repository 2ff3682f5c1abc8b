import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicies } from '#server/db/schema/common';
import { agencyId } from '#server/db/schema/identity';

// The rows 'Charger des données de démonstration' wrote (decision 0033): one line per top-level
// row (client, influencer, collaboration, task, casting); their children go with them by
// cascade. 'Effacer les données de démonstration' deletes exactly these and nothing a member
// made. No foreign key on record_id: one list for five tables, and a row the member deleted
// in the meantime simply matches nothing.
export const DEMO_TABLES = [
  'clients',
  'influencers',
  'collaborations',
  'tasks',
  'castings',
] as const;
export type DemoTable = (typeof DEMO_TABLES)[number];

export const demoRecords = pgTable(
  'demo_records',
  {
    agencyId: agencyId(),
    tableName: text('table_name', { enum: DEMO_TABLES }).notNull(),
    recordId: uuid('record_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agencyId, t.tableName, t.recordId] }),
    ...tenantPolicies('demo_records'),
  ],
);
