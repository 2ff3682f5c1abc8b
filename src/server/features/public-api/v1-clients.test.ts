import { describe, expect, it } from 'vitest';
import { clients } from '#server/db/schema/address-book';
import { callV1, newCaller, t } from '#server/features/public-api/public-api-testing';
import { apiErrorSchema } from '#shared/schemas/public-api/errors';
import { fr } from '#shared/i18n/fr';

// /api/v1/clients: every answer is checked against its documented schema (callV1).

const lots = (agencyId: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const brandName = `Lot ${String(i).padStart(4, '0')}`;
    return {
      agencyId,
      brandName,
      sortName: brandName.toLowerCase(),
      searchText: brandName.toLowerCase(),
    };
  });

describe('/api/v1/clients', () => {
  it('creates, reads, lists, updates and deletes a client as the screen does', async () => {
    const caller = await newCaller();
    const created = await callV1(caller, 'POST', '/clients', {
      brandName: ' Maison Lumière ',
      sectorMain: 'fashion',
      contacts: [{ name: 'Jeanne Roux', email: 'Jeanne@Exemple.fr', phone: '06 12 34 56 78' }],
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ brandName: 'Maison Lumière', version: 1 });
    expect(created.json.contacts[0]).toMatchObject({
      email: 'jeanne@exemple.fr',
      phone: '+33612345678',
    });
    const id = created.json.id as string;

    const read = await callV1(caller, 'GET', `/clients/${id}`);
    expect(read.json).toEqual(created.json);
    const list = await callV1(caller, 'GET', '/clients?q=lumi');
    expect(list.json).toMatchObject({ total: 1, nextCursor: null });
    expect(list.json.items[0]).toMatchObject({ id, contactCount: 1 });

    const updated = await callV1(caller, 'PUT', `/clients/${id}`, {
      brandName: 'Maison Lumière Paris',
      version: 1,
    });
    expect(updated.json).toMatchObject({
      brandName: 'Maison Lumière Paris',
      version: 2,
      contacts: [],
    });
    const stale = await callV1(caller, 'PUT', `/clients/${id}`, { brandName: 'Autre', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('conflict');
    expect(stale.json.error.message).toMatch(/^Ce client a été modifié par /);

    const deleted = await callV1(caller, 'DELETE', `/clients/${id}`);
    expect(deleted.json).toEqual({ id, keptCollaborations: 0 });
    expect((await callV1(caller, 'GET', `/clients/${id}`)).status).toBe(404);
    expect((await callV1(caller, 'DELETE', `/clients/${id}`)).status).toBe(404);
  });

  it('pages through every client with the cursor, 15 at a time', async () => {
    const caller = await newCaller();
    const { agencyId } = caller;
    await t.db.insert(clients).values(lots(agencyId, 32));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const page = await callV1(caller, 'GET', `/clients${query}`);
      expect(page.json.total).toBe(32);
      seen.push(...page.json.items.map((item: { brandName: string }) => item.brandName));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toEqual(lots(agencyId, 32).map((row) => row.brandName));
  });

  it('answers the screens’ French errors: 422 naming the field, 400, 404', async () => {
    const caller = await newCaller();
    const invalid = await callV1(caller, 'POST', '/clients', {
      brandName: '',
      contacts: [{ name: 'Paul', email: 'pas-un-email' }],
    });
    expect(invalid.status).toBe(422);
    expect(invalid.json.error).toMatchObject({
      code: 'validation',
      message: fr.fields.required(fr.clients.brandName),
      fields: {
        brandName: fr.fields.required(fr.clients.brandName),
        'contacts.0.email': fr.fields.invalidEmail(fr.clients.contactEmail),
      },
    });
    const noVersion = await callV1(caller, 'PUT', `/clients/${crypto.randomUUID()}`, {
      brandName: 'Sans version',
    });
    expect(noVersion.status).toBe(422);
    expect(noVersion.json.error.fields).toHaveProperty('version');
    const badCursor = await callV1(caller, 'GET', '/clients?cursor=bm9u');
    expect(badCursor.status).toBe(400);
    expect(badCursor.json.error.code).toBe('invalid_cursor');
    expect((await callV1(caller, 'GET', '/clients/pas-un-id')).status).toBe(404);
    const malformed = await t.app.request('/api/v1/clients', {
      method: 'POST',
      headers: {
        ...caller.headers,
        cookie: caller.agent.cookie,
        'content-type': 'application/json',
      },
      body: '{"brandName": ',
    });
    expect(malformed.status).toBe(400);
    expect(apiErrorSchema.parse(await malformed.json()).error.message).toBe(
      fr.errors.malformedJson,
    );
  });

  it('creates once for one Idempotency-Key', async () => {
    const caller = await newCaller();
    const key = { 'Idempotency-Key': 'devis-signe-42' };
    const first = await callV1(caller, 'POST', '/clients', { brandName: 'Atelier Verde' }, key);
    const again = await callV1(caller, 'POST', '/clients', { brandName: 'Atelier Verde' }, key);
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);
    expect((await callV1(caller, 'GET', '/clients')).json.total).toBe(1);
  });
});
