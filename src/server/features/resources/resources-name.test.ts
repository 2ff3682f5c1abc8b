import { describe, expect, it } from 'vitest';
import {
  createAgency,
  resourceBody,
  setUpResourcesApp,
  uploadFile,
} from '#server/features/resources/resources-testing';
import { fr } from '#shared/i18n/fr';
import { resourcesScreen } from '#shared/i18n/fr-resources';

// Issue 27, item 8: the form names a resource after its file when the name is empty; the
// server does the same, so a caller other than the form gets the same resource.
const required = fr.fields.required(resourcesScreen.fields.name);

describe('a resource sent without a name', () => {
  setUpResourcesApp('disk');

  it('takes the name of its new file, on create and on update', async () => {
    const { agent } = await createAgency();
    const uploadId = await uploadFile(agent, Buffer.from('%PDF-1.4'), 'rapport.final.pdf');
    const created = await agent.post('/api/resources', resourceBody({ name: '  ', uploadId }));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.name).toBe('rapport');
    const other = await uploadFile(agent, Buffer.from('%PDF-1.4'), 'Planning été.pdf');
    const updated = await agent.putCurrent(
      `/api/resources/${created.json.id}`,
      resourceBody({ name: '', uploadId: other }),
    );
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect(updated.json.name).toBe('Planning été');
    const kept = await agent.putCurrent(
      `/api/resources/${created.json.id}`,
      resourceBody({ name: '', keepFile: true }),
    );
    expect(kept.json.name).toBe('Planning été');
    const search = await agent.get('/api/resources?q=planning');
    expect(search.json.items.map((item: { name: string }) => item.name)).toEqual(['Planning été']);
  });

  it('is refused, naming the field, with no file or a file with no name to give', async () => {
    const { agent } = await createAgency();
    const link = await agent.post(
      '/api/resources',
      resourceBody({ name: '', url: 'https://exemple.fr' }),
    );
    expect(link.status).toBe(422);
    expect(link.json.error.fields.name).toBe(required);
    const uploadId = await uploadFile(agent, Buffer.from('x'), '.env');
    const nameless = await agent.post('/api/resources', resourceBody({ name: '', uploadId }));
    expect(nameless.status).toBe(422);
    expect(nameless.json.error.fields.name).toBe(required);
  });
});
