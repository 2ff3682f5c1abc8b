import { z } from 'zod';

// The wrappers a field's schema may wear over its string (`.default()`, `.nullish()`,
// `.transform()`, `.pipe()`): the limit is on the string inside.
function unwrap(schema: z.ZodType): z.ZodType {
  if (
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodReadonly
  ) {
    return unwrap(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return unwrap(schema.in as z.ZodType);
  return schema;
}

/**
 * The maximum length the form's schema gives the field registered as `name` ('brandName',
 * 'contacts.0.name'), or undefined for a field without one: the limit is declared once, in the
 * schema the server validates with, and the form's counter reads it there.
 */
export function getMaxLength(schema: z.ZodType, name: string): number | undefined {
  let current = unwrap(schema);
  for (const key of name.split('.')) {
    if (current instanceof z.ZodObject) {
      const next = (current.shape as Record<string, z.ZodType | undefined>)[key];
      if (!next) return undefined;
      current = unwrap(next);
    } else if (current instanceof z.ZodArray && /^\d+$/.test(key)) {
      current = unwrap(current.element as z.ZodType);
    } else {
      return undefined;
    }
  }
  return current instanceof z.ZodString ? (current.maxLength ?? undefined) : undefined;
}
