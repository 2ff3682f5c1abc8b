import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { runImport } from '#server/features/imports/import-runner';
import {
  importFile,
  newAgency,
  reportOf,
  t,
  upload,
  utf8,
  waitForJob,
} from '#server/features/imports/imports-testing';
import { importsScreen } from '#shared/i18n/fr-imports';

// Issue 27: PostgreSQL keeps neither NUL nor a lone UTF-16 surrogate. A file holding one made a
// 500, or an import that stopped half-way with an empty report; it is now refused at upload,
// naming the row and the column, and a job never ends without a report of what it left out.
const t27 = importsScreen.errors;
const HEADER = 'Nom de la marque;Secteur;Notes';

describe('a file with a character PostgreSQL cannot keep', () => {
  it('is refused at upload with a 422 naming the row and the column, and no job', async () => {
    const { agent } = await newAgency();
    const cases: [string, Uint8Array, string][] = [
      [
        'a cell',
        utf8([HEADER, 'Maison Lumière;Mode;', 'Café Olé;Alimentation;a\u0000b'].join('\n')),
        t27.badCharacter(3, 'Notes'),
      ],
      [
        'a header',
        utf8(['Nom;Sec\u0000teur', 'Lumière;Mode'].join('\n')),
        t27.badCharacter(1, 'Colonne 2'),
      ],
    ];
    for (const [where, bytes, message] of cases) {
      const response = await upload(agent, 'clients', 'clients.csv', bytes);
      expect(response.status, where).toBe(422);
      expect(response.json.error.message, where).toBe(message);
    }
    expect((await agent.get('/api/imports/clients/current')).json.job).toBeNull();
  });

  it('is refused when its name holds one', async () => {
    const { agent } = await newAgency();
    for (const name of ['cli\u0000ents.csv', 'clients\u0000']) {
      const response = await upload(agent, 'clients', name, utf8(`${HEADER}\nLumière;Mode;`));
      expect(response.status, name).toBe(422);
      expect(response.json.error.fields.name).toBe(t27.badFileName);
    }
  });

  it('in a job kept from before, is reported with its row and the other rows are imported', async () => {
    const { agent } = await newAgency();
    const clean = utf8([HEADER, 'Maison Lumière;Mode;', 'Café Olé;Alimentation;Bio'].join('\n'));
    const uploaded = await upload(agent, 'clients', 'clients.csv', clean);
    const { job, mapping } = uploaded.json;
    const stored = utf8(
      [HEADER, 'Maison Lumière;Mode;', 'Café\u0000 Olé;Alimentation;Bio', 'Brûlerie;;'].join('\n'),
    );
    await t.db.execute(
      sql`update import_jobs set file = ${Buffer.from(stored)} where id = ${job.id}`,
    );
    const started = await agent.post(`/api/imports/clients/${job.id}/start`, {
      mapping,
      rule: 'skip',
    });
    expect(started.status).toBe(202);
    const done = await waitForJob(agent, 'clients', job.id);
    expect(done).toMatchObject({ status: 'done', created: 2, failed: 1, processedRows: 3 });
    const lines = (await reportOf(agent, 'clients', job.id)).split('\r\n');
    expect(lines[1]).toMatch(/^3;.*;Café Olé;Alimentation;Bio$/);
  });

  it('a job that stops lists in its report every row it did not import', async () => {
    const { agent, user, agencyId } = await newAgency();
    const { job, mapping } = (
      await upload(agent, 'clients', 'clients.csv', utf8(`${HEADER}\nLumière;Mode;\nOlé;Mode;`))
    ).json;
    await t.db.execute(
      sql`update import_jobs set status = 'running', mapping = ${JSON.stringify(mapping)}::jsonb, rule = 'skip' where id = ${job.id}`,
    );
    // Run for someone who is no member of the agency: it stops before its first row.
    const stranger = (await newAgency()).user;
    await runImport(
      { db: t.db },
      { ...stranger, id: stranger.id },
      {
        id: job.id,
        kind: 'clients',
        agencyId,
        mapping,
        rule: 'skip',
        headers: job.headers,
      },
    );
    const stopped = await waitForJob(agent, 'clients', job.id);
    expect(stopped).toMatchObject({ status: 'failed', message: t27.stopped, created: 0 });
    // Every row it did not reach, as the file holds it.
    const lines = (await reportOf(agent, 'clients', job.id)).split('\r\n');
    expect(lines.slice(1, 3)).toEqual([
      `2;${t27.notImported};Lumière;Mode;`,
      `3;${t27.notImported};Olé;Mode;`,
    ]);
    expect(user.agencyId).toBe(agencyId);
    await importFile(agent, 'clients', 'encore.csv', utf8(`${HEADER}\nNeuve;Mode;`));
  });
});
