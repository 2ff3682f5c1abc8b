import { describe, expect, it, vi } from 'vitest';

// The live stream's `since` (decision 0047): the page's start on the server's clock.
describe("the server's clock", () => {
  it('is unknown before an answer, then read from the first answer only', async () => {
    vi.resetModules();
    const clock = await import('#client/lib/server-clock');
    expect(clock.pageStartOnServer()).toBeNull();
    clock.noteServerClock(undefined);
    clock.noteServerClock(new Headers({ 'X-Server-Time': 'hier' }));
    expect(clock.pageStartOnServer()).toBeNull();

    vi.useFakeTimers({ now: 1_795_000_000_400, toFake: ['Date'] });
    try {
      // The server's clock is 10 s ahead of this browser's.
      clock.noteServerClock(new Headers({ 'X-Server-Time': '1795000010000' }));
      clock.noteServerClock(new Headers({ 'X-Server-Time': '1795999999999' }));
      const offset = 10_000 - 400;
      expect(clock.pageStartOnServer()).toBe(Math.floor(performance.timeOrigin + offset - 250));
    } finally {
      vi.useRealTimers();
    }
  });
});
