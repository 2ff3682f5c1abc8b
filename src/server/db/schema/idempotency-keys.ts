import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/db/schema/identity';

// The answers of creates sent with an Idempotency-Key (middleware/idempotency.ts): the same key
// again, from the same user on the same route, gets the stored answer instead of a second record.
// Written inside the tenant transaction of the create, so a create that rolls back forgets its
// key; kept 24 h.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    // Null only between the key's insert and the end of its create, in one transaction.
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key, table.route] })],
);
