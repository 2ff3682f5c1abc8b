import { z } from 'zod';
import { API_TOKEN_EXPIRIES, type ApiTokenStatus } from '#shared/domain/api-tokens';
import { PERMISSION_KEYS, type PermissionKey } from '#shared/domain/permissions';
import { requiredText } from '#shared/schemas/fields';
import { apiTokensText } from '#shared/i18n/fr-api-tokens';

// Issue 32, decision 0066: a member's personal API tokens (/api/api-tokens) and the token's
// own view of itself (/api/v1/token).

const t = apiTokensText.fields;

export const API_TOKEN_NAME_MAX = 80;

/** POST /api/api-tokens. The sections must also be open to the member now (checked there). */
export const apiTokenCreateSchema = z.object({
  name: requiredText(t.name, API_TOKEN_NAME_MAX),
  expiry: z.enum(API_TOKEN_EXPIRIES, { error: t.expiryInvalid }),
  sections: z
    .array(z.enum(PERMISSION_KEYS, { error: t.sectionUnknown }), {
      error: t.sectionsRequired,
    })
    .min(1, t.sectionsRequired)
    .transform((keys) => PERMISSION_KEYS.filter((key) => keys.includes(key))),
});
export type ApiTokenCreateInput = z.input<typeof apiTokenCreateSchema>;

/** One line of the list: never the token, nor its hash. */
export type ApiTokenItem = {
  id: string;
  name: string;
  prefix: string;
  sections: PermissionKey[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  status: ApiTokenStatus;
};

/** The answer of a creation: `token` is shown this once and never again. */
export type CreatedApiToken = ApiTokenItem & { token: string };

/** GET /api/v1/token: what the calling token is and may reach today. */
export type ApiTokenSelf = {
  name: string;
  prefix: string;
  sections: PermissionKey[];
  expiresAt: string | null;
};
