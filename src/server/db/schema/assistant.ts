import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, tenantPolicies, timestamps } from '#server/db/schema/common';
import { agencyId, users } from '#server/db/schema/identity';

export const ASSISTANT_ROLES = ['user', 'assistant'] as const;
export type AssistantRole = (typeof ASSISTANT_ROLES)[number];

// The Assistant IA's conversations (issue 16). Row-level security keeps them to the agency;
// they are private to their user as well: every query of the assistant service filters on
// user_id = the caller, so a colleague's conversation is a 404 like another agency's.
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: id(),
    agencyId: agencyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    // A reply is streaming until at most then (issue 27): a second question meanwhile is a 409,
    // on any app server. Cleared when the reply is saved; a crashed stream's lease runs out.
    replyUntil: timestamp('reply_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The history list: one user's conversations, most recently active first (keyset).
    index('assistant_conversations_user_idx').on(
      t.agencyId,
      t.userId,
      t.updatedAt.desc(),
      t.id.desc(),
    ),
    ...tenantPolicies('assistant_conversations'),
  ],
);

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: id(),
    agencyId: agencyId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ASSISTANT_ROLES }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    index('assistant_messages_agency_idx').on(t.agencyId),
    ...tenantPolicies('assistant_messages'),
  ],
);
