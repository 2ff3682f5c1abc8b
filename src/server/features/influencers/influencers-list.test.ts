import { beforeAll, describe, expect, it } from 'vitest';
import { type Agent } from '#server/testing/harness';
import { fr } from '#shared/i18n/fr';
import {
  newAgency,
  influencer,
  create,
  listNames,
  pickNames,
  names,
} from '#server/features/influencers/influencers-testing';

describe('influencer list', () => {
  let agent: Agent;
  beforeAll(async () => {
    ({ agent } = await newAgency());
    await create(agent, influencer('Émile Roy', { platforms: [{ name: 'x', handle: '@roy' }] }));
    await create(agent, influencer('Zoé Laurent', { isExclusive: true }));
    await create(agent, influencer('Adam Morel', { username: 'adam_cuisine' }));
    await create(agent, influencer('bruno Caron', { isExclusive: true }));
    await create(
      agent,
      influencer('claire Petit', { platforms: [{ name: 'youtube', handle: 'ClaireVoyage' }] }),
    );
    const other = await newAgency();
    await create(other.agent, influencer('Adam Autre', { isExclusive: true }));
  });

  const ORDER = ['bruno Caron', 'Zoé Laurent', 'Adam Morel', 'claire Petit', 'Émile Roy'];

  it('puts exclusive influencers first, each group by name whatever the case or accents', async () => {
    expect(await listNames(agent)).toEqual(ORDER);
    expect(await listNames(agent, '?exclusive=true')).toEqual(ORDER.slice(0, 2));
    expect(await listNames(agent, '?exclusive=false')).toEqual(ORDER.slice(2));
  });

  it('pages with a cursor across the two groups, in the same order', async () => {
    for (const limit of [1, 2, 3]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await agent.get(`/api/influencers${query}`)).json;
        expect(page.items.length).toBeLessThanOrEqual(limit);
        seen.push(...names(page.items));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(ORDER);
    }
    const id = '00000000-0000-4000-8000-000000000000';
    const forged = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'nimporte-quoi',
      'a%00b',
      forged([1, 'nom', 'x']),
      forged([2, 'nom', id]),
      // Once a 500: PostgreSQL refuses NUL in the sort name it compares.
      forged([1, 'a\u0000b', id]),
    ]) {
      const response = await agent.get(`/api/influencers?cursor=${cursor}`);
      expect(response.status, cursor).toBe(400);
      expect(response.json.error.code).toBe('invalid_cursor');
      expect(response.json.error.fields.cursor).toBe(fr.fields.invalid('Curseur'));
    }
  });

  it('searches full name, username and platform handles, without accents or case', async () => {
    expect(await listNames(agent, '?q=EMILE')).toEqual(['Émile Roy']);
    expect(await listNames(agent, '?q=cuisine')).toEqual(['Adam Morel']);
    expect(await listNames(agent, '?q=clairevoy')).toEqual(['claire Petit']);
    expect(await listNames(agent, '?q=@roy')).toEqual(['Émile Roy']);
    expect(await listNames(agent, '?q=laurent')).toEqual(['Zoé Laurent']);
    // One or two characters match anywhere too (issue 27): a username, a handle, mid-word.
    expect(await listNames(agent, '?q=ui')).toEqual(['Adam Morel']);
    expect(await listNames(agent, '?q=oy')).toEqual(['claire Petit', 'Émile Roy']);
    expect(await listNames(agent, '?q=introuvable')).toEqual([]);
  });

  it('offers a picker by full name or username only, hiding given ids', async () => {
    expect(await pickNames(agent)).toEqual(ORDER);
    expect(await pickNames(agent, '?q=cuisine')).toEqual(['Adam Morel']);
    expect(await pickNames(agent, '?q=petit')).toEqual(['claire Petit']);
    expect(await pickNames(agent, '?q=clairevoyage')).toEqual([]);
    // Short terms too, on the same fields: the handle 'ClaireVoyage' is not one of them.
    expect(await pickNames(agent, '?q=ui')).toEqual(['Adam Morel']);
    expect(await pickNames(agent, '?q=oy')).toEqual(['Émile Roy']);
    expect(await pickNames(agent, '?limit=2')).toEqual(ORDER.slice(0, 2));
    const all = (await agent.get('/api/influencers/picker')).json.items as { id: string }[];
    const hidden = [all[0]!.id, all[3]!.id].join(',');
    expect(await pickNames(agent, `?excludeIds=${hidden}`)).toEqual([
      'Zoé Laurent',
      'Adam Morel',
      'Émile Roy',
    ]);
    const tooMany = await agent.get('/api/influencers/picker?limit=51');
    expect(tooMany.status).toBe(422);
    expect((await agent.get('/api/influencers/picker?excludeIds=1,2')).status).toBe(422);
  });
});

describe('archive, restore and duplicate', () => {
  it('hides an archived influencer from the list and the picker until restored', async () => {
    const { agent } = await newAgency();
    const kept = await create(agent, influencer('Inès Garnier'));
    const archived = await create(agent, influencer('Jules Fabre'));
    const response = await agent.post(`/api/influencers/${archived.id}/archive`);
    expect(response.json).toEqual({ id: archived.id, isArchived: true });
    expect(await listNames(agent)).toEqual(['Inès Garnier']);
    expect(await pickNames(agent, '?q=jules')).toEqual([]);
    expect(await listNames(agent, '?archived=true')).toEqual(['Jules Fabre']);
    expect(await listNames(agent, '?archived=true&q=fabre')).toEqual(['Jules Fabre']);

    await agent.post(`/api/influencers/${archived.id}/restore`);
    expect(await listNames(agent)).toEqual(['Inès Garnier', 'Jules Fabre']);
    expect(await pickNames(agent, '?q=jules')).toEqual(['Jules Fabre']);
    expect(await listNames(agent, '?archived=true')).toEqual([]);
    expect(kept.isArchived).toBe(false);
  });

  it('duplicates without id or dates, as « (copie) », suffixing the handles with _copy', async () => {
    const { agent } = await newAgency();
    const source = await create(
      agent,
      influencer('Nina Perrin', {
        isExclusive: true,
        platforms: [
          { name: 'instagram', handle: '@nina', audience: 5000 },
          { name: 'twitch', handle: 'ninalive' },
        ],
        rates: [{ type: 'twitch', priceCents: 30000 }],
      }),
    );
    const response = await agent.post(`/api/influencers/${source.id}/duplicate`);
    expect(response.status).toBe(201);
    const copy = response.json;
    expect(copy.id).not.toBe(source.id);
    expect(copy.createdAt >= source.createdAt).toBe(true);
    const { id: _a, createdAt: _b, updatedAt: _c, platforms: _d, fullName, ...sameFields } = source;
    expect(copy).toMatchObject(sameFields);
    expect(copy.fullName).toBe(`${fullName} (copie)`);
    expect(copy.platforms).toEqual([
      { name: 'instagram', handle: '@nina_copy', audience: 5000 },
      { name: 'twitch', handle: 'ninalive_copy', audience: null },
    ]);
    expect(await listNames(agent)).toEqual(['Nina Perrin', 'Nina Perrin (copie)']);
    expect(await listNames(agent, '?q=ninalive_copy')).toEqual(['Nina Perrin (copie)']);
  });
});
