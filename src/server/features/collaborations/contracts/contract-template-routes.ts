import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { fileHeaders } from '#server/lib/storage/file-headers';
import { jsonBody } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { DOCX_TYPE } from '#server/features/collaborations/contracts/contract-docx';
import {
  deleteContractTemplate,
  getContractTemplate,
  getTemplateFile,
  putContractTemplate,
} from '#server/features/collaborations/contracts/contract-template';
import { contractUploadSchema } from '#shared/schemas/contracts';

// Issue 31, decision 0062: /api/contract-template, the agency's contract template, behind the
// Collaborations section (whoever generates contracts chooses what they say).
export const contractTemplateRoutes = new Hono<AppEnv>()
  .use(agencyArea('collaborations'))
  .get('/', async (c) => c.json(await getContractTemplate(c.var.ctx)))
  /** The template in use, to download and edit in Word. */
  .get('/file', async (c) => {
    const file = await getTemplateFile(c.var.ctx, c.var.deps.storage);
    return c.body(new Uint8Array(file.bytes), 200, {
      ...fileHeaders({ name: file.name, type: DOCX_TYPE }, true),
      'Content-Length': String(file.bytes.length),
    });
  })
  .put('/', jsonBody(contractUploadSchema), async (c) => {
    const { uploadId } = c.req.valid('json');
    return c.json(await putContractTemplate(c.var.ctx, c.var.deps.storage, uploadId));
  })
  .delete('/', async (c) => c.json(await deleteContractTemplate(c.var.ctx, c.var.deps.storage)));
