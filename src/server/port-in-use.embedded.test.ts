import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { findFreePort } from '#server/lib/free-port';

// The real server, as `npm start` runs it, asked to listen on a port another program holds.
const dataDir = mkdtempSync(path.join(tmpdir(), 'infludesk-port-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('stops with one clear line, exit code 1 and no PostgreSQL left when the port is taken', async () => {
  const port = await findFreePort();
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(port, '0.0.0.0', resolve));
  try {
    const child = spawn('node', ['--import', 'tsx', 'src/server/index.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    const errors = lines.filter((line) => !line.startsWith('{') || JSON.parse(line).level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(String(port));
    expect(errors[0]).toContain('PORT');
    expect(output).not.toContain('EADDRINUSE');
    // The embedded PostgreSQL was started, then stopped: no postmaster left for this DATA_DIR.
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    expect(pid === 0 || !isAlive(pid)).toBe(true);
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }
});
