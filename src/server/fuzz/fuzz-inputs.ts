import fc from 'fast-check';

// Generators of bad input for the route fuzz suite (api-routes.test.ts): what a careless or
// hostile caller can send. Everything is generated; the few constants only seed the mix.

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** Dates that look like days, mostly impossible: year 0000, month 13, day 32, suffixes. */
export const oddDay = fc
  .tuple(
    fc.oneof(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1800, max: 2200 }), fc.nat(9999)),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.constantFrom('', '', 'T00:00:00Z', ' ', '\u0000'),
  )
  .map(([year, month, day, suffix]) => `${pad(year, 4)}-${pad(month)}-${pad(day)}${suffix}`);

/** PostgreSQL-looking moments with offsets it cannot read (+99) among those it can. */
export const oddMoment = fc
  .tuple(
    oddDay,
    fc.integer({ min: 0, max: 25 }),
    fc.integer({ min: 0, max: 61 }),
    fc.option(fc.integer({ min: 0, max: 9_999_999 }), { nil: undefined }),
    fc.constantFrom('+', '-'),
    fc.integer({ min: 0, max: 99 }),
    fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }),
  )
  .map(
    ([day, hour, minute, fraction, sign, offset, offsetMinutes]) =>
      `${day.slice(0, 10)} ${pad(hour)}:${pad(minute)}:${pad(minute)}` +
      `${fraction === undefined ? '' : `.${fraction}`}${sign}${pad(offset)}` +
      `${offsetMinutes === undefined ? '' : `:${pad(offsetMinutes)}`}`,
  );

/** A long repetition: up to ~100 KB in bodies (under the 1 MB limit), ~20 KB in queries. */
const longString = (maxLength: number) =>
  fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 3, unit: 'binary' }),
      fc.integer({ min: 70, max: maxLength }),
    )
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const strings = (maxLength: number): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 4 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
        .map(([before, after]) => `${before}\u0000${after}`),
      weight: 4,
    },
    {
      // A UTF-16 surrogate with no partner: `jsonb` refuses it (a casting criterion, issue 27).
      arbitrary: fc
        .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0xd800, max: 0xdfff }))
        .map(([before, code]) => `${before}${String.fromCharCode(code)}`),
      weight: 3,
    },
    { arbitrary: longString(maxLength), weight: 1 },
    { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String), weight: 2 },
    { arbitrary: oddDay, weight: 3 },
    { arbitrary: oddMoment, weight: 1 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: fc.emailAddress(), weight: 1 },
    {
      arbitrary: fc.constantFrom('', ' ', 'null', 'true', '%00', '%zz', "' or 1=1 --", '\\'),
      weight: 2,
    },
  );

export const badString = strings(100_000);
export const badQueryString = strings(20_000);
// Around the 1,000 characters a cursor may have.
const shortString = strings(1_200);

/** Nested arrays or objects, far deeper than any schema (the raw bodies go deeper still). */
export const deepValue = fc
  .tuple(fc.integer({ min: 1, max: 800 }), fc.boolean())
  .map(([depth, isArray]) => {
    let value: unknown = 'fond';
    for (let level = 0; level < depth; level += 1) value = isArray ? [value] : { a: value };
    return value;
  });

export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: badString, weight: 8 },
  {
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 53), fc.constant(-1)),
    weight: 3,
  },
  { arbitrary: fc.constantFrom(null, true, false, 0, {}, []), weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(badString, { maxLength: 5 }), weight: 1 },
  { arbitrary: deepValue, weight: 1 },
);

const encodeCursor = (keys: unknown) => Buffer.from(JSON.stringify(keys)).toString('base64url');

/** Forged cursors: tuples of plausible and impossible keys, and things that are no cursor. */
export const forgedCursor = fc.oneof(
  fc
    .tuple(
      fc.oneof(oddDay, shortString),
      fc.oneof(oddMoment, shortString),
      fc.oneof(fc.uuid(), shortString),
    )
    .map(encodeCursor),
  fc
    .tuple(
      fc.oneof(fc.constantFrom(0, 1), fc.jsonValue({ maxDepth: 1 })),
      shortString,
      fc.oneof(fc.uuid(), shortString),
    )
    .map(encodeCursor),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }).map(encodeCursor),
  fc.jsonValue({ maxDepth: 2 }).map(encodeCursor),
  shortString,
);

const idList = fc
  .tuple(fc.array(fc.oneof(fc.uuid(), badQueryString), { maxLength: 8 }), fc.nat(700))
  .map(([ids, repeat]) =>
    Array.from({ length: repeat }, (_, i) => ids[i % ids.length] ?? '').join(','),
  );

// The names lists read today; fuzzing unknown names too covers tomorrow's.
const QUERY_NAMES = [
  'q',
  'page',
  'limit',
  'cursor',
  'status',
  'type',
  'sort',
  'archived',
  'exclusive',
  'excludeIds',
];

const queryValue = (name: string) =>
  name === 'cursor'
    ? forgedCursor
    : name === 'excludeIds'
      ? fc.oneof(idList, badQueryString)
      : badQueryString;

const queryPair = fc.oneof(
  {
    arbitrary: fc
      .constantFrom(...QUERY_NAMES)
      .chain((name) => queryValue(name).map((value) => [name, value] as const)),
    weight: 5,
  },
  { arbitrary: fc.tuple(badQueryString, badQueryString), weight: 1 },
);

/** A query string: known and unknown names, repeated names (arrays), or raw undecodable text. */
export const queryString = fc.oneof(
  { arbitrary: fc.constant(''), weight: 1 },
  {
    arbitrary: fc.array(queryPair, { maxLength: 5 }).map((pairs) => {
      const params = new URLSearchParams();
      for (const [name, value] of pairs) params.append(name, value);
      return params.toString();
    }),
    weight: 8,
  },
  { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 60 }), weight: 1 },
);

/** Path parameters: ids of this agency or another, random UUIDs and malformed strings. */
export const pathParam = (knownIds: readonly string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...knownIds), weight: 3 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: fc.uuid().map((id) => id.toUpperCase()), weight: 1 },
    { arbitrary: shortString, weight: 4 },
  );
