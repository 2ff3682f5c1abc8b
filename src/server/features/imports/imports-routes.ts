import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { withTenant } from '#server/db/tenant';
import { AppError } from '#server/lib/app-error';
import type { Config } from '#server/lib/config';
import type { AppEnv } from '#server/lib/context';
import { idParam, jsonBody } from '#server/lib/validate';
import { agencyArea, checkAgencySection, requireUser } from '#server/middleware/agency-area';
import { runImport } from '#server/features/imports/import-runner';
import { analyzeFile, checkFileName } from '#server/features/imports/import-file-checks';
import {
  createImport,
  dismissImport,
  getCurrentImport,
  getImport,
  importReport,
  previewImport,
  startImport,
  summarizeImport,
} from '#server/features/imports/imports-service';
import { detectFileType } from '#server/features/imports/read-file';
import { IMPORT_SECTION, type ImportKind } from '#shared/domain/imports';
import { importMappingSchema, importRunSchema } from '#shared/schemas/imports';
import { importsScreen } from '#shared/i18n/fr-imports';

const t = importsScreen;

// MAX_IMPORT_MB as it was given (to one decimal): '20 Mo', '0,5 Mo'.
const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The limits of this server, for the dialog's hint (the upload is refused past them). */
const importLimits = (config: Config) => ({
  maxRows: config.maxImportRows,
  maxMb: megabytes(config.maxImportBytes),
});

// The file is the request's body, bounded by MAX_IMPORT_MB before it is read (by its
// Content-Length, or once that many bytes have arrived).
const limitFile: MiddlewareHandler<AppEnv> = (c, next) =>
  bodyLimit({
    maxSize: c.var.deps.config.maxImportBytes,
    onError: () => {
      throw new AppError(
        'file_too_large',
        413,
        t.errors.tooLarge(megabytes(c.var.deps.config.maxImportBytes)),
      );
    },
  })(c, next);

const OTHER_FORMATS = /\.(xls|ods|numbers|pdf|docx?|pptx?|zip)$/i;

/**
 * POST /api/import-files/{clients|influencers|readings}?name=… : the file to import, as the body.
 * Checked in a transaction of its own (the kind's section: Clients, Influenceurs, or
 * Collaborations for readings), read, then kept with a
 * new job, so that no transaction waits for a slow upload.
 */
export const importFileRoutes = (kind: ImportKind) =>
  new Hono<AppEnv>().post('/', limitFile, async (c) => {
    const agencyId = await checkAgencySection(c, IMPORT_SECTION[kind]);
    const user = requireUser(c.var.user);
    const name = (c.req.query('name') ?? '').trim() || 'import.csv';
    checkFileName(name);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length === 0) throw new AppError('empty_file', 422, t.errors.emptyFile);
    if (OTHER_FORMATS.test(name) || (/\.xlsx$/i.test(name) && detectFileType(bytes) !== 'xlsx')) {
      throw new AppError('unknown_type', 422, t.errors.unknownType);
    }
    const analysis = await analyzeFile(bytes, c.var.deps.config.maxImportRows);
    const result = await withTenant(c.var.deps.db, { agencyId, userId: user.id }, (db) =>
      createImport({ db, user, agencyId }, kind, { name, bytes }, analysis),
    );
    return c.json(result, 201);
  });

/** /api/imports/{clients|influencers|readings}: the job's steps, its progress and its report. */
export const importRoutes = (kind: ImportKind) =>
  new Hono<AppEnv>()
    .use(agencyArea(IMPORT_SECTION[kind]))
    // The dialog opens on this answer: it also brings the server's limits for the file step.
    .get('/current', async (c) => {
      const current = await getCurrentImport(c.var.ctx, kind);
      return c.json({ ...current, limits: importLimits(c.var.deps.config) });
    })
    .get('/:id', idParam(), async (c) => {
      return c.json(await getImport(c.var.ctx, kind, c.req.valid('param').id));
    })
    .post('/:id/preview', idParam(), jsonBody(importMappingSchema), async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await previewImport(c.var.ctx, kind, id, c.req.valid('json').mapping));
    })
    .post('/:id/summary', idParam(), jsonBody(importRunSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { mapping, rule } = c.req.valid('json');
      return c.json(await summarizeImport(c.var.ctx, kind, id, mapping, rule));
    })
    .post('/:id/start', idParam(), jsonBody(importRunSchema), async (c) => {
      const { id } = c.req.valid('param');
      const { mapping, rule } = c.req.valid('json');
      const ctx = c.var.ctx;
      const job = await startImport(ctx, kind, id, mapping, rule);
      const { db, logger } = c.var.deps;
      // Once the job is committed as running; it goes on after the response, and after the
      // dialog is closed (its progress is read with GET /:id).
      const spec = { ...job, mapping: job.mapping ?? [], rule, agencyId: ctx.agencyId, kind };
      const run = () => {
        void runImport({ db, logger }, ctx.user, spec);
        return Promise.resolve();
      };
      if (ctx.afterCommit) ctx.afterCommit(run);
      else await run();
      return c.json(job, 202);
    })
    .post('/:id/dismiss', idParam(), async (c) => {
      return c.json(await dismissImport(c.var.ctx, kind, c.req.valid('param').id));
    })
    .get('/:id/report', idParam(), async (c) => {
      const { csv, fileName } = await importReport(c.var.ctx, kind, c.req.valid('param').id);
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      });
    });
