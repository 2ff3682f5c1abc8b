import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';
import { webhooksText } from '#shared/i18n/fr-webhooks';

// Issue 32, decision 0067: the admins' webhooks API — who may use it, what it refuses (no
// private address at registration), and another agency's endpoint is a 404.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const nextAgent = () => createAgent(t.app, `198.51.100.${++ip}`);

async function newTeam() {
  const owner = nextAgent();
  await signUpUser(owner);
  const code = (await owner.get('/api/account')).json.agency.joinCode as string;
  const member = nextAgent();
  await signUpUser(member, { agency: { code } });
  return { owner, member };
}

const endpoint = { url: 'https://hooks.example.com/infludesk', events: ['collaboration.created'] };

describe('the webhooks API', () => {
  it('lets an admin register, edit, rotate and delete an endpoint; a member gets a 403', async () => {
    const { owner, member } = await newTeam();
    const created = await owner.post('/api/webhooks', endpoint);
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json).toMatchObject({ ...endpoint, isEnabled: true, disabledAt: null });
    expect(created.json.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const id = created.json.id as string;

    for (const call of [
      () => member.get('/api/webhooks'),
      () => member.post('/api/webhooks', endpoint),
      () => member.patch(`/api/webhooks/${id}`, { isEnabled: false }),
      () => member.delete(`/api/webhooks/${id}`),
    ]) {
      const refused = await call();
      expect(refused.status).toBe(403);
      expect(refused.json.error.message).toBe(webhooksText.errors.onlyAdmins);
    }

    const edited = await owner.patch(`/api/webhooks/${id}`, {
      events: ['task.assigned', 'payment.marked', 'task.assigned'],
      isEnabled: false,
    });
    expect(edited.json).toMatchObject({
      events: ['task.assigned', 'payment.marked'],
      isEnabled: false,
    });
    const rotated = await owner.post(`/api/webhooks/${id}/secret`);
    expect(rotated.json.secret).toMatch(/^whsec_/);
    expect(rotated.json.secret).not.toBe(created.json.secret);
    expect((await owner.get('/api/webhooks')).json.items).toHaveLength(1);
    expect((await owner.delete(`/api/webhooks/${id}`)).status).toBe(200);
    expect((await owner.get('/api/webhooks')).json.items).toEqual([]);
  });

  it('refuses a private or plain-http URL, naming the field, in French', async () => {
    const { owner } = await newTeam();
    const cases: [string, string][] = [
      ['http://hooks.example.com/x', webhooksText.errors.urlNotHttps],
      ['https://127.0.0.1/x', webhooksText.errors.urlPrivate],
      ['https://localhost:8443/x', webhooksText.errors.urlPrivate],
      ['https://10.1.2.3/x', webhooksText.errors.urlPrivate],
      ['https://192.168.1.10/x', webhooksText.errors.urlPrivate],
      ['https://169.254.169.254/latest/meta-data', webhooksText.errors.urlPrivate],
      ['https://[::1]/x', webhooksText.errors.urlPrivate],
      ['https://[fd00::1]/x', webhooksText.errors.urlPrivate],
      ['https://[::ffff:127.0.0.1]/x', webhooksText.errors.urlPrivate],
      ['https://100.64.0.1/x', webhooksText.errors.urlPrivate],
      ['https://user:pass@hooks.example.com/x', webhooksText.errors.urlCredentials],
      ['pas une adresse', webhooksText.errors.urlInvalid],
    ];
    for (const [url, message] of cases) {
      const refused = await owner.post('/api/webhooks', { url, events: ['task.assigned'] });
      expect(refused.status, url).toBe(422);
      expect(refused.json.error.fields.url, url).toBe(message);
    }
    const noEvents = await owner.post('/api/webhooks', { ...endpoint, events: [] });
    expect(noEvents.status).toBe(422);
    expect(noEvents.json.error.fields.events).toContain(webhooksText.errors.eventsRequired);
    const unknownEvent = await owner.post('/api/webhooks', {
      ...endpoint,
      events: ['user.hacked'],
    });
    expect(unknownEvent.status).toBe(422);
    expect((await owner.get('/api/webhooks')).json.items).toEqual([]);
  });

  it('answers 404 for another agency’s endpoint and changes nothing', async () => {
    const first = await newTeam();
    const second = await newTeam();
    const id = (await first.owner.post('/api/webhooks', endpoint)).json.id as string;
    const calls = [
      () => second.owner.patch(`/api/webhooks/${id}`, { isEnabled: false }),
      () => second.owner.delete(`/api/webhooks/${id}`),
      () => second.owner.post(`/api/webhooks/${id}/secret`),
      () => second.owner.post(`/api/webhooks/${id}/test`),
      () => second.owner.get(`/api/webhooks/${id}/deliveries`),
    ];
    for (const call of calls) expect((await call()).status).toBe(404);
    expect((await second.owner.get('/api/webhooks')).json.items).toEqual([]);
    const [kept] = (await first.owner.get('/api/webhooks')).json.items;
    expect(kept).toMatchObject({ id, isEnabled: true });
  });
});
