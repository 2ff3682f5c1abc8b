import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { privateLinks } from '#server/db/schema/contents';
import { hashLinkToken } from '#server/lib/private-links/link-tokens';
import { LINK_IP_RULE } from '#server/middleware/rate-limit';
import {
  createCalendarLink,
  createDeal,
  createTask,
  createTeam,
  fetchFeed,
  t,
} from '#server/features/calendar-feed/calendar-feed-testing';

describe('a member’s calendar link', () => {
  it('is shown once at its creation, then only as its state', async () => {
    const { owner } = await createTeam();
    expect((await owner.agent.get('/api/calendar-link')).json).toEqual({ link: null });
    const created = await createCalendarLink(owner);
    expect(created.url).toBe(`${t.config.appUrl}/api/calendar/${created.token}.ics`);
    expect(created.token).toMatch(/^[\w-]{43}$/);
    expect(created.json.status).toBe('live');
    const state = await owner.agent.get('/api/calendar-link');
    expect(state.json.link).toMatchObject({
      id: created.json.id,
      status: 'live',
      lastUsedAt: null,
    });
    expect(JSON.stringify(state.json)).not.toContain(created.token);
    // Only the token's hash is kept.
    const [row] = await t.db
      .select()
      .from(privateLinks)
      .where(eq(privateLinks.id, created.json.id as string));
    expect(row).toMatchObject({ kind: 'calendar', userId: owner.id, collaborationId: null });
    expect(row!.tokenHash).toBe(hashLinkToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
  });

  it('stops at once when disabled, and a replaced link’s old address answers 404', async () => {
    const { owner } = await createTeam();
    await createTask(owner);
    const first = await createCalendarLink(owner);
    expect((await fetchFeed(first.token)).status).toBe(200);
    const second = await createCalendarLink(owner);
    expect((await fetchFeed(first.token)).status).toBe(404);
    expect((await fetchFeed(second.token)).status).toBe(200);
    const state = await owner.agent.get('/api/calendar-link');
    expect(state.json.link.id).toBe(second.json.id);
    expect((await owner.agent.delete('/api/calendar-link')).status).toBe(200);
    const gone = await fetchFeed(second.token);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect((await owner.agent.get('/api/calendar-link')).json).toEqual({ link: null });
  });

  it('is each member’s own: a colleague neither sees nor disables it', async () => {
    const { owner, colleague } = await createTeam();
    const other = await createTeam();
    const link = await createCalendarLink(owner);
    expect((await colleague.agent.get('/api/calendar-link')).json).toEqual({ link: null });
    expect((await other.owner.agent.get('/api/calendar-link')).json).toEqual({ link: null });
    expect((await colleague.agent.delete('/api/calendar-link')).status).toBe(200);
    expect((await other.owner.agent.delete('/api/calendar-link')).status).toBe(200);
    expect((await fetchFeed(link.token)).status).toBe(200);
  });

  it('needs a session to be managed, and takes none to be read', async () => {
    const { owner } = await createTeam();
    await createTask(owner, { title: 'Visible par le lien' });
    const anonymous = await t.app.request('/api/calendar-link', {
      method: 'POST',
      headers: { 'x-forwarded-for': '192.0.2.60' },
    });
    expect(anonymous.status).toBe(401);
    const link = await createCalendarLink(owner);
    // A signed-in member's cookie opens no feed: only a token does.
    const withCookie = await fetchFeed('A'.repeat(43), { cookie: owner.agent.cookie });
    expect(withCookie.status).toBe(404);
    const noToken = await fetchFeed('', { cookie: owner.agent.cookie, path: '/api/calendar/' });
    expect(noToken.status).toBe(404);
    const read = await fetchFeed(link.token);
    expect(read.text).toContain('SUMMARY:Visible par le lien');
    expect(read.headers.get('referrer-policy')).toBe('no-referrer');
    expect(read.headers.get('cache-control')).toBe('private, no-cache');
    expect(read.headers.get('set-cookie')).toBeNull();
  });

  it('opens its feed only: never a private link’s page, and no other link opens a feed', async () => {
    const { owner } = await createTeam();
    const calendar = await createCalendarLink(owner);
    const asHeader = await t.app.request('/api/link/me', {
      headers: { authorization: `Link ${calendar.token}`, 'x-forwarded-for': '192.0.2.61' },
    });
    expect(asHeader.status).toBe(404);
    const deal = await createDeal(owner, owner.fullName, []);
    const creator = await owner.agent.post(
      `/api/collaborations/${deal.id}/links/creator/${deal.lineId}`,
      {},
    );
    expect(creator.status, JSON.stringify(creator.json)).toBe(201);
    const creatorToken = new URL(creator.json.url as string).hash.slice(1);
    expect((await fetchFeed(creatorToken, { ip: '192.0.2.61' })).status).toBe(404);
  });

  it('answers 304 to an app that has the same feed, and a new body once it changes', async () => {
    const { owner } = await createTeam();
    await createTask(owner, { title: 'Première' });
    const { token } = await createCalendarLink(owner);
    const first = await fetchFeed(token);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[0-9a-f]+"$/);
    const same = await fetchFeed(token, { ifNoneMatch: tag! });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');
    expect(same.headers.get('referrer-policy')).toBe('no-referrer');
    await createTask(owner, { title: 'Seconde' });
    const changed = await fetchFeed(token, { ifNoneMatch: tag! });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('SUMMARY:Seconde');
  });

  it('lives on while read, and an expired one answers 404', async () => {
    const { owner } = await createTeam();
    const link = await createCalendarLink(owner);
    const id = link.json.id as string;
    const soon = new Date(Date.now() + 86_400_000);
    await t.db.update(privateLinks).set({ expiresAt: soon }).where(eq(privateLinks.id, id));
    expect((await fetchFeed(link.token)).status).toBe(200);
    const [read] = await t.db.select().from(privateLinks).where(eq(privateLinks.id, id));
    expect(read!.lastUsedAt).not.toBeNull();
    expect(read!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 170 * 86_400_000);
    const past = new Date(Date.now() - 1000);
    await t.db
      .update(privateLinks)
      .set({ expiresAt: past, lastUsedAt: null })
      .where(eq(privateLinks.id, id));
    expect((await fetchFeed(link.token)).status).toBe(404);
    expect((await owner.agent.get('/api/calendar-link')).json.link.status).toBe('expired');
  });

  it('counts wrong tokens against the address’s budget, as every private link does', async () => {
    const { owner } = await createTeam();
    const link = await createCalendarLink(owner);
    const ip = '192.0.2.99';
    for (let attempt = 0; attempt < LINK_IP_RULE.max; attempt += 1) {
      const token = attempt % 2 ? `${'x'.repeat(42)}${attempt % 10}` : 'pas-un-jeton';
      expect((await fetchFeed(token, { ip })).status).toBe(404);
    }
    const refused = await fetchFeed(link.token, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Another address reads the feed; a live token gives its count back.
    for (let read = 0; read < LINK_IP_RULE.max + 2; read += 1) {
      expect((await fetchFeed(link.token, { ip: '192.0.2.98' })).status).toBe(200);
    }
  });
});
