import { AppError } from '#server/lib/app-error';
import { isUuid } from '#server/lib/validate';
import { isAcceptedDay } from '#shared/domain/dates';
import { fr } from '#shared/i18n/fr';

// A keyset position travels as an opaque query value: the base64url JSON of a tuple of its
// sort keys. Each list checks its own tuple; this module only wraps and unwraps it.

export function encodeCursorKeys(keys: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/**
 * The position a cursor holds, read by `toPosition` (null when a key is off). Anything we did
 * not write is a 400 naming the cursor (`label`), as the schema's cursorField answers, never a
 * failed cast in the database: `toPosition` checks every key to the value.
 */
export function decodeCursorKeys<P>(
  cursor: string,
  label: string,
  toPosition: (keys: unknown[]) => P | null,
): P {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const position = Array.isArray(value) ? toPosition(value) : null;
    if (position !== null) return position;
  } catch {
    // Falls through: a cursor we did not write.
  }
  const message = fr.fields.invalid(label);
  throw new AppError('invalid_cursor', 400, message, { cursor: message });
}

// The keys lists sort on, each checked to the value: a forged cursor must be a 400, never a
// failed cast in the database.

/**
 * A timestamp as PostgreSQL writes it (`created_at::text`: a Date would drop the
 * microseconds). Its offsets stay within ±15:59 (a forged +99 was a 500).
 */
const CURSOR_MOMENT =
  /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d)?$/;

export const isCursorDay = (value: unknown): value is string =>
  typeof value === 'string' && isAcceptedDay(value);

export const isCursorMoment = (value: unknown): value is string => {
  const match = typeof value === 'string' ? CURSOR_MOMENT.exec(value) : null;
  return match !== null && isCursorDay(match[1]);
};

/** Any text PostgreSQL can compare (a sort key): it refuses NUL. */
export const isCursorText = (value: unknown): value is string =>
  typeof value === 'string' && !value.includes('\u0000');

export const isCursorId = isUuid;
