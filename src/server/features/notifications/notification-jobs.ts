import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { users } from '#server/db/schema/identity';
import { notifications, notificationSettings } from '#server/db/schema/notifications';
import { tasks } from '#server/db/schema/work';
import type { JobQueue } from '#server/lib/jobs/job-queue';
import {
  createNotifications,
  type NewNotification,
} from '#server/features/notifications/notification-items';
import {
  mailDigest,
  mailPending,
  type NotificationMailDeps,
} from '#server/features/notifications/notification-mail';
import {
  DEFAULT_TIME_ZONE,
  DIGEST_DEFAULT_HOUR,
  isDigestDue,
  PAYMENT_UNPAID_DAYS,
  zonedDayAndHour,
} from '#shared/domain/notifications';
import { addDaysToDay } from '#server/features/notifications/notification-days';

// Issue 33, decision 0069: the notifications' jobs on the app's queue (decision 0067). Every
// hour, on whichever server's clock ticks first (a cron kept in the database), one sweep makes
// the reminders (each with its dedupe key: never twice) and queues the digests that are due,
// one job per member and day (singletonKey), each mailed once (mailDigest's day guard).

export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';
export const NOTIFICATION_SWEEP_QUEUE = 'notification-sweep';
export const NOTIFICATION_DIGEST_QUEUE = 'notification-digest';
type DigestJob = { userId: string; day: string };

const QUEUE_DEFAULTS = { expireInSeconds: 300, retryLimit: 5, retryDelay: 60, retryBackoff: true };

export function defineNotificationQueues(jobs: JobQueue) {
  for (const name of [
    NOTIFICATION_MAIL_QUEUE,
    NOTIFICATION_SWEEP_QUEUE,
    NOTIFICATION_DIGEST_QUEUE,
  ]) {
    jobs.defineQueue(name, QUEUE_DEFAULTS);
  }
}

export async function startNotificationWorkers(jobs: JobQueue, deps: NotificationMailDeps) {
  // Every minute: the items whose members want them at once.
  const now = () => deps.now?.() ?? new Date();
  await jobs.work(NOTIFICATION_MAIL_QUEUE, { batchSize: 1 }, () => mailPending(deps, now()));
  await jobs.schedule(NOTIFICATION_MAIL_QUEUE, '* * * * *', {}, { tz: 'UTC' });
  await jobs.work<DigestJob>(NOTIFICATION_DIGEST_QUEUE, { batchSize: 10 }, async (batch) => {
    for (const job of batch) await mailDigest(deps, job.data.userId, job.data.day);
  });
  await jobs.work(NOTIFICATION_SWEEP_QUEUE, { batchSize: 1 }, () => sweep(jobs, deps.db, now()));
  await jobs.schedule(NOTIFICATION_SWEEP_QUEUE, '0 * * * *', {}, { tz: 'UTC' });
}

/** One sweep: the reminders of today, then the digests due now. */
export async function sweep(jobs: Pick<JobQueue, 'insert'>, db: Database, now = new Date()) {
  const made = await makeReminders(db, now);
  const queued = await queueDueDigests(jobs, db, now);
  return { made, queued };
}

/**
 * Tasks due tomorrow and late tasks (to their assignee), creators unpaid 30 days after their
 * last publication (to the deal's manager): the agency's day is Paris's.
 */
export async function makeReminders(db: Database, now: Date) {
  const today = zonedDayAndHour(now, DEFAULT_TIME_ZONE).day;
  const tomorrow = addDaysToDay(today, 1);
  const open = and(ne(tasks.status, 'completed'), isNotNull(tasks.assignedTo));
  const taskRows = await db
    .select({
      id: tasks.id,
      agencyId: tasks.agencyId,
      title: tasks.title,
      dueDate: tasks.dueDate,
      assignedTo: tasks.assignedTo,
    })
    .from(tasks)
    .where(and(open, sql`${tasks.dueDate} <= ${tomorrow}::date`));
  const items: (NewNotification & { agencyId: string })[] = taskRows.flatMap((task) => {
    // Due today is neither: tomorrow's reminder came yesterday, lateness starts tomorrow.
    const kind =
      task.dueDate === tomorrow ? 'task_due_tomorrow' : task.dueDate < today ? 'task_late' : null;
    if (!kind) return [];
    return [
      {
        agencyId: task.agencyId,
        userId: task.assignedTo!,
        kind,
        recordKind: 'task',
        recordId: task.id,
        recordLabel: task.title,
        detail: { dueDate: task.dueDate },
        dedupeKey: `${kind}:${task.id}:${task.dueDate}`,
      },
    ];
  });
  items.push(...(await unpaidCreators(db, addDaysToDay(today, -PAYMENT_UNPAID_DAYS))));
  let made = 0;
  for (const agencyId of new Set(items.map((item) => item.agencyId))) {
    const list = items.filter((item) => item.agencyId === agencyId);
    made += (await createNotifications(db, agencyId, list)).length;
  }
  return made;
}

/** Lines not paid whose last publication was on or before `before`, for the deal's managers. */
async function unpaidCreators(db: Database, before: string) {
  const rows = await db
    .select({
      lineId: collaborationInfluencers.id,
      agencyId: collaborationInfluencers.agencyId,
      fullName: collaborationInfluencers.fullName,
      collaborationId: collaborations.id,
      dealName: collaborations.name,
      userId: users.id,
      lastPublished: sql<string>`max(${deliverables.publishedOn})::text`,
    })
    .from(collaborationInfluencers)
    .innerJoin(collaborations, eq(collaborations.id, collaborationInfluencers.collaborationId))
    .innerJoin(
      deliverables,
      eq(deliverables.collaborationInfluencerId, collaborationInfluencers.id),
    )
    .innerJoin(
      users,
      and(
        eq(users.agencyId, collaborations.agencyId),
        sql`lower(trim(${users.firstName} || ' ' || ${users.lastName})) = ${collaborations.managerKey}`,
      ),
    )
    .where(eq(collaborationInfluencers.isCreatorInvoicePaid, false))
    .groupBy(collaborationInfluencers.id, collaborations.id, users.id)
    .having(sql`max(${deliverables.publishedOn}) <= ${before}::date`);
  return rows.map((row) => ({
    agencyId: row.agencyId,
    userId: row.userId,
    kind: 'payment_unpaid' as const,
    recordKind: 'collaboration',
    recordId: row.collaborationId,
    recordLabel: row.fullName,
    collaborationId: row.collaborationId,
    collaborationLabel: row.dealName,
    detail: { publishedOn: row.lastPublished },
    dedupeKey: `payment_unpaid:${row.lineId}`,
  }));
}

/**
 * The members whose digest is due now in their zone and who have an item waiting for it: one
 * job each, unique per member and day.
 */
export async function queueDueDigests(jobs: Pick<JobQueue, 'insert'>, db: Database, now: Date) {
  const due = await membersDueForDigest(db, now);
  await jobs.insert(
    due.map((job) => ({
      name: NOTIFICATION_DIGEST_QUEUE,
      data: job satisfies DigestJob,
      singletonKey: `digest:${job.userId}:${job.day}`,
      // pg-boss dedupes a key within a time slot; mailDigest's day guard is the last word.
      singletonSeconds: 86_400,
    })),
  );
  return due.length;
}

/** Who gets a digest now: their hour has come in their zone, none left today, items wait. */
export async function membersDueForDigest(db: Database, now: Date) {
  const members = await db
    .select({
      userId: users.id,
      digestHour: sql<number>`coalesce(${notificationSettings.digestHour}, ${DIGEST_DEFAULT_HOUR})`,
      timeZone: sql<string>`coalesce(${notificationSettings.timeZone}, ${DEFAULT_TIME_ZONE})`,
      lastDigestOn: notificationSettings.lastDigestOn,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      sql`exists (select 1 from ${notifications} n where n.user_id = ${users.id}
        and n.read_at is null and n.mailed_at is null)`,
    );
  return members.flatMap((member) => {
    const { due: isDue, day } = isDigestDue(member, now);
    return isDue ? [{ userId: member.userId, day }] : [];
  });
}
