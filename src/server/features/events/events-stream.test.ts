import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';
import { openStream, type OpenStream } from '#server/features/events/events-testing';

// GET /api/events (decision 0047): a change made by one member reaches the open streams of the
// others of the agency, and only theirs, of the sections they may open.
let t: TestApp;
const streams: OpenStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const stream of streams) await stream.close();
  await t.close();
});

async function agencyOfTwo() {
  const owner = createAgent(t.app);
  const { user: ownerUser } = await signUpUser(owner, { agency: 'create' });
  const code = (await owner.get('/api/account')).json.agency.joinCode as string;
  const member = createAgent(t.app);
  const { user, password } = await signUpUser(member, { agency: { code } });
  return { owner, ownerId: ownerUser.id as string, member, memberId: user.id as string, password };
}

async function stream(agent: ReturnType<typeof createAgent>, headers?: Record<string, string>) {
  const opened = await openStream(agent, headers);
  streams.push(opened);
  return opened;
}

/** A change of a client, made by a 'Camille Martin …' of signUpUser. */
const change = (id: string, op: string, by: string) => ({
  kind: 'client',
  id,
  op,
  by,
  byName: expect.stringMatching(/^Camille Martin \d+$/),
});

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 2_000, interval: 20 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('GET /api/events', () => {
  it('is refused without a session', async () => {
    const opened = await stream(createAgent(t.app));
    expect(opened.status).toBe(401);
  });

  it("brings a colleague's changes, with their author, within 2 s", async () => {
    const { owner, ownerId, member } = await agencyOfTwo();
    const watching = await stream(member);
    expect(watching.status).toBe(200);
    expect(watching.contentType).toContain('text/event-stream');

    const created = await owner.post('/api/clients', { brandName: 'Maison Lumière' });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    await waitFor(() => expect(watching.changes()).toContainEqual(change(id, 'insert', ownerId)));
    // A part of the record (a contact) is reported as a change of its client.
    const contacts = [{ name: 'Léa Moreau', email: 'lea@exemple.fr' }];
    const body = { ...created.json, brandName: 'Maison Lumière', contacts };
    expect((await owner.put(`/api/clients/${id}`, body)).status).toBe(200);
    await waitFor(() => expect(watching.changes()).toContainEqual(change(id, 'update', ownerId)));
    // Event ids grow, so that the browser's Last-Event-ID names the last one it had.
    const ids = watching.events.filter((e) => e.event === 'change').map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect((await owner.delete(`/api/clients/${id}`)).status).toBe(200);
    await waitFor(() => expect(watching.changes()).toContainEqual(change(id, 'delete', ownerId)));
  });

  it("sends nothing of another agency's records", async () => {
    const { owner, ownerId, member, memberId } = await agencyOfTwo();
    const stranger = createAgent(t.app);
    await signUpUser(stranger, { agency: 'create' });
    const elsewhere = await stream(stranger);
    const watching = await stream(member);
    const created = await owner.post('/api/clients', { brandName: 'Atelier Nord' });
    await waitFor(() => expect(watching.changes().map((c) => c.id)).toContain(created.json.id));
    await settle();
    // The stranger's stream may still bring its own agency's sign-up (its agency, its member);
    // nothing of the other agency reaches it.
    const ownAgencyId = (await owner.get('/api/account')).json.agency.id as string;
    const theirs = elsewhere.changes();
    for (const id of [created.json.id, ownerId, memberId, ownAgencyId]) {
      expect(theirs.map((c) => c.id)).not.toContain(id);
    }
    expect(theirs.filter((c) => c.kind !== 'agency' && c.kind !== 'member')).toEqual([]);
  });

  it('sends nothing of a section the member may not open, from the moment it closes', async () => {
    const { owner, member, memberId } = await agencyOfTwo();
    const watching = await stream(member);
    const closed = await owner.put(`/api/account/team/${memberId}/permissions`, {
      key: 'clients',
      value: false,
    });
    expect(closed.status).toBe(200);
    await settle();
    const client = await owner.post('/api/clients', { brandName: 'Fermé' });
    const task = await owner.post('/api/tasks', {
      title: 'Relancer la marque',
      dueDate: '2030-01-15',
    });
    expect(task.status).toBe(201);
    await waitFor(() => expect(watching.changes().map((c) => c.id)).toContain(task.json.id));
    expect(watching.changes().map((c) => c.kind)).not.toContain('client');
    expect(watching.changes().map((c) => c.id)).not.toContain(client.json.id);
  });

  it('ends the stream of a member who signs out, or leaves the agency', async () => {
    const { member, memberId } = await agencyOfTwo();
    const first = await stream(member);
    expect((await member.post('/api/auth/sign-out')).status).toBe(200);
    await waitFor(() => expect(first.isEnded).toBe(true));

    const other = await agencyOfTwo();
    const second = await stream(other.member);
    expect(second.status).toBe(200);
    await t.db.execute(sql`update users set agency_id = null where id = ${other.memberId}`);
    await waitFor(() => expect(second.isEnded).toBe(true));
    // Neither may open one again.
    expect((await stream(member)).status).toBe(401);
    expect((await stream(other.member)).status).toBe(403);
    expect(memberId).toBeTruthy();
  });

  it('asks a reconnecting browser to refetch everything', async () => {
    const { member } = await agencyOfTwo();
    const resumed = await stream(member, { 'last-event-id': '41' });
    await waitFor(() => expect(resumed.events.map((e) => e.event)).toContain('resync'));
    const fresh = await stream(member);
    await settle();
    expect(fresh.events.map((e) => e.event)).not.toContain('resync');
  });
});
