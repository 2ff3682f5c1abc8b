import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dealLinkRequests,
  selectTargetLinks,
} from '#client/features/collaborations/links/deal-links-api';
import type { PrivateLinkItem } from '#shared/schemas/private-links';

const link = (id: string, kind: PrivateLinkItem['kind'], lineId: string | null) => ({
  id,
  kind,
  lineId,
  fullName: lineId ? 'Zoé Laurent' : null,
  createdAt: '2026-03-02T10:00:00.000Z',
  expiresAt: '2026-04-30T21:59:59.999Z',
  lastUsedAt: null,
  status: 'live' as const,
});

describe('selectTargetLinks', () => {
  const items = [
    link('a', 'creator', 'line-1'),
    link('b', 'brand', null),
    link('c', 'creator', 'line-2'),
    link('d', 'creator', 'line-1'),
  ];

  it("keeps one line's creator links, in the server's order", () => {
    const target = { kind: 'creator', lineId: 'line-1', fullName: 'Zoé Laurent' } as const;
    expect(selectTargetLinks(items, target).map(({ id }) => id)).toEqual(['a', 'd']);
  });

  it("keeps the brand's links only for 'Lien client'", () => {
    expect(selectTargetLinks(items, { kind: 'brand' }).map(({ id }) => id)).toEqual(['b']);
  });
});

describe('dealLinkRequests', () => {
  let fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;
  beforeEach(() => {
    vi.stubGlobal('window', {});
    fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ id: 'l1' }), { status: 201 })),
    );
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  const sent = () => {
    const [url, init] = fetch.mock.calls[0]!;
    return { url: String(url), method: init?.method, body: init?.body };
  };

  it("posts a creator's link to its line, with the address to mail it to", async () => {
    const target = { kind: 'creator', lineId: 'line-1', fullName: 'Zoé Laurent' } as const;
    await dealLinkRequests.create('deal-1', target, 'zoe@example.com');
    expect(sent()).toEqual({
      url: '/api/collaborations/deal-1/links/creator/line-1',
      method: 'POST',
      body: JSON.stringify({ email: 'zoe@example.com' }),
    });
  });

  it("posts the brand's link without an address when none is given", async () => {
    await dealLinkRequests.create('deal-1', { kind: 'brand' }, '');
    expect(sent()).toEqual({
      url: '/api/collaborations/deal-1/links/brand',
      method: 'POST',
      body: JSON.stringify({}),
    });
  });

  it('revokes a link of the deal', async () => {
    fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    // 204 No Content: read as nothing (unwrap), not as a broken JSON body.
    await expect(dealLinkRequests.revoke('deal-1', 'l1')).resolves.toBeUndefined();
    expect(sent()).toMatchObject({ url: '/api/collaborations/deal-1/links/l1', method: 'DELETE' });
  });
});
