// Set-up shared by the casting link's tests (decision 0053): an agency's casting with its
// selection link, and calls made the way the brand's page makes them. Importing it starts the
// file's test app (castings-testing).
import { expect } from 'vitest';
import {
  castingBody,
  type createAgency,
  createCasting,
  t,
} from '#server/features/castings/castings-testing';

export { t, createAgency } from '#server/features/castings/castings-testing';

type Agency = Awaited<ReturnType<typeof createAgency>>;

/** 'Été radieux' with Léa, Tom and Zoé proposed. */
export async function createProposedCasting(agency: Agency) {
  const { lea, tom, zoe } = agency.influencers;
  return createCasting(agency.agent, castingBody(agency.clientId, [lea, tom, zoe]));
}

export async function createCastingLink(agency: Agency, castingId: string, body: object = {}) {
  const response = await agency.agent.post(`/api/castings/${castingId}/links/client`, body);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as { id: string; url: string; expiresAt: string; isMailed: boolean };
}

/** The token of a link's URL: its fragment. */
export const tokenOf = (url: string) => new URL(url).hash.slice(1);

/** A call of the brand's page: the link's header, no cookie, its own address. */
export async function callWithLink(
  path: string,
  token: string,
  init: { ip?: string; method?: string; body?: unknown; cookie?: string } = {},
) {
  const headers: Record<string, string> = {
    authorization: `Link ${token}`,
    'x-forwarded-for': init.ip ?? '192.0.2.30',
  };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await t.app.request(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
  const json: any = text ? JSON.parse(text) : null;
  return { status: response.status, json, text, headers: response.headers };
}

export const decide = (token: string, proposalId: string, body: unknown, ip?: string) =>
  callWithLink(`/api/link/casting/proposals/${proposalId}`, token, { body, ip });

export const jeanne = { name: 'Jeanne Martin', email: 'jeanne.martin@sezane.example' };
