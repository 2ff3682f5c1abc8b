import fc from 'fast-check';
import { badQueryString, badValue } from '#server/fuzz/fuzz-inputs';

// Request bodies for the route fuzz suite: valid samples with a few fields broken, JSON of any
// shape, broken JSON, bodies past the 1 MB limit and wrong content types.

type Json = Record<string, unknown> | unknown[];

/** Every path inside a JSON value: the places a mutation can hit. */
function listPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object' || prefix.length > 6) return [prefix];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, child]) => listPaths(child, [...prefix, key]))];
}

const mutation = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('set', 'set', 'set', 'delete', 'extra'),
  name: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'agencyId'), badQueryString),
  value: badValue,
});

/** A valid body with one to three of its fields replaced, removed, or given strange neighbours. */
export const mutatedBody = (sample: Json) =>
  fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => {
    let body: unknown = structuredClone(sample);
    for (const { at, kind, name, value } of mutations) {
      const paths = listPaths(body);
      const path = paths[at % paths.length] ?? [];
      if (path.length === 0) {
        if (kind === 'set') body = value;
        continue;
      }
      const parent = path
        .slice(0, -1)
        .reduce<unknown>((node, key) => (node as Json)[key as never], body);
      if (parent === null || typeof parent !== 'object') continue;
      const key = path.at(-1) as never;
      if (kind === 'set') (parent as Json)[key] = value as never;
      else if (kind === 'delete') delete (parent as Json)[key];
      else if (!Array.isArray(parent))
        Object.defineProperty(parent, name, {
          value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
    }
    return body;
  });

// What PostgreSQL cannot store (NUL in text, a lone surrogate in `jsonb`), see taintedBody.
const unstorable = fc.oneof(
  fc.constant('\u0000'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);

/**
 * A valid body with that character in one of its texts: everything else passes validation, so
 * the text really travels to the database (a criterion of a casting made a 500, issue 27).
 */
export const taintedBody = (sample: Json) =>
  fc.tuple(fc.nat(), unstorable).map(([at, character]) => {
    const body = structuredClone(sample);
    const paths = listPaths(body).filter(
      (path) =>
        typeof path.reduce<unknown>((node, key) => (node as Json)[key as never], body) === 'string',
    );
    const path = paths[at % Math.max(paths.length, 1)];
    if (!path) return body;
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Json)[key as never], body);
    const key = path.at(-1) as never;
    (parent as Json)[key] = `${(parent as Json)[key] as string}${character}` as never;
    return body;
  });

/** What travels as a request body: JSON of any shape, broken JSON, wrong content types. */
export const requestBody = (samples: readonly Json[]) =>
  fc.record({
    json: fc.oneof(
      { arbitrary: fc.constantFrom(...samples).chain(mutatedBody), weight: 10 },
      { arbitrary: fc.constantFrom(...samples).chain(taintedBody), weight: 3 },
      {
        arbitrary: fc.dictionary(
          fc.constantFrom(...samples.flatMap((s) => Object.keys(s))),
          badValue,
        ),
        weight: 3,
      },
      { arbitrary: badValue, weight: 3 },
    ),
    raw: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 30 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 1 },
      {
        arbitrary: fc
          .integer({ min: 1, max: 200_000 })
          .map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
        weight: 1,
      },
      {
        arbitrary: fc.integer({ min: 1, max: 100 }).map((depth) => '{"a":'.repeat(depth)),
        weight: 1,
      },
      // Just past the 1 MB limit now and then: a 413, in JSON.
      {
        arbitrary: fc
          .integer({ min: 0, max: 2048 })
          .map((extra) => `"${'x'.repeat(1024 * 1024 + extra)}"`),
        weight: 1,
      },
    ),
    contentType: fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 12 },
      {
        arbitrary: fc.constantFrom(
          undefined,
          'text/plain',
          'application/json; charset=latin1',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
        ),
        weight: 2,
      },
    ),
  });
