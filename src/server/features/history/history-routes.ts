import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { sendExport } from '#server/lib/export-stream';
import { idParam, parseOrThrow, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { exportJournal } from '#server/features/history/history-export';
import {
  assertAdmin,
  getJournal,
  getRecordHistory,
  listJournalMembers,
} from '#server/features/history/history-service';
import {
  historyKindSchema,
  journalExportQuerySchema,
  journalQuerySchema,
  recordHistoryQuerySchema,
} from '#shared/schemas/history';
import { history as historyText } from '#shared/i18n/fr-history';

/**
 * Issue 28, decision 0045: a record's 'Historique' (its section's members) and the agency's
 * 'Journal d'activité' (admins), both newest first, paged on the server.
 */
export const historyRoutes = new Hono<AppEnv>()
  .use(agencyArea())
  .get('/', queryParams(journalQuerySchema), async (c) => {
    return c.json(await getJournal(c.var.ctx, c.req.valid('query')));
  })
  .get('/members', async (c) => c.json(await listJournalMembers(c.var.ctx)))
  // Checked here; the file is read in short transactions of its own (decision 0033).
  .get('/export.csv', queryParams(journalExportQuerySchema), (c) => {
    assertAdmin(c.var.ctx);
    const table = exportJournal(c.var.deps.db, c.var.ctx.user, c.req.valid('query'));
    return sendExport('csv', historyText.exportFileName, table);
  })
  .get('/:kind/:id', idParam(), queryParams(recordHistoryQuerySchema), async (c) => {
    const { kind } = parseOrThrow(historyKindSchema, { kind: c.req.param('kind') });
    const { id } = c.req.valid('param');
    return c.json(await getRecordHistory(c.var.ctx, kind, id, c.req.valid('query')));
  });
