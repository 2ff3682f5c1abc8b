// Set-up shared by the assistant's test files: an app with the AI provider of the test (none,
// or the stand-in of testing/fake-ai-provider.ts), its log lines, and a caller that reads the
// server-sent events of an answer. Nothing runs on import: each file starts its own app.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { expect } from 'vitest';
import { createApp } from '#server/app';
import { readConfig } from '#server/lib/config';
import { createLogger } from '#server/lib/logger';
import { createRateLimiter } from '#server/middleware/rate-limit';
import {
  createAgent,
  createTestDatabase,
  createTestMailbox,
  registerMailbox,
  signUpUser,
  type Agent,
} from '#server/testing/harness';
import type { ProviderSettings } from '#server/features/assistant/provider-answerer';

export type AssistantTestApp = Awaited<ReturnType<typeof startAssistantApp>>;

/** An app whose log lines are kept in `logs`; `ai` configures a provider (model mode). */
export async function startAssistantApp(ai?: ProviderSettings) {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'infludesk-assistant-'));
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const base = readConfig({});
  const mailbox = createTestMailbox();
  const app = createApp({
    db: database.db,
    engine: database.engine,
    config: {
      ...base,
      dataDir,
      trustProxy: 1,
      sessionSecret: 'secret-de-test-assistant',
      ai: ai ?? base.ai,
    },
    limiter: createRateLimiter(database.db),
    mailer: mailbox.mailer,
    logger: createLogger(destination, 'info'),
  });
  registerMailbox(app, mailbox);
  let ip = 0;
  const newAgent = () => {
    ip += 1;
    return createAgent(app, `198.51.100.${ip}`);
  };
  return {
    app,
    db: database.db,
    logs,
    newAgent,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An agency owner (a new agency) and the code that lets others join it. */
export async function signUpOwner(t: AssistantTestApp, agencyName?: string) {
  const agent = t.newAgent();
  const account = await signUpUser(agent, { agencyName });
  const code = (await agent.get('/api/account')).json.agency.joinCode as string;
  return {
    agent,
    userId: account.user.id as string,
    agencyId: account.user.agencyId as string,
    code,
  };
}

export async function joinAgency(t: AssistantTestApp, code: string) {
  const agent = t.newAgent();
  const account = await signUpUser(agent, { agency: { code } });
  return { agent, userId: account.user.id as string };
}

export async function setPermission(owner: Agent, memberId: string, key: string, value: boolean) {
  const response = await owner.put(`/api/account/team/${memberId}/permissions`, { key, value });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
}

export type SseEvent = { event: string; data: Record<string, unknown> };
export type Asked = {
  status: number;
  headers: Headers;
  /** Every byte of the answer, as the browser receives it. */
  raw: string;
  events: SseEvent[];
  /** The JSON body of an answer that is not a stream (422, 429…). */
  json: { error?: { code: string; message: string } } | null;
  /** The reply: the `delta` texts put together. */
  text: string;
};

function parseEvents(raw: string): SseEvent[] {
  return raw
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

/** POST /api/assistant/messages as the browser sends it, read to the end of the stream. */
export async function ask(
  t: AssistantTestApp,
  agent: Agent,
  content: string,
  conversationId: string | null = null,
): Promise<Asked> {
  const response = await t.app.request('/api/assistant/messages', {
    method: 'POST',
    headers: { cookie: agent.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ conversationId, content }),
  });
  const raw = await response.text();
  const isStream = response.headers.get('content-type')?.includes('text/event-stream') ?? false;
  const events = isStream ? parseEvents(raw) : [];
  return {
    status: response.status,
    headers: response.headers,
    raw,
    events,
    json: isStream ? null : (JSON.parse(raw) as Asked['json']),
    text: events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join(''),
  };
}

/** The events' names in order, deltas folded into one: ['conversation', 'delta', 'done']. */
export const eventNames = (asked: Asked) =>
  asked.events
    .map((e) => e.event)
    .filter((name, i, all) => name !== 'delta' || all[i - 1] !== 'delta');
