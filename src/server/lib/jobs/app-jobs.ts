import type { DatabaseHandle } from '#server/db/client';
import type { Config } from '#server/lib/config';
import { createJobQueue, type JobQueueOptions } from '#server/lib/jobs/job-queue';
import type { Logger } from '#server/lib/logger';
import { skipDemoAddresses, type Mailer } from '#server/lib/mail';
import { WEBHOOK_QUEUE } from '#server/features/webhooks/webhook-outbox';
import {
  startWebhookWorkers,
  WEBHOOK_QUEUE_DEFAULTS,
  type WebhookWorkerDeps,
} from '#server/features/webhooks/webhook-worker';
import {
  defineNotificationQueues,
  startNotificationWorkers,
} from '#server/features/notifications/notification-jobs';
import {
  defineComplianceQueue,
  startComplianceWorkers,
} from '#server/features/collaborations/compliance/compliance-jobs';

/**
 * The app's queues and their workers, in one place (decision 0067): index.ts starts them with
 * the server and stops them before the database. A new kind of job declares its queue here.
 */
export async function startAppJobs(
  database: DatabaseHandle,
  deps: { config: Config; mailer: Mailer; logger?: Logger } & Partial<WebhookWorkerDeps>,
  options: JobQueueOptions & { webhookWorkers?: number; webhookBatchSize?: number } = {},
) {
  const jobs = createJobQueue(database, { logger: deps.logger, ...options });
  jobs.defineQueue(WEBHOOK_QUEUE, WEBHOOK_QUEUE_DEFAULTS);
  defineNotificationQueues(jobs);
  defineComplianceQueue(jobs);
  await jobs.start();
  await startWebhookWorkers(
    jobs,
    { db: database.db, ...deps },
    { workers: options.webhookWorkers, batchSize: options.webhookBatchSize },
  );
  // Decision 0069: immediate mails, the hourly sweep (reminders, digests due) and the digests;
  // each minute, the stale compliance evaluated (a deal turning 'Bloquant' notifies).
  await startNotificationWorkers(jobs, {
    db: database.db,
    config: deps.config,
    mailer: skipDemoAddresses(deps.mailer),
    now: deps.now,
  });
  await startComplianceWorkers(jobs, database.db);
  return jobs;
}
