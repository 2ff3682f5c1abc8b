import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { notFound } from '#server/lib/app-error';
import { idParam } from '#server/lib/validate';
import { apiGate } from '#server/features/public-api/api-gate';
import { listPayments, updatePaymentLine } from '#server/features/public-api/feature-services';
import { input, operation } from '#server/features/public-api/v1-operation';
import { paymentChangeSchema, paymentListQuerySchema } from '#shared/schemas/payments';
import { paymentAnswer, paymentPageAnswer } from '#shared/schemas/public-api/payments';
import { publicApiText } from '#shared/i18n/fr-public-api';

const t = publicApiText.operations.payments;
const r = publicApiText.responses;
const tag = 'payments';

const list = operation({
  tag,
  operationId: 'listPayments',
  text: t.list,
  ok: { schema: paymentPageAnswer, description: r.list },
  errors: [400, 422],
});
const update = operation({
  tag,
  operationId: 'updatePayment',
  text: t.update,
  ok: { schema: paymentAnswer, description: r.updated },
  errors: [400, 404, 422],
  hasId: true,
});

export const paymentsV1 = new Hono<AppEnv>()
  .use(apiGate('accounting'))
  .get('/', list, input('query', paymentListQuerySchema), async (c) => {
    return c.json(list.answer(await listPayments(c.var.ctx, c.req.valid('query'))));
  })
  .patch('/:id', update, idParam(), input('json', paymentChangeSchema), async (c) => {
    const { id } = c.req.valid('param');
    const line = await updatePaymentLine(c.var.ctx, id, c.req.valid('json'));
    // The line was just updated in this transaction: it is there.
    if (!line) throw notFound();
    return c.json(update.answer(line));
  });
