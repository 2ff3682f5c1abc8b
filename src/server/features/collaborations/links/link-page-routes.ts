import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { sendStoredFile } from '#server/lib/storage/file-response';
import { idParam, jsonBody, queryParams } from '#server/lib/validate';
import { privateLinkArea } from '#server/middleware/private-link';
import {
  addLinkComment,
  addLinkVersion,
  applyLinkAction,
  getLinkFile,
} from '#server/features/collaborations/links/link-contents';
import { getLinkBriefFile, getLinkPage } from '#server/features/collaborations/links/link-page';
import { addLinkReading } from '#server/features/collaborations/links/link-readings';
import { linkUploadsRoutes } from '#server/features/collaborations/links/link-uploads-routes';
import {
  linkCommentSchema,
  linkContentActionSchema,
  linkReadingSchema,
  linkVersionSchema,
} from '#shared/schemas/link-pages';
import { resourceFileQuerySchema } from '#shared/schemas/resources';

// /api/link/* (decisions 0050, 0051): reached with `Authorization: Link <token>` only, never a
// cookie. Each route runs in the link's tenant transaction (privateLinkArea), except the tus
// uploads, which check the link themselves and hold no transaction while bytes arrive.

const deliverableParam = idParam('deliverableId');

const linkAreaRoutes = new Hono<AppEnv>()
  .use(privateLinkArea())
  .get('/me', async (c) => c.json(await getLinkPage(c.var.link)))
  .post(
    '/contents/:deliverableId/versions',
    deliverableParam,
    jsonBody(linkVersionSchema),
    async (c) => {
      const { storage, mailer, config } = c.var.deps;
      const deps = { storage, sending: { mailer, appUrl: config.appUrl } };
      const id = c.req.valid('param').deliverableId;
      return c.json(await addLinkVersion(c.var.link, deps, id, c.req.valid('json')), 201);
    },
  )
  .post(
    '/contents/:deliverableId/comments',
    deliverableParam,
    jsonBody(linkCommentSchema),
    async (c) => {
      const id = c.req.valid('param').deliverableId;
      return c.json(await addLinkComment(c.var.link, id, c.req.valid('json')), 201);
    },
  )
  .post(
    '/contents/:deliverableId/actions',
    deliverableParam,
    jsonBody(linkContentActionSchema),
    async (c) => {
      const { mailer, config } = c.var.deps;
      const sending = { mailer, appUrl: config.appUrl };
      const id = c.req.valid('param').deliverableId;
      return c.json(await applyLinkAction(c.var.link, sending, id, c.req.valid('json')));
    },
  )
  /** The creator's statistics of their published deliverable, with its screenshot (issue 30). */
  .post(
    '/contents/:deliverableId/readings',
    deliverableParam,
    jsonBody(linkReadingSchema),
    async (c) => {
      const id = c.req.valid('param').deliverableId;
      const view = await addLinkReading(c.var.link, c.var.deps.storage, id, c.req.valid('json'));
      return c.json(view, 201);
    },
  )
  /** A draft's file, served as the agency's content files are (decision 0028), with Range. */
  .get('/files/:fileId', idParam('fileId'), queryParams(resourceFileQuerySchema), async (c) => {
    const file = await getLinkFile(c.var.link, c.req.valid('param').fileId);
    return sendStoredFile(c, file, c.req.valid('query').download === '1');
  })
  /** The deal's brief, when it is a file (a creator's link). */
  .get('/brief', queryParams(resourceFileQuerySchema), async (c) => {
    const file = await getLinkBriefFile(c.var.link);
    return sendStoredFile(c, file, c.req.valid('query').download === '1');
  });

export const linkPageRoutes = new Hono<AppEnv>()
  .route('/uploads', linkUploadsRoutes)
  .route('/', linkAreaRoutes);
