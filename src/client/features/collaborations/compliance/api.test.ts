import { afterEach, describe, expect, it, vi } from 'vitest';
import { collaborationKeys } from '#client/features/collaborations/api';
import { complianceKeys, complianceRequests } from '#client/features/collaborations/compliance/api';

// The typed client (lib/api.ts) asks `window` for a list's early answer first: none here.
function stubFetch(body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
  );
  vi.stubGlobal('window', {});
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sentUrl = (fetch: ReturnType<typeof stubFetch>) => String(fetch.mock.calls[0]![0]);

afterEach(() => vi.unstubAllGlobals());

describe('compliance API calls', () => {
  it('reads a deal’s panel under its detail (a change of the deal reads it again)', async () => {
    const fetch = stubFetch({ collaborationId: 'c1' });
    await complianceRequests.getPanel('c1');
    expect(sentUrl(fetch)).toBe('/api/collaborations/c1/compliance');
    expect(complianceKeys.ofDeal('c1').slice(0, 3)).toEqual(collaborationKeys.detail('c1'));
  });

  it('keeps the overview under the collaborations’ keys', () => {
    const key = complianceKeys.overview({ check: null, manager: '' });
    expect(key.slice(0, 1)).toEqual(collaborationKeys.all);
  });

  it('sends the overview’s filters and cursor only when set', async () => {
    let fetch = stubFetch({ rows: [] });
    await complianceRequests.getList({ check: null, manager: '' }, '');
    expect(sentUrl(fetch)).toBe('/api/compliance');
    fetch = stubFetch({ rows: [] });
    await complianceRequests.getList({ check: 'mentions', manager: 'Léa Petit' }, 'abc');
    const url = new URL(sentUrl(fetch), 'http://localhost');
    expect(url.pathname).toBe('/api/compliance');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      check: 'mentions',
      manager: 'Léa Petit',
      cursor: 'abc',
    });
  });
});
