import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { notFound } from '#server/lib/app-error';
import type { AppEnv } from '#server/lib/context';
import { idParam, isUuid, queryParams } from '#server/lib/validate';
import { getAgencyDetail } from '#server/features/superadmin/agency-detail';
import {
  listAgencyClients,
  listAgencyCollaborations,
  listAgencyInfluencers,
  listAgencyUsers,
} from '#server/features/superadmin/agency-lists';
import {
  getClientRecord,
  getCollaborationRecord,
  getInfluencerRecord,
} from '#server/features/superadmin/agency-records';
import { listPlatformItems } from '#server/features/superadmin/platform-items';
import {
  getPlatformOverview,
  listAgencyTable,
} from '#server/features/superadmin/platform-overview';
import { readAsSuperAdmin, superAdminOnly } from '#server/features/superadmin/superadmin-gate';
import {
  agencyTableQuerySchema,
  PLATFORM_ITEM_KINDS,
  platformListQuerySchema,
  type PlatformItemKind,
} from '#shared/schemas/superadmin';
import { fr } from '#shared/i18n/fr';

const isItemKind = (value: unknown): value is PlatformItemKind =>
  PLATFORM_ITEM_KINDS.some((kind) => kind === value);

/** A tile's list: any other kind names no list (404). */
const kindParam = () =>
  validator('param', (params: Record<string, string>) => {
    const { kind } = params;
    if (!isItemKind(kind)) throw notFound(fr.errors.notFound);
    return { kind };
  });

/** A record of an agency; anything but two UUIDs names no row (404). */
const recordParams = () =>
  validator('param', (params: Record<string, string>) => {
    const { id, recordId } = params;
    if (!isUuid(id) || !isUuid(recordId)) throw notFound();
    return { id, recordId };
  });

/**
 * The platform owner's read-only view across agencies (issue 17). GET only: no route here
 * writes business data (the access log is written by the reads it records). The gate comes
 * first, so anyone else gets the 404 of an address that does not exist, whatever they send.
 */
export const superAdminRoutes = new Hono<AppEnv>()
  .use(superAdminOnly())
  .get('/overview', async (c) => c.json(await readAsSuperAdmin(c, getPlatformOverview)))
  .get('/agencies', queryParams(agencyTableQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json(await readAsSuperAdmin(c, (ctx) => listAgencyTable(ctx, query)));
  })
  .get('/items/:kind', kindParam(), queryParams(platformListQuerySchema), async (c) => {
    const { kind } = c.req.valid('param');
    const query = c.req.valid('query');
    return c.json(await readAsSuperAdmin(c, (ctx) => listPlatformItems(ctx, kind, query)));
  })
  .get('/agencies/:id', idParam(), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await readAsSuperAdmin(c, (ctx) => getAgencyDetail(ctx, id)));
  })
  .get('/agencies/:id/users', idParam(), queryParams(platformListQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    return c.json(await readAsSuperAdmin(c, (ctx) => listAgencyUsers(ctx, id, query)));
  })
  .get('/agencies/:id/clients', idParam(), queryParams(platformListQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    return c.json(await readAsSuperAdmin(c, (ctx) => listAgencyClients(ctx, id, query)));
  })
  .get('/agencies/:id/influencers', idParam(), queryParams(platformListQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    return c.json(await readAsSuperAdmin(c, (ctx) => listAgencyInfluencers(ctx, id, query)));
  })
  .get(
    '/agencies/:id/collaborations',
    idParam(),
    queryParams(platformListQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      return c.json(await readAsSuperAdmin(c, (ctx) => listAgencyCollaborations(ctx, id, query)));
    },
  )
  .get('/agencies/:id/clients/:recordId', recordParams(), async (c) => {
    const { id, recordId } = c.req.valid('param');
    return c.json(await readAsSuperAdmin(c, (ctx) => getClientRecord(ctx, id, recordId)));
  })
  .get('/agencies/:id/influencers/:recordId', recordParams(), async (c) => {
    const { id, recordId } = c.req.valid('param');
    return c.json(await readAsSuperAdmin(c, (ctx) => getInfluencerRecord(ctx, id, recordId)));
  })
  .get('/agencies/:id/collaborations/:recordId', recordParams(), async (c) => {
    const { id, recordId } = c.req.valid('param');
    return c.json(await readAsSuperAdmin(c, (ctx) => getCollaborationRecord(ctx, id, recordId)));
  });
