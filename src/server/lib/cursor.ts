import { invalid } from '#server/lib/app-error';
import { fr } from '#shared/i18n/fr';

// A keyset position travels as an opaque query value: the base64url JSON of a tuple of its
// sort keys. Each list checks its own tuple; this module only wraps and unwraps it.

export function encodeCursorKeys(keys: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/**
 * The position a cursor holds, read by `toPosition` (null when a key is off). Anything we did
 * not write is a 422 on `cursor` (`label` names it), never a failed cast in the database.
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
  throw invalid({ cursor: message }, message);
}
