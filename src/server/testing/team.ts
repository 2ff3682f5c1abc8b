import { createAgent, signUpUser, type Agent, type TestApp } from '#server/testing/harness';

/** A signed-in member as the tests use them: their agent (browser), id, name and address. */
export type Member = { agent: Agent; id: string; fullName: string; email: string };

/**
 * Sign-ups of one test file, each from an address of its own (the sign-up budget is per
 * address): `join()` an agency of one's own, or the one whose code is given; `createTeam()` an
 * owner and a colleague who joined with the agency's code.
 */
export function teamMaker(app: () => TestApp['app']) {
  let ipCounter = 0;
  async function join(agency?: { code: string }): Promise<Member> {
    ipCounter += 1;
    const agent = createAgent(app(), `198.51.100.${ipCounter}`);
    const account = await signUpUser(agent, agency ? { agency } : undefined);
    return {
      agent,
      id: account.user.id as string,
      fullName: `${account.user.firstName} ${account.user.lastName}`,
      email: account.email,
    };
  }
  async function createTeam() {
    const owner = await join();
    const code = (await owner.agent.get('/api/account')).json.agency.joinCode as string;
    return { owner, colleague: await join({ code }) };
  }
  return { join, createTeam };
}
