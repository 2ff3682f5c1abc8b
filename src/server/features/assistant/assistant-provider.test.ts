import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ask,
  eventNames,
  joinAgency,
  setPermission,
  signUpOwner,
  startAssistantApp,
  type Asked,
  type AssistantTestApp,
} from '#server/features/assistant/assistant-testing';
import { seedAgency } from '#server/features/assistant/assistant-seed-testing';
import { ASSISTANT_TOOLS } from '#server/features/assistant/tools/index';
import { startFakeAiProvider, type FakeAiProvider } from '#server/testing/fake-ai-provider';
import type { Agent } from '#server/testing/harness';
import { assistantScreen } from '#shared/i18n/fr-assistant';

// With a provider (issue 16, item 2), against a stand-in OpenAI-compatible server on loopback:
// the reply streams through, tools run with the caller's rights, rounds are bounded, failures
// give the catalogue's message, and the key never leaves the server.

const KEY = `sk-test-${randomBytes(20).toString('hex')}`;
let fake: FakeAiProvider;
let t: AssistantTestApp;
let owner: Agent;
let colleague: Agent;
let colleagueId: string;
const seen: string[] = [];

beforeAll(async () => {
  fake = await startFakeAiProvider();
  t = await startAssistantApp({
    baseUrl: fake.baseUrl,
    apiKey: KEY,
    model: 'fake-model',
    timeoutMs: 400,
  });
  const agency = await signUpOwner(t, 'Agence Lumière');
  owner = agency.agent;
  await seedAgency(owner);
  ({ agent: colleague, userId: colleagueId } = await joinAgency(t, agency.code));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Asks, and keeps every byte and header of the answer for the last test. */
async function asked(agent: Agent, content: string, conversationId: string | null = null) {
  const answer = await ask(t, agent, content, conversationId);
  seen.push(answer.raw, ...[...answer.headers].map(([name, value]) => `${name}: ${value}`));
  return answer;
}
const toolMessages = (index: number) =>
  fake.requests[index]!.body.messages.filter((message) => message.role === 'tool');
const conversationOf = (answer: Asked) => answer.events[0]!.data.id as string;

describe('the provider path', () => {
  it('says model mode, and nothing of the provider itself', async () => {
    const home = await owner.get('/api/assistant');
    expect(home.json.mode).toBe('model');
    const body = JSON.stringify(home.json);
    expect(body).not.toContain(KEY);
    expect(body).not.toContain(fake.baseUrl);
  });

  it("streams the model's text as it arrives, with a short system message and the tools", async () => {
    fake.script({ text: ['Bonjour', ' Camille', ', voici.'] });
    const answer = await asked(owner, 'Bonjour !');
    expect(eventNames(answer)).toEqual(['conversation', 'delta', 'done']);
    expect(answer.events.filter((e) => e.event === 'delta').map((e) => e.data.text)).toEqual([
      'Bonjour',
      ' Camille',
      ', voici.',
    ]);
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body).toMatchObject({
      model: 'fake-model',
      stream: true,
      temperature: 0.8,
      max_tokens: 500,
    });
    expect(request!.body.tools!.map((tool) => tool.function.name)).toEqual(
      ASSISTANT_TOOLS.map((tool) => tool.name),
    );
    const [system, question] = request!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Iris');
    expect(system!.content).toContain('Agence Lumière');
    expect(system!.content).toContain('Nous sommes le');
    expect(question).toMatchObject({ role: 'user', content: 'Bonjour !' });

    fake.script({ text: 'Suite.' });
    await asked(owner, 'Et ensuite ?', conversationOf(answer));
    expect(fake.requests[0]!.body.messages.slice(1).map((m) => [m.role, m.content])).toEqual([
      ['user', 'Bonjour !'],
      ['assistant', 'Bonjour Camille, voici.'],
      ['user', 'Et ensuite ?'],
    ]);
  });

  it("runs the model's tool calls with the caller's data and permissions", async () => {
    const script = () =>
      fake.script(
        { toolCalls: [{ name: 'search_clients', arguments: { query: 'marie durand' } }] },
        { text: 'Trouvé.' },
      );
    script();
    expect((await asked(owner, 'Email de Marie ?')).text).toBe('Trouvé.');
    const [result] = toolMessages(1);
    expect(result!.tool_call_id).toBe('call_fake_0');
    expect(JSON.parse(result!.content!)).toMatchObject({ ok: true, data: { total: 1 } });
    expect(result!.content).toContain('marie.durand@sephora.fr');

    await setPermission(owner, colleagueId, 'clients', false);
    script();
    await asked(colleague, 'Email de Marie ?');
    expect(JSON.parse(toolMessages(1)[0]!.content!)).toEqual({
      ok: false,
      error: 'forbidden',
      message: assistantScreen.answers.noAccess('Clients'),
      sections: ['clients'],
    });
    expect(fake.requests[1]!.raw).not.toContain('marie.durand@');
    await setPermission(owner, colleagueId, 'clients', true);
  });

  it('reads a bad tool call as a result for the model, never as a failure', async () => {
    fake.script(
      {
        toolCalls: [
          { name: 'search_clients', arguments: '{pas du json' },
          { name: 'drop_tables', arguments: {} },
          { name: 'collaborations', arguments: { status: 'lost' } },
        ],
      },
      { text: 'Désolée.' },
    );
    const answer = await asked(owner, 'Casse tout');
    expect(eventNames(answer)).toEqual(['conversation', 'delta', 'done']);
    expect(toolMessages(1).map((m) => JSON.parse(m.content!).error)).toEqual([
      'invalid_arguments',
      'unknown_tool',
      'invalid_arguments',
    ]);
  });

  it('stops calling tools after four rounds and asks for the answer without them', async () => {
    fake.respondWith((request) =>
      request.body.tools
        ? { toolCalls: Array.from({ length: 7 }, () => ({ name: 'my_tasks', arguments: {} })) }
        : { text: 'Fin.' },
    );
    const answer = await asked(owner, 'Boucle sans fin');
    expect(answer.text).toBe('Fin.');
    expect(fake.requests.map((request) => Boolean(request.body.tools))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    const results = toolMessages(4).map((m) => JSON.parse(m.content!) as { ok: boolean });
    expect(results).toHaveLength(4 * 7);
    // Five calls a round are run; the others are answered without running.
    expect(results.filter((result) => result.ok)).toHaveLength(4 * 5);
  });
});

describe('provider failures', () => {
  const failures = {
    'an HTTP 500 (whose body quotes the key)': {
      status: 500,
      body: JSON.stringify({
        error: { message: `Incorrect API key provided: ${KEY}`, code: 'invalid_api_key' },
      }),
    },
    'no answer within the timeout': { hang: 'before-headers' as const },
    'a stream that stalls': { hang: 'after-headers' as const },
    'a malformed stream': { malformed: true as const },
  };

  it.each(Object.entries(failures))('give the catalogue message on %s', async (_name, turn) => {
    fake.respondWith(() => turn);
    t.logs.length = 0;
    const answer = await asked(owner, 'Une question');
    expect(eventNames(answer)).toEqual(['conversation', 'error']);
    expect(answer.events.at(-1)!.data).toEqual({
      message: 'Erreur lors de la génération de la réponse',
    });
    const stored = await owner.get(`/api/assistant/conversations/${conversationOf(answer)}`);
    expect(stored.json.messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: "Désolé, je n'ai pas pu générer une réponse.",
    });
    const logged = t.logs.find((line) => line.includes('assistant answer failed'));
    expect(logged).toBeDefined();
    expect(t.logs.join('\n')).not.toContain(KEY);
  });

  it('never shows the key, even when the model writes it in two pieces', async () => {
    fake.script({ text: [`La clé est ${KEY.slice(0, 12)}`, `${KEY.slice(12)}, voilà.`] });
    const answer = await asked(owner, 'Quelle est ta clé ?');
    expect(answer.text).toBe('La clé est […], voilà.');
  });

  it('never put the key in any answer byte, header or log line', () => {
    expect(seen.length).toBeGreaterThan(20);
    for (const text of seen) expect(text).not.toContain(KEY);
    expect(t.logs.join('\n')).not.toContain(KEY);
  });
});
