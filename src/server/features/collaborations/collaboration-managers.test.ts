import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/identity';
import { createAgent, signUpUser } from '#server/testing/harness';
import { createAgency, t } from '#server/features/collaborations/collaborations-testing';

// The list itself is by contact date; its project-manager picker is by name, naturally
// (decision 0019), whatever order the members joined in.
const PEOPLE = ['Créateur 2', 'créateur 3', 'Créateur 12', 'Créateur 119', 'Élodie', 'eric', 'Zoé'];

describe('project-manager picker', () => {
  it("lists the agency's members by name, naturally", async () => {
    const a = await createAgency();
    const code = (await a.agent.get('/api/account')).json.agency.joinCode as string;
    const ids = [a.account.user.id as string];
    for (const [index] of PEOPLE.slice(1).entries()) {
      const member = createAgent(t.app, `192.0.2.${60 + index}`);
      ids.push((await signUpUser(member, { agency: { code } })).user.id as string);
    }
    // Joined in reverse order of the names: the first member gets the last name.
    for (const [index, id] of ids.entries()) {
      const [firstName, lastName] = PEOPLE[PEOPLE.length - 1 - index]!.split(' ');
      await t.db
        .update(users)
        .set({ firstName, lastName: lastName ?? '' })
        .where(eq(users.id, id));
    }
    const managers = (await a.agent.get('/api/collaborations/managers')).json.managers;
    expect(managers.map((manager: { name: string }) => manager.name)).toEqual(PEOPLE);
  });
});
