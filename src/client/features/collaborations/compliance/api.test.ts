import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequest, stubFetch } from '#client/lib/fetch-testing';
import { collaborationKeys } from '#client/features/collaborations/api';
import { complianceKeys, complianceRequests } from '#client/features/collaborations/compliance/api';

afterEach(() => vi.unstubAllGlobals());

describe('compliance API calls', () => {
  it('reads a deal’s panel under its detail (a change of the deal reads it again)', async () => {
    const fetch = stubFetch(200, { collaborationId: 'c1' });
    await complianceRequests.getPanel('c1');
    expect(sentRequest(fetch).url).toBe('/api/collaborations/c1/compliance');
    expect(complianceKeys.ofDeal('c1').slice(0, 3)).toEqual(collaborationKeys.detail('c1'));
  });

  it('keeps the overview under the collaborations’ keys', () => {
    const key = complianceKeys.overview({ check: null, manager: '' });
    expect(key.slice(0, 1)).toEqual(collaborationKeys.all);
  });

  it('sends the overview’s filters and cursor only when set', async () => {
    let fetch = stubFetch(200, { rows: [] });
    await complianceRequests.getList({ check: null, manager: '' }, '');
    expect(sentRequest(fetch).url).toBe('/api/compliance');
    fetch = stubFetch(200, { rows: [] });
    await complianceRequests.getList({ check: 'mentions', manager: 'Léa Petit' }, 'abc');
    const url = new URL(sentRequest(fetch).url, 'http://localhost');
    expect(url.pathname).toBe('/api/compliance');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      check: 'mentions',
      manager: 'Léa Petit',
      cursor: 'abc',
    });
  });
});
