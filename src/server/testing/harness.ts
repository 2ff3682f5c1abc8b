import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { adminQuery } from '#server/testing/database-template';
import { createApp } from '#server/app';
import { readConfig, type Config } from '#server/lib/config';
import { createSessionCache, listenForSessionChanges } from '#server/lib/auth/session-cache';
import { createRateLimiter } from '#server/middleware/rate-limit';
import { createChangeHub, listenForRecordChanges } from '#server/features/events/change-hub';
import type { Mailer, MailMessage } from '#server/lib/mail';
import { createFileStorage, type FileStorage } from '#server/lib/storage/file-storage';
import { startAppJobs } from '#server/lib/jobs/app-jobs';
import type { JobQueue, JobQueueOptions } from '#server/lib/jobs/job-queue';

/** A mailbox in memory: what the app sent, newest last (lib/mail.test.ts tests the transports). */
export function createTestMailbox() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      sent.push(message);
    },
  };
  return { sent, mailer, lastTo: (to: string) => sent.findLast((mail) => mail.to === to) };
}
type TestMailbox = ReturnType<typeof createTestMailbox>;

/** Which mailbox an app server writes to: signUpUser opens the mailed link as a person would. */
const mailboxes = new WeakMap<object, TestMailbox>();

/** Lets signUpUser read the mailed sign-up link of an app built outside createTestApp. */
export function registerMailbox(app: object, mailbox: TestMailbox) {
  mailboxes.set(app, mailbox);
}

/**
 * A fresh database for one test file: PGlite in memory, or — when the suite runs with
 * TEST_ENGINE=postgres — a new database on the TEST_DATABASE_URL server, dropped afterwards.
 * Both start from the run's migrated copy (database-template.ts) when Vitest provides one.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_ENGINE !== 'postgres') {
    const image = pgliteImage();
    const handle = await openDatabase({ pgliteImage: image });
    if (!image) await handle.migrate();
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `infludesk_t_${randomBytes(6).toString('hex')}`;
  const template = provided('postgresTemplate');
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  if (!template) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

function provided(key: 'pgliteImage' | 'postgresTemplate'): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

// Read once per worker: the files of a worker share its process (vitest.config.ts).
let image: Blob | null | undefined;
function pgliteImage() {
  if (image === undefined) {
    const file = provided('pgliteImage');
    image = file ? new Blob([readFileSync(file)]) : null;
  }
  return image ?? undefined;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * `jobs`: the job queue is started as index.ts starts it (decision 0067); `isWorking: false`
 * lets a test run the jobs itself (a fixed clock, one attempt at a time).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { jobs?: JobQueueOptions } = {},
) {
  const database = await createTestDatabase();
  // In-process requests have no socket: trusting one hop makes each agent's X-Forwarded-For
  // its address (client-ip.ts), as behind one proxy. The device-cookie key is fixed.
  // Uploaded files go to a folder of the test's own, removed at close.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'infludesk-test-'));
  const config = {
    ...readConfig({}),
    dataDir,
    trustProxy: 1,
    sessionSecret: 'secret-de-test-des-cookies-d-appareil',
    ...overrides,
  };
  const storage = createFileStorage(config);
  const mailbox = createTestMailbox();
  const jobs = options.jobs
    ? await startAppJobs(
        database,
        { config, mailer: mailbox.mailer },
        { isScheduling: false, ...options.jobs },
      )
    : undefined;
  const instance = await startInstance(database, config, mailbox.mailer, storage, jobs);
  mailboxes.set(instance.app, mailbox);
  return {
    ...instance,
    mailbox,
    database,
    engine: database.engine,
    config,
    storage,
    jobs,
    close: async () => {
      await instance.stop();
      await jobs?.stop(1_000);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app server as index.ts builds it: its own rate limiter and session cache, listening for
 * the database's session notifications. Several on one database behave as one.
 */
async function startInstance(
  database: DatabaseHandle,
  config: Config,
  mailer: Mailer,
  storage: FileStorage,
  jobs?: JobQueue,
) {
  const sessions = createSessionCache(database.db);
  const stopListening = await listenForSessionChanges(database, sessions);
  const changes = createChangeHub(database.db);
  const stopChanges = await listenForRecordChanges(database, changes);
  const app = createApp({
    db: database.db,
    engine: database.engine,
    config,
    limiter: createRateLimiter(database.db),
    sessions,
    changes,
    mailer,
    storage,
    jobs,
  });
  const stop = () => stopChanges().then(stopListening);
  return { app, db: database.db, sessions, changes, stop };
}

/** A second app server on the test app's database (its own pool on PostgreSQL). */
export async function createSecondInstance(t: TestApp) {
  const database = t.database.url ? await openDatabase({ url: t.database.url }) : t.database;
  const instance = await startInstance(database, t.config, t.mailbox.mailer, t.storage);
  mailboxes.set(instance.app, t.mailbox);
  return {
    ...instance,
    stop: async () => {
      await instance.stop();
      if (database !== t.database) await database.close();
    },
  };
}

type JsonInit = { method?: string; body?: unknown; headers?: Record<string, string> };

/** A browser-like caller: keeps the session cookie between requests. */
const VERSIONED_PATH =
  /^\/api\/(clients|influencers|collaborations|castings|tasks|resources)\/[^/?]+$/;

export function createAgent(app: TestApp['app'], ip = '203.0.113.1') {
  let cookie = '';
  // The device cookie (decision 0006) is kept apart: `cookie` stays the session's.
  let deviceCookie = '';
  const call = async (path: string, init: JsonInit = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip, ...init.headers };
    const sent = [cookie, deviceCookie].filter(Boolean).join('; ');
    if (sent) headers.cookie = sent;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const kept = pair.endsWith('=') ? '' : pair;
      if (pair.startsWith('infludesk_device=')) deviceCookie = kept;
      else cookie = kept;
    }
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
    const json: any =
      text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
    return { status: response.status, json, headers: response.headers };
  };
  /** The version a full edit of `path` sends back (1 when the record cannot be read). */
  const readVersion = async (path: string) => {
    if (path === '/api/account/profile' || path === '/api/account/agency') {
      const account = (await call('/api/account')).json;
      return (path.endsWith('profile') ? account?.profileVersion : account?.agency?.version) ?? 1;
    }
    if (!VERSIONED_PATH.test(path)) return undefined;
    const detail = await call(path);
    return typeof detail.json?.version === 'number' ? (detail.json.version as number) : 1;
  };
  return {
    app,
    call,
    get: (path: string) => call(path),
    post: (path: string, body: unknown = {}) => call(path, { method: 'POST', body }),
    put: (path: string, body: unknown) => call(path, { method: 'PUT', body }),
    /**
     * A full edit at the record's current version (issue 28): reads the version as the form
     * would, then saves with it. A body with its own `version`, or another route, goes as is.
     */
    putCurrent: async (path: string, body: unknown) => {
      const version =
        body && typeof body === 'object' && 'version' in body ? undefined : await readVersion(path);
      const sent = version === undefined ? body : { ...(body as object), version };
      return call(path, { method: 'PUT', body: sent });
    },
    patch: (path: string, body: unknown) => call(path, { method: 'PATCH', body }),
    delete: (path: string) => call(path, { method: 'DELETE' }),
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    get deviceCookie() {
      return deviceCookie;
    },
    set deviceCookie(value: string) {
      deviceCookie = value;
    },
  };
}
export type Agent = ReturnType<typeof createAgent>;

let counter = 0;
/** Signs up a fresh account; `agency` chooses create (default), join with a code, or none. */
export async function signUpUser(
  agent: Agent,
  options: {
    agency?: 'create' | 'none' | { code: string };
    email?: string;
    agencyName?: string;
  } = {},
) {
  counter += 1;
  const email = options.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.fr`;
  const agency = options.agency ?? 'create';
  const response = await agent.post('/api/auth/sign-up', {
    email,
    password: 'motdepasse-solide',
    firstName: 'Camille',
    lastName: `Martin ${counter}`,
    jobTitle: 'Chef de projet',
    agencyChoice: typeof agency === 'string' ? agency : 'join',
    agencyName: options.agencyName ?? `Agence ${counter}`,
    agencyCode: typeof agency === 'string' ? '' : agency.code,
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(response.json)}`);
  // The account is created when the mailed link is opened (decision 0039).
  const token = new URL(confirmSignUpLink(agent.app, email)).searchParams.get('token');
  const confirmed = await agent.post('/api/auth/confirm-sign-up', { token });
  if (confirmed.status !== 201) {
    throw new Error(`sign-up confirmation failed: ${JSON.stringify(confirmed.json)}`);
  }
  const session = await agent.get('/api/auth/session');
  return { email, password: 'motdepasse-solide', user: session.json.user };
}

/** The newest « Confirmez votre inscription » link mailed to `email` by this app server. */
export function confirmSignUpLink(app: object, email: string) {
  const mail = mailboxes
    .get(app)
    ?.sent.findLast(
      (sent) => sent.to === email.trim().toLowerCase() && sent.link.includes('/confirm-sign-up?'),
    );
  if (!mail) throw new Error(`no sign-up link mailed to ${email}`);
  return mail.link;
}
