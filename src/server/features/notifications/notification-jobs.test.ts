// Issue 33, item 4: the scheduled jobs are idempotent across two app servers and a restart.
// Two job queues on one database stand for two servers, both sweeping at the same hour on a
// fixed clock (2026-12-09 10:00 in Paris: the default digest hour, 8:00, has come).
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notifications } from '#server/db/schema/notifications';
import { startAppJobs } from '#server/lib/jobs/app-jobs';
import type { JobQueue } from '#server/lib/jobs/job-queue';
import { selectRows } from '#server/lib/raw-rows';
import { NOTIFICATION_SWEEP_QUEUE } from '#server/features/notifications/notification-jobs';
import {
  assignTask,
  createTeam,
  t,
  type Member,
} from '#server/features/notifications/notifications-testing';
import { notificationsText } from '#shared/i18n/fr-notifications';

const NOW = new Date('2026-12-09T09:00:00Z');

const startServer = () =>
  startAppJobs(
    t.database,
    { config: t.config, mailer: t.mailbox.mailer, now: () => NOW },
    { isScheduling: false },
  );

/** Waits until no job of any queue waits or runs; none may have failed. */
async function drained() {
  const end = Date.now() + 30_000;
  for (;;) {
    const [row] = await selectRows<{ open: number; failed: number }>(
      t.db,
      sql`select count(*) filter (where state in ('created', 'retry', 'active'))::int as open,
        count(*) filter (where state = 'failed')::int as failed from pgboss.job`,
    );
    expect(row!.failed).toBe(0);
    if (row!.open === 0) return;
    if (Date.now() > end) throw new Error(`${row!.open} jobs still open`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const dueTomorrow = (member: Member) =>
  t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'task_due_tomorrow')));

const digestsTo = (member: Member) =>
  t.mailbox.sent.filter(
    (mail) => mail.to === member.email && mail.subject === notificationsText.mail.digestSubject(1),
  );

describe('the notifications’ jobs on two servers', () => {
  it('sweeping twice at once makes each reminder once and mails each digest once, after a restart too', async () => {
    const { owner, colleague } = await createTeam();
    await assignTask(owner, colleague, 'Demain'); // due 2026-12-10
    const servers: JobQueue[] = [await startServer(), await startServer()];
    try {
      // Both servers' clocks tick at the same hour: two sweeps, two sets of digest jobs.
      await Promise.all(servers.map((server) => server.send(NOTIFICATION_SWEEP_QUEUE, {})));
      await drained();
      expect(await dueTomorrow(colleague)).toHaveLength(1);
      expect(digestsTo(colleague)).toHaveLength(1);
      expect(digestsTo(colleague)[0]!.text).toContain('Demain');

      // One server restarts, and both sweep the same hour again: nothing new, nothing mailed.
      await servers[0]!.stop(1_000);
      servers[0] = await startServer();
      await Promise.all(servers.map((server) => server.send(NOTIFICATION_SWEEP_QUEUE, {})));
      await drained();
      expect(await dueTomorrow(colleague)).toHaveLength(1);
      expect(digestsTo(colleague)).toHaveLength(1);
      expect(await dueTomorrow(owner)).toEqual([]);
    } finally {
      await Promise.all(servers.map((server) => server.stop(1_000)));
    }
  });
});
