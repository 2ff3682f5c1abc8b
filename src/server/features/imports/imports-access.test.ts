import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAgent, createTestApp, signUpUser } from '#server/testing/harness';
import { runImport } from '#server/features/imports/import-runner';
import { newAgency, t, upload, utf8 } from '#server/features/imports/imports-testing';

// Who may import clients, and the limits of an import file (issue 19, decision 0034).

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

    const closed = await owner.putCurrent(`/api/account/team/${account.user.id}/permissions`, {
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
    await owner.putCurrent(`/api/account/team/${account.user.id}/permissions`, {
      key: 'clients',
      value: false,
    });
    const spec = { id: job.id, kind: 'clients' as const, agencyId: account.user.agencyId, mapping };
    await runImport({ db: t.db }, account.user, { ...spec, rule: 'skip', headers: job.headers });
    await owner.putCurrent(`/api/account/team/${account.user.id}/permissions`, {
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
