import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// app/opening.ts keeps whether the app is opening in its module: each test loads it afresh.
const loadOpening = async () => {
  vi.resetModules();
  return import('#client/app/opening');
};

describe("the app's opening", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for a loader's work while the app opens", async () => {
    const { holdOpening } = await loadOpening();
    let finish: () => void = () => undefined;
    const work = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let isDone = false;
    void holdOpening(work)?.then(() => (isDone = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(isDone).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone).toBe(true);
  });

  it('waits 3 seconds at most: a slow answer does not hold the screen', async () => {
    const { holdOpening } = await loadOpening();
    let isDone = false;
    void holdOpening(new Promise(() => undefined))?.then(() => (isDone = true));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(isDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone).toBe(true);
  });

  it('does not wait once the first page is drawn', async () => {
    const { holdOpening, markOpened } = await loadOpening();
    markOpened();
    expect(holdOpening(new Promise(() => undefined))).toBeNull();
  });
});
