import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';
import { agencies, users } from '#server/db/schema/identity';
import { clients } from '#server/db/schema/address-book';
import { tasks } from '#server/db/schema/work';
import { fr } from '#shared/i18n/fr';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An owner with an agency, and a colleague who joined with its code. */
async function agencyWithColleague() {
  const owner = createAgent(t.app);
  const ownerAccount = await signUpUser(owner);
  const code = (await owner.get('/api/account')).json.agency.joinCode as string;
  const colleague = createAgent(t.app);
  const colleagueAccount = await signUpUser(colleague, { agency: { code } });
  return { owner, ownerAccount, colleague, colleagueAccount, code };
}

describe('profile and agency', () => {
  it('lets anyone edit their own name and role', async () => {
    const agent = createAgent(t.app);
    await signUpUser(agent);
    const response = await agent.putCurrent('/api/account/profile', {
      firstName: 'Léa',
      lastName: 'Moreau',
      jobTitle: '',
    });
    expect(response.status).toBe(200);
    const { user } = (await agent.get('/api/auth/session')).json;
    expect([user.firstName, user.lastName, user.jobTitle]).toEqual(['Léa', 'Moreau', '']);
  });

  it('refuses an empty first name, naming the field', async () => {
    const agent = createAgent(t.app);
    await signUpUser(agent);
    const response = await agent.putCurrent('/api/account/profile', { firstName: ' ', lastName: 'M' });
    expect(response.status).toBe(422);
    expect(response.json.error.fields.firstName).toBe(fr.fields.required('Prénom'));
  });

  it('shows the agency with its code, member count and who may edit', async () => {
    const { owner, colleague, code } = await agencyWithColleague();
    const mine = (await owner.get('/api/account')).json.agency;
    expect(mine).toMatchObject({ joinCode: code, memberCount: 2, isOwner: true, canEdit: true });
    expect(code.length).toBeGreaterThanOrEqual(32);
    const theirs = (await colleague.get('/api/account')).json.agency;
    expect(theirs).toMatchObject({ memberCount: 2, isOwner: false, canEdit: false });
  });

  it('lets an admin rename the agency, and no one else', async () => {
    const { owner, colleague } = await agencyWithColleague();
    expect((await colleague.putCurrent('/api/account/agency', { name: 'Pirate' })).status).toBe(403);
    expect((await owner.putCurrent('/api/account/agency', { name: '' })).status).toBe(422);
    expect((await owner.putCurrent('/api/account/agency', { name: 'Nouvelle Vague' })).status).toBe(200);
    expect((await colleague.get('/api/account')).json.agency.name).toBe('Nouvelle Vague');
  });

  it('renews the code: the old one stops working, only the owner may', async () => {
    const { owner, colleague, code } = await agencyWithColleague();
    expect((await colleague.post('/api/account/agency/code')).status).toBe(403);
    const renewed = await owner.post('/api/account/agency/code');
    expect(renewed.json.joinCode).not.toBe(code);
    const latecomer = createAgent(t.app, '198.51.100.7');
    await signUpUser(latecomer, { agency: 'none' });
    const refused = await latecomer.post('/api/account/join', { code });
    expect(refused.status).toBe(404);
    expect(refused.json.error.message).toBe(fr.errors.unknownAgency);
    expect(
      (await latecomer.post('/api/account/join', { code: renewed.json.joinCode })).status,
    ).toBe(200);
  });
});

describe('joining an agency', () => {
  it('makes a user without agency a member with role user', async () => {
    const { code } = await agencyWithColleague();
    const agent = createAgent(t.app, '198.51.100.8');
    const { user } = await signUpUser(agent, { agency: 'none' });
    expect(user.agencyId).toBeNull();
    expect((await agent.post('/api/account/join', { code: '' })).json.error.fields.code).toBe(
      fr.fields.required(fr.account.joinCode),
    );
    const joined = await agent.post('/api/account/join', { code });
    expect(joined.status).toBe(200);
    const after = (await agent.get('/api/auth/session')).json.user;
    expect(after.userRole).toBe('user');
    expect(after.agencyId).not.toBeNull();
    expect((await agent.post('/api/account/join', { code })).status).toBe(409);
  });

  it('is rate limited on wrong codes', async () => {
    const agent = createAgent(t.app, '198.51.100.9');
    await signUpUser(agent, { agency: 'none' });
    for (let i = 0; i < 5; i += 1) {
      expect((await agent.post('/api/account/join', { code: `faux-${i}` })).status).toBe(404);
    }
    const limited = await agent.post('/api/account/join', { code: 'encore-faux' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('team permissions', () => {
  it('shows the team to the owner only, a member without map fully ticked', async () => {
    const { owner, colleague, colleagueAccount } = await agencyWithColleague();
    expect((await colleague.get('/api/account/team')).status).toBe(403);
    const { members } = (await owner.get('/api/account/team')).json;
    expect(members).toHaveLength(2);
    const member = members.find((m: { email: string }) => m.email === colleagueAccount.email);
    expect(member.userRole).toBe('user');
    expect(Object.values(member.permissions)).toEqual(Array(8).fill(true));
  });

  it('writes all eight flags on the first change; the member then loses the section', async () => {
    const { owner, colleague, colleagueAccount } = await agencyWithColleague();
    const memberId = colleagueAccount.user.id;
    const changed = await owner.putCurrent(`/api/account/team/${memberId}/permissions`, {
      key: 'clients',
      value: false,
    });
    expect(changed.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, memberId));
    expect(row!.permissions).toEqual({
      collaborations: true,
      todo: true,
      clients: false,
      influencers: true,
      casting: true,
      accounting: true,
      resources: true,
      assistant: true,
    });
    expect((await colleague.get('/api/auth/session')).json.user.permissions.clients).toBe(false);
  });

  it('refuses changes by a non-owner, on oneself, and on another agency’s member', async () => {
    const { owner, ownerAccount, colleague, colleagueAccount } = await agencyWithColleague();
    const body = { key: 'todo', value: false };
    const byMember = await colleague.putCurrent(
      `/api/account/team/${ownerAccount.user.id}/permissions`,
      body,
    );
    expect(byMember.status).toBe(403);
    const onSelf = await owner.putCurrent(`/api/account/team/${ownerAccount.user.id}/permissions`, body);
    expect(onSelf.status).toBe(403);
    const stranger = await agencyWithColleague();
    const other = await owner.putCurrent(
      `/api/account/team/${stranger.colleagueAccount.user.id}/permissions`,
      body,
    );
    expect(other.status).toBe(404);
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, stranger.colleagueAccount.user.id));
    expect(row!.permissions).toBeNull();
    expect((await owner.putCurrent('/api/account/team/not-a-uuid/permissions', body)).status).toBe(404);
    expect(
      (
        await owner.putCurrent(`/api/account/team/${colleagueAccount.user.id}/permissions`, {
          key: 'nope',
          value: true,
        })
      ).status,
    ).toBe(422);
  });
});

describe('deleting an account', () => {
  it('changes nothing on a wrong password', async () => {
    const agent = createAgent(t.app);
    const { user } = await signUpUser(agent);
    const response = await agent.post('/api/account/delete', { password: 'mauvais' });
    expect(response.status).toBe(403);
    expect(response.json.error.message).toBe(fr.errors.wrongPassword);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await agent.get('/api/auth/session')).json.user).not.toBeNull();
  });

  it('hands an owner’s agency to the longest-standing member and unassigns their tasks', async () => {
    const { owner, ownerAccount, colleague, colleagueAccount } = await agencyWithColleague();
    const agencyId = ownerAccount.user.agencyId as string;
    await t.db.insert(tasks).values({
      agencyId,
      title: 'Relancer la marque',
      dueDate: '2026-11-23',
      assignedTo: ownerAccount.user.id,
      createdBy: colleagueAccount.user.id,
    });
    const oldCookie = owner.cookie;
    const response = await owner.post('/api/account/delete', { password: ownerAccount.password });
    expect(response.status).toBe(200);

    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, agencyId));
    expect(agency!.ownerId).toBe(colleagueAccount.user.id);
    const heir = (await colleague.get('/api/auth/session')).json.user;
    expect(heir.userRole).toBe('admin');
    const [task] = await t.db.select().from(tasks).where(eq(tasks.agencyId, agencyId));
    expect(task!.assignedTo).toBeNull();
    owner.cookie = oldCookie;
    expect((await owner.get('/api/auth/session')).json.user).toBeNull();
  });

  it('prefers another admin as heir over an older plain member', async () => {
    const { owner, ownerAccount, colleagueAccount, code } = await agencyWithColleague();
    const admin = createAgent(t.app);
    const adminAccount = await signUpUser(admin, { agency: { code } });
    await t.db.update(users).set({ userRole: 'admin' }).where(eq(users.id, adminAccount.user.id));
    await owner.post('/api/account/delete', { password: ownerAccount.password });
    const [agency] = await t.db
      .select()
      .from(agencies)
      .where(eq(agencies.id, ownerAccount.user.agencyId));
    expect(agency!.ownerId).toBe(adminAccount.user.id);
    expect(agency!.ownerId).not.toBe(colleagueAccount.user.id);
  });

  it('deletes the agency and all its data when the last member leaves', async () => {
    const agent = createAgent(t.app);
    const account = await signUpUser(agent);
    const agencyId = account.user.agencyId as string;
    await t.db.insert(clients).values({ agencyId, brandName: 'Maison Lumière' });
    expect((await agent.post('/api/account/delete', { password: account.password })).status).toBe(
      200,
    );
    expect(await t.db.select().from(agencies).where(eq(agencies.id, agencyId))).toHaveLength(0);
    expect(await t.db.select().from(clients).where(eq(clients.agencyId, agencyId))).toHaveLength(0);
  });
});
