import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { agencies } from '#server/db/schema/identity';
import { confirmSignUpLink, createAgent, signUpUser, type Agent } from '#server/testing/harness';
import { allPermissions } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';
import {
  PASSWORD,
  t,
  freshIp,
  freshEmail,
  signUpBody,
  findUser,
  countUsers,
  joinCodeOf,
} from '#server/features/auth/auth-testing';

/** Opens the link mailed to `email` in this browser: the account is created, signed in. */
async function confirm(agent: Agent, email: string) {
  const token = new URL(confirmSignUpLink(t.app, email)).searchParams.get('token');
  return agent.post('/api/auth/confirm-sign-up', { token });
}

describe('sign-up', () => {
  it('create: admin and owner of a new agency, every permission, a long random join code', async () => {
    const agent = createAgent(t.app);
    const body = signUpBody({ agencyChoice: 'create', agencyName: '  Agence Lumière  ' });
    const response = await agent.post('/api/auth/sign-up', body);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ ok: true });
    // Nothing exists and nobody is signed in until the mailed link is opened (decision 0039).
    expect(agent.cookie).toBe('');
    expect(await countUsers(body.email)).toBe(0);
    const confirmed = await confirm(agent, body.email);
    expect(confirmed.status).toBe(201);
    expect(agent.cookie).toMatch(/^infludesk_session=.+/);
    expect(agent.deviceCookie).toMatch(/^infludesk_device=.+/);

    const { user } = (await agent.get('/api/auth/session')).json;
    expect(user).toMatchObject({
      email: body.email,
      firstName: 'Camille',
      lastName: 'Martin',
      jobTitle: 'Chef de projet',
      userRole: 'admin',
      permissions: allPermissions(true),
      isSuperAdmin: false,
      // The link came through the mailbox: the address is proven.
      isEmailVerified: true,
      agency: { name: 'Agence Lumière', isOwner: true },
    });
    expect(user.agencyId).toBe(user.agency.id);

    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, user.agencyId));
    expect(agency!.ownerId).toBe(user.id);
    expect(agency!.joinCode.length).toBeGreaterThanOrEqual(32);
    expect(agency!.joinCode).toMatch(/^[A-Za-z0-9_-]+$/);

    const other = await signUpUser(createAgent(t.app), { agency: 'create' });
    expect(await joinCodeOf(other.user.agencyId)).not.toBe(agency!.joinCode);
  });

  it('join: a user of the same agency, with no permissions map', async () => {
    const owner = await signUpUser(createAgent(t.app), { agency: 'create' });
    const code = await joinCodeOf(owner.user.agencyId);
    const agent = createAgent(t.app, freshIp());
    // Choosing join clears the agency name: a stale name must not create anything.
    const body = signUpBody({
      agencyChoice: 'join',
      agencyCode: ` ${code} `,
      agencyName: 'Ignorée',
    });
    const response = await agent.post('/api/auth/sign-up', body);
    expect(response.status).toBe(201);
    expect((await confirm(agent, body.email)).status).toBe(201);
    const { user } = (await agent.get('/api/auth/session')).json;
    expect(user).toMatchObject({
      userRole: 'user',
      agencyId: owner.user.agencyId,
      permissions: null,
      agency: { id: owner.user.agencyId, isOwner: false },
    });
    const named = await t.db.select().from(agencies).where(eq(agencies.name, 'Ignorée'));
    expect(named).toHaveLength(0);
  });

  it('none: a user without agency, every permission true', async () => {
    const agent = createAgent(t.app);
    const body = signUpBody({ agencyChoice: 'none', agencyName: 'Ignorée aussi' });
    const response = await agent.post('/api/auth/sign-up', body);
    expect(response.status).toBe(201);
    expect((await confirm(agent, body.email)).status).toBe(201);
    const { user } = (await agent.get('/api/auth/session')).json;
    expect(user).toMatchObject({
      userRole: 'user',
      agencyId: null,
      permissions: allPermissions(true),
      agency: null,
    });
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'firstName', fr.auth.firstName, 'required'],
    ['a blank last name', { lastName: '   ' }, 'lastName', fr.auth.lastName, 'required'],
    ['a missing job title', { jobTitle: undefined }, 'jobTitle', fr.auth.jobTitle, 'required'],
    ['a bad email', { email: 'camille.example.fr' }, 'email', fr.auth.email, 'invalidEmail'],
    ['a short password', { password: 'court' }, 'password', fr.auth.password, 'tooShort'],
    [
      'create without agency name',
      { agencyChoice: 'create', agencyName: '  ', agencyCode: 'stale' },
      'agencyName',
      fr.auth.agencyName,
      'required',
    ],
    [
      'join without code',
      { agencyChoice: 'join', agencyCode: '', agencyName: 'stale' },
      'agencyCode',
      fr.auth.agencyCode,
      'required',
    ],
  ] as const)(
    'refuses %s with a French message naming the field',
    async (_, patch, field, label, kind) => {
      const body = signUpBody(patch);
      const response = await createAgent(t.app).post('/api/auth/sign-up', body);
      const message = kind === 'tooShort' ? fr.fields.tooShort(label, 8) : fr.fields[kind](label);
      expect(response.status).toBe(422);
      expect(response.json.error).toEqual({
        code: 'validation',
        message,
        fields: { [field]: message },
      });
      expect(response.headers.get('set-cookie')).toBeNull();
      if (typeof body.email === 'string') expect(await countUsers(body.email)).toBe(0);
    },
  );

  it('lets only one of two simultaneous sign-ups with the same email create an account', async () => {
    const email = freshEmail('course');
    const [first, second] = [createAgent(t.app, freshIp()), createAgent(t.app, freshIp())];
    const responses = await Promise.all(
      [first, second].map((agent) =>
        agent.post('/api/auth/sign-up', signUpBody({ email, agencyChoice: 'none' })),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201]);
    const links = t.mailbox.sent.filter((mail) => mail.to === email).map((mail) => mail.link);
    expect(links).toHaveLength(2);
    const confirmations = await Promise.all(
      links.map((link) =>
        createAgent(t.app, freshIp()).post('/api/auth/confirm-sign-up', {
          token: new URL(link).searchParams.get('token'),
        }),
      ),
    );
    expect(confirmations.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(confirmations.find((r) => r.status === 409)!.json.error.message).toBe(
      'Un compte existe déjà avec cette adresse email',
    );
    expect(await countUsers(email)).toBe(1);
  });

  it("refuses an unknown agency code with 'Cette agence n'existe pas' and creates nothing", async () => {
    const agent = createAgent(t.app, freshIp());
    const body = signUpBody({ agencyChoice: 'join', agencyCode: 'code-qui-nexiste-pas' });
    const response = await agent.post('/api/auth/sign-up', body);
    expect(response.status).toBe(404);
    expect(response.json.error).toMatchObject({
      code: 'unknown_agency',
      message: "Cette agence n'existe pas",
    });
    expect(agent.cookie).toBe('');
    expect(await countUsers(body.email)).toBe(0);
  });

  it('leaves no half-made account when the agency cannot be created (one transaction)', async () => {
    await t.db.execute(
      sql.raw(`create or replace function test_refuse_agency() returns trigger
               language plpgsql as $$ begin raise exception 'agence refusée par le test'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger test_refuse_agency before insert on agencies
               for each row execute function test_refuse_agency()`),
    );
    try {
      const agent = createAgent(t.app);
      const body = signUpBody({ agencyChoice: 'create', agencyName: 'Agence impossible' });
      expect((await agent.post('/api/auth/sign-up', body)).status).toBe(201);
      const response = await confirm(agent, body.email);
      expect(response.status).toBe(500);
      expect(agent.cookie).toBe('');
      expect(await countUsers(body.email)).toBe(0);
    } finally {
      await t.db.execute(sql.raw('drop trigger test_refuse_agency on agencies'));
      await t.db.execute(sql.raw('drop function test_refuse_agency()'));
    }
  });

  it('treats the email case-insensitively: stored lower-cased, any case signs in', async () => {
    const mixed = `Camille.${randomBytes(3).toString('hex')}@Example.FR`;
    const agent = createAgent(t.app);
    const response = await agent.post('/api/auth/sign-up', signUpBody({ email: `  ${mixed} ` }));
    expect(response.status).toBe(201);
    expect((await confirm(agent, mixed.toLowerCase())).status).toBe(201);
    expect((await findUser(mixed.toLowerCase()))?.email).toBe(mixed.toLowerCase());
    for (const email of [mixed.toLowerCase(), mixed.toUpperCase()]) {
      const signIn = await createAgent(t.app).post('/api/auth/sign-in', {
        email,
        password: PASSWORD,
      });
      expect(signIn.status).toBe(200);
    }
  });
});
