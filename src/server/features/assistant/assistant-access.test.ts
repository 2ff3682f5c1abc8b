import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ask,
  joinAgency,
  setPermission,
  signUpOwner,
  startAssistantApp,
  type AssistantTestApp,
} from '#server/features/assistant/assistant-testing';
import {
  FOREIGN,
  seedAgency,
  seedForeignAgency,
} from '#server/features/assistant/assistant-seed-testing';
import { ASSISTANT_RULE } from '#server/features/assistant/assistant-stream';
import type { Agent } from '#server/testing/harness';
import { ASSISTANT_MESSAGE_MAX } from '#shared/schemas/assistant';
import { assistantScreen } from '#shared/i18n/fr-assistant';

// Who may read what through the assistant (issue 16): conversations are their user's alone,
// each tool keeps its section's permission, agencies never see each other, and the limits
// answer in JSON before any stream starts.

let t: AssistantTestApp;
let owner: Agent;
let colleague: Agent;
let colleagueId: string;
let foreign: Agent;
beforeAll(async () => {
  t = await startAssistantApp();
  const agency = await signUpOwner(t);
  owner = agency.agent;
  await seedAgency(owner);
  ({ agent: colleague, userId: colleagueId } = await joinAgency(t, agency.code));
  foreign = (await signUpOwner(t)).agent;
  await seedForeignAgency(foreign);
});
afterAll(() => t.close());

const conversationOf = (asked: Awaited<ReturnType<typeof ask>>) =>
  asked.events[0]!.data as { id: string; title: string };

describe('conversations', () => {
  it('are kept per user: a colleague of the same agency neither lists nor reads them', async () => {
    const first = await ask(
      t,
      owner,
      'Combien de collaborations sont en attente de confirmation ?',
    );
    const { id } = conversationOf(first);
    const next = await ask(t, owner, 'Et en cours ?', id);
    expect(conversationOf(next).id).toBe(id);
    const read = await owner.get(`/api/assistant/conversations/${id}`);
    expect(read.json.messages).toHaveLength(4);
    expect((await owner.get('/api/assistant/conversations')).json.items[0]).toMatchObject({ id });

    expect((await colleague.get('/api/assistant/conversations')).json).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await colleague.get(`/api/assistant/conversations/${id}`)).status).toBe(404);
    expect((await colleague.delete(`/api/assistant/conversations/${id}`)).status).toBe(404);
    const intrusion = await ask(t, colleague, 'Bonjour', id);
    expect(intrusion.status).toBe(404);
    expect(intrusion.json?.error?.code).toBe('not_found');
    expect((await owner.get(`/api/assistant/conversations/${id}`)).json.messages).toHaveLength(4);
  });

  it('list newest first, page by cursor, and can be deleted', async () => {
    const member = (await signUpOwner(t)).agent;
    const ids: string[] = [];
    for (const question of ['Un', 'Deux', 'Trois'])
      ids.push(conversationOf(await ask(t, member, question)).id);
    const first = await member.get('/api/assistant/conversations?limit=2');
    expect(first.json.items.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
    const second = await member.get(
      `/api/assistant/conversations?limit=2&cursor=${first.json.nextCursor}`,
    );
    expect(second.json).toMatchObject({ items: [{ id: ids[0], title: 'Un' }], nextCursor: null });
    const forged = Buffer.from(JSON.stringify(['hier', ids[0]])).toString('base64url');
    expect((await member.get(`/api/assistant/conversations?cursor=${forged}`)).status).toBe(400);
    expect((await member.delete(`/api/assistant/conversations/${ids[0]}`)).json).toEqual({
      id: ids[0],
    });
    expect((await member.get(`/api/assistant/conversations/${ids[0]}`)).status).toBe(404);
    const long = conversationOf(
      await ask(t, member, `${'Une question vraiment très longue '.repeat(5)}?`),
    );
    expect(long.title.length).toBeLessThanOrEqual(60);
    expect(long.title.endsWith('…')).toBe(true);
  });
});

describe('permissions', () => {
  it('give a member without Clients no client data through the assistant', async () => {
    await setPermission(owner, colleagueId, 'clients', false);
    const answer = await ask(t, colleague, 'Quelles sont les coordonnées de Marie Durand ?');
    expect(answer.text).toBe(assistantScreen.answers.noAccess('Clients'));
    expect(answer.raw).not.toContain('marie.durand@');
    const home = await colleague.get('/api/assistant');
    expect(home.json.suggestions[0]).toBe(assistantScreen.answers.suggestions.contactGeneric);
    // Other sections still answer.
    expect((await ask(t, colleague, "Quelle est l'adresse de Léa Martin ?")).text).toContain(
      '12 rue des Lilas',
    );
    await setPermission(owner, colleagueId, 'clients', true);
  });

  it('close the whole assistant to a member without its section, and to strangers', async () => {
    await setPermission(owner, colleagueId, 'assistant', false);
    expect((await colleague.get('/api/assistant')).status).toBe(403);
    expect((await ask(t, colleague, 'Bonjour')).status).toBe(403);
    expect((await colleague.get('/api/assistant/conversations')).status).toBe(403);
    await setPermission(owner, colleagueId, 'assistant', true);
    const stranger = t.newAgent();
    expect((await ask(t, stranger, 'Bonjour')).status).toBe(401);
    expect((await stranger.get('/api/assistant')).status).toBe(401);
  });
});

describe('isolation', () => {
  it("never answers with another agency's rows, even under the same names", async () => {
    const ours = await ask(t, owner, 'Coordonnées de Marie Durand');
    expect(ours.text).toContain('marie.durand@sephora.fr');
    const theirs = await ask(t, foreign, 'Coordonnées de Marie Durand');
    expect(theirs.text).toContain(FOREIGN.email);
    expect(theirs.text).not.toContain('sephora');
    for (const question of [
      'Combien de collaborations au total ?',
      'Top influenceurs secteur Mode',
      'Quels castings sont en cours ?',
      'Mes tâches',
      "Quelle est l'adresse de Léa Martin ?",
    ]) {
      const answer = await ask(t, owner, question);
      for (const secret of Object.values(FOREIGN))
        expect(answer.raw, question).not.toContain(secret);
    }
  });
});

describe('limits', () => {
  it('refuse a blank or too long question with a JSON 422, before any stream', async () => {
    const tooLong = await ask(t, owner, 'a'.repeat(ASSISTANT_MESSAGE_MAX + 1));
    expect(tooLong.status).toBe(422);
    expect(tooLong.json?.error?.message).toContain(assistantScreen.tooLong(ASSISTANT_MESSAGE_MAX));
    expect(tooLong.headers.get('content-type')).toContain('application/json');
    expect((await ask(t, owner, '   ')).status).toBe(422);
    expect((await ask(t, owner, 'a'.repeat(ASSISTANT_MESSAGE_MAX))).status).toBe(200);
  });

  it('answer a JSON 429 past the questions a user may ask in a minute', async () => {
    const member = (await signUpOwner(t)).agent;
    for (let i = 0; i < ASSISTANT_RULE.max; i += 1)
      expect((await ask(t, member, 'Bonjour')).status).toBe(200);
    const refused = await ask(t, member, 'Bonjour');
    expect(refused.status).toBe(429);
    expect(refused.json?.error).toMatchObject({
      code: 'rate_limited',
      message: assistantScreen.rateLimited,
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user keeps their own budget.
    expect((await ask(t, owner, 'Bonjour')).status).toBe(200);
  });
});
