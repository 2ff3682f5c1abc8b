import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequest, stubFetch } from '#client/lib/fetch-testing';
import { ApiError } from '#client/lib/api';
import { collaborationKeys } from '#client/features/collaborations/api';
import {
  contractFileUrls,
  contractsKeys,
  contractsRequests,
  contractTemplateFileUrl,
} from '#client/features/collaborations/contracts/api';

afterEach(() => vi.unstubAllGlobals());

describe('contracts API calls', () => {
  it('reads a deal’s contracts under its detail (a signature through the link reads them again)', async () => {
    const fetch = stubFetch(200, { lines: [], template: { isDefault: true } });
    await contractsRequests.get('c1');
    expect(sentRequest(fetch)).toMatchObject({
      url: '/api/collaborations/c1/contracts',
      method: 'GET',
    });
    expect(contractsKeys.ofDeal('c1').slice(0, 3)).toEqual(collaborationKeys.detail('c1'));
  });

  it('generates, countersigns and takes a signed file by the line', async () => {
    let fetch = stubFetch(201, { id: 'k1' });
    await contractsRequests.generate('c1', 'l1');
    expect(sentRequest(fetch)).toMatchObject({
      url: '/api/collaborations/c1/contracts/l1',
      method: 'POST',
    });
    fetch = stubFetch(200, { id: 'k1' });
    await contractsRequests.countersign('c1', 'l1');
    expect(sentRequest(fetch)).toMatchObject({
      url: '/api/collaborations/c1/contracts/l1/countersign',
      method: 'POST',
    });
    fetch = stubFetch(200, { id: 'k1' });
    await contractsRequests.uploadSigned('c1', 'l1', 'u1');
    expect(sentRequest(fetch)).toEqual({
      url: '/api/collaborations/c1/contracts/l1/signed-upload',
      method: 'POST',
      body: JSON.stringify({ uploadId: 'u1' }),
    });
  });

  it('puts a template by its upload, and hears its refusal naming the tag', async () => {
    const message = 'Le modèle contient une balise inconnue : {brandLegalNam}';
    const fetch = stubFetch(422, {
      error: { code: 'validation', message, fields: { uploadId: message } },
    });
    const refused = contractsRequests.putTemplate('u1');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 422, message });
    expect(sentRequest(fetch)).toEqual({
      url: '/api/contract-template',
      method: 'PUT',
      body: JSON.stringify({ uploadId: 'u1' }),
    });
  });

  it('downloads the files by their addresses', () => {
    expect(contractFileUrls('c1', 'l1')).toEqual({
      document: '/api/collaborations/c1/contracts/l1/document',
      certificate: '/api/collaborations/c1/contracts/l1/certificate?download=1',
      signedUpload: '/api/collaborations/c1/contracts/l1/signed-upload?download=1',
    });
    expect(contractTemplateFileUrl).toBe('/api/contract-template/file');
  });
});
