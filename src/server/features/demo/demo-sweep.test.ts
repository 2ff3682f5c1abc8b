import { describe, expect, it } from 'vitest';
import { signUpUser } from '#server/testing/harness';
import { deleteExpiredDemoAgencies } from '#server/features/demo/demo-sweep';
import {
  countWhere,
  freshAgent,
  getDemoExpiry,
  openDemo,
  t,
} from '#server/features/demo/demo-agency-testing';

// The sweep erases a demo agency once its 24 h are over (decision 0038): its member, sessions,
// rows and files; never a real agency. The clock is the `now` given, so no test waits a day.

const TUS = { 'tus-resumable': '1.0.0' };

/** Starts an upload in the agency: a file record in the store (DATA_DIR/uploads/<agency>). */
async function startUpload(agent: Awaited<ReturnType<typeof openDemo>>['agent']) {
  const response = await agent.call('/api/uploads', {
    method: 'POST',
    headers: {
      ...TUS,
      'upload-length': '10',
      'upload-metadata': `filename ${Buffer.from('brief.pdf').toString('base64')},filetype ${Buffer.from('application/pdf').toString('base64')}`,
    },
  });
  expect(response.status).toBe(201);
}

async function storedKeysOf(agencyId: string) {
  const keys: string[] = [];
  for await (const key of t.storage.listKeys()) if (key.startsWith(`${agencyId}/`)) keys.push(key);
  return keys;
}

describe('the demo sweep', () => {
  it('erases a demo agency and everything of it once its 24 h are over, and nothing before', async () => {
    const { agent, user } = await openDemo();
    await startUpload(agent);
    expect(await storedKeysOf(user.agencyId)).toHaveLength(1);
    const realAgent = freshAgent();
    const real = (await signUpUser(realAgent)).user as { id: string; agencyId: string };
    const expiresAt = (await getDemoExpiry(user.agencyId))!;

    // A moment before the end: nothing goes.
    const early = await deleteExpiredDemoAgencies(
      t.db,
      t.storage,
      new Date(expiresAt.getTime() - 1),
    );
    expect(early).toBe(0);
    expect(await countWhere('agencies', 'id', user.agencyId)).toBe(1);
    expect((await agent.get('/api/auth/session')).json.user?.id).toBe(user.id);

    const erased = await deleteExpiredDemoAgencies(t.db, t.storage, expiresAt);
    expect(erased).toBe(1);
    expect(await countWhere('agencies', 'id', user.agencyId)).toBe(0);
    expect(await countWhere('users', 'id', user.id)).toBe(0);
    expect(await countWhere('sessions', 'user_id', user.id)).toBe(0);
    for (const table of ['clients', 'influencers', 'collaborations', 'tasks', 'castings']) {
      expect(await countWhere(table, 'agency_id', user.agencyId), table).toBe(0);
    }
    expect(await countWhere('demo_records', 'agency_id', user.agencyId)).toBe(0);
    expect(await storedKeysOf(user.agencyId)).toEqual([]);
    // The visitor's cookie opens nothing any more.
    expect((await agent.get('/api/auth/session')).json.user).toBeNull();

    // The real agency and its member are untouched, however late the sweep runs.
    await deleteExpiredDemoAgencies(
      t.db,
      t.storage,
      new Date(expiresAt.getTime() + 365 * 86_400_000),
    );
    expect(await countWhere('agencies', 'id', real.agencyId)).toBe(1);
    expect((await realAgent.get('/api/auth/session')).json.user?.id).toBe(real.id);
  });

  it('erases every demo agency whose time is up in one run', async () => {
    const opened = [];
    for (let i = 0; i < 3; i += 1) opened.push(await openDemo());
    const latest = (await getDemoExpiry(opened[2]!.user.agencyId))!;
    const erased = await deleteExpiredDemoAgencies(t.db, t.storage, latest);
    expect(erased).toBeGreaterThanOrEqual(3);
    for (const { user } of opened)
      expect(await countWhere('agencies', 'id', user.agencyId)).toBe(0);
  });
});
