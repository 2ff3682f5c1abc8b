import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderSettings } from '#server/features/assistant/provider-answerer';
import { startFakeAiProvider, type FakeAiProvider } from '#server/testing/fake-ai-provider';
import {
  createAgent,
  createSecondInstance,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { assistantScreen } from '#shared/i18n/fr-assistant';

// Issue 27, item 8: a second question in a conversation whose reply still streams is a 409,
// whichever app server it reaches (two tabs behind a load balancer): the lease is a column of
// the conversation, freed when the reply is saved, and by time when its server died.
let fake: FakeAiProvider;
let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondInstance>>;

beforeAll(async () => {
  fake = await startFakeAiProvider();
  const ai: ProviderSettings = {
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test-une-seule-reponse',
    model: 'fake-model',
    timeoutMs: 1500,
  };
  t = await createTestApp({ ai });
  second = await createSecondInstance(t);
});
afterAll(async () => {
  await second.stop();
  await t.close();
  await fake.close();
});

type App = TestApp['app'];
const post = (app: App, agent: Agent, content: string, conversationId: string | null) =>
  app.request('/api/assistant/messages', {
    method: 'POST',
    headers: {
      cookie: agent.cookie,
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.7',
    },
    body: JSON.stringify({ conversationId, content }),
  });

async function newConversation(agent: Agent) {
  fake.script({ text: 'Bonjour.' });
  const response = await post(t.app, agent, 'Bonjour', null);
  const raw = await response.text();
  return /"id":"([0-9a-f-]{36})"/.exec(raw)![1]!;
}

const waitFor = async (isDone: () => boolean) => {
  for (let attempt = 0; attempt < 200 && !isDone(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(isDone()).toBe(true);
};

describe('one reply at a time in a conversation', () => {
  it('refuses a second question with a 409, on this server and another, until the reply is saved', async () => {
    const agent = createAgent(t.app);
    await signUpUser(agent);
    const id = await newConversation(agent);
    // The provider answers a first piece, then holds the stream until the timeout.
    fake.script({ hang: 'after-headers' });
    const first = post(t.app, agent, 'Quels sont mes clients ?', id);
    await waitFor(() => fake.requests.length === 1);
    for (const app of [t.app, second.app]) {
      const refused = await post(app, agent, 'Et mes tâches ?', id);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: { code: 'reply_in_progress', message: assistantScreen.replyInProgress },
      });
    }
    // Another conversation of the same user is not held.
    fake.script({ text: 'Ailleurs.' });
    const elsewhere = await post(second.app, agent, 'Autre sujet', null);
    expect(elsewhere.status).toBe(200);
    await elsewhere.text();
    await (await first).text();
    // The reply (here the fallback of a provider that went silent) is saved: free again.
    fake.script({ text: 'Vos tâches.' });
    const next = await post(second.app, agent, 'Et mes tâches ?', id);
    expect(next.status).toBe(200);
    expect(await next.text()).toContain('Vos tâches.');
    const messages = (await agent.get(`/api/assistant/conversations/${id}`)).json.messages as {
      role: string;
    }[];
    expect(messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it('frees a conversation whose reply died with its server once the lease has run out', async () => {
    const agent = createAgent(t.app, '203.0.113.8');
    await signUpUser(agent);
    const id = await newConversation(agent);
    // A stream cut by a crash: its lease stays behind until it runs out.
    await t.db.execute(
      sql`update assistant_conversations set reply_until = now() + interval '1 minute' where id = ${id}`,
    );
    expect((await post(second.app, agent, 'Encore ?', id)).status).toBe(409);
    await t.db.execute(
      sql`update assistant_conversations set reply_until = now() - interval '1 second' where id = ${id}`,
    );
    fake.script({ text: 'Me revoilà.' });
    const freed = await post(second.app, agent, 'Encore ?', id);
    expect(freed.status).toBe(200);
    expect(await freed.text()).toContain('Me revoilà.');
    const result = await t.db.execute(
      sql`select reply_until is null as "isFree" from assistant_conversations where id = ${id}`,
    );
    const [row] = (result as unknown as { rows: { isFree: boolean }[] }).rows;
    expect(row?.isFree).toBe(true);
  });

  it('keeps a colleague or another agency out with a 404, not a 409', async () => {
    const agent = createAgent(t.app, '203.0.113.9');
    await signUpUser(agent);
    const id = await newConversation(agent);
    const stranger = createAgent(t.app, '203.0.113.10');
    await signUpUser(stranger);
    expect((await post(second.app, stranger, 'Coucou', id)).status).toBe(404);
  });
});
