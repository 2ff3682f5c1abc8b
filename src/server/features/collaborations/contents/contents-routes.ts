import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { sendStoredFile } from '#server/lib/storage/file-response';
import { idParam, idParams, jsonBody, queryParams } from '#server/lib/validate';
import { applyContentAction } from '#server/features/collaborations/contents/content-actions';
import { setBrief } from '#server/features/collaborations/contents/content-brief';
import { addContentComment } from '#server/features/collaborations/contents/content-comments';
import { addContentVersion } from '#server/features/collaborations/contents/content-versions';
import {
  getContentFile,
  getContentsOfDeal,
} from '#server/features/collaborations/contents/contents-read';
import {
  countWaitingContents,
  listWaitingContents,
} from '#server/features/collaborations/contents/contents-waiting';
import {
  contentActionSchema,
  contentBriefSchema,
  contentCommentSchema,
  contentVersionSchema,
  waitingContentsQuerySchema,
} from '#shared/schemas/contents';
import { resourceFileQuerySchema } from '#shared/schemas/resources';

// /api/collaborations/:id/contents (issue 29): the agency's side of contents and approval.
// Mounted under collaborationsRoutes, behind its gate (the Collaborations section, the tenant
// transaction); another agency's deal, deliverable or file is a 404.

const deliverableParams = idParams('id', 'deliverableId');

export const contentsRoutes = new Hono<AppEnv>()
  // 'À valider' and its count (before /:id, which these names are not).
  .get('/to-validate', queryParams(waitingContentsQuerySchema), async (c) => {
    return c.json(await listWaitingContents(c.var.ctx, c.req.valid('query')));
  })
  .get('/to-validate/count', async (c) => c.json(await countWaitingContents(c.var.ctx)))
  .get('/:id/contents', idParam(), async (c) => {
    return c.json(await getContentsOfDeal(c.var.ctx, c.req.valid('param').id));
  })
  .put('/:id/contents/brief', idParam(), jsonBody(contentBriefSchema), async (c) => {
    const { resourceId } = c.req.valid('json');
    return c.json(await setBrief(c.var.ctx, c.req.valid('param').id, resourceId));
  })
  .post(
    '/:id/contents/:deliverableId/actions',
    deliverableParams,
    jsonBody(contentActionSchema),
    async (c) => {
      const { id, deliverableId } = c.req.valid('param');
      return c.json(await applyContentAction(c.var.ctx, id, deliverableId, c.req.valid('json')));
    },
  )
  .post(
    '/:id/contents/:deliverableId/comments',
    deliverableParams,
    jsonBody(contentCommentSchema),
    async (c) => {
      const { id, deliverableId } = c.req.valid('param');
      const comment = await addContentComment(c.var.ctx, id, deliverableId, c.req.valid('json'));
      return c.json(comment, 201);
    },
  )
  .post(
    '/:id/contents/:deliverableId/versions',
    deliverableParams,
    jsonBody(contentVersionSchema),
    async (c) => {
      const { id, deliverableId } = c.req.valid('param');
      const ids = { collaborationId: id, deliverableId };
      const view = await addContentVersion(c.var.ctx, c.var.deps.storage, ids, c.req.valid('json'));
      return c.json(view, 201);
    },
  )
  /** The file of a draft, served as resources' files are (decision 0028), with Range. */
  .get(
    '/:id/contents/files/:fileId',
    idParams('id', 'fileId'),
    queryParams(resourceFileQuerySchema),
    async (c) => {
      const { id, fileId } = c.req.valid('param');
      const file = await getContentFile(c.var.ctx, id, fileId);
      return sendStoredFile(c, file, c.req.valid('query').download === '1');
    },
  );
