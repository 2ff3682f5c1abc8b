import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#client/lib/fetch-testing';
import { contentsKeys, contentsRequests } from '#client/features/collaborations/contents/api';
import { collaborationKeys } from '#client/features/collaborations/api';
import { ApiError } from '#client/lib/api';

const pathOf = (call: Parameters<typeof globalThis.fetch>) => String(call[0]);

afterEach(() => vi.unstubAllGlobals());

const target = { collaborationId: 'c1', deliverableId: 'd1' };

describe('contents API calls', () => {
  it('reads the contents of a deal', async () => {
    const fetch = stubFetch(200, { collaborationId: 'c1', lines: [] });
    await expect(contentsRequests.getOfDeal('c1')).resolves.toEqual({
      collaborationId: 'c1',
      lines: [],
    });
    expect(pathOf(fetch.mock.calls[0]!)).toBe('/api/collaborations/c1/contents');
  });

  it('posts an action as JSON to the deliverable', async () => {
    const fetch = stubFetch(200, { id: 'd1' });
    await contentsRequests.act(target, { action: 'request_changes', comment: 'Plus court' });
    const [path, init] = fetch.mock.calls[0]!;
    expect(String(path)).toBe('/api/collaborations/c1/contents/d1/actions');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      action: 'request_changes',
      comment: 'Plus court',
    });
  });

  it('posts comments and versions to their routes', async () => {
    const fetch = stubFetch(201, {});
    await contentsRequests.comment(target, { body: 'Bravo', versionNumber: 2 });
    await contentsRequests.sendVersion(target, { caption: '', uploadIds: ['u1'] });
    expect(fetch.mock.calls.map((call) => pathOf(call))).toEqual([
      '/api/collaborations/c1/contents/d1/comments',
      '/api/collaborations/c1/contents/d1/versions',
    ]);
  });

  it('hands on the French message and the fields of a refusal', async () => {
    stubFetch(409, { error: { code: 'content_stage', message: 'Pas à cette étape.' } });
    const refused = contentsRequests.act(target, { action: 'approve' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 409, message: 'Pas à cette étape.' });

    stubFetch(422, {
      error: {
        code: 'invalid',
        message: 'Lien invalide',
        fields: { publishedUrl: 'Lien invalide' },
      },
    });
    await expect(
      contentsRequests.act(target, {
        action: 'publish',
        publishedUrl: 'x',
        publishedOn: '2026-11-27',
      }),
    ).rejects.toMatchObject({ status: 422, fields: { publishedUrl: 'Lien invalide' } });
  });
});

describe('contentsKeys', () => {
  it('sits under the collaborations, so a change refreshes the deal with its contents', () => {
    expect(contentsKeys.ofDeal('c1').slice(0, 1)).toEqual([...collaborationKeys.all]);
  });
});
