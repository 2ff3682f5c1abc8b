// Set-up shared by this area's test files. Importing it registers beforeAll/afterAll that
// start a fresh test app for the importing file and close it (Vitest isolates each file).
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { agencies, users } from '#server/db/schema/identity';
import { createTestApp, type Agent, type TestApp } from '#server/testing/harness';

export const SUPER_ADMIN = 'patron@infludesk.fr';
export const PASSWORD = 'motdepasse-solide';
export const THIRTY_DAYS_S = 30 * 86_400;

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ superAdminEmails: [SUPER_ADMIN] });
});
afterAll(() => t.close());

export let ipCounter = 0;
/** Every test that counts attempts gets its own address, so budgets never leak between tests. */
export const freshIp = () => `198.51.100.${++ipCounter}`;
export const freshEmail = (prefix = 'compte') =>
  `${prefix}-${randomBytes(4).toString('hex')}@example.fr`;

export const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: freshEmail(),
  password: PASSWORD,
  firstName: 'Camille',
  lastName: 'Martin',
  jobTitle: 'Chef de projet',
  agencyChoice: 'none',
  agencyName: '',
  agencyCode: '',
  ...overrides,
});

export const findUser = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return user;
};
export const countUsers = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;
export const joinCodeOf = async (agencyId: string) => {
  const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, agencyId));
  return agency!.joinCode;
};
export const tokenOf = (agent: Agent) => decodeURIComponent(agent.cookie.split('=')[1] ?? '');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
