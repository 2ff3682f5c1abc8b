import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequest, stubFetch } from '#client/lib/fetch-testing';
import { collaborationKeys } from '#client/features/collaborations/api';
import {
  reportExportUrls,
  reportFileUrl,
  reportKeys,
  reportRequests,
} from '#client/features/collaborations/report/api';

afterEach(() => vi.unstubAllGlobals());

describe('report API calls', () => {
  it('reads the report under the deal’s detail (its changes read it again)', async () => {
    const fetch = stubFetch(200, { collaborationId: 'c1' });
    await reportRequests.get('c1');
    expect(sentRequest(fetch)).toMatchObject({
      url: '/api/collaborations/c1/report',
      method: 'GET',
    });
    expect(reportKeys.ofDeal('c1').slice(0, 3)).toEqual(collaborationKeys.detail('c1'));
  });

  it('puts the conclusion as JSON', async () => {
    const fetch = stubFetch(200, { conclusion: 'Belle campagne' });
    await reportRequests.saveConclusion('c1', { conclusion: 'Belle campagne' });
    expect(sentRequest(fetch)).toEqual({
      url: '/api/collaborations/c1/report/conclusion',
      method: 'PUT',
      body: JSON.stringify({ conclusion: 'Belle campagne' }),
    });
  });

  it('posts a report link with whether it shows the budget, and the address when given', async () => {
    let fetch = stubFetch(201, { id: 'l1' });
    await reportRequests.createLink('c1', 'marque@example.com', true);
    expect(sentRequest(fetch)).toEqual({
      url: '/api/collaborations/c1/links/report',
      method: 'POST',
      body: JSON.stringify({ email: 'marque@example.com', showBudget: true }),
    });
    fetch = stubFetch(201, { id: 'l2' });
    await reportRequests.createLink('c1', '', false);
    expect(sentRequest(fetch).body).toBe(JSON.stringify({ showBudget: false }));
  });

  it('points the exports and previews at the agency’s routes', () => {
    expect(reportExportUrls('c1')).toEqual({
      pdf: '/api/collaborations/c1/report.pdf',
      xlsx: '/api/collaborations/c1/report.xlsx',
    });
    expect(reportExportUrls('c1', true)).toEqual({
      pdf: '/api/collaborations/c1/report.pdf?budget=1',
      xlsx: '/api/collaborations/c1/report.xlsx?budget=1',
    });
    expect(reportFileUrl('c1', 'f1')).toBe('/api/collaborations/c1/contents/files/f1');
  });
});
