import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client';
import { createTestDatabase } from '#server/testing/harness';
import { createJobQueue, insertJobs, type JobQueue } from '#server/lib/jobs/job-queue';

// Decision 0067: the one job queue, on both engines. A job sent in a transaction exists only
// if it commits; a queued job survives its queue's stop and is worked by the next one.

const QUEUE = 'test-jobs';
let database: DatabaseHandle;
let queue: JobQueue;

const openQueue = async () => {
  const opened = createJobQueue(database, { isScheduling: false });
  opened.defineQueue(QUEUE, { retryLimit: 3 });
  await opened.start();
  return opened;
};

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await openQueue();
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

const waitFor = async (check: () => boolean, ms = 8_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the job queue', () => {
  it('writes a job with the caller’s transaction, and none when it rolls back', async () => {
    await database.db
      .transaction(async (tx) => {
        await queue.send(QUEUE, { n: 'rolled back' }, { db: tx });
        await insertJobs(tx, [{ name: QUEUE, data: { n: 'rolled back too' } }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await queue.countWaiting(QUEUE)).toBe(0);
    await database.db.transaction(async (tx) => {
      await insertJobs(tx, [{ name: QUEUE, data: { n: 'committed' } }]);
    });
    expect(await queue.countWaiting(QUEUE)).toBe(1);
  });

  it('is worked by a queue started after the first one stopped (a restart loses nothing)', async () => {
    await queue.send(QUEUE, { n: 'queued before the restart' });
    await queue.stop();
    queue = await openQueue();
    const seen: string[] = [];
    await queue.work<{ n: string }>(
      QUEUE,
      { batchSize: 10, pollingIntervalSeconds: 0.5 },
      async (jobs) => {
        seen.push(...jobs.map((job) => job.data.n));
      },
    );
    await waitFor(() => seen.length === 2);
    expect(seen.sort()).toEqual(['committed', 'queued before the restart']);
  });

  it('lets the tenant role add jobs inside a tenant transaction', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'infludesk_tenant', true)`);
      await insertJobs(tx, [{ name: QUEUE, data: { n: 'from a tenant' } }]);
    });
    const rows = await database.executeSql(
      `select count(*)::int as n from pgboss.job where name = $1 and data->>'n' = $2`,
      [QUEUE, 'from a tenant'],
    );
    expect(rows.rows).toEqual([{ n: 1 }]);
  });
});
