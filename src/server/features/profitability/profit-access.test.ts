import { describe, expect, it } from 'vitest';
import { createAgent, signUpUser } from '#server/testing/harness';
import { signUp, t } from '#server/features/profitability/profitability-testing';
import { read, seeded } from '#server/features/profitability/profit-seed-testing';

// Issue 20: Rentabilité counts only the agency's own deals and needs the Comptabilité permission.

describe('isolation and permission', () => {
  it("counts nothing of another agency's deals and answers 404 for them", async () => {
    const { agent: other } = await signUp();
    const summary = await read(other, 'summary', {});
    expect(summary).toMatchObject({ billedCents: 0, dealCount: 0, leftOutCount: 0 });
    expect((await read(other, 'deals', {})).items).toEqual([]);
    expect((await read(other, 'clients', {})).clients).toEqual([]);
    expect((await read(other, 'months', {})).months).toEqual([]);
    expect((await read(other, 'managers', {})).managers).toEqual([]);
    const theirs = seeded.deals[0]!.id;
    expect((await other.get(`/api/profitability/deals/${theirs}`)).status).toBe(404);
  });

  it('needs the Comptabilité permission (403)', async () => {
    const code = (await seeded.agent.get('/api/account')).json.agency.joinCode as string;
    const member = createAgent(t.app, '198.51.100.240');
    const account = await signUpUser(member, { agency: { code } });
    expect((await member.get('/api/profitability/summary')).status).toBe(200);
    await seeded.agent.putCurrent(`/api/account/team/${account.user.id}/permissions`, {
      key: 'accounting',
      value: false,
    });
    for (const path of ['summary', 'months', 'clients', 'types', 'deals', 'left-out', 'managers']) {
      expect((await member.get(`/api/profitability/${path}`)).status, path).toBe(403);
    }
    const id = seeded.deals[0]!.id;
    expect((await member.get(`/api/profitability/deals/${id}`)).status).toBe(403);
  });
});
