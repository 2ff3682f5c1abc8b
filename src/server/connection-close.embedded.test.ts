import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '#server/lib/free-port';

// Issue 27: the real server, as `npm start` runs it, with keep-alive clients. A refused body
// (413) and every answer after SIGTERM say `Connection: close`, and the socket is closed once
// its request is answered: no request is lost on a socket the server is about to cut.
const dataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-close-'));
let child: ChildProcess;
let port = 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  port = await findFreePort();
  child = spawn('node', ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (health?.ok) return;
    await sleep(100);
  }
  throw new Error('the server did not answer within 30 s');
}, 40_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; connection: string | undefined; socket: object; at: number };

function request(agent: http.Agent, method: string, url: string, body?: Buffer) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = http.request(
      `http://127.0.0.1:${port}${url}`,
      {
        agent,
        method,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': body.length }
          : undefined,
      },
      (response) => {
        const socket = response.socket;
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            socket,
            at: Date.now(),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('connections of the real server', () => {
  it('ends a 413 with Connection: close, and the next request on the agent is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await request(agent, 'GET', '/api/health');
    expect(first.connection).toBe('keep-alive');
    const body = Buffer.from(`{"email":"${'x'.repeat(3 * 1024 * 1024)}"}`);
    const refused = await request(agent, 'POST', '/api/auth/sign-in', body);
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe('close');
    // Right away, then after the server's 0.5 s drain: both answered, on a new socket.
    const next = await request(agent, 'GET', '/api/health');
    expect(next.status).toBe(200);
    expect(next.socket).not.toBe(refused.socket);
    await sleep(700);
    expect((await request(agent, 'GET', '/api/health')).status).toBe(200);
    agent.destroy();
  });

  it('after SIGTERM, closes each keep-alive socket once its request is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    let signalAt = 0;
    const afterSignal: Answer[] = [];
    const failures: string[] = [];
    const loop = async () => {
      for (;;) {
        try {
          const answer = await request(agent, 'GET', '/api/health');
          if (signalAt && answer.at >= signalAt) afterSignal.push(answer);
        } catch (error) {
          if (!signalAt) throw error;
          failures.push((error as NodeJS.ErrnoException).code ?? String(error));
          return;
        }
      }
    };
    const loops = Array.from({ length: 6 }, loop);
    await sleep(500);
    const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(Date.now())));
    signalAt = Date.now();
    child.kill('SIGTERM');
    await Promise.all(loops);
    const exitAt = await exited;
    agent.destroy();
    // Before: keep-alive clients were served for the full 10 s drain, then cut.
    expect(exitAt - signalAt).toBeLessThan(5_000);
    // Answers the server wrote before it took the signal may still arrive after it and say
    // keep-alive: on a loaded machine the signal can take a few requests to be handled. Once a
    // socket's answer says close, nothing more comes on it: a close is its last answer.
    const bySocket = new Map<object, Answer[]>();
    for (const answer of afterSignal) {
      bySocket.set(answer.socket, [...(bySocket.get(answer.socket) ?? []), answer]);
    }
    for (const answers of bySocket.values()) {
      const firstClose = answers.findIndex((answer) => answer.connection === 'close');
      expect(firstClose === -1 || firstClose === answers.length - 1).toBe(true);
    }
    // Then the loops find the port closed (refused), or a socket the server closed as idle just
    // as the client reused it (reset before any byte of the request was read: nothing ran).
    expect(failures).toHaveLength(6);
    expect(failures.every((code) => code === 'ECONNREFUSED' || code === 'ECONNRESET')).toBe(true);
  }, 30_000);
});
