// Set-up shared by the Corbeille's test files. Importing it registers beforeAll/afterAll that
// start a fresh test app for the importing file and close it (Vitest isolates each file).
import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Config } from '#server/lib/config';
import { selectRows } from '#server/lib/raw-rows';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';
import { influencerBody } from '#server/testing/bodies';

export let t: TestApp;

export function setUpTrashApp(config: Partial<Config> = {}) {
  beforeAll(async () => {
    t = await createTestApp(config);
  });
  afterAll(() => t.close());
}

let ipCounter = 0;
const nextAgent = () => {
  ipCounter += 1;
  return createAgent(t.app, `198.51.100.${ipCounter}`);
};

/** An admin (the agency's creator) and a colleague who joined with its code. */
export async function createTeam() {
  const admin = nextAgent();
  const adminAccount = await signUpUser(admin);
  const code = (await admin.get('/api/account')).json.agency.joinCode as string;
  const colleague = nextAgent();
  const colleagueAccount = await signUpUser(colleague, { agency: { code } });
  return {
    admin,
    colleague,
    agencyId: adminAccount.user.agencyId as string,
    adminId: adminAccount.user.id as string,
    colleagueId: colleagueAccount.user.id as string,
  };
}

/** POST expecting 201: the new record's id. */
export async function create(agent: Agent, url: string, body: object) {
  const response = await agent.post(url, body);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json.id as string;
}

export const createInfluencer = (
  agent: Agent,
  fullName: string,
  extra: Record<string, unknown> = {},
) => create(agent, '/api/influencers', influencerBody(fullName, extra));

export const deal = (clientId: string | null, extra: object = {}) => ({
  name: 'Été radieux',
  type: 'collaboration_entrante',
  clientId,
  contactDate: '2026-03-02',
  signatureDate: '',
  manager: 'Camille Martin',
  influencers: [],
  ...extra,
});

type TrashItemView = { id: string; kind: string; recordId: string; label: string };

/** The Corbeille's page as `agent` sees it. */
export async function listTrash(agent: Agent, query = '') {
  const response = await agent.get(`/api/trash${query}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json as { items: TrashItemView[]; nextCursor: string | null };
}

/** The Corbeille's item of a deleted record. */
export async function itemOf(agent: Agent, recordId: string) {
  const item = (await listTrash(agent)).items.find((entry) => entry.recordId === recordId);
  expect(item, `no trash item for ${recordId}`).toBeDefined();
  return item!;
}

export async function restore(agent: Agent, recordId: string) {
  const item = await itemOf(agent, recordId);
  const response = await agent.post(`/api/trash/${item.id}/restore`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json;
}

/**
 * What the database keeps per agency beside the rows (triggers): row counts, the super admin's
 * totals, Rentabilité's sums. A delete must move them and a restore bring them back.
 */
export async function countersOf(agencyId: string) {
  const rows = await selectRows<{ entry: string }>(
    t.db,
    sql`select 'rows ' || table_name || ' ' || row_count as entry
          from agency_row_counts where agency_id = ${agencyId}
        union all
        select 'totals ' || collaboration_count || ' ' || revenue_cents
          from agency_totals where agency_id = ${agencyId}
        union all
        select 'month ' || (to_jsonb(s) - 'agency_id')::text from profit_month_sums s
          where agency_id = ${agencyId} and (deal_count > 0 or unbilled_count > 0)
        union all
        select 'client ' || (to_jsonb(s) - 'agency_id')::text from profit_client_sums s
          where agency_id = ${agencyId} and deal_count > 0`,
  );
  return rows.map((row) => row.entry).sort();
}

/** One finished tus upload of `bytes` (the resources area's protocol): its id. */
export async function uploadFile(agent: Agent, bytes: Buffer) {
  const tus = { 'tus-resumable': '1.0.0', 'x-forwarded-for': '198.51.100.250' };
  const name = Buffer.from('brief.txt').toString('base64');
  const type = Buffer.from('text/plain').toString('base64');
  const created = await agent.call('/api/uploads', {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${name},filetype ${type}`,
    },
  });
  expect(created.status).toBe(201);
  const id = created.headers.get('location')?.split('/').pop() ?? '';
  const patched = await t.app.request(`/api/uploads/${id}`, {
    method: 'PATCH',
    headers: {
      ...tus,
      cookie: agent.cookie,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
  expect(patched.status).toBe(204);
  return id;
}
