import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/identity';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '#server/db/schema/webhooks';
import type { Config } from '#server/lib/config';
import { insertJobs, type JobQueue } from '#server/lib/jobs/job-queue';
import { logger as defaultLogger, type Logger } from '#server/lib/logger';
import type { Mailer } from '#server/lib/mail';
import {
  DeliveryRefused,
  resolveDeliveryAddress,
  type Resolver,
} from '#server/features/webhooks/webhook-address';
import { postWebhook, type AttemptResult } from '#server/features/webhooks/webhook-sender';
import { webhookHeaders } from '#server/features/webhooks/webhook-signature';
import { toJob, WEBHOOK_QUEUE, type WebhookJob } from '#server/features/webhooks/webhook-outbox';
import {
  isWebhookSuccess,
  nextWebhookAttemptAt,
  WEBHOOK_TIMEOUT_MS,
} from '#shared/domain/webhook-events';
import { webhooksText } from '#shared/i18n/fr-webhooks';

export type WebhookWorkerDeps = {
  /** The owner's connection: the worker serves every agency, each row named by its id. */
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'webhooksAllowPrivate' | 'appUrl'>;
  now?: () => Date;
  resolve?: Resolver;
  timeoutMs?: number;
  logger?: Logger;
};

export type AttemptOutcome = 'skipped' | 'succeeded' | 'retry' | 'failed';

/**
 * One attempt of each delivery of a batch (decision 0067), sent at once. A job whose attempt is
 * no longer the delivery's (a 'Renvoyer' or a retry already done) is skipped, so a job run
 * twice after a crash sends at most one more request. The attempts' log, the deliveries'
 * states, the next jobs and the disabling of endpoints are written in one transaction; the
 * admins' mail goes after it.
 */
export async function attemptDeliveries(
  deps: WebhookWorkerDeps,
  jobs: WebhookJob[],
): Promise<AttemptOutcome[]> {
  if (jobs.length === 0) return [];
  const rows = await deps.db
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      isEnabled: webhookEndpoints.isEnabled,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      inArray(
        webhookDeliveries.id,
        jobs.map((job) => job.deliveryId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.delivery.id, row]));
  const due = jobs.flatMap((job) => {
    const row = byId.get(job.deliveryId);
    const isDue =
      row?.isEnabled &&
      row.delivery.status === 'pending' &&
      row.delivery.attempts === job.attempt &&
      (job.round === undefined || row.delivery.retryFrom === job.round);
    byId.delete(job.deliveryId);
    return isDue ? [row] : [];
  });
  const now = deps.now?.() ?? new Date();
  const sent = await Promise.all(
    due.map(async (row) => {
      const result = await send(deps, row.url, row.secret, row.delivery, now);
      const { delivery } = row;
      const attempts = delivery.attempts + 1;
      const firstAttemptAt = delivery.firstAttemptAt ?? now;
      const isSuccess = result.statusCode !== null && isWebhookSuccess(result.statusCode);
      const next = isSuccess
        ? null
        : nextWebhookAttemptAt(firstAttemptAt, now, attempts - delivery.retryFrom);
      const status: 'succeeded' | 'pending' | 'failed' = isSuccess
        ? 'succeeded'
        : next
          ? 'pending'
          : 'failed';
      return { row, result, attempts, firstAttemptAt, next, status };
    }),
  );
  const outcomes = new Map<string, AttemptOutcome>();
  const mails = await deps.db.transaction(async (tx) => {
    const recorded: typeof sent = [];
    for (const attempt of sent) {
      const { delivery } = attempt.row;
      const moved = await tx
        .update(webhookDeliveries)
        .set({
          status: attempt.status,
          attempts: attempt.attempts,
          firstAttemptAt: attempt.firstAttemptAt,
          lastAttemptAt: now,
          lastStatusCode: attempt.result.statusCode,
          lastResponseMs: attempt.result.responseMs,
          lastError: attempt.result.error,
          nextAttemptAt: attempt.next,
          updatedAt: now,
        })
        .where(
          and(
            eq(webhookDeliveries.id, delivery.id),
            eq(webhookDeliveries.attempts, delivery.attempts),
            // A 'Renvoyer' meanwhile: its own job makes the attempt of the new round.
            eq(webhookDeliveries.retryFrom, delivery.retryFrom),
          ),
        )
        .returning({ id: webhookDeliveries.id });
      // Another run of the same attempt got there first: its log stands.
      if (moved.length === 0) continue;
      recorded.push(attempt);
      outcomes.set(delivery.id, attempt.status === 'pending' ? 'retry' : attempt.status);
    }
    if (recorded.length === 0) return [];
    await tx.insert(webhookAttempts).values(
      recorded.map(({ row, result, next }) => ({
        agencyId: row.delivery.agencyId,
        deliveryId: row.delivery.id,
        attemptedAt: now,
        statusCode: result.statusCode,
        responseMs: result.responseMs,
        error: result.error,
        nextAttemptAt: next,
      })),
    );
    await insertJobs(
      tx,
      recorded.flatMap(({ row, attempts, next }) =>
        next ? [{ ...toJob(row.delivery, attempts), startAfter: next }] : [],
      ),
    );
    const toMail: { url: string; emails: string[] }[] = [];
    for (const { row } of recorded.filter((attempt) => attempt.status === 'failed')) {
      const emails = await disableEndpoint(tx, row.delivery.endpointId, row.delivery.agencyId, now);
      if (emails.length > 0) toMail.push({ url: row.url, emails });
    }
    return toMail;
  });
  for (const mail of mails) await mailAdmins(deps, mail.url, mail.emails);
  return jobs.map((job) => outcomes.get(job.deliveryId) ?? 'skipped');
}

/** One delivery's attempt (the tests' way in): a batch of one. */
export async function attemptDelivery(deps: WebhookWorkerDeps, job: WebhookJob) {
  const [outcome] = await attemptDeliveries(deps, [job]);
  return outcome!;
}

async function send(
  deps: WebhookWorkerDeps,
  endpointUrl: string,
  secret: string,
  delivery: { eventId: string; body: string },
  now: Date,
): Promise<AttemptResult> {
  const url = new URL(endpointUrl);
  try {
    // Plain http only where private addresses are allowed (a URL kept from such a setting).
    if (url.protocol !== 'https:' && !deps.config.webhooksAllowPrivate) {
      throw new DeliveryRefused(webhooksText.errors.urlNotHttps);
    }
    const address = await resolveDeliveryAddress(
      url.hostname,
      deps.config.webhooksAllowPrivate,
      deps.resolve,
    );
    const timestamp = Math.floor(now.getTime() / 1000);
    return await postWebhook({
      url,
      address,
      headers: webhookHeaders(secret, delivery.eventId, timestamp, delivery.body),
      body: delivery.body,
      timeoutMs: deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    });
  } catch (error) {
    if (!(error instanceof DeliveryRefused)) throw error;
    return { statusCode: null, responseMs: 0, error: error.message };
  }
}

/** After 24 h of failures: the endpoint stops; its agency's admins are told (once). */
async function disableEndpoint(tx: Database, endpointId: string, agencyId: string, now: Date) {
  const disabled = await tx
    .update(webhookEndpoints)
    .set({ isEnabled: false, disabledAt: now, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.isEnabled, true)))
    .returning({ id: webhookEndpoints.id });
  if (disabled.length === 0) return [];
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.userRole, 'admin')));
  return admins.map((admin) => admin.email);
}

async function mailAdmins(deps: WebhookWorkerDeps, url: string, emails: string[]) {
  const link = `${deps.config.appUrl}/app/account`;
  const text = `${webhooksText.mail.text(url)}\n${link}\n`;
  for (const to of emails) {
    await deps.mailer
      .send({ to, subject: webhooksText.mail.subject, text, link })
      .catch((error: unknown) =>
        (deps.logger ?? defaultLogger).error({ err: error }, 'mail not sent'),
      );
  }
}

export const WEBHOOK_QUEUE_DEFAULTS = {
  // A worker that dies mid-batch: its jobs come back after a minute (pg-boss's expiry).
  expireInSeconds: 60,
  retryLimit: 10,
  retryDelay: 5,
};

/**
 * The deliveries' workers of this process: `workers` loops, each taking up to `batchSize` jobs
 * every `pollingIntervalSeconds` (pg-boss waits that long between fetches even when busy) and
 * sending them at once; bench-webhooks.ts measured the defaults. A batch fails as a whole on a
 * database error: pg-boss runs it again, and the attempts already recorded are skipped.
 */
export async function startWebhookWorkers(
  jobs: JobQueue,
  deps: WebhookWorkerDeps,
  options: { workers?: number; batchSize?: number; pollingIntervalSeconds?: number } = {},
) {
  for (let index = 0; index < (options.workers ?? 4); index += 1) {
    await jobs.work<WebhookJob>(
      WEBHOOK_QUEUE,
      {
        batchSize: options.batchSize ?? 100,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5,
      },
      (batch) =>
        attemptDeliveries(
          deps,
          batch.map((job) => job.data),
        ),
    );
  }
}
