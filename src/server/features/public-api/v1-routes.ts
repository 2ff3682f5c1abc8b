import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { clientsV1 } from '#server/features/public-api/v1-clients';
import { collaborationsV1 } from '#server/features/public-api/v1-collaborations';
import { influencersV1 } from '#server/features/public-api/v1-influencers';
import { paymentsV1 } from '#server/features/public-api/v1-payments';
import { tasksV1 } from '#server/features/public-api/v1-tasks';

/** The public API, version 1 (decision 0065): mounted at /api/v1. */
export const v1Routes = new Hono<AppEnv>()
  .route('/clients', clientsV1)
  .route('/influencers', influencersV1)
  .route('/collaborations', collaborationsV1)
  .route('/tasks', tasksV1)
  .route('/payments', paymentsV1);
