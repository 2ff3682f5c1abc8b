import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A stand-in for an OpenAI-compatible API (issue 16), on 127.0.0.1 and a port the system picks:
// POST /v1/chat/completions answers in server-sent events, chunk by chunk, as the real ones do.
// Each test scripts its turns (text, tool calls, an HTTP error, silence, a broken stream) or
// answers from what it received (a provider that "obeys" what it reads).

export type FakeToolCall = { name: string; arguments: unknown; id?: string };
export type FakeTurn =
  | { text: string | string[] }
  | { toolCalls: FakeToolCall[] }
  | { status: number; body?: string }
  | { hang: 'before-headers' | 'after-headers' }
  | { malformed: true };

export type FakeMessage = {
  role: string;
  content: string | null;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
};
export type FakeRequest = {
  headers: IncomingHttpHeaders;
  raw: string;
  body: {
    model: string;
    stream: boolean;
    temperature?: number;
    max_tokens?: number;
    messages: FakeMessage[];
    tools?: { type: string; function: { name: string; parameters: unknown } }[];
  };
};
export type Responder = (request: FakeRequest, index: number) => FakeTurn;

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A call's arguments in three pieces, as providers stream them. */
const piecesOf = (text: string) => {
  const third = Math.ceil(text.length / 3) || 1;
  return [text.slice(0, third), text.slice(third, 2 * third), text.slice(2 * third)].filter(
    Boolean,
  );
};

async function stream(res: ServerResponse, turn: FakeTurn) {
  if ('status' in turn) {
    res.writeHead(turn.status, { 'content-type': 'application/json' });
    res.end(
      turn.body ?? JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }),
    );
    return;
  }
  if ('hang' in turn && turn.hang === 'before-headers') return; // the socket stays open, silent
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(chunk({ role: 'assistant', content: '' }));
  if ('hang' in turn) return; // headers and a first chunk, then nothing
  if ('malformed' in turn) {
    res.write('data: {"id":"chatcmpl-fake","choices":[{"delta":{"content":"cass\n\n');
    res.end();
    return;
  }
  if ('text' in turn) {
    for (const piece of Array.isArray(turn.text) ? turn.text : [turn.text]) {
      await tick();
      res.write(chunk({ content: piece }));
    }
    res.write(chunk({}, 'stop'));
  } else {
    for (const [index, call] of turn.toolCalls.entries()) {
      const args =
        typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
      const id = call.id ?? `call_fake_${index}`;
      res.write(
        chunk({
          tool_calls: [
            { index, id, type: 'function', function: { name: call.name, arguments: '' } },
          ],
        }),
      );
      for (const piece of piecesOf(args)) {
        await tick();
        res.write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
      }
    }
    res.write(chunk({}, 'tool_calls'));
  }
  res.write('data: [DONE]\n\n');
  res.end();
}

export async function startFakeAiProvider() {
  const requests: FakeRequest[] = [];
  let queue: FakeTurn[] = [];
  let responder: Responder | null = null;
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const raw = Buffer.concat(parts).toString('utf8');
      const request = { headers: req.headers, raw, body: JSON.parse(raw) as FakeRequest['body'] };
      requests.push(request);
      const turn = responder
        ? responder(request, requests.length - 1)
        : (queue.shift() ?? { text: 'Réponse par défaut.' });
      void stream(res, turn);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The next answers, in order; then a default text. Forgets earlier requests. */
    script(...turns: FakeTurn[]) {
      queue = turns;
      responder = null;
      requests.length = 0;
    },
    /** Every answer computed from the request (and its index since the last reset). */
    respondWith(answer: Responder) {
      responder = answer;
      queue = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
export type FakeAiProvider = Awaited<ReturnType<typeof startFakeAiProvider>>;
