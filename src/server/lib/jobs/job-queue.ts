import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '#server/db/client';
import { logger as defaultLogger, type Logger } from '#server/lib/logger';

/**
 * The product's one job queue (decision 0067): pg-boss 10 on the app's own database, PGlite
 * included (through pg-boss's `db` option), so several app servers share the jobs and a crash
 * loses none: a job taken by a process that dies expires and is handed to another.
 *
 * What the next features use:
 * - `defineQueue` before `start`: a queue and its defaults (pg-boss 10 refuses a job for a queue
 *   that does not exist; here it would be dropped silently, so every queue is declared).
 * - `send(name, data, { db: tx })` or `insertJobs(tx, jobs)`: the job is written by the caller's
 *   transaction (a transactional outbox): it exists exactly when the change commits.
 * - `work(name, options, handler)`: the handler receives a batch; a throw fails the batch and
 *   pg-boss retries it (retryLimit); `startAfter` delays a job (retries with backoff).
 * - `schedule(name, cron, data, { tz })`: a cron kept in the database; whichever server's clock
 *   ticks first sends it, once per slot (idempotent across app servers). `singletonKey` and
 *   `singletonSeconds` on send make a job unique (a digest per member and day).
 */
export type JobQueueOptions = {
  /** Workers take jobs (false: a process that only queues). */
  isWorking?: boolean;
  /** Cron schedules and pg-boss's clock-skew monitor (off in most tests). */
  isScheduling?: boolean;
  /** Seconds between pg-boss's maintenance runs (expiring jobs of dead workers). */
  maintenanceIntervalSeconds?: number;
  logger?: Logger;
};

export type QueueDefaults = Pick<
  PgBoss.Queue,
  'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds' | 'retentionMinutes'
>;
export type JobToInsert<T extends object = object> = PgBoss.JobInsert<T>;
export type Job<T extends object = object> = PgBoss.Job<T>;
export type SendOptions = Omit<PgBoss.SendOptions, 'db'> & { db?: Database };

export type JobQueue = ReturnType<typeof createJobQueue>;

// pg-boss's own role-free schema; the tenant role may add jobs (the outbox) and nothing else.
const SCHEMA = 'pgboss';
const TENANT_GRANTS = `GRANT USAGE ON SCHEMA ${SCHEMA} TO infludesk_tenant;
GRANT SELECT ON ${SCHEMA}.queue TO infludesk_tenant;
GRANT SELECT, INSERT ON ${SCHEMA}.job TO infludesk_tenant`;

/**
 * pg-boss's SQL through a Drizzle database or transaction: each `$n` becomes a bound value, so
 * the statement runs on the transaction's connection and commits or rolls back with it.
 */
export function sqlOn(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const query = sql.empty();
      text.split(/\$(\d+)/).forEach((chunk, index) => {
        query.append(index % 2 === 0 ? sql.raw(chunk) : sql`${values[Number(chunk) - 1] ?? null}`);
      });
      const result = (await db.execute(query)) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

// Writes jobs only, through the caller's connection: never started, it opens nothing.
const writer = new PgBoss({
  schema: SCHEMA,
  db: {
    executeSql: () => {
      throw new Error('the job writer runs only on a given connection');
    },
  },
});

/** Jobs written by the caller's transaction (the outbox): committed with it, or never. */
export async function insertJobs(db: Database, jobs: JobToInsert[]) {
  if (jobs.length === 0) return;
  await writer.insert(jobs, { db: sqlOn(db) });
}

export function createJobQueue(
  database: Pick<DatabaseHandle, 'executeSql'>,
  options: JobQueueOptions = {},
) {
  const log = options.logger ?? defaultLogger;
  const boss = new PgBoss({
    schema: SCHEMA,
    db: { executeSql: (text, values) => database.executeSql(text, values) as never },
    schedule: options.isScheduling ?? true,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  const queues = new Map<string, QueueDefaults>();
  let isStarted = false;
  return {
    /** Declares a queue and its defaults; created (if missing) at start. */
    defineQueue(name: string, defaults: QueueDefaults = {}) {
      queues.set(name, defaults);
    },
    async start() {
      if (isStarted) return;
      await boss.start();
      for (const [name, defaults] of queues) {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...defaults });
        else await boss.updateQueue(name, { name, ...defaults });
      }
      await database.executeSql(TENANT_GRANTS);
      isStarted = true;
    },
    /** Stops taking jobs, lets the running ones finish (up to `timeoutMs`), then stops. */
    async stop(timeoutMs = 10_000) {
      if (!isStarted) return;
      isStarted = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false, wait: true });
    },
    async send<T extends object>(name: string, data: T, sendOptions: SendOptions = {}) {
      const { db, ...rest } = sendOptions;
      return boss.send(name, data, db ? { ...rest, db: sqlOn(db) } : rest);
    },
    insert: (jobs: JobToInsert[], db?: Database) =>
      db ? insertJobs(db, jobs) : boss.insert(jobs).then(() => undefined),
    async work<T extends object>(
      name: string,
      workOptions: PgBoss.WorkOptions,
      handler: (jobs: Job<T>[]) => Promise<unknown>,
    ) {
      if (options.isWorking === false) return null;
      return boss.work<T>(name, workOptions, handler);
    },
    schedule: (
      name: string,
      cron: string,
      data?: object,
      scheduleOptions?: PgBoss.ScheduleOptions,
    ) => boss.schedule(name, cron, data, scheduleOptions),
    unschedule: (name: string) => boss.unschedule(name),
    /** How many jobs of a queue wait or run (tests, the bench). */
    countWaiting: (name: string) => boss.getQueueSize(name),
    getJob: (name: string, id: string) => boss.getJobById(name, id),
  };
}
