import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, tenantPolicies, timestamps } from '#server/db/schema/common';
import { agencyId, users } from '#server/db/schema/identity';

// Issue 32, decision 0067: an agency's webhook endpoints, the deliveries of its events to them
// (the outbox, written in the change's transaction) and the log of every attempt.
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    agencyId: agencyId(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    // Standard Webhooks: 'whsec_' + base64 of 24 random bytes, shown to the agency's admins.
    secret: text('secret').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    // Set when 24 h of failed retries disabled it (null when an admin switched it off).
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // recordEvent's one look-up per change: which enabled endpoints the agency has.
    index('webhook_endpoints_enabled_idx')
      .on(t.agencyId)
      .where(sql`is_enabled`),
    index('webhook_endpoints_agency_idx').on(t.agencyId),
    ...tenantPolicies('webhook_endpoints'),
  ],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    agencyId: agencyId(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    // The exact bytes signed and sent, the same at every attempt.
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // 'Renvoyer' starts a new 24 h of retries: the attempts made before it do not count.
    retryFrom: integer('retry_from').notNull().default(0),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastResponseMs: integer('last_response_ms'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_agency_idx').on(t.agencyId),
    ...tenantPolicies('webhook_deliveries'),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    agencyId: agencyId(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    responseMs: integer('response_ms').notNull(),
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt),
    index('webhook_attempts_agency_idx').on(t.agencyId),
    ...tenantPolicies('webhook_attempts'),
  ],
);
