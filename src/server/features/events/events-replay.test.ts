import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';
import { openStream, type OpenStream } from '#server/features/events/events-testing';
import { RECENT_MS } from '#server/features/events/change-hub';

// Decision 0047: a tab's first stream says since when it has read what it shows (`?since=`, the
// server's clock); the server sends it the changes heard after that moment, or a resync when it
// cannot tell, so that a page load does not refetch everything it just read.
let t: TestApp;
const streams: OpenStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const stream of streams) await stream.close();
  await t.close();
});

let ip = 0;
async function agencyOfTwo() {
  const owner = createAgent(t.app, `198.51.100.${++ip}`);
  await signUpUser(owner, { agency: 'create' });
  const code = (await owner.get('/api/account')).json.agency.joinCode as string;
  const member = createAgent(t.app, `198.51.100.${++ip}`);
  await signUpUser(member, { agency: { code } });
  return { owner, member };
}

async function stream(agent: ReturnType<typeof createAgent>, query: string, headers = {}) {
  const opened = await openStream(agent, headers, query);
  streams.push(opened);
  return opened;
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 2_000, interval: 20 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const ids = (opened: OpenStream) => opened.changes().map((change) => change.id);

describe('a first stream that says since when', () => {
  it('gets the changes of its agency heard after that moment, and no resync', async () => {
    const { owner, member } = await agencyOfTwo();
    const other = await agencyOfTwo();
    const before = await owner.post('/api/clients', { brandName: 'Lue avant' });
    await settle();
    const since = Date.now();
    const after = await owner.post('/api/clients', { brandName: 'Créée après la lecture' });
    const elsewhere = await other.owner.post('/api/clients', { brandName: 'Autre agence' });
    await settle();

    const opened = await stream(member, `?since=${since}`);
    expect(opened.status).toBe(200);
    await waitFor(() => expect(ids(opened)).toContain(after.json.id));
    expect(opened.changes().find((c) => c.id === after.json.id)).toMatchObject({
      kind: 'client',
      op: 'insert',
      byName: expect.stringMatching(/^Camille Martin/),
    });
    expect(ids(opened)).not.toContain(before.json.id);
    expect(ids(opened)).not.toContain(elsewhere.json.id);
    expect(opened.events.map((e) => e.event)).not.toContain('resync');
    // Live changes follow as before.
    const live = await owner.post('/api/clients', { brandName: 'En direct' });
    await waitFor(() => expect(ids(opened)).toContain(live.json.id));
  });

  it('is told to refetch when the moment is older than what the server keeps, or unreadable', async () => {
    const { member } = await agencyOfTwo();
    for (const query of [`?since=${Date.now() - RECENT_MS - 1_000}`, '?since=hier']) {
      const opened = await stream(member, query);
      await waitFor(() => expect(opened.events.map((e) => e.event)).toContain('resync'));
    }
    // Without it (an older tab), neither: that tab refetches by itself.
    const plain = await stream(member, '');
    await settle();
    expect(plain.events.map((e) => e.event)).not.toContain('resync');
    // A reconnection is a resync whatever it says.
    const resumed = await stream(member, `?since=${Date.now()}`, { 'last-event-id': '7' });
    await waitFor(() => expect(resumed.events.map((e) => e.event)).toContain('resync'));
  });
});
