import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { decode } from 'libqp';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '#server/lib/free-port';

// The real server, as `npm start` runs it, on the embedded PostgreSQL of a throw-away folder.
const dataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-crash-'));
// Six kills in CI (each restarts the server: about 7 s a round on two cores); CRASH_ROUNDS=<n>
// runs longer (decision 0054).
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 6);
let running: { child: ChildProcess; base: string } | undefined;

async function startServer() {
  const port = await findFreePort();
  const child = spawn('node', ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) return (running = { child, base });
    await sleep(100);
  }
  throw new Error('the server did not answer within 30 s');
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

const post = (base: string, route: string, body: unknown) =>
  fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });

/** The link mailed to `email`, read in the outbox (no SMTP_URL) once the mail is written. */
async function waitForSignUpToken(email: string) {
  const outbox = path.join(dataDir, 'outbox');
  for (let waited = 0; waited < 10_000; waited += 100) {
    const files = existsSync(outbox) ? readdirSync(outbox).sort() : [];
    for (const file of files) {
      const mail = decode(readFileSync(path.join(outbox, file), 'utf8')).toString('utf8');
      const token = /\/confirm-sign-up\?token=([\w-]+)/.exec(mail)?.[1];
      if (token && mail.includes(`To: ${email}`)) return token;
    }
    await sleep(100);
  }
  throw new Error(`no sign-up link mailed to ${email}`);
}

/** Signs up, then opens the mailed link that creates the account (decision 0039). */
async function signUp(base: string, round: number) {
  const email = `tour${round}@crash.test`;
  const response = await post(base, '/api/auth/sign-up', {
    email,
    password: 'motdepasse-solide',
    firstName: 'Camille',
    lastName: `Tour ${round}`,
    jobTitle: 'Chef de projet',
    agencyChoice: 'create',
    agencyName: `Agence ${round}`,
    agencyCode: '',
  });
  if (response.status !== 201) return response;
  return post(base, '/api/auth/confirm-sign-up', { token: await waitForSignUpToken(email) });
}

const postmasterPid = () => {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
};
const isAlive = (pid: number | undefined) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(async () => {
  running?.child.kill('SIGKILL');
  const pid = postmasterPid();
  if (isAlive(pid)) process.kill(pid!, 'SIGINT');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL', () => {
  it(`recovers from ${ROUNDS} kill -9 of the app with every acknowledged write kept`, async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { child, base } = await startServer();
      expect((await signUp(base, round)).status).toBe(201);
      child.kill('SIGKILL');
      await exited(child);
    }
    // The last kill left its PostgreSQL running: the next start takes it over.
    const { child, base } = await startServer();
    for (let round = 1; round <= ROUNDS; round += 1) {
      const signIn = await post(base, '/api/auth/sign-in', {
        email: `tour${round}@crash.test`,
        password: 'motdepasse-solide',
      });
      expect(signIn.status, `round ${round}`).toBe(200);
    }
    // SIGTERM: the server stops its PostgreSQL and exits cleanly.
    const pid = postmasterPid();
    expect(isAlive(pid)).toBe(true);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    running = undefined;
    expect(isAlive(pid)).toBe(false);
  }, 180_000);

  it('lets a request in flight finish when asked to stop, and accepts no new one', async () => {
    const { child, base } = await startServer();
    // A body that takes 600 ms to arrive: the request is surely in flight when SIGTERM comes.
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('{"email":"personne@crash.test",'));
        await sleep(600);
        controller.enqueue(encoder.encode('"password":"mauvais-mot-de-passe"}'));
        controller.close();
      },
    });
    const inFlight = fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body,
      duplex: 'half',
    } as RequestInit).then(
      (response) => response.status,
      () => 'lost',
    );
    await sleep(200);
    child.kill('SIGTERM');
    expect(await inFlight).toBe(401);
    expect(await exited(child)).toBe(0);
    running = undefined;
    expect(await fetch(`${base}/api/health`).catch(() => 'refused')).toBe('refused');
  }, 60_000);
});
