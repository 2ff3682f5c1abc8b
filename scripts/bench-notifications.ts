// `npm run bench:notifications [-- --items 1000000 --runs 200 --digest-members 1000]`
// Issue 33, decision 0069, on a throw-away embedded PostgreSQL. (1) An agency of 50 members with
// `items` notifications (a third unread, in four sections): the p50/p99 of the bell's unread
// count and of a panel page, through the app's services in a tenant transaction, for a member
// whose rights exclude one section. (2) `digest-members` members with 5 pending digest items
// each: the time of one whole digest run (due members found, each digest claimed and mailed to
// a mailer that keeps nothing). Reports, never fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client';
import { withTenant } from '#server/db/tenant';
import type { AgencyContext, SessionUser } from '#server/lib/context';
import {
  countUnread,
  listNotifications,
} from '#server/features/notifications/notifications-service';
import { membersDueForDigest } from '#server/features/notifications/notification-jobs';
import { mailDigest } from '#server/features/notifications/notification-mail';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '200' },
    'digest-members': { type: 'string', default: '1000' },
  },
});
const [itemCount, runs, digestMembers] = [values.items, values.runs, values['digest-members']].map(
  Number,
) as [number, number, number];
const MEMBERS = 50;

const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * p))]!;

async function seedAgency(db: Database, members: number, name: string) {
  return db.transaction(async (tx) => {
    const run = (query: SQL) => tx.execute(query);
    await run(sql`set local statement_timeout = 0`);
    const [agency] = (
      (await run(sql`insert into agencies (name, join_code) values (${name}, md5(random()::text))
      returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    await run(sql`insert into users (email, password_hash, first_name, last_name, agency_id)
    select ${name} || i || '@bench.test', 'x', 'Membre', 'Numéro ' || i, ${agency!.id}::uuid
    from generate_series(1, ${members}) as i`);
    return agency!.id;
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-bench-notifications-'));
const handle = await openDatabase({ dataDir });
try {
  await handle.migrate();
  const { db } = handle;
  let started = performance.now();
  const agencyId = await seedAgency(db, MEMBERS, 'bench');
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`insert into notifications (agency_id, user_id, kind, section, record_kind,
      record_id, record_label, actor_name, created_at, read_at)
    select ${agencyId}::uuid, m.id,
      (array['task_assigned','deal_changed','payment_unpaid','mention'])[1 + i % 4],
      (array['todo','collaborations','accounting','clients'])[1 + i % 4],
      'task', gen_random_uuid(), 'Élément ' || i, 'Camille Durand',
      now() - (i || ' seconds')::interval,
      case when i % 3 = 0 then null else now() end
    from generate_series(1, ${itemCount}) as i
    join (select row_number() over (order by email) as n, id from users
          where agency_id = ${agencyId}::uuid) m on m.n = 1 + i % ${MEMBERS}`);
  });
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${itemCount} items for ${MEMBERS} members in ${Math.round(performance.now() - started)} ms`,
  );

  const [member] = (
    (await db.execute(
      sql`select id from users where agency_id = ${agencyId}::uuid limit 1`,
    )) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  // A member who may not open Comptabilité: the count and the page filter by section.
  const user = {
    id: member!.id,
    agencyId,
    permissions: {
      collaborations: true,
      todo: true,
      clients: true,
      influencers: true,
      casting: true,
      accounting: false,
      resources: true,
      assistant: true,
    },
  } as unknown as SessionUser;
  const plan = await withTenant(db, { agencyId, userId: user.id }, async (tx) => {
    const explained = await tx.execute(sql`explain analyze select * from notifications
      where agency_id = ${agencyId}::uuid and user_id = ${user.id}::uuid
        and section in ('collaborations', 'todo', 'clients')
      order by created_at desc nulls last, id desc nulls last limit 21`);
    return (explained as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
  console.log(`panel plan:\n${plan}`);
  const countPlan = await withTenant(db, { agencyId, userId: user.id }, async (tx) => {
    const explained = await tx.execute(sql`explain analyze select count(*) from notifications
      where agency_id = ${agencyId}::uuid and user_id = ${user.id}::uuid and read_at is null
        and section in ('collaborations', 'todo', 'clients', 'influencers', 'casting', 'resources', 'assistant')`);
    return (explained as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
  console.log(`unread count plan:\n${countPlan}`);
  const timed = async (work: (ctx: AgencyContext) => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const t0 = performance.now();
      await withTenant(db, { agencyId, userId: user.id }, (tx) => work({ db: tx, user, agencyId }));
      times.push(performance.now() - t0);
    }
    return `p50 ${percentile(times, 0.5).toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms`;
  };
  console.log(
    `a tenant transaction alone (select 1): ${await timed((ctx) => ctx.db.execute(sql`select 1`))}`,
  );
  const count = await withTenant(db, { agencyId }, (tx) => countUnread({ db: tx, user, agencyId }));
  console.log(
    `unread count (${count.count} unread of ${itemCount / MEMBERS} items): ${await timed((ctx) => countUnread(ctx))}`,
  );
  console.log(
    `panel, first page of 20: ${await timed((ctx) => listNotifications(ctx, { limit: 20 }))}`,
  );
  const first = await withTenant(db, { agencyId }, (tx) =>
    listNotifications({ db: tx, user, agencyId }, { limit: 20 }),
  );
  console.log(
    `panel, a page further: ${await timed((ctx) => listNotifications(ctx, { limit: 20, cursor: first.nextCursor! }))}`,
  );

  // (2) The digest run.
  started = performance.now();
  const digestAgency = await seedAgency(db, digestMembers, 'digest');
  await db.execute(sql`insert into notifications (agency_id, user_id, kind, section, record_kind,
      record_id, record_label, collaboration_label, actor_name)
    select ${digestAgency}::uuid, u.id, 'deal_changed', 'collaborations', 'collaboration',
      gen_random_uuid(), 'Deal ' || k, 'Campagne ' || (k % 2), 'Camille Durand'
    from users u cross join generate_series(1, 5) as k where u.agency_id = ${digestAgency}::uuid`);
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${digestMembers} members with 5 digest items each in ${Math.round(performance.now() - started)} ms`,
  );
  let mails = 0;
  const deps = {
    db,
    config: { appUrl: 'https://app.example' },
    mailer: { send: async () => void (mails += 1) },
  };
  started = performance.now();
  // 08:00 in Paris on a winter day: everyone's default hour.
  const due = await membersDueForDigest(db, new Date('2026-12-01T07:30:00Z'));
  for (const job of due) await mailDigest(deps, job.userId, job.day);
  console.log(
    `digest run: ${due.length} members due, ${mails} mails in ${Math.round(performance.now() - started)} ms`,
  );
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
