import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAgency,
  resourceBody,
  setUpResourcesApp,
  STORES,
  uploadFile,
} from '#server/features/resources/resources-testing';
import type { Agent } from '#server/testing/harness';

// The Ressources screen's cards (issue 15, item 1): one type each, in natural name order
// (decision 0019), a page at a time; one search box filters every card on the server.

type Item = { name: string; type: string; fileName: string | null };

async function listNames(agent: Agent, query = '') {
  const response = await agent.get(`/api/resources${query}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return (response.json.items as Item[]).map((item) => item.name);
}

/** Every page of a list, `limit` at a time: the names, and how many pages it took. */
async function listAllPages(agent: Agent, query: string, limit: number) {
  const names: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await agent.get(`/api/resources?limit=${limit}${query}${after}`);
    expect(response.status).toBe(200);
    names.push(...(response.json.items as Item[]).map((item) => item.name));
    cursor = response.json.nextCursor;
    pages += 1;
  } while (cursor && pages < 10);
  return { names, pages };
}

describe.each(STORES)('listing and searching resources, on the %s store', (store) => {
  setUpResourcesApp(store);
  let agent: Agent;
  const url = 'https://drive.example.fr/doc';
  beforeAll(async () => {
    ({ agent } = await createAgency());
    for (const name of ['Brief 10', 'Brief 2', 'brief 1', 'Brief 2b', 'Brief été', 'Brief 100']) {
      expect((await agent.post('/api/resources', resourceBody({ name, url }))).status).toBe(201);
    }
    const contract = resourceBody({ name: 'Contrat Sézane', type: 'contract', url });
    expect((await agent.post('/api/resources', contract)).status).toBe(201);
    const uploadId = await uploadFile(agent, randomBytes(500), 'devis-lumiere-2026.pdf');
    const quote = await agent.post(
      '/api/resources',
      resourceBody({ name: 'Devis printemps', type: 'quote', description: 'Tarifs', uploadId }),
    );
    expect(quote.status).toBe(201);
  });

  it('lists a type in natural order, a page at a time', async () => {
    const briefs = ['brief 1', 'Brief 2', 'Brief 2b', 'Brief 10', 'Brief 100', 'Brief été'];
    expect(await listNames(agent, '?type=brief')).toEqual(briefs);
    expect(await listNames(agent, '?type=contract')).toEqual(['Contrat Sézane']);
    expect(await listNames(agent, '?type=invoice')).toEqual([]);
    expect(await listNames(agent)).toHaveLength(8);
    const paged = await listAllPages(agent, '&type=brief', 4);
    expect(paged).toEqual({ names: briefs, pages: 2 });
    expect((await listAllPages(agent, '', 3)).pages).toBe(3);
  });

  it('finds a resource by its name, description or file name, within a type', async () => {
    expect(await listNames(agent, '?q=sézane')).toEqual(['Contrat Sézane']);
    expect(await listNames(agent, '?q=SEZANE')).toEqual(['Contrat Sézane']);
    expect(await listNames(agent, '?q=printemps')).toEqual(['Devis printemps']);
    expect(await listNames(agent, '?q=tarifs')).toEqual(['Devis printemps']);
    expect(await listNames(agent, '?q=lumiere-2026')).toEqual(['Devis printemps']);
    expect(await listNames(agent, '?q=brief 2')).toEqual(['Brief 2', 'Brief 2b']);
    expect(await listNames(agent, '?type=brief&q=sézane')).toEqual([]);
    expect(await listNames(agent, '?type=contract&q=campagne')).toEqual(['Contrat Sézane']);
    expect(await listNames(agent, '?q=introuvable')).toEqual([]);
    // One or two characters match anywhere too (issue 27): a file name, a description.
    expect(await listNames(agent, '?q=26')).toEqual(['Devis printemps']);
    expect(await listNames(agent, '?q=IF')).toEqual(['Devis printemps']);
    expect(await listNames(agent, '?type=brief&q=if')).toEqual([]);
    const { agent: stranger } = await createAgency();
    expect(await listNames(stranger, '?q=sézane')).toEqual([]);
  });

  it('pages a search in natural order (the matches are collected, then sorted)', async () => {
    // Every brief's description says 'campagne'; so does the contract's.
    const paged = await listAllPages(agent, '&q=campagne', 2);
    expect(paged.names).toEqual([
      'brief 1',
      'Brief 2',
      'Brief 2b',
      'Brief 10',
      'Brief 100',
      'Brief été',
      'Contrat Sézane',
    ]);
    expect(paged.pages).toBe(4);
  });

  it('refuses a forged cursor and an unknown type', async () => {
    expect((await agent.get('/api/resources?cursor=pas-un-curseur')).status).toBe(400);
    expect((await agent.get('/api/resources?type=film')).status).toBe(422);
  });
});
