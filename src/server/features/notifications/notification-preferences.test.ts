import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { NOTIFICATION_DEFAULT_CHANNEL } from '#shared/domain/notifications';
import { notificationsText } from '#shared/i18n/fr-notifications';

// Decision 0069: a member's notification settings — every kind with its default until chosen.

let t: TestApp;
let owner: Agent;
let other: Agent;

beforeAll(async () => {
  t = await createTestApp();
  owner = createAgent(t.app);
  other = createAgent(t.app, '203.0.113.2');
  await signUpUser(owner);
  await signUpUser(other);
});
afterAll(async () => t.close());

const body = {
  channels: { task_assigned: 'digest', mention: 'app' },
  digestHour: 18,
  timeZone: 'America/Montreal',
};

describe('notification preferences', () => {
  it('names every kind with its default before any choice', async () => {
    const answer = await owner.get('/api/notifications/preferences');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      channels: NOTIFICATION_DEFAULT_CHANNEL,
      digestHour: 8,
      timeZone: 'Europe/Paris',
    });
  });

  it('saves the choices, keeps the others at their default, and only for this member', async () => {
    const saved = await owner.put('/api/notifications/preferences', body);
    expect(saved.status).toBe(200);
    const expected = {
      channels: { ...NOTIFICATION_DEFAULT_CHANNEL, task_assigned: 'digest', mention: 'app' },
      digestHour: 18,
      timeZone: 'America/Montreal',
    };
    expect(saved.json).toEqual(expected);
    expect((await owner.get('/api/notifications/preferences')).json).toEqual(expected);
    const again = await owner.put('/api/notifications/preferences', { ...body, channels: {} });
    expect(again.json.channels).toEqual(NOTIFICATION_DEFAULT_CHANNEL);
    expect((await other.get('/api/notifications/preferences')).json.digestHour).toBe(8);
  });

  it('refuses an unknown channel, hour or zone with French field messages', async () => {
    const refused = async (patch: object) => {
      const answer = await owner.put('/api/notifications/preferences', { ...body, ...patch });
      expect(answer.status).toBe(422);
      return answer.json.error.fields;
    };
    const e = notificationsText.errors;
    expect((await refused({ digestHour: 24 })).digestHour).toBe(e.digestHour);
    expect((await refused({ digestHour: 7.5 })).digestHour).toBe(e.digestHour);
    expect((await refused({ timeZone: 'Mars/Olympus' })).timeZone).toBe(e.timeZone);
    const channels = await refused({ channels: { mention: 'pigeon' } });
    expect(Object.values(channels)).toContain(e.channel);
  });

  it('is closed without a session', async () => {
    const stranger = createAgent(t.app, '203.0.113.9');
    expect((await stranger.get('/api/notifications/preferences')).status).toBe(401);
  });
});
