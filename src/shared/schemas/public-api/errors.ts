import { z } from 'zod';
import { publicApiText } from '#shared/i18n/fr-public-api';

const t = publicApiText.schema;

/** Every error of the API: `{ "error": { "code", "message", "fields"? } }` (lib/error-handler). */
export const apiErrorSchema = z
  .strictObject({
    error: z.strictObject({
      code: z.string().meta({ description: t.errorCode }),
      message: z.string().meta({ description: t.errorMessage }),
      fields: z.record(z.string(), z.string()).optional().meta({ description: t.errorFields }),
      changedBy: z.string().optional().meta({ description: t.errorChangedBy }),
      changedAt: z.iso.datetime().optional().meta({ description: t.errorChangedAt }),
    }),
  })
  .meta({ description: t.error });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const API_ERROR_STATUSES = [400, 401, 403, 404, 409, 422, 429] as const;
export type ApiErrorStatus = (typeof API_ERROR_STATUSES)[number];
