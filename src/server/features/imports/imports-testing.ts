// Set-up shared by the importer's test files: a fresh test app for the importing file, a
// trigger that makes the database refuse one contact, and helpers that upload a file and run
// an import to its end through the API.
import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import type { DuplicateRule, ImportKind } from '#shared/domain/imports';

export let t: TestApp;
/** A contact named so makes the database fail its insert (a batch that fails). */
export const FAILING_CONTACT = 'Échec provoqué';

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    create function fail_on_marked_import() returns trigger language plpgsql as $$
    begin
      if new.name = ${sql.raw(`'${FAILING_CONTACT}'`)} then raise exception 'provoked failure'; end if;
      return new;
    end $$`);
  await t.db.execute(sql`
    create trigger fail_on_marked_import before insert on client_contacts
    for each row execute function fail_on_marked_import()`);
});
afterAll(() => t.close());

export async function newAgency() {
  const agent = createAgent(t.app);
  const account = await signUpUser(agent);
  return { agent, user: account.user, agencyId: account.user.agencyId as string };
}

/** The bytes of a CSV in Windows-1252 (what Excel writes for 'CSV (séparateur : point-virgule)'). */
export function windows1252(text: string): Uint8Array {
  const table = new Map<string, number>([
    ['€', 0x80],
    ['œ', 0x9c],
    ['Œ', 0x8c],
    ['’', 0x92],
  ]);
  return Uint8Array.from(Array.from(text), (char) => table.get(char) ?? char.charCodeAt(0));
}

export const utf8 = (text: string) => new TextEncoder().encode(text);

export async function upload(agent: Agent, kind: ImportKind, name: string, bytes: Uint8Array) {
  const response = await t.app.request(
    `/api/import-files/${kind}?name=${encodeURIComponent(name)}`,
    {
      method: 'POST',
      headers: {
        cookie: agent.cookie,
        'x-forwarded-for': '203.0.113.1',
        'content-type': 'application/octet-stream',
      },
      body: bytes as Uint8Array<ArrayBuffer>,
    },
  );
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** Waits for a started job to end, and answers it. */
export async function waitForJob(agent: Agent, kind: ImportKind, id: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const job = (await agent.get(`/api/imports/${kind}/${id}`)).json;
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not end');
}

/** Upload, the guessed mapping, the rule, start, and the finished job. */
export async function importFile(
  agent: Agent,
  kind: ImportKind,
  name: string,
  bytes: Uint8Array,
  rule: DuplicateRule = 'skip',
) {
  const uploaded = await upload(agent, kind, name, bytes);
  expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
  const { job, mapping } = uploaded.json;
  const summary = await agent.post(`/api/imports/${kind}/${job.id}/summary`, { mapping, rule });
  expect(summary.status, JSON.stringify(summary.json)).toBe(200);
  const started = await agent.post(`/api/imports/${kind}/${job.id}/start`, { mapping, rule });
  expect(started.status, JSON.stringify(started.json)).toBe(202);
  return { summary: summary.json, job: await waitForJob(agent, kind, job.id), mapping };
}

export async function reportOf(agent: Agent, kind: ImportKind, id: string) {
  const response = await t.app.request(`/api/imports/${kind}/${id}/report`, {
    headers: { cookie: agent.cookie, 'x-forwarded-for': '203.0.113.1' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
  // The byte-order mark kept: Excel reads the file as UTF-8 only with it.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}
