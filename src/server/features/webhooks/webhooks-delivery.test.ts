import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema/webhooks';
import { withTenant } from '#server/db/tenant';
import { recordEvent } from '#server/lib/history';
import { startAppJobs } from '#server/lib/jobs/app-jobs';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';
import { attemptDelivery, type WebhookWorkerDeps } from '#server/features/webhooks/webhook-worker';
import { WEBHOOK_QUEUE } from '#server/features/webhooks/webhook-outbox';
import {
  createDeal,
  startReceiver,
  type Received,
} from '#server/features/webhooks/webhooks-testing';
import { webhooksText } from '#shared/i18n/fr-webhooks';

// Issue 32, decision 0067: deliveries, signed, retried for 24 h on a fixed clock, then the
// endpoint disabled and its admins mailed; private addresses refused at delivery time; the
// outbox rolls back with its change; a queued delivery survives a restart of the queue.

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await createTestApp({ webhooksAllowPrivate: true }, { jobs: { isWorking: false } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

let ip = 0;
async function newAdmin(events = ['collaboration.created']) {
  const agent = createAgent(t.app, `198.51.100.${++ip}`);
  const account = await signUpUser(agent);
  const endpoint = await agent.post('/api/webhooks', { url: receiver.url, events });
  expect(endpoint.status, JSON.stringify(endpoint.json)).toBe(201);
  return { agent, account, endpoint: endpoint.json as { id: string; secret: string } };
}

const deliveriesOf = (endpointId: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

const START = new Date('2026-03-02T09:00:00.000Z');
const workerDeps = (
  now: () => Date,
  extra: Partial<WebhookWorkerDeps> = {},
): WebhookWorkerDeps => ({
  db: t.db,
  mailer: t.mailbox.mailer,
  config: { webhooksAllowPrivate: true, appUrl: 'https://app.infludesk.test' },
  now,
  ...extra,
});

/** What the receiver would check: Standard Webhooks' signature, recomputed here. */
function expectSigned(request: Received, secret: string) {
  const id = request.headers['webhook-id'] as string;
  const timestamp = request.headers['webhook-timestamp'] as string;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${id}.${timestamp}.${request.body}`)
    .digest('base64');
  expect(request.headers['webhook-signature']).toBe(`v1,${expected}`);
}

describe('webhook deliveries', () => {
  it('sends a signed payload naming the deal, its path and its author', async () => {
    const { agent, account, endpoint } = await newAdmin();
    const deal = await createDeal(agent, 'Printemps signé');
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ eventType: 'collaboration.created', status: 'pending' });
    const outcome = await attemptDelivery(
      workerDeps(() => START),
      {
        deliveryId: delivery!.id,
        attempt: 0,
      },
    );
    expect(outcome).toBe('succeeded');
    const request = receiver.received.at(-1)!;
    expectSigned(request, endpoint.secret);
    expect(request.headers['webhook-timestamp']).toBe(String(START.getTime() / 1000));
    expect(JSON.parse(request.body)).toEqual({
      id: delivery!.eventId,
      type: 'collaboration.created',
      timestamp: expect.any(String),
      agencyId: account.user.agencyId,
      data: {
        object: 'collaboration',
        id: deal.id,
        label: 'Printemps signé',
        path: `/api/v1/collaborations/${deal.id}`,
        action: 'create',
        changes: [],
        actor: { id: account.user.id, name: `${account.user.firstName} ${account.user.lastName}` },
      },
    });
    // A wrong secret would not verify: the signature depends on it.
    expect(() => expectSigned(request, 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toThrow();
    const page = (await agent.get(`/api/webhooks/${endpoint.id}/deliveries`)).json;
    expect(page.items[0]).toMatchObject({ status: 'succeeded', lastStatusCode: 200, attempts: 1 });
    expect(page.items[0].log).toHaveLength(1);
  });

  it('retries at 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then at 24 h; then disables and mails', async () => {
    const { agent, account, endpoint } = await newAdmin();
    await createDeal(agent);
    const [delivery] = await deliveriesOf(endpoint.id);
    receiver.answer(500);
    let now = START;
    const waits: number[] = [];
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      outcomes.push(
        await attemptDelivery(
          workerDeps(() => now),
          { deliveryId: delivery!.id, attempt },
        ),
      );
      const [row] = await deliveriesOf(endpoint.id);
      if (!row!.nextAttemptAt) break;
      waits.push(row!.nextAttemptAt.getTime() - now.getTime());
      // The next attempt is a delayed job of the queue, due then.
      const job = await t.db.execute(
        sql`select start_after from pgboss.job where name = ${WEBHOOK_QUEUE}
            and data->>'deliveryId' = ${delivery!.id} and (data->>'attempt')::int = ${attempt + 1}`,
      );
      const [jobRow] = (job as unknown as { rows: { start_after: Date | string }[] }).rows;
      expect(new Date(jobRow!.start_after).getTime()).toBe(row!.nextAttemptAt.getTime());
      now = row!.nextAttemptAt;
    }
    receiver.answer(200);
    const s = 1000;
    const h = 3600 * s;
    expect(waits).toEqual([
      5 * s,
      300 * s,
      1800 * s,
      2 * h,
      5 * h,
      10 * h,
      24 * h - (17 * h + 35 * 60 * s + 5 * s),
    ]);
    expect(outcomes).toEqual([...Array(7).fill('retry'), 'failed']);
    expect(now.getTime() - START.getTime()).toBe(24 * h);
    const [endpointRow] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(endpointRow).toMatchObject({ isEnabled: false, disabledAt: now });
    const mail = t.mailbox.lastTo(account.email);
    expect(mail?.subject).toBe(webhooksText.mail.subject);
    expect(mail?.text).toContain(receiver.url);
    const page = (await agent.get(`/api/webhooks/${endpoint.id}/deliveries`)).json;
    expect(page.items[0]).toMatchObject({ status: 'failed', lastStatusCode: 500 });
    expect(page.items[0].log).toHaveLength(8);

    // A disabled endpoint takes no new deliveries; 'Renvoyer' asks to reactivate first.
    await createDeal(agent);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    const resend = `/api/webhooks/${endpoint.id}/deliveries/${delivery!.id}/resend`;
    expect((await agent.post(resend)).status).toBe(409);
    await agent.patch(`/api/webhooks/${endpoint.id}`, { isEnabled: true });
    const resent = await agent.post(resend);
    expect(resent.status).toBe(202);
    const [again] = await deliveriesOf(endpoint.id);
    expect(again).toMatchObject({ status: 'pending', firstAttemptAt: null, attempts: 8 });
    // The job of the old round is stale; the new round's is sent.
    const deps = workerDeps(() => now);
    const stale = { deliveryId: delivery!.id, attempt: 8, round: 0 };
    expect(await attemptDelivery(deps, stale)).toBe('skipped');
    const fresh = { deliveryId: delivery!.id, attempt: 8, round: again!.retryFrom };
    expect(await attemptDelivery(deps, fresh)).toBe('succeeded');
    // The count the card shows is the log's length.
    const after = (await agent.get(`/api/webhooks/${endpoint.id}/deliveries`)).json;
    expect(after.items[0]).toMatchObject({ status: 'succeeded', attempts: 9 });
    expect(after.items[0].log).toHaveLength(9);
  });

  it('refuses at delivery time a name that resolves to a private address', async () => {
    const { agent, endpoint } = await newAdmin();
    await createDeal(agent);
    const [delivery] = await deliveriesOf(endpoint.id);
    const before = receiver.received.length;
    const strict = { webhooksAllowPrivate: false, appUrl: 'https://app.infludesk.test' };
    // The DNS answers loopback for a public-looking name (rebinding), then the real resolver
    // for 'localhost'.
    await t.db
      .update(webhookEndpoints)
      .set({ url: `https://hooks.example.com:${receiver.port}/x` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const rebinding = workerDeps(() => START, {
      config: strict,
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(await attemptDelivery(rebinding, { deliveryId: delivery!.id, attempt: 0 })).toBe(
      'retry',
    );
    await t.db
      .update(webhookEndpoints)
      .set({ url: `https://localhost:${receiver.port}/x` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const realDns = workerDeps(() => START, { config: strict });
    expect(await attemptDelivery(realDns, { deliveryId: delivery!.id, attempt: 1 })).toBe('retry');
    expect(receiver.received.length).toBe(before);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({
      lastStatusCode: null,
      lastError: webhooksText.errors.deliveryRefused,
    });
  });

  it('writes nothing when the change rolls back', async () => {
    const { account, endpoint } = await newAdmin(['collaboration.deleted']);
    const user = account.user;
    const countJobs = async () => {
      const result = await t.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${WEBHOOK_QUEUE}`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const jobsBefore = await countJobs();
    await withTenant(t.db, { agencyId: user.agencyId, userId: user.id }, async (db) => {
      await recordEvent(
        { db, agencyId: user.agencyId, user },
        {
          kind: 'collaboration',
          recordId: crypto.randomUUID(),
          label: 'Annulée',
          action: 'delete',
        },
      );
      expect(await db.select().from(webhookDeliveries)).toHaveLength(1);
      throw new Error('the change fails after its event');
    }).catch(() => undefined);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    expect(await countJobs()).toBe(jobsBefore);
  });

  it('delivers after a restart a delivery queued before it, to every endpoint of the event', async () => {
    const { agent, endpoint } = await newAdmin();
    const second = await agent.post('/api/webhooks', {
      url: `${receiver.url}/second`,
      events: ['collaboration.created'],
    });
    expect(second.status).toBe(201);
    await createDeal(agent, 'Après redémarrage');
    const [delivery] = await deliveriesOf(endpoint.id);
    // This app's queue takes no jobs; it stops, and a new one on the same database works.
    await t.jobs!.stop(1_000);
    const restarted = await startAppJobs(
      t.database,
      { config: t.config, mailer: t.mailbox.mailer },
      { isScheduling: false },
    );
    try {
      const end = Date.now() + 15_000;
      let row = delivery;
      while (row?.status !== 'succeeded' && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        [row] = await deliveriesOf(endpoint.id);
      }
      expect(row).toMatchObject({ status: 'succeeded', lastStatusCode: 200 });
      // The second endpoint's delivery, written in the same statement, is sent too.
      let other = (await deliveriesOf(second.json.id))[0];
      while (other?.status !== 'succeeded' && Date.now() < end) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        [other] = await deliveriesOf(second.json.id);
      }
      expect(other).toMatchObject({ status: 'succeeded', attempts: 1, eventId: delivery!.eventId });
      const got = receiver.received.filter(
        (request) => request.headers['webhook-id'] === delivery!.eventId,
      );
      expect(got).toHaveLength(2);
    } finally {
      await restarted.stop(1_000);
    }
  });
});
