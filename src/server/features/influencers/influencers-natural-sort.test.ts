import { beforeAll, describe, expect, it } from 'vitest';
import { type Agent } from '#server/testing/harness';
import {
  newAgency,
  influencer,
  create,
  listNames,
  pickNames,
  names,
} from '#server/features/influencers/influencers-testing';

// Decision 0019: names in the order a person expects, carried across pages by the cursor.
const PEOPLE = ['Créateur 2', 'créateur 3', 'Créateur 12', 'Créateur 119', 'Élodie', 'eric', 'Zoé'];
const EXCLUSIVE = ['Lot 9', 'Lot 10'];

describe('influencer order', () => {
  let agent: Agent;
  beforeAll(async () => {
    ({ agent } = await newAgency());
    for (const fullName of [...PEOPLE].reverse()) await create(agent, influencer(fullName));
    for (const fullName of [...EXCLUSIVE].reverse()) {
      await create(agent, influencer(fullName, { isExclusive: true }));
    }
  });

  it('lists names naturally, exclusive ones first, page after page', async () => {
    for (const limit of [2, 3]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await agent.get(`/api/influencers${query}`)).json;
        seen.push(...names(page.items));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual([...EXCLUSIVE, ...PEOPLE]);
    }
  });

  it('keeps the order in searches and in the picker', async () => {
    expect(await listNames(agent, '?q=createur')).toEqual(PEOPLE.slice(0, 4));
    expect(await listNames(agent, '?q=cr&exclusive=false')).toEqual(PEOPLE.slice(0, 4));
    expect(await listNames(agent, `?q=${encodeURIComponent('ÉR')}`)).toEqual(['eric']);
    // Short terms match anywhere (issue 27): 'lo' is in 'Élodie' too, after the exclusive ones.
    expect(await listNames(agent, '?q=lo')).toEqual([...EXCLUSIVE, 'Élodie']);
    expect(await pickNames(agent, '?q=cr')).toEqual(PEOPLE.slice(0, 4));
    expect(await pickNames(agent)).toEqual([...EXCLUSIVE, ...PEOPLE]);
  });
});
