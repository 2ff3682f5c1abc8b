// Set-up shared by the private links' tests: a deal of agency `a` with two creators, and calls
// made the way the outsider's page makes them.
import { expect } from 'vitest';
import {
  a,
  create,
  deliverable,
  t,
  type Agency,
} from '#server/features/collaborations/collaborations-testing';

export { a, b, t, createAgency } from '#server/features/collaborations/collaborations-testing';

/** A deal with Léa (two deliverables, the last planned on 2099-03-01) and Tom (one, no date). */
export async function createDeal(agency: Agency = a) {
  const deal = await create(agency, {
    billedCents: 900_000,
    influencers: [
      {
        influencerId: agency.lea,
        deliverables: [
          { ...deliverable(120_000), publishOn: '2099-02-01' },
          { ...deliverable(80_000, 'story_instagram'), publishOn: '2099-03-01' },
        ],
      },
      { influencerId: agency.tom, deliverables: [deliverable(50_000, 'reel_instagram')] },
    ],
  });
  const [lea, tom] = deal.influencers as { id: string; fullName: string }[];
  return { id: deal.id as string, lea: lea!, tom: tom! };
}

/** The token of a link's URL: its fragment. */
export const tokenOf = (url: string) => new URL(url).hash.slice(1);

export async function createLink(agency: Agency, path: string, body: unknown = {}) {
  const response = await agency.agent.post(path, body);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as { id: string; url: string; expiresAt: string; isMailed: boolean };
}

/** A call of the outsider's page: the link's header, no cookie, its own address. */
export async function callWithLink(
  path: string,
  token: string,
  init: { ip?: string; cookie?: string; method?: string } = {},
) {
  const headers: Record<string, string> = {
    authorization: `Link ${token}`,
    'x-forwarded-for': init.ip ?? '192.0.2.10',
  };
  if (init.cookie) headers.cookie = init.cookie;
  const response = await t.app.request(path, { method: init.method ?? 'GET', headers });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
  const json: any = text ? JSON.parse(text) : null;
  return { status: response.status, json, text, headers: response.headers };
}
