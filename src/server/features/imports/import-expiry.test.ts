import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { deleteOldImports } from '#server/features/imports/import-expiry';
import {
  importFile,
  newAgency,
  reportOf,
  t,
  upload,
  utf8,
} from '#server/features/imports/imports-testing';

type JobRow = { id: string; status: string; hasFile: boolean };

async function readJobs(): Promise<JobRow[]> {
  const result = (await t.db.execute(
    sql`select id, status, file is not null as "hasFile" from import_jobs order by created_at`,
  )) as unknown as { rows: JobRow[] };
  return result.rows;
}

const countOf = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

/** Moves a job's moments back by `days` (its end, its last change, its creation). */
const age = (id: string, days: number, columns = ['finished_at', 'updated_at', 'created_at']) =>
  t.db.execute(
    sql.raw(
      `update import_jobs set ${columns
        .map((column) => `${column} = ${column} - interval '${days} days'`)
        .join(', ')} where id = '${id}'`,
    ),
  );

/** A job as a server that is running it leaves it: started long ago, its last batch just now. */
async function markRunning(id: string, lastBatchDaysAgo: number) {
  await t.db.execute(sql`
    update import_jobs set status = 'running', mapping = '["brandName"]'::jsonb, rule = 'skip',
      created_at = now() - interval '30 days',
      updated_at = now() - make_interval(days => ${lastBatchDaysAgo})
    where id = ${id}`);
}

const FILE = utf8(
  'Nom de la marque;Nom du contact;E-mail\nAtelier Nord;Léa;lea@nord.fr\nMaison Sud;Zoé;pas-un-email',
);

describe('old import jobs', () => {
  it('are deleted with their report a week after their end, in every agency; running and recent ones stay', async () => {
    const first = await newAgency();
    const second = await newAgency();

    // Ended jobs hold no file any more: the report is built from the error rows alone.
    const old = (await importFile(first.agent, 'clients', 'a.csv', FILE)).job;
    expect(old).toMatchObject({ status: 'done', created: 1, failed: 1 });
    const recent = (await importFile(second.agent, 'clients', 'b.csv', FILE)).job;
    expect((await readJobs()).map((job) => job.hasFile)).toEqual([false, false]);
    expect(await reportOf(first.agent, 'clients', old.id)).toContain('Maison Sud');

    // An ended job of the second agency, old; and 6 days after its end, one of the first.
    const oldOther = (await importFile(second.agent, 'clients', 'c.csv', FILE)).job;
    const sixDays = (await importFile(first.agent, 'clients', 'd.csv', FILE)).job;
    await age(old.id, 8);
    await age(oldOther.id, 8);
    await age(sixDays.id, 6);

    // Uploaded and never started: dropped after a week, kept before.
    const abandoned = (await upload(first.agent, 'clients', 'e.csv', FILE)).json.job;
    const fresh = (await upload(second.agent, 'clients', 'f.csv', FILE)).json.job;
    await age(abandoned.id, 8, ['updated_at', 'created_at']);
    // Running for a month, its last batch a minute ago: it stays, whatever its age.
    const other = await newAgency();
    const running = (await upload(other.agent, 'clients', 'g.csv', FILE)).json.job;
    await markRunning(running.id, 0);
    // 'Running' with no batch for 8 days: it died with its server (shown as interrupted).
    const dead = (await upload(other.agent, 'clients', 'h.csv', FILE)).json.job;
    await markRunning(dead.id, 8);

    const errorsOfOld = sql`select count(*)::int as n from import_errors where job_id = ${old.id}`;
    expect(await countOf(errorsOfOld)).toBe(1);
    const clientsBefore = await countOf(sql`select count(*)::int as n from clients`);

    expect(await deleteOldImports(t.db)).toBe(4);
    const kept = await readJobs();
    expect(kept.map((job) => job.id).sort()).toEqual(
      [recent.id, sixDays.id, fresh.id, running.id].sort(),
    );
    // The running job keeps the file it is reading; the error rows of a deleted job go with it.
    expect(kept.find((job) => job.id === running.id)).toMatchObject({ hasFile: true });
    expect(await countOf(errorsOfOld)).toBe(0);
    // What the imports wrote is the agencies' data: it stays.
    expect(await countOf(sql`select count(*)::int as n from clients`)).toBe(clientsBefore);
    expect((await first.agent.get(`/api/imports/clients/${old.id}`)).status).toBe(404);
    expect((await second.agent.get(`/api/imports/clients/${recent.id}`)).json).toMatchObject({
      status: 'done',
      created: 1,
    });
    expect(await reportOf(second.agent, 'clients', recent.id)).toContain('Maison Sud');
    // A second sweep finds nothing more.
    expect(await deleteOldImports(t.db)).toBe(0);
  });
});
