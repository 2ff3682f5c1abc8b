import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, tenantPolicies, timestamps } from '#server/db/schema/common';
import { agencyId, users } from '#server/db/schema/identity';

// Issue 32, decision 0066: a member's personal API tokens. The token itself is shown once at
// creation; the database keeps its public prefix (to tell tokens apart) and its SHA-256.
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    agencyId: agencyId(),
    // The member it acts for: a token never outlives its member, nor exceeds their sections.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    // PermissionKey values chosen at creation (shared/domain/permissions.ts).
    sections: text('sections').array().notNull(),
    // Null: never expires.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('api_tokens_prefix_idx').on(t.prefix),
    uniqueIndex('api_tokens_hash_idx').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId, t.createdAt.desc()),
    index('api_tokens_agency_idx').on(t.agencyId),
    ...tenantPolicies('api_tokens'),
  ],
);
