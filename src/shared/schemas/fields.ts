import { z } from 'zod';
import zodFrench from 'zod/v4/locales/fr.js';
import { fr } from '#shared/i18n/fr';

// French default messages for anything a schema does not word itself.
z.config(zodFrench());

/** Building blocks whose messages name the field, so a 422 says which field is wrong. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: fr.fields.required(label) })
    .trim()
    .min(1, fr.fields.required(label))
    .max(max, fr.fields.tooLong(label));

export const optionalText = (label: string, max = 5000) =>
  z.string().trim().max(max, fr.fields.tooLong(label)).default('');

export const emailField = (label: string) =>
  z
    .string({ error: fr.fields.required(label) })
    .trim()
    .min(1, fr.fields.required(label))
    .pipe(z.email(fr.fields.invalidEmail(label)))
    .transform((email) => email.toLowerCase());

export type FieldIssue = { path: PropertyKey[]; message: string };

/** zod issues → { 'contacts.0.email': 'message' }, the first message of each field. */
export function toFieldErrors(issues: readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.path.length
      ? issue.message.includes('«')
        ? issue.message
        : `« ${key} » : ${issue.message}`
      : issue.message;
  }
  return fields;
}
