import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '#server/db/schema/identity';
import { notifications, notificationSettings } from '#server/db/schema/notifications';
import { createMailer } from '#server/lib/mail';
import {
  createNotifications,
  type NewNotification,
} from '#server/features/notifications/notification-items';
import { mailDigest, mailNotification } from '#server/features/notifications/notification-mail';
import {
  membersDueForDigest,
  NOTIFICATION_DIGEST_QUEUE,
  queueDueDigests,
} from '#server/features/notifications/notification-jobs';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';

// Decision 0069: a notification is mailed once at most — at once, or in the day's digest.

let t: TestApp;
let agent: Agent;
let member: { id: string; email: string; agencyId: string };
const deps = () => ({ db: t.db, config: t.config, mailer: t.mailbox.mailer });

beforeAll(async () => {
  t = await createTestApp({}, { jobs: { isWorking: false } });
  agent = createAgent(t.app);
  const { user, email } = await signUpUser(agent);
  member = { id: user.id, email, agencyId: user.agencyId };
});
afterAll(async () => t.close());

const item = (patch: Partial<NewNotification>): NewNotification => ({
  userId: member.id,
  kind: 'deal_changed',
  recordKind: 'collaboration',
  recordId: crypto.randomUUID(),
  recordLabel: 'Lancement été',
  collaborationLabel: 'Lancement été',
  actorName: 'Alex Durand',
  ...patch,
});
const make = (items: NewNotification[]) => createNotifications(t.db, member.agencyId, items);
const mailsTo = () => t.mailbox.sent.filter((mail) => mail.to === member.email);
const clearPending = () =>
  t.db
    .update(notifications)
    .set({ mailedAt: sql`now()` })
    .where(eq(notifications.userId, member.id));

describe('the immediate mail', () => {
  it('mails an item once, however often its job runs, with its unsubscribe headers', async () => {
    const [id] = await make([item({ kind: 'task_assigned', recordLabel: 'Brief' })]);
    const before = mailsTo().length;
    expect(await mailNotification(deps(), id!)).toBe(true);
    expect(await mailNotification(deps(), id!)).toBe(false);
    expect(await mailNotification(deps(), id!)).toBe(false);
    const mails = mailsTo().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Infludesk : Alex Durand vous a assigné la tâche « Brief ».');
    const url = mails[0]!.headers!['List-Unsubscribe']!.slice(1, -1);
    expect(url).toMatch(/\/api\/notifications\/unsubscribe\/[\w-]{43}$/);
    expect(mails[0]!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]!.text).toContain(url);
  });

  it('mails nothing for an item already read or a section closed since', async () => {
    const [read, closed] = await make([
      item({ kind: 'mention', section: 'clients' }),
      item({ kind: 'compliance_blocking' }),
    ]);
    await t.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, read!));
    await t.db
      .update(users)
      .set({ permissions: { collaborations: false } as never })
      .where(eq(users.id, member.id));
    expect(await mailNotification(deps(), read!)).toBe(false);
    expect(await mailNotification(deps(), closed!)).toBe(false);
    await t.db.update(users).set({ permissions: null }).where(eq(users.id, member.id));
  });
});

describe('the daily digest', () => {
  it('groups the pending digest items by deal, newest first, once a day', async () => {
    await clearPending();
    await make([
      item({ collaborationLabel: 'Lancement été', recordLabel: 'A' }),
      item({ kind: 'task_late', collaborationLabel: null, recordLabel: 'Relancer' }),
      item({ collaborationLabel: 'Lancement été', recordLabel: 'B' }),
      item({ kind: 'mention', section: 'collaborations', recordLabel: 'Immédiat' }),
    ]);
    const before = mailsTo().length;
    expect(await mailDigest(deps(), member.id, '2026-11-28')).toBe(3);
    expect(await mailDigest(deps(), member.id, '2026-11-28')).toBe(0);
    const mails = mailsTo().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Infludesk : votre résumé (3 éléments)');
    expect(mails[0]!.text).toContain('Lancement été — 2 éléments');
    expect(mails[0]!.text).toContain('Hors collaboration — 1 élément');
    expect(mails[0]!.text).not.toContain('Immédiat');
    expect(mails[0]!.headers!['List-Unsubscribe']).toMatch(/^<http.+>$/);
  });

  it('leaves out an item read before, and one whose section is closed now', async () => {
    await clearPending();
    const [read] = await make([
      item({ recordLabel: 'Lu' }),
      item({ kind: 'payment_unpaid', recordLabel: 'Paiement' }),
      item({ recordLabel: 'Reste' }),
    ]);
    await t.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, read!));
    await t.db
      .update(users)
      .set({ permissions: { collaborations: true, accounting: false } as never })
      .where(eq(users.id, member.id));
    const before = mailsTo().length;
    expect(await mailDigest(deps(), member.id, null)).toBe(1);
    expect(mailsTo()[before]!.text).toContain('Reste');
    await t.db.update(users).set({ permissions: null }).where(eq(users.id, member.id));
  });

  it('finds the members whose hour has come in their own zone, without a digest today', async () => {
    await clearPending();
    await make([item({ recordLabel: 'Attend' })]);
    await t.db
      .update(notificationSettings)
      .set({ digestHour: 9, timeZone: 'America/Montreal', lastDigestOn: null })
      .where(eq(notificationSettings.userId, member.id));
    const due = async (iso: string) =>
      (await membersDueForDigest(t.db, new Date(iso))).filter((row) => row.userId === member.id);
    expect(await due('2026-11-28T13:30:00Z')).toEqual([]); // 08:30 in Montréal
    expect(await due('2026-11-28T14:00:00Z')).toEqual([{ userId: member.id, day: '2026-11-28' }]);
    await mailDigest(deps(), member.id, '2026-11-28');
    await make([item({ recordLabel: 'Plus tard' })]);
    expect(await due('2026-11-28T20:00:00Z')).toEqual([]);
  });

  it('digest-now sends what is pending and says how many', async () => {
    await clearPending();
    expect((await agent.post('/api/notifications/digest-now', {})).json).toEqual({ count: 0 });
    await make([item({}), item({})]);
    expect((await agent.post('/api/notifications/digest-now', {})).json).toEqual({ count: 2 });
  });
});

describe('the hourly run', () => {
  it('queues one digest job a member and day, however often it runs', async () => {
    await clearPending();
    await make([item({ recordLabel: 'Encore' })]);
    await t.db
      .update(notificationSettings)
      .set({ lastDigestOn: null })
      .where(eq(notificationSettings.userId, member.id));
    const now = new Date('2026-11-28T22:00:00Z');
    const before = await t.jobs!.countWaiting(NOTIFICATION_DIGEST_QUEUE);
    expect(await queueDueDigests(t.jobs!, t.db, now)).toBeGreaterThan(0);
    await queueDueDigests(t.jobs!, t.db, now);
    expect(await t.jobs!.countWaiting(NOTIFICATION_DIGEST_QUEUE)).toBe(before + 1);
  });
});

describe('the unsubscribe link', () => {
  it('asks on GET, unsubscribes on POST without a session, and refuses an unknown token', async () => {
    await clearPending();
    await make([item({}), item({})]);
    const before = mailsTo().length;
    await mailDigest(deps(), member.id, null);
    const url = new URL(mailsTo()[before]!.headers!['List-Unsubscribe']!.slice(1, -1));
    const stranger = createAgent(t.app, '203.0.113.50');
    const asked = await stranger.get(url.pathname);
    expect(asked.status).toBe(200);
    expect((await agent.get('/api/notifications/preferences')).json.channels.deal_changed).toBe(
      'digest',
    );
    const done = await t.app.request(url.pathname, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('C’est fait');
    const channels = (await agent.get('/api/notifications/preferences')).json.channels;
    expect(channels.deal_changed).toBe('app');
    expect(channels.mention).toBe('immediate');
    const unknown = await t.app.request('/api/notifications/unsubscribe/inconnu', {
      method: 'POST',
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('n’est pas valide');
  });

  it('writes the List-Unsubscribe headers into the .eml', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'notif-eml-'));
    const mailer = createMailer({ smtpUrl: '', mailFrom: 'a@example.fr', dataDir });
    await mailer.send({
      to: 'b@example.fr',
      subject: 's',
      text: 't',
      link: 'l',
      headers: {
        'List-Unsubscribe': '<https://x/u>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const [file] = readdirSync(path.join(dataDir, 'outbox'));
    const eml = readFileSync(path.join(dataDir, 'outbox', file!), 'utf8');
    expect(eml).toContain('List-Unsubscribe: <https://x/u>');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
