// Set-up shared by the calendar feed's tests. Importing it registers beforeAll/afterAll that
// start a fresh test app for the importing file and close it (Vitest isolates each file).
import { afterAll, beforeAll, expect } from 'vitest';
import { influencerBody } from '#server/testing/bodies';
import { createTestApp, type TestApp } from '#server/testing/harness';
import { teamMaker, type Member } from '#server/testing/team';
import { parisDay, shiftDay } from '#shared/domain/calendar-feed';

export type { Member };
export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An agency's owner and a colleague who joined with its code. */
export const { createTeam } = teamMaker(() => t.app);

/**
 * A day counted from today in Paris. The feed's window is counted from the real clock at each
 * read, so the routes' tests place their days well inside or outside it, never on its edges
 * (the edges are tested with a fixed clock).
 */
export const dayFromToday = (days: number) => shiftDay(parisDay(new Date()), days);

export async function createTask(member: Member, overrides: Record<string, unknown> = {}) {
  const response = await member.agent.post('/api/tasks', {
    title: 'Relancer la marque',
    description: '',
    priority: 'medium',
    status: 'pending',
    dueDate: dayFromToday(10),
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as { id: string; title: string; version: number };
}

/** A deal of `member`'s agency managed by `manager`, one creator, one deliverable a day given. */
export async function createDeal(
  member: Member,
  manager: string,
  publishOn: (string | null)[],
  name = 'Été Radieux',
) {
  const influencer = await member.agent.post('/api/influencers', influencerBody('Léa Dupont'));
  expect(influencer.status, JSON.stringify(influencer.json)).toBe(201);
  const client = await member.agent.post('/api/clients', { brandName: 'Lancôme' });
  expect(client.status, JSON.stringify(client.json)).toBe(201);
  const response = await member.agent.post('/api/collaborations', {
    name,
    type: 'collaboration_entrante',
    clientId: client.json.id,
    contactDate: '2026-03-02',
    signatureDate: '',
    manager,
    influencers: [
      {
        influencerId: influencer.json.id,
        deliverables: publishOn.map((day) => ({
          type: 'reel_instagram',
          description: 'Teaser',
          priceCents: 10_000,
          isPosted: false,
          publishOn: day ?? '',
        })),
      },
    ],
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  const line = response.json.influencers[0] as { deliverables: { id: string }[]; id: string };
  return { id: response.json.id as string, lineId: line.id, deliverables: line.deliverables };
}

/** The member's new calendar link: its URL and the token in its path. */
export async function createCalendarLink(member: Member) {
  const response = await member.agent.post('/api/calendar-link');
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  const url = response.json.url as string;
  return { url, token: tokenOfUrl(url), json: response.json };
}

export const tokenOfUrl = (url: string) =>
  /\/api\/calendar\/([^/]+)\.ics$/.exec(new URL(url).pathname)?.[1] ?? '';

/** A calendar app's read: no cookie unless given, its own address. */
export async function fetchFeed(
  token: string,
  init: { ip?: string; cookie?: string; ifNoneMatch?: string; path?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? '192.0.2.50' };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.ifNoneMatch) headers['if-none-match'] = init.ifNoneMatch;
  const response = await t.app.request(init.path ?? `/api/calendar/${token}.ics`, { headers });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

export type IcsEvent = Record<string, string>;

/**
 * The .ics read back by the RFC's rules: lines unfolded (CRLF then a space continues a line),
 * each property keyed by its name with its parameters ('DTSTART;VALUE=DATE').
 */
export function parseIcs(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const calendar: Record<string, string> = {};
  const events: IcsEvent[] = [];
  let event: IcsEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') event = {};
    else if (line === 'END:VEVENT') {
      if (event) events.push(event);
      event = null;
    } else {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      (event ?? calendar)[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, calendar, events };
}

/** An iCalendar TEXT value as written (RFC 5545 §3.3.11), read back. */
export const unescapeText = (value: string) =>
  value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');

export const summaries = (events: IcsEvent[]) =>
  events.map((event) => unescapeText(event.SUMMARY ?? '')).sort();
