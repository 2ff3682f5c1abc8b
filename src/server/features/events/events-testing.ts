// Reading GET /api/events in-process, as a browser's EventSource would.
import type { Agent } from '#server/testing/harness';
import type { RecordChangeEvent } from '#shared/domain/record-changes';

export type StreamEvent = { id?: string; event: string; data: string };

/** Opens the member's stream; its events gather in `events` until it ends or is closed. */
export async function openStream(agent: Agent, headers: Record<string, string> = {}, query = '') {
  const response = await agent.app.request(`/api/events${query}`, {
    headers: { 'x-forwarded-for': '203.0.113.1', cookie: agent.cookie, ...headers },
  });
  const events: StreamEvent[] = [];
  let isEnded = response.status !== 200;
  const reader = response.body?.getReader();
  if (reader && !isEnded) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const event: StreamEvent = { event: 'message', data: '' };
            for (const line of block.split('\n')) {
              const [field, ...rest] = line.split(': ');
              const value = rest.join(': ');
              if (field === 'id') event.id = value;
              if (field === 'event') event.event = value;
              if (field === 'data') event.data = value;
            }
            if (block.split('\n').some((line) => /^(event|data):/.test(line))) events.push(event);
          }
        }
      } finally {
        isEnded = true;
      }
    })();
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    changes: () =>
      events
        .filter((event) => event.event === 'change')
        .map((event) => JSON.parse(event.data) as RecordChangeEvent),
    get isEnded() {
      return isEnded;
    },
    close: () => reader?.cancel().catch(() => {}),
  };
}
export type OpenStream = Awaited<ReturnType<typeof openStream>>;
