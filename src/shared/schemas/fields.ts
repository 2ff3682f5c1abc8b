import { z } from 'zod';
import zodFrench from 'zod/v4/locales/fr.js';
import { isAcceptedDay, today } from '#shared/domain/dates';
import { isValidSiret, normalizeSiret } from '#shared/domain/siret';
import { hasUnstorableCharacter } from '#shared/domain/stored-text';
import { fr } from '#shared/i18n/fr';
import { history as historyText } from '#shared/i18n/fr-history';

// French default messages for anything a schema does not word itself.
z.config(zodFrench());

/**
 * Every text of the API starts here. PostgreSQL refuses the NUL character in text and a lone
 * UTF-16 surrogate in `jsonb` (each a 500 once), so either is a 422 naming the field, for
 * every route that builds on these helpers (decision 0017).
 */
export const textField = (label: string, error?: string) =>
  z
    .string(error === undefined ? undefined : { error })
    .refine((value) => !hasUnstorableCharacter(value), {
      message: fr.fields.invalidCharacters(label),
      abort: true,
    });

/** Building blocks whose messages name the field, so a 422 says which field is wrong. */
export const requiredText = (label: string, max = 200) =>
  textField(label, fr.fields.required(label))
    .trim()
    .min(1, fr.fields.required(label))
    .max(max, fr.forms.maxLength(label, max));

export const optionalText = (label: string, max = 5000) =>
  textField(label).trim().max(max, fr.forms.maxLength(label, max)).default('');

export const emailField = (label: string) =>
  textField(label, fr.fields.required(label))
    .trim()
    .min(1, fr.fields.required(label))
    .pipe(z.email(fr.fields.invalidEmail(label)))
    .transform((email) => email.toLowerCase());

/**
 * A day 'YYYY-MM-DD' that exists in the calendar (2024-02-30 is refused, not rolled over),
 * in the years 1900–2100 (`isAcceptedDay`): year 0000 is no date PostgreSQL can store.
 */
export const dayField = (label: string) =>
  textField(label, fr.fields.required(label))
    .trim()
    .min(1, fr.fields.required(label))
    .refine(isAcceptedDay, { message: fr.fields.invalidDate(label), abort: true });

/** A day strictly before today (a birth date); days compare as text in this format. */
export const pastDayField = (label: string) =>
  dayField(label).refine((value) => value < today(), fr.fields.pastDate(label));

/** 14 digits with a valid check digit; typed spaces are accepted and dropped. */
export const siretField = (label: string) =>
  requiredText(label, 30)
    .refine(isValidSiret, fr.fields.invalidSiret(label))
    .transform(normalizeSiret);

// PostgreSQL `integer`: anything larger would fail in the database, not in validation.
const MAX_INTEGER = 2_147_483_647;

/** Counts and amounts in cents: whole, never negative. */
export const wholeNumberField = (label: string) =>
  z
    .number({ error: fr.fields.wholeNumber(label) })
    .int(fr.fields.wholeNumber(label))
    .min(0, fr.fields.wholeNumber(label))
    .max(MAX_INTEGER, fr.fields.tooLarge(label));

export const enumField = <const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
) => z.enum(values, { error: fr.fields.invalid(label) });

export const booleanField = (label: string) => z.boolean({ error: fr.fields.invalid(label) });

// The same shape as the server's path-id check (lib/validate.ts), which shared code cannot import.
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row's id in a body (a client, an influencer, a member), lower-cased. */
export const idField = (label: string) =>
  z
    .string({ error: fr.fields.required(label) })
    .trim()
    .min(1, fr.fields.required(label))
    .regex(ID_PATTERN, fr.fields.invalid(label))
    .transform((id) => id.toLowerCase());

/** An id that may be absent: null, undefined or '' (an emptied select) are all none. */
export const optionalIdField = (label: string) =>
  z
    .union([z.literal(''), idField(label)], { error: fr.fields.invalid(label) })
    .nullish()
    .transform((value) => value || null);

/** Query strings: a comma-separated list of at most `max` ids ('' is none). */
export const idListField = (label: string, max: number) =>
  z
    .string({ error: fr.fields.invalid(label) })
    // 37 characters an id with its comma, and room for spaces: the count is checked below.
    .max(max * 40, fr.fields.tooMany(label, max))
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .refine((ids) => ids.length <= max, { message: fr.fields.tooMany(label, max), abort: true })
    .refine((ids) => ids.every((id) => ID_PATTERN.test(id)), fr.fields.invalid(label));

/** Query strings: 'true' or 'false'. */
export const queryBooleanField = (label: string) =>
  z.enum(['true', 'false'], { error: fr.fields.invalid(label) }).transform((v) => v === 'true');

/** Query strings: a whole number between min and max. */
export const queryIntegerField = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: fr.fields.invalid(label) })
    .int(fr.fields.invalid(label))
    .min(min, fr.fields.invalid(label))
    .max(max, fr.fields.invalid(label));

export const searchField = (label: string) =>
  textField(label, fr.fields.invalid(label))
    .trim()
    .max(200, fr.forms.maxLength(label, 200))
    .default('');

// What encodeCursorKeys writes: base64url, and far below what a list position needs.
const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,1000}$/;

/**
 * Query strings: the opaque keyset cursor of a list. No form sends it, so a bad one is a 400
 * (the issue's `code` below, read by the server's validator), not a field to correct; the
 * server then checks the position it holds (lib/cursor.ts).
 */
export const cursorField = (label: string) =>
  z
    .custom<string>((value) => typeof value === 'string' && CURSOR_PATTERN.test(value), {
      message: fr.fields.invalid(label),
      params: { code: 'invalid_cursor' },
    })
    // What the public API's document says of it (a custom check has no JSON Schema of its own).
    .meta({ type: 'string', pattern: CURSOR_PATTERN.source })
    .optional();

export type FieldIssue = { path: PropertyKey[]; message: string; code?: string };

/**
 * zod issues → { 'contacts.0.email': 'message' }, the first message of each field. A message
 * of our own (a `refine`: a 'custom' issue, or one naming its field «…») is said as written,
 * in the spec's words; zod's generic ones are given the field they are about.
 */
export function toFieldErrors(issues: readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    const isOwnWords = issue.code === 'custom' || issue.message.includes('«');
    fields[key] ??=
      issue.path.length && !isOwnWords ? `« ${key} » : ${issue.message}` : issue.message;
  }
  return fields;
}

/**
 * Issue 28 (decision 0045): the version of the record the form loaded, sent back with a full
 * edit. A stale one is a 409; a missing one a 422 naming the field.
 */
export const versionField = z
  .number({ error: historyText.versionRequired })
  .int(historyText.versionRequired)
  .min(1, historyText.versionRequired)
  .max(MAX_INTEGER, historyText.versionRequired);

/** An update's body: the create's body and the version it was read at. */
export const withVersion = <S extends z.ZodType>(schema: S) =>
  z.object({ version: versionField }).and(schema);
