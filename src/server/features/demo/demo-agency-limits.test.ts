import { describe, expect, it } from 'vitest';
import { signUpUser } from '#server/testing/harness';
import { DEMO_MAX_UPLOAD_BYTES, isDemoAddress } from '#shared/domain/demo-agency';
import { freshAgent, openDemo, SUPER_ADMIN, t } from '#server/features/demo/demo-agency-testing';

// What a demo account may never be or do (decision 0038): a super admin, whatever the
// settings say; a reason for a mail; a way into the platform's figures.

describe('a demo account', () => {
  it('is never a super admin, even when SUPERADMIN_EMAILS names its address', async () => {
    const { agent, user } = await openDemo();
    t.config.superAdminEmails.push(user.email);
    t.sessions.forgetEverything();
    try {
      const session = (await agent.get('/api/auth/session')).json.user;
      expect(session).toMatchObject({ isDemo: true, isEmailVerified: true, isSuperAdmin: false });
      expect((await agent.get('/api/superadmin/overview')).status).toBe(404);
    } finally {
      t.config.superAdminEmails.pop();
    }
  });

  it('gets no mail: a reset asked for its address and a resent link write nothing', async () => {
    const { agent, user } = await openDemo();
    expect(isDemoAddress(user.email)).toBe(true);
    const before = t.mailbox.sent.length;
    const reset = await freshAgent().post('/api/auth/forgot-password', { email: user.email });
    expect(reset.status).toBe(200);
    const resend = await agent.post('/api/auth/verify-email/resend');
    expect(resend.status).toBe(403);
    // Mails go out in the background: give them the time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.mailbox.sent.slice(before).filter((mail) => mail.to === user.email)).toEqual([]);
    expect(t.mailbox.sent.length).toBe(before);
  });

  it('cannot sign in with a password: the only way in is the session it was given', async () => {
    const { user } = await openDemo();
    const signIn = await freshAgent().post('/api/auth/sign-in', {
      email: user.email,
      password: '!demo: no password opens this account',
    });
    expect(signIn.status).toBe(401);
  });
});

describe("a demo agency's files", () => {
  const announce = (agent: ReturnType<typeof freshAgent>, size: number) =>
    agent.call('/api/uploads', {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': String(size) },
    });

  it("may not be larger than 10 MB, where a real agency's may", async () => {
    const { agent } = await openDemo();
    expect((await announce(agent, DEMO_MAX_UPLOAD_BYTES)).status).toBe(201);
    expect((await announce(agent, DEMO_MAX_UPLOAD_BYTES + 1)).status).toBe(413);
    const real = freshAgent();
    await signUpUser(real);
    expect((await announce(real, DEMO_MAX_UPLOAD_BYTES + 1)).status).toBe(201);
  });
});

describe('the super admin', () => {
  it('counts no demo agency in the tiles nor lists them in the agency table', async () => {
    const adminAgent = freshAgent();
    // Verified by its mailed sign-up link (decision 0039): the super-admin area opens.
    await signUpUser(adminAgent, { email: SUPER_ADMIN, agency: 'none' });
    const before = (await adminAgent.get('/api/superadmin/overview')).json;

    const { user } = await openDemo();
    const after = (await adminAgent.get('/api/superadmin/overview')).json;
    expect(after).toEqual(before);
    const table = (await adminAgent.get('/api/superadmin/agencies')).json;
    expect(table.items.map((row: { id: string }) => row.id)).not.toContain(user.agencyId);
    const clients = (await adminAgent.get('/api/superadmin/items/clients')).json;
    expect(clients.items).toEqual([]);
    // Still reachable by its id, for support: the visit is logged as any other.
    expect((await adminAgent.get(`/api/superadmin/agencies/${user.agencyId}`)).status).toBe(200);
  });
});
