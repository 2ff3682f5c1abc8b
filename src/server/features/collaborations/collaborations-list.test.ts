import { beforeAll, describe, expect, it } from 'vitest';
import { fr } from '#shared/i18n/fr';
import type { Agency } from '#server/features/collaborations/collaborations-testing';
import {
  c,
  createAgency,
  deliverable,
  create,
  listNames,
  countChildren,
  a,
  b,
} from '#server/features/collaborations/collaborations-testing';

describe('list', () => {
  let agency: Agency;
  beforeAll(async () => {
    agency = await createAgency();
    const specs = [
      ['Été Radieux', 'lancome', 'collaboration_entrante', {}],
      ['Rentrée sportive', 'nike', 'collaboration_sortante', { isQuoteSent: true }],
      ['Noël en famille', 'nike', 'casting_interne', { isPaymentReceived: true }],
      [
        'Soldes d’hiver',
        'lancome',
        'collaboration_entrante',
        { isQuoteSent: true, isPaymentReceived: true },
      ],
      ['Printemps', 'nike', 'casting_externe', {}],
    ] as const;
    for (const [index, [name, client, type, flags]] of specs.entries()) {
      await create(agency, {
        name,
        clientId: agency[client],
        type,
        contactDate: `2026-01-0${index + 1}`,
        ...flags,
      });
    }
  });

  it('reads newest contact first, filtered by status on the server', async () => {
    expect(await listNames(agency.agent, '')).toEqual([
      'Printemps',
      'Soldes d’hiver',
      'Noël en famille',
      'Rentrée sportive',
      'Été Radieux',
    ]);
    expect(await listNames(agency.agent, 'status=completed')).toEqual([
      'Soldes d’hiver',
      'Noël en famille',
    ]);
    expect(await listNames(agency.agent, 'status=in_progress')).toEqual(['Rentrée sportive']);
    expect(await listNames(agency.agent, 'status=pending')).toEqual(['Printemps', 'Été Radieux']);
    expect(await listNames(agency.agent, 'status=all&sort=oldest')).toEqual([
      'Été Radieux',
      'Rentrée sportive',
      'Noël en famille',
      'Soldes d’hiver',
      'Printemps',
    ]);
  });

  it('filters by type and searches name or brand without accents or case', async () => {
    expect(await listNames(agency.agent, 'type=collaboration_entrante')).toEqual([
      'Soldes d’hiver',
      'Été Radieux',
    ]);
    expect(await listNames(agency.agent, 'q=ETE')).toEqual(['Été Radieux']);
    expect(await listNames(agency.agent, 'q=noel')).toEqual(['Noël en famille']);
    expect(await listNames(agency.agent, 'q=lancôme&status=completed')).toEqual(['Soldes d’hiver']);
    expect(await listNames(agency.agent, 'q=NIK&type=casting_externe')).toEqual(['Printemps']);
    // One or two characters match anywhere in the name or the brand too (issue 27).
    expect(await listNames(agency.agent, 'q=ke')).toEqual([
      'Printemps',
      'Noël en famille',
      'Rentrée sportive',
    ]);
    expect(await listNames(agency.agent, 'q=AD')).toEqual(['Été Radieux']);
    expect(await listNames(agency.agent, 'q=x&type=collaboration_entrante')).toEqual([
      'Été Radieux',
    ]);
    expect(await listNames(agency.agent, 'q=wz')).toEqual([]);
    expect(await listNames(agency.agent, 'q=%25')).toEqual([]);
    expect(await listNames(b.agent, 'q=printemps')).toEqual([]);
  });

  it('pages with a cursor, without repeats or gaps, even within one day', async () => {
    const paged = await createAgency();
    for (let index = 0; index < 7; index += 1) {
      await create(paged, { name: `Campagne ${index}`, contactDate: '2026-05-01' });
    }
    for (const sort of ['newest', 'oldest']) {
      const names: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await paged.agent.get(`/api/collaborations?${query}`)).json;
        expect(page.items.length).toBeLessThanOrEqual(3);
        names.push(...page.items.map((item: { name: string }) => item.name));
        cursor = page.nextCursor;
      } while (cursor);
      const expected = Array.from({ length: 7 }, (_, i) => `Campagne ${i}`);
      expect(names).toEqual(sort === 'newest' ? expected.reverse() : expected);
    }
    const forged = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const cursor of [
      'abc',
      forged(['2026-02-30', '2026-01-01 10:00:00+00', id]),
      forged(['2026-01-01', '2026-01-01 24:00:00.5+00', id]),
      forged(['2026-01-01', '2026-01-01 10:00:00+00', 'x']),
      // Once 500s: an offset PostgreSQL cannot read, a year it has not.
      forged(['2026-01-01', '2026-01-01 10:00:00+99', id]),
      forged(['0000-01-01', '2026-01-01 10:00:00+00', id]),
      forged(['2026-01-01', '0000-01-01 10:00:00+00', id]),
      'a%00b',
      'x'.repeat(1001),
    ]) {
      for (const query of [`cursor=${cursor}`, `cursor=${cursor}&cursor=${cursor}`]) {
        const bad = await paged.agent.get(`/api/collaborations?${query}`);
        expect(bad.status, cursor).toBe(400);
        expect(bad.json.error.code).toBe('invalid_cursor');
        expect(bad.json.error.fields.cursor).toBe(fr.fields.invalid(c.cursor));
      }
    }
    const fine = forged(['2026-01-01', '2026-01-01 10:00:00.123456+01:30', id]);
    expect((await paged.agent.get(`/api/collaborations?cursor=${fine}`)).status).toBe(200);
    expect((await paged.agent.get('/api/collaborations?status=done')).status).toBe(422);
  });
});

describe('delete', () => {
  it('removes the collaboration with its influencers and deliverables', async () => {
    const { id } = await create(a, {
      influencers: [{ influencerId: a.tom, deliverables: [deliverable(1), deliverable(2)] }],
    });
    expect(await countChildren(id)).toEqual({ lines: 1, deliverables: 2 });
    const deleted = await a.agent.delete(`/api/collaborations/${id}`);
    expect(deleted.json).toEqual({ id });
    expect(await countChildren(id)).toEqual({ lines: 0, deliverables: 0 });
    expect((await a.agent.get(`/api/collaborations/${id}`)).status).toBe(404);
    expect((await a.agent.delete(`/api/collaborations/${id}`)).status).toBe(404);
  });
});
