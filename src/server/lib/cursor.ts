import { AppError } from '#server/lib/app-error';
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
