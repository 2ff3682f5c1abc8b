import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clientsListQuery } from '#client/features/clients/api';
import { collaborationsListQuery } from '#client/features/collaborations/api';
import { readCollaborationFilters } from '#client/features/collaborations/use-collaboration-filters';
import { takeEarlyResponse } from '#client/lib/early-data';
import { readListSearch } from '#client/lib/use-url-search';

// Issue 27: public/boot.js asks for a list's first page with the page itself; the screen's
// request for the same URL takes that answer instead of asking again.
const BOOT = readFileSync(new URL('../../../public/boot.js', import.meta.url), 'utf8');
const bootUrl = (name: string) => new RegExp(`${name} *[:=] *'([^']+)'`).exec(BOOT)?.[1];

const page = { items: [], nextCursor: null, total: 0 };
let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return Response.json(page);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The URL a screen asks for first, opened without a search. */
async function firstRequestOf(load: (client: QueryClient) => Promise<unknown>) {
  await load(new QueryClient());
  return asked[0];
}

describe("boot.js's early lists", () => {
  it('are the very URLs the collaborations and clients screens ask for first', async () => {
    const params = new URLSearchParams();
    const collaborations = await firstRequestOf((client) =>
      client.fetchInfiniteQuery(collaborationsListQuery(readCollaborationFilters(params))),
    );
    expect(bootUrl('collaborationsList')).toBe(collaborations);
    asked = [];
    const clients = await firstRequestOf((client) =>
      client.fetchQuery(clientsListQuery(readListSearch(params))),
    );
    expect(bootUrl('clients')).toBe(clients);
  });

  it('hands its answer over once, to a GET of the same URL, and a second request goes out', async () => {
    const url = bootUrl('collaborationsList')!;
    const response = Promise.resolve(Response.json({ ...page, items: [{ id: 'early' }] }));
    window.__infludeskEarly = { url, at: performance.now(), response };

    expect(takeEarlyResponse('/api/clients?q=&page=1')).toBeNull();
    expect(takeEarlyResponse(url, { method: 'POST' })).toBeNull();
    expect(takeEarlyResponse(url)).toBe(response);
    expect(takeEarlyResponse(url)).toBeNull();

    window.__infludeskEarly = { url, at: performance.now(), response };
    const list = await new QueryClient().fetchInfiniteQuery(
      collaborationsListQuery(readCollaborationFilters(new URLSearchParams())),
    );
    expect(list.pages[0]!.items).toEqual([{ id: 'early' }]);
    expect(asked).toEqual([]);
  });

  it('is dropped when nothing took it within ten seconds: a later visit asks afresh', () => {
    const url = bootUrl('collaborationsList')!;
    const response = Promise.resolve(Response.json(page));
    window.__infludeskEarly = { url, at: performance.now() - 10_001, response };
    expect(takeEarlyResponse(url)).toBeNull();
    expect(window.__infludeskEarly).toBeUndefined();
  });
});
