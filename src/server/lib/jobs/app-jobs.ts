import type { DatabaseHandle } from '#server/db/client';
import type { Config } from '#server/lib/config';
import { createJobQueue, type JobQueueOptions } from '#server/lib/jobs/job-queue';
import type { Logger } from '#server/lib/logger';
import type { Mailer } from '#server/lib/mail';
import { WEBHOOK_QUEUE } from '#server/features/webhooks/webhook-outbox';
import {
  startWebhookWorkers,
  WEBHOOK_QUEUE_DEFAULTS,
  type WebhookWorkerDeps,
} from '#server/features/webhooks/webhook-worker';

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
  await jobs.start();
  await startWebhookWorkers(
    jobs,
    { db: database.db, ...deps },
    { workers: options.webhookWorkers, batchSize: options.webhookBatchSize },
  );
  return jobs;
}
