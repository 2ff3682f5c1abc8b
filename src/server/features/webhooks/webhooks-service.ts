import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '#server/db/schema/webhooks';
import { AppError, forbidden, notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { decodeCursorKeys, encodeCursorKeys, isCursorId, isCursorMoment } from '#server/lib/cursor';
import { insertJobs } from '#server/lib/jobs/job-queue';
import { checkEndpointUrl } from '#server/features/webhooks/webhook-address';
import { createWebhookSecret } from '#server/features/webhooks/webhook-signature';
import { toJob } from '#server/features/webhooks/webhook-outbox';
import { webhooksText } from '#shared/i18n/fr-webhooks';
import type {
  WebhookDeliveryPage,
  WebhookEndpointInput,
  WebhookEndpointPatch,
} from '#shared/schemas/webhooks';

const t = webhooksText;
const PAGE = 20;

/** Issue 32: webhooks are the agency admins' (the routes ask this first). */
export function assertAdmin(ctx: AgencyContext) {
  if (ctx.user.userRole !== 'admin') throw forbidden(t.errors.onlyAdmins);
}

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  secret: webhookEndpoints.secret,
  isEnabled: webhookEndpoints.isEnabled,
  disabledAt: webhookEndpoints.disabledAt,
  createdAt: webhookEndpoints.createdAt,
};
const ownEndpoint = (ctx: AgencyContext, id: string) =>
  and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.agencyId, ctx.agencyId)) as SQL;

export function listEndpoints(ctx: AgencyContext) {
  return ctx.db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.agencyId, ctx.agencyId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function createEndpoint(
  ctx: AgencyContext,
  input: WebhookEndpointInput,
  allowPrivate: boolean,
) {
  const [created] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      agencyId: ctx.agencyId,
      url: checkEndpointUrl(input.url, allowPrivate),
      events: input.events,
      secret: createWebhookSecret(),
      createdBy: ctx.user.id,
    })
    .returning(endpointColumns);
  return created!;
}

/** A reactivated endpoint forgets its disabling; its failed deliveries wait for 'Renvoyer'. */
export async function updateEndpoint(
  ctx: AgencyContext,
  id: string,
  patch: WebhookEndpointPatch,
  allowPrivate: boolean,
) {
  const [updated] = await ctx.db
    .update(webhookEndpoints)
    .set({
      ...(patch.url === undefined ? {} : { url: checkEndpointUrl(patch.url, allowPrivate) }),
      ...(patch.events === undefined ? {} : { events: patch.events }),
      ...(patch.isEnabled === undefined ? {} : { isEnabled: patch.isEnabled, disabledAt: null }),
      updatedAt: new Date(),
    })
    .where(ownEndpoint(ctx, id))
    .returning(endpointColumns);
  if (!updated) throw notFound();
  return updated;
}

export async function deleteEndpoint(ctx: AgencyContext, id: string) {
  const deleted = await ctx.db
    .delete(webhookEndpoints)
    .where(ownEndpoint(ctx, id))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw notFound();
  return { id };
}

/** A new secret signs from the next attempt on; the old one stops at once. */
export async function rotateSecret(ctx: AgencyContext, id: string) {
  const [updated] = await ctx.db
    .update(webhookEndpoints)
    .set({ secret: createWebhookSecret(), updatedAt: new Date() })
    .where(ownEndpoint(ctx, id))
    .returning(endpointColumns);
  if (!updated) throw notFound();
  return updated;
}

async function getOwnEndpoint(ctx: AgencyContext, id: string) {
  const [endpoint] = await ctx.db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(ownEndpoint(ctx, id));
  if (!endpoint) throw notFound();
  return endpoint;
}

type Position = { createdAt: string; id: string };
const toPosition = ([createdAt, id]: unknown[]): Position | null =>
  isCursorMoment(createdAt) && isCursorId(id) ? { createdAt, id } : null;

/** The endpoint's deliveries, newest first, a page at a time, each with its attempts. */
export async function listDeliveries(
  ctx: AgencyContext,
  endpointId: string,
  cursor: string | undefined,
): Promise<WebhookDeliveryPage> {
  await getOwnEndpoint(ctx, endpointId);
  const d = webhookDeliveries;
  const after = cursor ? decodeCursorKeys(cursor, t.deliveries, toPosition) : null;
  const rows = await ctx.db
    .select({
      id: d.id,
      eventId: d.eventId,
      eventType: d.eventType,
      status: d.status,
      attempts: d.attempts,
      lastStatusCode: d.lastStatusCode,
      lastResponseMs: d.lastResponseMs,
      lastError: d.lastError,
      lastAttemptAt: d.lastAttemptAt,
      nextAttemptAt: d.nextAttemptAt,
      createdAt: d.createdAt,
      position: sql<string>`${d.createdAt}::text`,
    })
    .from(d)
    .where(
      and(
        eq(d.endpointId, endpointId),
        eq(d.agencyId, ctx.agencyId),
        after
          ? or(
              lt(d.createdAt, sql`${after.createdAt}::timestamptz`),
              and(eq(d.createdAt, sql`${after.createdAt}::timestamptz`), lt(d.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const log = page.length
    ? await ctx.db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            page.map((row) => row.id),
          ),
        )
        .orderBy(desc(webhookAttempts.attemptedAt))
    : [];
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  const last = page.at(-1);
  return {
    items: page.map(({ position: _position, ...row }) => ({
      ...row,
      lastAttemptAt: iso(row.lastAttemptAt),
      nextAttemptAt: iso(row.nextAttemptAt),
      createdAt: row.createdAt.toISOString(),
      log: log
        .filter((attempt) => attempt.deliveryId === row.id)
        .map((attempt) => ({
          attemptedAt: attempt.attemptedAt.toISOString(),
          statusCode: attempt.statusCode,
          responseMs: attempt.responseMs,
          error: attempt.error,
          nextAttemptAt: iso(attempt.nextAttemptAt),
        })),
    })),
    nextCursor: rows.length > PAGE && last ? encodeCursorKeys([last.position, last.id]) : null,
  };
}

/**
 * 'Renvoyer': one more attempt now, and, if it fails, a new 24 h of retries. A delivery still
 * retrying gets its next attempt now: the new round (`retryFrom`) makes the waiting job stale.
 * The attempts' count is left as it is, so it stays the length of the log.
 */
export async function resendDelivery(ctx: AgencyContext, endpointId: string, deliveryId: string) {
  const endpoint = await getOwnEndpoint(ctx, endpointId);
  if (!endpoint.isEnabled) throw new AppError('endpoint_disabled', 409, t.errors.reactivateFirst);
  const d = webhookDeliveries;
  const [delivery] = await ctx.db
    .update(d)
    .set({
      status: 'pending',
      retryFrom: d.attempts,
      firstAttemptAt: null,
      nextAttemptAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(d.id, deliveryId), eq(d.endpointId, endpointId), eq(d.agencyId, ctx.agencyId)))
    .returning({ id: d.id, attempts: d.attempts, retryFrom: d.retryFrom });
  if (!delivery) throw notFound();
  await insertJobs(ctx.db, [toJob(delivery)]);
  return { id: delivery.id };
}

/** 'Envoyer un test': a delivery of type webhook.test, through the same queue. */
export async function sendTest(ctx: AgencyContext, endpointId: string) {
  const endpoint = await getOwnEndpoint(ctx, endpointId);
  if (!endpoint.isEnabled) throw new AppError('endpoint_disabled', 409, t.errors.reactivateFirst);
  const eventId = randomUUID();
  const body = JSON.stringify({
    id: eventId,
    type: 'webhook.test',
    timestamp: new Date().toISOString(),
    agencyId: ctx.agencyId,
    data: { endpointId },
  });
  const [delivery] = await ctx.db
    .insert(webhookDeliveries)
    .values({ agencyId: ctx.agencyId, endpointId, eventId, eventType: 'webhook.test', body })
    .returning({ id: webhookDeliveries.id });
  await insertJobs(ctx.db, [toJob(delivery!)]);
  return { id: delivery!.id };
}
