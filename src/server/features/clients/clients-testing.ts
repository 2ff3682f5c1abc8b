// Set-up shared by this area's test files. Importing it registers beforeAll/afterAll that
// start a fresh test app for the importing file and close it (Vitest isolates each file).
import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  createAgent,
  createTestApp,
  signUpUser,
  type Agent,
  type TestApp,
} from '#server/testing/harness';

export let t: TestApp;
// Contacts named this way make the database fail mid-update (a trigger set up below).
export const FAILING_CONTACT = 'Échec provoqué';

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    create function fail_on_marked_contact() returns trigger language plpgsql as $$
    begin
      if new.name = ${sql.raw(`'${FAILING_CONTACT}'`)} then raise exception 'provoked failure'; end if;
      return new;
    end $$`);
  await t.db.execute(sql`
    create trigger fail_on_marked_contact before insert on client_contacts
    for each row execute function fail_on_marked_contact()`);
});
afterAll(() => t.close());

export async function newAgency() {
  const agent = createAgent(t.app);
  const account = await signUpUser(agent);
  return { agent, agencyId: account.user.agencyId as string, email: account.email };
}

export const contact = (name: string, extra: Record<string, string> = {}) => ({
  name,
  email: `${name
    .split(' ')[0]!
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()}@exemple.fr`,
  ...extra,
});

export async function createClient(agent: Agent, body: Record<string, unknown>) {
  const response = await agent.post('/api/clients', body);
  expect(response.status).toBe(201);
  return response.json;
}

export const brandsOf = (page: { items: { brandName: string }[] }) =>
  page.items.map((item) => item.brandName);

/** Clients written in one statement, as the seed does, named 'Lot 0000', 'Lot 0001'… */
export const lotNames = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `Lot ${String(from + i).padStart(4, '0')}`);
export const lots = (agencyId: string, count: number) =>
  lotNames(0, count).map((brandName) => ({
    agencyId,
    brandName,
    sortName: brandName.toLowerCase(),
    searchText: brandName.toLowerCase(),
  }));

export const listBrands = async (agent: Agent, query = '') =>
  (await agent.get(`/api/clients${query}`)).json.items.map(
    (item: { brandName: string }) => item.brandName,
  );
