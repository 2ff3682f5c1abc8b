import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { createAgent } from '#server/testing/harness';
import { runImport } from '#server/features/imports/import-runner';
import {
  FAILING_CONTACT,
  importFile,
  newAgency,
  reportOf,
  t,
  upload,
  utf8,
  waitForJob,
  windows1252,
} from '#server/features/imports/imports-testing';

const HEADER = 'Nom de la marque;Secteur;Notes;Nom du contact;E-mail;Téléphone';

const listBrands = async (agent: ReturnType<typeof createAgent>) =>
  (await agent.get('/api/clients')).json.items.map((item: { brandName: string }) => item.brandName);

describe('importing clients from a CSV file', () => {
  it('reads a Windows-1252 file with semicolons, previews the bad cells and imports the rest', async () => {
    const { agent } = await newAgency();
    const csv = [
      HEADER,
      'Maison Lumière;Mode;Salon en mars;Jeanne Roux;jeanne@lumiere.fr;06 12 34 56 78',
      'Café Olé;Alimentation;;Paul Martin;pas-un-email;',
      'Brûlerie Noël;;;Zoé Petit;zoe@brulerie.fr;',
    ].join('\r\n');
    const uploaded = await upload(agent, 'clients', 'clients.csv', windows1252(csv));
    expect(uploaded.status).toBe(201);
    expect(uploaded.json.job).toMatchObject({ totalRows: 3, status: 'ready' });
    expect(uploaded.json.job.headers).toEqual(HEADER.split(';'));
    expect(uploaded.json.mapping).toEqual([
      'brandName',
      'sectorMain',
      'notes',
      'contacts.0.name',
      'contacts.0.email',
      'contacts.0.phone',
    ]);
    const { id } = uploaded.json.job;
    const { mapping } = uploaded.json;

    const preview = await agent.post(`/api/imports/clients/${id}/preview`, { mapping });
    expect(preview.status).toBe(200);
    expect(preview.json.rows).toHaveLength(3);
    expect(preview.json.rows[0]).toMatchObject({ line: 2, cellErrors: {} });
    expect(preview.json.rows[0].cells[0]).toBe('Maison Lumière');
    expect(preview.json.rows[1].cellErrors[4]).toMatch(/Email du contact/);

    const summary = await agent.post(`/api/imports/clients/${id}/summary`, {
      mapping,
      rule: 'skip',
    });
    expect(summary.json).toMatchObject({ create: 2, update: 0, skip: 0, error: 1 });
    expect(await listBrands(agent)).toEqual([]);

    const started = await agent.post(`/api/imports/clients/${id}/start`, { mapping, rule: 'skip' });
    expect(started.status).toBe(202);
    const job = await waitForJob(agent, 'clients', id);
    expect(job).toMatchObject({ status: 'done', created: 2, failed: 1, processedRows: 3 });
    expect(await listBrands(agent)).toEqual(['Brûlerie Noël', 'Maison Lumière']);

    // The form's search text: the contact's phone digits find the client.
    const found = (await agent.get('/api/clients?q=0612345678')).json.items;
    expect(found.map((item: { brandName: string }) => item.brandName)).toEqual(['Maison Lumière']);

    const report = await reportOf(agent, 'clients', id);
    expect(report.charCodeAt(0)).toBe(0xfeff);
    expect(report).toContain('Ligne;Erreur;Nom de la marque');
    expect(report).toContain('3;E-mail : ');
    expect(report).toContain('Café Olé');

    // Closing the dialog leaves the job; coming back finds it until it is dismissed.
    expect((await agent.get('/api/imports/clients/current')).json.job).toMatchObject({ id });
    await agent.post(`/api/imports/clients/${id}/dismiss`);
    expect((await agent.get('/api/imports/clients/current')).json.job).toBeNull();
  });

  it('guesses English headers, reads UTF-8 with a BOM and commas, and repeated rows add contacts', async () => {
    const { agent } = await newAgency();
    const csv =
      '\ufeffBrand,Sector,Contact name,Email,Phone\n' +
      'Atelier Verde,Mode,Léa Blanc,lea@verde.fr,\n' +
      ',,Hugo Noir,hugo@verde.fr,\n' +
      'Atelier Verde,,Ines Vert,ines@verde.fr,\n';
    const { job, mapping } = await importFile(agent, 'clients', 'brands.csv', utf8(csv));
    expect(mapping).toEqual([
      'brandName',
      'sectorMain',
      'contacts.0.name',
      'contacts.0.email',
      'contacts.0.phone',
    ]);
    expect(job).toMatchObject({ status: 'done', created: 1, failed: 0, processedRows: 3 });
    const [client] = (await agent.get('/api/clients')).json.items;
    const detail = (await agent.get(`/api/clients/${client.id}`)).json;
    expect(detail.sectorMain).toBe('fashion');
    expect(detail.contacts.map((c: { name: string }) => c.name)).toEqual([
      'Léa Blanc',
      'Hugo Noir',
      'Ines Vert',
    ]);
  });
});

describe('rows matching an existing client', () => {
  const existing = async () => {
    const { agent, user, agencyId } = await newAgency();
    const created = await agent.post('/api/clients', {
      brandName: 'Maison Lumière',
      notes: 'Avant',
      contacts: [{ name: 'Jeanne Roux', email: 'jeanne@lumiere.fr' }],
      // Issue 31: no column of the file carries it; an update keeps it.
      legalName: 'Maison Lumière SAS',
      taxCountry: 'FR',
    });
    expect(created.status).toBe(201);
    return { agent, user, agencyId, id: created.json.id as string };
  };
  // Matched by brand name whatever the case and accents, or by a contact's email.
  const file = utf8(
    [
      'Nom de la marque;Notes;Nom du contact;Email',
      'MAISON LUMIERE;Après;Jeanne Roux;autre@lumiere.fr',
      'Autre Nom;Par email;Jeanne R.;JEANNE@lumiere.fr',
      'Nouvelle Marque;;Paul;paul@nouvelle.fr',
    ].join('\n'),
  );

  it('skip leaves the existing client as it was', async () => {
    const { agent, id } = await existing();
    const before = (await agent.get(`/api/clients/${id}`)).json;
    const { summary, job } = await importFile(agent, 'clients', 'a.csv', file, 'skip');
    expect(summary).toMatchObject({ create: 1, update: 0, skip: 2, error: 0 });
    expect(job).toMatchObject({ created: 1, updated: 0, skipped: 2 });
    expect((await agent.get(`/api/clients/${id}`)).json).toEqual(before);
  });

  it('update rewrites the matched client through the form’s path', async () => {
    const { agent, id } = await existing();
    const { summary, job } = await importFile(agent, 'clients', 'a.csv', file, 'update');
    expect(summary).toMatchObject({ create: 1, update: 2, skip: 0 });
    expect(job).toMatchObject({ created: 1, updated: 2 });
    const after = (await agent.get(`/api/clients/${id}`)).json;
    expect(after).toMatchObject({
      brandName: 'Autre Nom',
      notes: 'Par email',
      legalName: 'Maison Lumière SAS',
      taxCountry: 'FR',
    });
    expect((await agent.get('/api/clients')).json.total).toBe(2);
  });

  it('create anyway adds every row', async () => {
    const { agent } = await existing();
    const { job } = await importFile(agent, 'clients', 'a.csv', file, 'create');
    expect(job).toMatchObject({ created: 3, updated: 0, skipped: 0 });
    expect((await agent.get('/api/clients')).json.total).toBe(4);
  });

  it('never matches another agency’s client', async () => {
    await existing();
    const { agent } = await newAgency();
    const { summary, job } = await importFile(agent, 'clients', 'a.csv', file, 'skip');
    expect(summary).toMatchObject({ create: 3, skip: 0 });
    expect(job).toMatchObject({ created: 3, skipped: 0 });
  });
});

describe('batches', () => {
  it('a failed batch leaves the earlier ones in place, and its bad row is reported', async () => {
    const { agent, user, agencyId } = await newAgency();
    const rows = ['Nom de la marque;Nom du contact;Email'];
    for (let i = 1; i <= 7; i += 1) {
      const name = i === 4 ? FAILING_CONTACT : `Contact ${i}`;
      rows.push(`Marque ${i};${name};contact${i}@exemple.fr`);
    }
    const uploaded = await upload(agent, 'clients', 'lots.csv', utf8(rows.join('\n')));
    const { job, mapping } = uploaded.json;
    // Started by hand with batches of 2: rows 1–2, 3–4 (fails on 4), 5–6, 7.
    await t.db.execute(
      sql`update import_jobs set status = 'running', mapping = ${JSON.stringify(mapping)}::jsonb, rule = 'skip' where id = ${job.id}`,
    );
    await runImport(
      { db: t.db },
      user,
      { id: job.id, kind: 'clients', agencyId, mapping, rule: 'skip', headers: job.headers },
      { batchSize: 2 },
    );
    const done = await waitForJob(agent, 'clients', job.id);
    expect(done).toMatchObject({ status: 'done', created: 6, failed: 1, processedRows: 7 });
    const brands = await listBrands(agent);
    expect(brands).toEqual([
      'Marque 1',
      'Marque 2',
      'Marque 3',
      'Marque 5',
      'Marque 6',
      'Marque 7',
    ]);
    const report = await reportOf(agent, 'clients', job.id);
    expect(report.split('\r\n')[1]).toContain(
      `5;Cette ligne n'a pas pu être enregistrée.;Marque 4`,
    );
  });
});
