import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { notFound } from '#server/lib/app-error';
import { sendStoredFile } from '#server/lib/storage/file-response';
import { idParam, idParams, jsonBody, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { DOCX_TYPE } from '#server/features/collaborations/contracts/contract-docx';
import { findContract } from '#server/features/collaborations/contracts/contract-files';
import { certificateName } from '#server/features/collaborations/contracts/contract-proof';
import {
  attachSignedUpload,
  countersignContract,
} from '#server/features/collaborations/contracts/contract-signing';
import { getDealContracts } from '#server/features/collaborations/contracts/contract-views';
import { generateContract } from '#server/features/collaborations/contracts/contracts-service';
import { contracts as t } from '#shared/i18n/fr-contracts';
import { contractUploadSchema } from '#shared/schemas/contracts';
import { resourceFileQuerySchema } from '#shared/schemas/resources';

// Issue 31, decision 0062: a deal's contracts, one per creator line, behind the Collaborations
// section in the tenant's transaction; another agency's deal or line is a 404. The files are
// served as resource files are (decision 0028: nosniff, sandbox, attachment unless a PDF or an
// image is previewed).

const lineParams = idParams('id', 'lineId');

export const contractsRoutes = new Hono<AppEnv>()
  .use('/:id/contracts', agencyArea('collaborations'))
  .use('/:id/contracts/*', agencyArea('collaborations'))
  .get('/:id/contracts', idParam(), async (c) => {
    return c.json(await getDealContracts(c.var.ctx, c.req.valid('param').id));
  })
  /** 'Générer le contrat': made again, it replaces the document and clears the signatures. */
  .post('/:id/contracts/:lineId', lineParams, async (c) => {
    const { id, lineId } = c.req.valid('param');
    return c.json(await generateContract(c.var.ctx, c.var.deps.storage, id, lineId), 201);
  })
  .post('/:id/contracts/:lineId/countersign', lineParams, async (c) => {
    const { id, lineId } = c.req.valid('param');
    return c.json(await countersignContract(c.var.ctx, c.var.deps.storage, id, lineId));
  })
  .post(
    '/:id/contracts/:lineId/signed-upload',
    lineParams,
    jsonBody(contractUploadSchema),
    async (c) => {
      const { id, lineId } = c.req.valid('param');
      const { uploadId } = c.req.valid('json');
      const storage = c.var.deps.storage;
      return c.json(await attachSignedUpload(c.var.ctx, storage, id, lineId, uploadId));
    },
  )
  .get('/:id/contracts/:lineId/document', lineParams, async (c) => {
    const { id, lineId } = c.req.valid('param');
    const row = await findContract(c.var.ctx, id, lineId);
    if (!row) throw notFound(t.errors.noContract);
    const file = { key: row.documentKey, name: row.documentName, type: DOCX_TYPE };
    return sendStoredFile(c, { ...file, size: row.documentSize }, true);
  })
  .get(
    '/:id/contracts/:lineId/certificate',
    lineParams,
    queryParams(resourceFileQuerySchema),
    async (c) => {
      const { id, lineId } = c.req.valid('param');
      const row = await findContract(c.var.ctx, id, lineId);
      if (!row?.certificateKey) throw notFound(t.errors.noCertificate);
      const upload = await c.var.deps.storage.getUpload(row.certificateKey);
      if (!upload) throw notFound(t.errors.noCertificate);
      const file = { key: row.certificateKey, name: certificateName(row), type: 'application/pdf' };
      const asAttachment = c.req.valid('query').download === '1';
      return sendStoredFile(c, { ...file, size: upload.size ?? 0 }, asAttachment);
    },
  )
  .get(
    '/:id/contracts/:lineId/signed-upload',
    lineParams,
    queryParams(resourceFileQuerySchema),
    async (c) => {
      const { id, lineId } = c.req.valid('param');
      const row = await findContract(c.var.ctx, id, lineId);
      if (!row?.signedUploadKey) throw notFound(t.errors.noSignedUpload);
      const upload = await c.var.deps.storage.getUpload(row.signedUploadKey);
      if (!upload) throw notFound(t.errors.noSignedUpload);
      const file = {
        key: row.signedUploadKey,
        name: row.signedUploadName ?? 'Contrat signé',
        type: upload.metadata?.filetype ?? 'application/octet-stream',
        size: upload.size ?? 0,
      };
      return sendStoredFile(c, file, c.req.valid('query').download === '1');
    },
  );
