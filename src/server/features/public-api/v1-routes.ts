import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { clientsV1 } from '#server/features/public-api/v1-clients';
import { collaborationsV1 } from '#server/features/public-api/v1-collaborations';
import { influencersV1 } from '#server/features/public-api/v1-influencers';
import { paymentsV1 } from '#server/features/public-api/v1-payments';
import { tasksV1 } from '#server/features/public-api/v1-tasks';
import { tokenSelfRoutes } from '#server/features/public-api/feature-services';
import { operation } from '#server/features/public-api/v1-operation';
import type { ApiTokenSelf } from '#shared/schemas/api-tokens';
import { tokenSelfAnswer } from '#shared/schemas/public-api/token';
import { publicApiText } from '#shared/i18n/fr-public-api';

const token = operation({
  tag: 'token',
  operationId: 'getToken',
  text: publicApiText.operations.token,
  ok: { schema: tokenSelfAnswer, description: publicApiText.responses.one },
});
// The tokens' route answers ApiTokenSelf: it must be what the document describes.
const _tokenSelfIsDescribed = (self: ApiTokenSelf) => token.answer(self);

/** The public API, version 1 (decision 0065): mounted at /api/v1. */
export const v1Routes = new Hono<AppEnv>()
  // The description runs first and passes on to the tokens' own handler.
  .get('/token', token)
  .route('/token', tokenSelfRoutes)
  .route('/clients', clientsV1)
  .route('/influencers', influencersV1)
  .route('/collaborations', collaborationsV1)
  .route('/tasks', tasksV1)
  .route('/payments', paymentsV1);
