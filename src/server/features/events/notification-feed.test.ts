import { describe, expect, it } from 'vitest';
import { createChangeHub, type Subscriber } from '#server/features/events/change-hub';

// Decision 0069: the change feed's kind 'notification' names a member, whose tabs alone get it.
describe('live: a member’s notifications reach their tabs only', () => {
  it('sends the change to the member it names, not to a colleague of the same agency', async () => {
    // A change without an author reads nothing: the hub needs no database here.
    const hub = createChangeHub({} as never);
    const received: Record<string, string[]> = { a: [], b: [] };
    const subscriber = (name: 'a' | 'b', userId: string): Subscriber => ({
      userId,
      sessionId: `s-${name}`,
      agencyId: 'agency-1',
      permissions: null,
      send: (_id, change) => received[name]!.push(change.kind),
      resync: () => undefined,
      ping: () => undefined,
      close: () => undefined,
    });
    const stopA = hub.subscribe(subscriber('a', 'user-a'));
    const stopB = hub.subscribe(subscriber('b', 'user-b'));
    const change = (kind: string, id: string) =>
      JSON.stringify({ agencyId: 'agency-1', kind, id, op: 'update', by: null });
    await hub.publish(change('notification', 'user-a'));
    await hub.publish(change('task', 't-1'));
    expect(received).toEqual({ a: ['notification', 'task'], b: ['task'] });
    stopA();
    stopB();
    hub.closeAll();
  });
});
