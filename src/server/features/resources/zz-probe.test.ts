import { describe, it, afterAll } from 'vitest';
import { Upload } from '@tus/server';
import { startS3Emulator } from '#server/testing/s3-emulator';
import { setUpResourcesApp, t } from '#server/features/resources/resources-testing';

const s3 = await startS3Emulator();
afterAll(() => s3.stop());
setUpResourcesApp(() => s3.config);

describe('probe', () => {
  it('s3 create', async () => {
    try {
      await t.storage.datastore.create(new Upload({ id: '0f8fad5b-d9cb-469f-a165-70867728950e/0f8fad5b-d9cb-469f-a165-70867728950e', size: 10, offset: 0, metadata: {} }));
    } catch (e) { console.log('ERR', e); }
  });
});
