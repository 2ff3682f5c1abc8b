import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAgent, createTestApp, signUpUser } from '#server/testing/harness';
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
    expect(after).toMatchObject({ brandName: 'Autre Nom', notes: 'Par email' });
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

describe('who may import', () => {
  it('needs the Clients permission, and a job is its user’s only', async () => {
    const { agent: owner } = await newAgency();
    const code = (await owner.get('/api/account')).json.agency.joinCode as string;
    const colleague = createAgent(t.app);
    const account = await signUpUser(colleague, { agency: { code } });
    const file = utf8('Marque\nAtelier');
    const { job } = (await upload(owner, 'clients', 'a.csv', file)).json;

    // Another member of the agency does not see the owner's job.
    expect((await colleague.get(`/api/imports/clients/${job.id}`)).status).toBe(404);
    // Another agency neither.
    const { agent: stranger } = await newAgency();
    expect((await stranger.get(`/api/imports/clients/${job.id}`)).status).toBe(404);
    expect(
      (await stranger.post(`/api/imports/clients/${job.id}/preview`, { mapping: ['brandName'] }))
        .status,
    ).toBe(404);

    const closed = await owner.put(`/api/account/team/${account.user.id}/permissions`, {
      key: 'clients',
      value: false,
    });
    expect(closed.status).toBe(200);
    expect((await upload(colleague, 'clients', 'a.csv', file)).status).toBe(403);
    expect((await colleague.get('/api/imports/clients/current')).status).toBe(403);
    // Influenceurs is still open to them.
    expect((await colleague.get('/api/imports/influencers/current')).status).toBe(200);
  });

  it('stops a running job when its user loses the Clients permission', async () => {
    const { agent: owner } = await newAgency();
    const code = (await owner.get('/api/account')).json.agency.joinCode as string;
    const colleague = createAgent(t.app);
    const account = await signUpUser(colleague, { agency: { code } });
    const uploaded = await upload(colleague, 'clients', 'a.csv', utf8('Marque\nAtelier\nStudio'));
    const { job, mapping } = uploaded.json;
    await t.db.execute(
      sql`update import_jobs set status = 'running', mapping = ${JSON.stringify(mapping)}::jsonb, rule = 'skip' where id = ${job.id}`,
    );
    await owner.put(`/api/account/team/${account.user.id}/permissions`, {
      key: 'clients',
      value: false,
    });
    const spec = { id: job.id, kind: 'clients' as const, agencyId: account.user.agencyId, mapping };
    await runImport({ db: t.db }, account.user, { ...spec, rule: 'skip', headers: job.headers });
    await owner.put(`/api/account/team/${account.user.id}/permissions`, {
      key: 'clients',
      value: true,
    });
    expect((await colleague.get(`/api/imports/clients/${job.id}`)).json).toMatchObject({
      status: 'failed',
      created: 0,
      message: "L'import s'est arrêté : vous n'avez plus accès à cette rubrique.",
    });
    expect((await owner.get('/api/clients')).json.total).toBe(0);
  });

  it('holds to the limits of its settings (MAX_IMPORT_ROWS, MAX_IMPORT_MB)', async () => {
    const small = await createTestApp({ maxImportRows: 2, maxImportBytes: 1024 * 1024 });
    try {
      const agent = createAgent(small.app);
      await signUpUser(agent);
      // The dialog's hint reads them from the answer it opens on.
      const current = await agent.get('/api/imports/influencers/current');
      expect(current.json).toEqual({ job: null, limits: { maxRows: 2, maxMb: 1 } });
      const send = (body: Uint8Array) =>
        small.app.request('/api/import-files/clients?name=a.csv', {
          method: 'POST',
          headers: { cookie: agent.cookie, 'x-forwarded-for': '203.0.113.1' },
          body: body as Uint8Array<ArrayBuffer>,
        });
      expect((await send(utf8('Marque\nA\nB'))).status).toBe(201);
      const tooMany = await send(utf8('Marque\nA\nB\nC'));
      expect(tooMany.status).toBe(422);
      expect((await tooMany.json()).error.message).toBe('Le fichier dépasse 2 lignes.');
      const tooLarge = await send(new Uint8Array(1024 * 1024 + 1).fill(65));
      expect(tooLarge.status).toBe(413);
      expect((await tooLarge.json()).error.message).toBe('Le fichier dépasse 1 Mo.');
    } finally {
      await small.close();
    }
  });

  it('refuses a file too large, announced too large, or of another kind, in French', async () => {
    const { agent } = await newAgency();
    // The defaults, as the dialog shows them.
    expect((await agent.get('/api/imports/clients/current')).json.limits).toEqual({
      maxRows: 50_000,
      maxMb: 20,
    });
    const threeRows = utf8(['Marque', ...Array.from({ length: 3 }, (_, i) => `M${i}`)].join('\n'));
    const big = await t.app.request('/api/import-files/clients?name=a.csv', {
      method: 'POST',
      headers: {
        cookie: agent.cookie,
        'x-forwarded-for': '203.0.113.1',
        'content-length': String(30 * 1024 * 1024),
      },
      body: threeRows,
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error.message).toBe('Le fichier dépasse 20 Mo.');
    const other = await upload(agent, 'clients', 'a.xls', threeRows);
    expect(other).toMatchObject({ status: 422 });
    expect(other.json.error.message).toBe('Choisissez un fichier CSV ou Excel (.xlsx).');
    const empty = await upload(agent, 'clients', 'a.csv', utf8(''));
    expect(empty.status).toBe(422);
    const mapping = await upload(agent, 'clients', 'a.csv', threeRows);
    const badMapping = await agent.post(`/api/imports/clients/${mapping.json.job.id}/preview`, {
      mapping: [null],
    });
    expect(badMapping.status).toBe(422);
    expect(badMapping.json.error.message).toBe(
      'Associez une colonne au champ « Nom de la marque ».',
    );
  });
});
