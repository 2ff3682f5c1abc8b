import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client';
import { createTestDatabase } from '#server/testing/harness';
import { padDigitRuns } from '#shared/domain/natural-sort';

// The lists sort on natural_sort_key (migration 0013), the short lists sorted in the app on
// padDigitRuns (shared/domain/natural-sort): one rule written twice, held equal here on each
// engine.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const SAMPLES = [
  '',
  'zoe',
  'createur 2',
  'createur 119',
  '4x4 et 2cv',
  '007',
  '0',
  '1234567890',
  '12345678901',
  '000000000000123',
  '12345678901234567890123',
  'lot 00012 bis',
  'ete 2024-06',
  '① ٣ ½',
];

describe('natural_sort_key', () => {
  it('gives the key padDigitRuns gives', async () => {
    const result = await database.db.execute(
      sql`select sample, natural_sort_key(sample) as key
          from unnest(${sql.param(SAMPLES)}::text[]) as sample`,
    );
    const rows = (result as unknown as { rows: { sample: string; key: string }[] }).rows;
    expect(rows.map((row) => [row.sample, row.key])).toEqual(
      SAMPLES.map((sample) => [sample, padDigitRuns(sample)]),
    );
  });

  it('sorts in the same order in the database as in the app', async () => {
    const names = ['createur 12', 'createur 3', 'zoe', 'createur 119', 'createur 2', 'elodie'];
    const result = await database.db.execute(
      sql`select name from unnest(${sql.param(names)}::text[]) as name
          order by natural_sort_key(name) collate "C"`,
    );
    const rows = (result as unknown as { rows: { name: string }[] }).rows;
    expect(rows.map((row) => row.name)).toEqual([
      'createur 2',
      'createur 3',
      'createur 12',
      'createur 119',
      'elodie',
      'zoe',
    ]);
  });
});
