// Set-up shared by the demo agency's test files (decision 0038). Importing it registers
// beforeAll/afterAll that start a fresh test app for the importing file and close it.
import { afterAll, beforeAll, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { agencies } from '#server/db/schema/identity';
import { createAgent, createTestApp, type Agent, type TestApp } from '#server/testing/harness';

export const SUPER_ADMIN = 'patron@infludesk.fr';

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ superAdminEmails: [SUPER_ADMIN] });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Every test gets its own address, so the per-address budget never leaks between tests. */
export const freshAgent = () => createAgent(t.app, `198.51.100.${++ipCounter}`);

/** Clicks 'Voir la démo' from a fresh address: the signed-in visitor and their agency. */
export async function openDemo(agent: Agent = freshAgent()) {
  const opened = await agent.post('/api/demo-agency');
  expect(opened.status, JSON.stringify(opened.json)).toBe(201);
  const session = await agent.get('/api/auth/session');
  const user = session.json.user as { id: string; email: string; agencyId: string };
  return { agent, user, opened: opened.json as { expiresAt: string } };
}

export async function getDemoExpiry(agencyId: string) {
  const [row] = await t.db
    .select({ demoExpiresAt: agencies.demoExpiresAt })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row?.demoExpiresAt ?? null;
}

/** Rows of a table that belong to an agency (or a user), read past row-level security. */
export async function countWhere(table: string, column: string, id: string) {
  const result = (await t.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}
        where ${sql.identifier(column)} = ${id}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
