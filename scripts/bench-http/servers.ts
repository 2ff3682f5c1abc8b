// The child processes of the benchmark (seed, real server, hello server): started on a free
// port, awaited until they answer, and always stopped, also on Ctrl-C or error.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '#server/lib/free-port';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STOP_TIMEOUT_MS = 30_000;
// `npm start` may build the web app first.
const READY_TIMEOUT_MS = 5 * 60_000;

const running = new Set<ChildProcess>();

/** `pid`: the server's own Node process (its memory is what the upload bench reads). */
export type ChildServer = { origin: string; pid: number | undefined; stop(): Promise<void> };

/** `node --import tsx <script> <args>` from the repository root, output shown as it comes. */
export function spawnScript(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export function waitForExit(child: ChildProcess) {
  return new Promise<number | null>((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.once('error', reject);
  });
}

/** Starts a server script with PORT set, and resolves once `readyPath` answers 200. */
export async function startServer(
  label: string,
  script: string,
  readyPath: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ChildServer> {
  const port = await findFreePort();
  const child = spawnScript(script, [], { ...env, PORT: String(port) });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await isAnswering(origin + readyPath))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the ${label} exited (${child.exitCode ?? child.signalCode}) before answering`,
      );
    }
    if (Date.now() > deadline) throw new Error(`the ${label} did not answer ${readyPath} in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, pid: child.pid, stop: () => stopChild(child) };
}

async function isAnswering(url: string) {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** SIGTERM, as the server expects (it closes its database), then SIGKILL if it hangs. */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = waitForExit(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export async function stopAllChildren() {
  await Promise.all([...running].map((child) => stopChild(child)));
}
