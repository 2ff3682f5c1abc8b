import { z } from 'zod';
import { optionalText, requiredText, versionField } from '#shared/schemas/fields';
import { passwordField } from '#shared/schemas/auth';
import { PERMISSION_KEYS } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';

const t = fr.account;

export const profileSchema = z.object({
  firstName: requiredText(t.firstName, 100),
  lastName: requiredText(t.lastName, 100),
  jobTitle: optionalText(t.jobTitle, 100),
});
export type ProfileInput = z.infer<typeof profileSchema>;
/** PUT /api/account/profile (issue 28): with the version it was read at. */
export const profileUpdateSchema = profileSchema.extend({ version: versionField });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const agencyNameSchema = z.object({ name: requiredText(t.agencyName, 120) });
export type AgencyNameInput = z.infer<typeof agencyNameSchema>;
export const agencyUpdateSchema = agencyNameSchema.extend({ version: versionField });
export type AgencyUpdate = z.infer<typeof agencyUpdateSchema>;

export const joinAgencySchema = z.object({ code: requiredText(t.joinCode, 200) });
export type JoinAgencyInput = z.infer<typeof joinAgencySchema>;

export const permissionChangeSchema = z.object({
  key: z.enum(PERMISSION_KEYS),
  value: z.boolean(),
});
export type PermissionChange = z.infer<typeof permissionChangeSchema>;

export const deleteAccountSchema = z.object({ password: passwordField });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
