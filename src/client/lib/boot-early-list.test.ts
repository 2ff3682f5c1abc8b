import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { routeLoader } from '#client/app/route-data';
import { queryClient } from '#client/lib/query-client';

// Issue 27: public/boot.js asks for what a screen shows first with the page itself; the app's
// request for the same URL (lib/api.ts) takes that answer instead of asking again.
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

/** What a section's route loader asks for first (app/route-data.ts), as the screen asks. */
async function loadFirstData(section: string) {
  queryClient.clear();
  const loader = routeLoader(section)!;
  await loader({
    request: new Request(`http://localhost/app/${section}`),
    params: {},
    context: undefined,
  } as unknown as LoaderFunctionArgs);
}

const SECTIONS = [
  'collaborations',
  'campaigns',
  'clients',
  'influencers',
  'todo',
  'casting',
  'assistant',
  'account',
];

describe("boot.js's early requests", () => {
  it('are the very requests each screen makes first: one request each, every answer taken', async () => {
    for (const section of SECTIONS) {
      asked = [];
      boot(`/app/${section}`);
      const early = [...asked];
      expect(early[0]).toBe('/api/auth/session');
      expect(early.length, section).toBeGreaterThan(1);
      await loadFirstData(section);
      // No request of the screen's own: each was boot.js's, and each of those was taken.
      expect(asked, section).toEqual(early);
      expect(window.__infludeskTakeEarly, section).toBeUndefined();
      // Once only: the next request goes out.
      await loadFirstData(section);
      expect(asked.length, section).toBe(early.length * 2 - 1);
    }
  });

  it("asks for Tâches' week and late strip as the screen counts them, whatever the day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Monday 23 to Sunday 29 November 2026, at a minute to midnight and just after it.
      for (let date = 23; date <= 29; date += 1) {
        for (const time of ['00:01', '23:59']) {
          vi.setSystemTime(new Date(`2026-11-${date}T${time}:00`));
          asked = [];
          boot('/app/todo');
          expect(asked).toContain('/api/tasks/week?start=2026-11-23');
          const early = [...asked];
          await loadFirstData('todo');
          expect(asked).toEqual(early);
        }
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('are not asked for with a search in the address, nor on other screens', () => {
    for (const address of [
      '/app/collaborations?q=nike',
      '/app/todo?semaine=2026-11-02',
      '/app/accounting',
      '/login',
      '/',
    ]) {
      asked = [];
      boot(address);
      expect(asked.filter((url) => url.startsWith('/api/') && !url.includes('session'))).toEqual(
        [],
      );
      expect(window.__infludeskTakeEarly).toBeUndefined();
    }
  });

  it('are dropped when nothing took them within ten seconds: a later visit asks afresh', async () => {
    boot('/app/collaborations', 10_001);
    await loadFirstData('collaborations');
    expect(asked).toHaveLength(3);
  });
});
