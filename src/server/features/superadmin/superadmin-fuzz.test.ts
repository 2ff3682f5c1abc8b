import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Agent } from '#server/testing/harness';
import {
  badQueryString,
  oddDay,
  oddMoment,
  pathParam,
  queryString,
} from '#server/fuzz/fuzz-inputs';
import {
  createAgency,
  signUpSuperAdmin,
  t,
  type TestAgency,
} from '#server/features/superadmin/superadmin-testing';
import { AGENCY_TABLE_SORTS, PLATFORM_ITEM_KINDS } from '#shared/schemas/superadmin';

// The route fuzz suite (src/server/fuzz) signs in as an agency owner: it meets the 404 at the
// door of /api/superadmin. Here the same bad input reaches the handlers, as the super admin:
// every answer is a JSON 2xx or 4xx, never a 500. FUZZ_SEED and FUZZ_RUNS as there.

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let agency: TestAgency;
let admin: Agent;

beforeAll(async () => {
  agency = await createAgency('Agence Lumière', {
    clients: [{ brandName: 'Lancôme', contacts: 1 }],
    influencers: ['Léa Dupont'],
    collaborations: [{ name: 'Été', lines: [{ influencer: 0, prices: [1_000] }] }],
  });
  admin = await signUpSuperAdmin();
});

const encode = (keys: unknown[]) => Buffer.from(JSON.stringify(keys)).toString('base64url');
const key = fc.oneof(
  fc.uuid(),
  fc.constantFrom(0, 1, true, null, -1),
  oddDay,
  oddMoment,
  fc.string({ maxLength: 12 }),
  fc.string({ maxLength: 4 }).map((s) => `${s}\u0000`),
);
// Tuples of the lengths these lists write (2 to 5 keys), of any keys.
const cursor = fc.array(key, { minLength: 2, maxLength: 5 }).map(encode);

const ownQuery = fc
  .record({
    q: fc.oneof(badQueryString, fc.constantFrom('', 'lé', 'lumi', '%_\\', '8f3c', 'ZÉN')),
    sort: fc.oneof(fc.constantFrom(...AGENCY_TABLE_SORTS), badQueryString),
    dir: fc.constantFrom('asc', 'desc', 'up', ''),
    page: fc.oneof(fc.integer({ min: -5, max: 100_001 }).map(String), badQueryString),
    cursor,
  })
  .chain((all) =>
    fc.subarray(Object.keys(all)).map((names) => {
      const params = new URLSearchParams();
      for (const name of names) params.set(name, all[name as keyof typeof all]);
      return params.toString();
    }),
  );

// A lone surrogate cannot be encoded: it is sent as '?' (as the route fuzz suite does).
const encodeSegment = (value: string) =>
  encodeURIComponent(
    value.replace(/[\ud800-\udfff]/g, (c, i: number, all: string) => {
      const code = c.charCodeAt(0);
      const pair = code < 0xdc00 ? all.charCodeAt(i + 1) : all.charCodeAt(i - 1);
      const isPaired =
        code < 0xdc00 ? pair >= 0xdc00 && pair <= 0xdfff : pair >= 0xd800 && pair < 0xdc00;
      return isPaired ? c : '?';
    }),
  );

const STACK_TRACE = /\n\s+at |\bat .+:\d+:\d+\)|node_modules|src\/server\//;

describe('super admin routes answer bad input with a JSON 4xx', () => {
  it('every GET route, as the super admin', { timeout: 120_000 }, async () => {
    const routes = [
      ...new Set(
        t.app.routes
          .filter((r) => r.method === 'GET' && r.path.startsWith('/api/superadmin/'))
          .map((r) => r.path),
      ),
    ];
    expect(routes.length).toBe(11);
    const ids = [
      agency.id,
      ...agency.clientIds,
      ...agency.influencerIds,
      ...agency.collaborationIds,
    ];
    for (const [index, route] of routes.entries()) {
      await fc.assert(
        fc.asyncProperty(
          pathParam(ids),
          pathParam(ids),
          fc.oneof(fc.constantFrom(...PLATFORM_ITEM_KINDS), badQueryString),
          fc.oneof(ownQuery, queryString),
          async (id, recordId, kind, query) => {
            const path = route
              .replace(':id', encodeSegment(id))
              .replace(':recordId', encodeSegment(recordId))
              .replace(':kind', encodeSegment(kind));
            const url = query ? `${path}?${query}` : path;
            const response = await admin.get(url);
            const where = `GET ${url.slice(0, 300)} → ${response.status}`;
            expect(response.status, where).toBeLessThan(500);
            expect(response.headers.get('content-type'), where).toContain('application/json');
            expect(STACK_TRACE.test(JSON.stringify(response.json)), where).toBe(false);
          },
        ),
        { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
      );
    }
  });
});
