import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clientsListQuery } from '#client/features/clients/api';
import { collaborationsListQuery } from '#client/features/collaborations/api';
import { readCollaborationFilters } from '#client/features/collaborations/use-collaboration-filters';
import { readListSearch } from '#client/lib/use-url-search';

// Issue 27: public/boot.js asks for a list's first page with the page itself; the app's request
// for the same URL (lib/api.ts) takes that answer instead of asking again.
const BOOT = readFileSync(new URL('../../../public/boot.js', import.meta.url), 'utf8');

const page = { items: [], nextCursor: null, total: 0 };
let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal('window', {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return Response.json({ ...page, items: [{ id: `answer ${asked.length}` }] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Runs boot.js as a page at `address` would, `msAfterStart` after the navigation began. */
function boot(address: string, msAfterStart = 100) {
  const url = new URL(address, 'http://localhost');
  const document = {
    documentElement: {
      classList: { toggle: () => {}, add: () => {} },
      style: {},
      setAttribute() {},
    },
    querySelector: () => null,
    head: { appendChild: () => {} },
  };
  const localStorage = { getItem: () => null };
  const performance = { now: () => msAfterStart };
  new Function('window', 'document', 'location', 'localStorage', 'performance', BOOT)(
    window,
    document,
    url,
    localStorage,
    performance,
  );
}

const firstCollaborations = () =>
  new QueryClient().fetchInfiniteQuery(
    collaborationsListQuery(readCollaborationFilters(new URLSearchParams())),
  );
const firstClients = () =>
  new QueryClient().fetchQuery(clientsListQuery(readListSearch(new URLSearchParams())));

describe("boot.js's early list", () => {
  it('is the very request the collaborations and clients screens make: one request each', async () => {
    for (const [address, load] of [
      ['/app/collaborations', firstCollaborations],
      ['/app/campaigns', firstCollaborations],
      ['/app/clients', firstClients],
    ] as const) {
      asked = [];
      boot(address);
      expect(asked).toHaveLength(2); // the session, then the list
      const list = await load();
      const items = 'pages' in list ? list.pages[0]!.items : list.items;
      expect(items).toEqual([{ id: 'answer 2' }]);
      expect(asked).toHaveLength(2);
      // Once only: the next request goes out.
      await load();
      expect(asked).toHaveLength(3);
      expect(asked[2]).toBe(asked[1]);
    }
  });

  it('is not asked for with a search in the address, nor on other screens', () => {
    for (const address of ['/app/collaborations?q=nike', '/app/todo', '/login', '/']) {
      asked = [];
      boot(address);
      expect(asked.filter((url) => url.startsWith('/api/') && !url.includes('session'))).toEqual(
        [],
      );
      expect(window.__infludeskTakeEarly).toBeUndefined();
    }
  });

  it('is dropped when nothing took it within ten seconds: a later visit asks afresh', async () => {
    boot('/app/collaborations', 10_001);
    await firstCollaborations();
    expect(asked).toHaveLength(3);
  });
});
