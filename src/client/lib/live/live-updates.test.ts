import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createRefresher } from '#client/lib/live/use-live-updates';
import { keysOfChange } from '#client/lib/live/live-keys';
import { liveStore } from '#client/lib/live/live-store';

describe('what a live change refreshes', () => {
  it("a deal's change: its detail, the lists and the screens that show deals", () => {
    const keys = keysOfChange('collaboration', 'c-1');
    expect(keys).toContainEqual(['collaborations', 'detail', 'c-1']);
    expect(keys).toContainEqual(['collaborations', 'list']);
    for (const root of ['payments', 'profitability', 'tasks']) expect(keys).toContainEqual([root]);
    expect(keys).not.toContainEqual(['collaborations', 'detail']);
  });

  it('several records at once (no id): every detail of the kind', () => {
    expect(keysOfChange('client', null)).toContainEqual(['clients', 'detail']);
  });
});

describe('the records being edited', () => {
  const change = {
    kind: 'client' as const,
    id: 'k-1',
    op: 'update' as const,
    by: 'u',
    byName: 'Léa Moreau',
  };

  it('remembers who changed a record, and whether an open form missed it', () => {
    const stopEditing = liveStore.startEditing('client', 'k-1');
    expect(liveStore.isEdited('client', 'k-1')).toBe(true);
    liveStore.remember(change, 1_000);
    expect(liveStore.get('client', 'k-1')).toEqual({
      by: 'u',
      byName: 'Léa Moreau',
      op: 'update',
      at: 1_000,
    });
    expect(stopEditing()).toBe(true);
    expect(liveStore.isEdited('client', 'k-1')).toBe(false);
  });

  it('a form closed without a change missed nothing', () => {
    const stopEditing = liveStore.startEditing('client', 'k-2');
    expect(stopEditing()).toBe(false);
  });
});

describe('refreshing what a change touches', () => {
  it('leaves a fetch in flight (a page the user asked for) to finish, then refreshes', async () => {
    vi.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      const refresher = createRefresher(queryClient);
      let release: (value: string[]) => void = () => undefined;
      const nextPage = queryClient.fetchQuery({
        queryKey: ['tasks', 'influencer', 'i-1'],
        queryFn: () => new Promise<string[]>((resolve) => (release = resolve)),
      });
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      refresher.keys([['tasks']]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(invalidate).not.toHaveBeenCalled();

      release(['Story 21', 'Story 22']);
      await nextPage;
      await vi.advanceTimersByTimeAsync(400);
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tasks'], refetchType: 'active' });
      expect(queryClient.getQueryData(['tasks', 'influencer', 'i-1'])).toEqual([
        'Story 21',
        'Story 22',
      ]);
      refresher.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
