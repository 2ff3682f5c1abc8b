import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { idParam, jsonBody, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { sendExport } from '#server/lib/export-stream';
import { exportPayments } from '#server/features/payments/payments-export';
import { getPaymentTotals, listPayments } from '#server/features/payments/payments-list';
import { updatePaymentLine } from '#server/features/payments/payments-service';
import {
  paymentChangeSchema,
  paymentFiltersSchema,
  paymentListQuerySchema,
} from '#shared/schemas/payments';
import { exportsText } from '#shared/i18n/fr-exports';

/** Comptabilité influenceur: every route behind the section's permission and the tenant path. */
export const paymentsRoutes = new Hono<AppEnv>()
  .use(agencyArea('accounting'))
  .get('/', queryParams(paymentListQuerySchema), async (c) => {
    return c.json(await listPayments(c.var.ctx, c.req.valid('query')));
  })
  .get('/totals', queryParams(paymentFiltersSchema), async (c) => {
    return c.json(await getPaymentTotals(c.var.ctx, c.req.valid('query')));
  })
  // The permission was checked by agencyArea; the file is read in short transactions of its own.
  .get('/export.csv', queryParams(paymentFiltersSchema), (c) => {
    const table = exportPayments(c.var.deps.db, c.var.ctx.user, c.req.valid('query'));
    return sendExport('csv', exportsText.fileNames.payments, table);
  })
  .get('/export.xlsx', queryParams(paymentFiltersSchema), (c) => {
    const table = exportPayments(c.var.deps.db, c.var.ctx.user, c.req.valid('query'));
    return sendExport('xlsx', exportsText.fileNames.payments, table);
  })
  .patch('/:id', idParam(), jsonBody(paymentChangeSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updatePaymentLine(c.var.ctx, id, c.req.valid('json')));
  });
