import type { OpenAPIV3_1 } from 'openapi-types';
import { publicApiText } from '#shared/i18n/fr-public-api';

// The reference page's reading of a JSON Schema (from the document): a type and its limits in
// French words, and an object's fields flattened (`contacts[].email`).

type Schema = OpenAPIV3_1.SchemaObject;
export type FieldRow = { name: string; type: string; isRequired: boolean; details: string };

const t = publicApiText.page.types;
const d = publicApiText.page.details;
// Bounds zod writes for any integer (Number.MAX_SAFE_INTEGER): no limit worth a word.
const isMeaningful = (n: unknown): n is number =>
  typeof n === 'number' && Math.abs(n) < Number.MAX_SAFE_INTEGER;

const asSchema = (value: unknown): Schema => (value ?? {}) as Schema;

const variantsOf = (schema: Schema): Schema[] =>
  (schema.anyOf ?? schema.oneOf ?? []).flatMap((variant) => {
    const inner = asSchema(variant);
    return inner.anyOf || inner.oneOf ? variantsOf(inner) : [inner];
  });

const literal = (value: unknown) => (value === '' ? t.empty : JSON.stringify(value));

function typeOfOne(schema: Schema): string {
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return t.oneOf(schema.enum.map(literal).join(', '));
  if (Array.isArray(schema.type)) {
    return schema.type.map((type) => typeOfOne({ ...schema, type } as Schema)).join(t.or);
  }
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return t.uuid;
      if (schema.format === 'date') return t.day;
      if (schema.format === 'date-time') return t.moment;
      return t.text;
    case 'integer':
    case 'number':
    case 'boolean':
    case 'object':
    case 'null':
      if (schema.type === 'object' && schema.additionalProperties) {
        return t.keyed(describeType(asSchema(schema.additionalProperties)));
      }
      return t[schema.type];
    case 'array':
      if (objectIn(asSchema(schema.items))) return t.listOfObjects;
      return t.listOf(describeType(asSchema(schema.items)));
    default:
      return t.unknown;
  }
}

/** « texte ou null », « l’une des valeurs "brand", "agency" », « liste de objet »… */
export function describeType(schema: Schema): string {
  const variants = variantsOf(schema);
  if (variants.length === 0) return typeOfOne(schema);
  return [...new Set(variants.map(typeOfOne))].join(t.or);
}

/** Limits and default: « 1 à 200 caractères, par défaut : "" ». */
export function describeLimits(schema: Schema): string {
  const own = [schema, ...variantsOf(schema)];
  const words: string[] = [];
  for (const s of own) {
    const { minLength, maxLength, minimum, maximum, maxItems } = s;
    if (minLength !== undefined && maxLength !== undefined) {
      words.push(d.length(minLength, maxLength));
    } else if (maxLength !== undefined) words.push(d.maxLength(maxLength));
    else if (minLength !== undefined && minLength > 1) words.push(d.minLength(minLength));
    if (isMeaningful(minimum) && isMeaningful(maximum)) words.push(d.range(minimum, maximum));
    else if (isMeaningful(minimum)) words.push(d.minimum(minimum));
    else if (isMeaningful(maximum)) words.push(d.maximum(maximum));
    if (maxItems !== undefined) words.push(d.maxItems(maxItems));
  }
  if (schema.default !== undefined) words.push(d.byDefault(JSON.stringify(schema.default)));
  return [...new Set(words)].join(', ');
}

const objectIn = (schema: Schema): Schema | undefined => {
  if (schema.type === 'object' && schema.properties) return schema;
  if (schema.type === 'array') return objectIn(asSchema(schema.items));
  return variantsOf(schema)
    .map(objectIn)
    .find((found) => found !== undefined);
};

/** An object's fields, and those of the objects and lists of objects inside it. */
export function flattenFields(schema: Schema, prefix = '', depth = 0): FieldRow[] {
  const rows: FieldRow[] = [];
  const required = new Set(schema.required ?? []);
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    const field = asSchema(value);
    const name = `${prefix}${key}`;
    rows.push({
      name,
      type: describeType(field),
      isRequired: required.has(key),
      details: [describeLimits(field), field.description ?? ''].filter(Boolean).join(' — '),
    });
    const inner = depth < 3 ? objectIn(field) : undefined;
    if (inner) {
      const isList = field.type === 'array' || variantsOf(field).some((v) => v.type === 'array');
      rows.push(...flattenFields(inner, `${name}${isList ? '[]' : ''}.`, depth + 1));
    }
  }
  return rows;
}
