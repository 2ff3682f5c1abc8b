import { z } from 'zod';
import { PERMISSION_KEYS } from '#shared/domain/permissions';
import { momentAnswer } from '#shared/schemas/public-api/answers';

/** GET /api/v1/token (decision 0066): the calling token and the sections it opens today. */
export const tokenSelfAnswer = z.strictObject({
  name: z.string(),
  prefix: z.string(),
  sections: z.array(z.enum(PERMISSION_KEYS)),
  expiresAt: momentAnswer.nullable(),
});
