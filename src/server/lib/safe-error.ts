/**
 * Errors as the log may hold them (issue 10, item 7). A database error carries the statement,
 * its parameters (a password hash, an email, names) and PostgreSQL's `detail`
 * ('Key (email)=(…) already exists'): none of them may reach the log. Only a whitelist
 * survives: type, a message without values, code, constraint, table, column, stack, cause.
 */
export type SafeError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** `insert into "users"`: the kind of statement and its table, never its text. */
  statement?: string;
  stack?: string;
  cause?: SafeError;
};

const MAX_DEPTH = 5;

export function toSafeError(value: unknown, depth = 0): SafeError {
  if (!(value instanceof Error)) {
    return { type: typeof value, message: depth === 0 ? 'non-error thrown' : 'non-error cause' };
  }
  const fields = value as Error & Record<string, unknown>;
  const isPostgresError = typeof fields.severity === 'string' && isSqlState(fields.code);
  // PGlite's errors carry the statement and its params too, under a minified class name.
  const isQueryError = typeof fields.query === 'string' && 'params' in fields;
  const type = isPostgresError ? 'DatabaseError' : value.constructor?.name || value.name;
  const message = isPostgresError
    ? withoutValues(value.message)
    : isQueryError
      ? 'Failed query'
      : value.message;
  const safe: SafeError = { type, message };
  const code = fields.code;
  if (typeof code === 'string' || typeof code === 'number') safe.code = String(code);
  for (const key of ['constraint', 'table', 'column'] as const) {
    if (typeof fields[key] === 'string') safe[key] = fields[key];
  }
  if (isQueryError) safe.statement = describeStatement(fields.query as string);
  if (value.stack) safe.stack = [`${type}: ${message}`, ...stackFrames(value.stack)].join('\n');
  if (value.cause !== undefined && depth < MAX_DEPTH)
    safe.cause = toSafeError(value.cause, depth + 1);
  return safe;
}

const isSqlState = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** PostgreSQL quotes the values it names ('invalid input syntax for type uuid: "…"'). */
const withoutValues = (message: string) =>
  message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/\([^)]*\)=\([^)]*\)/g, '(…)');

/** The first line of a stack repeats the message (for drizzle: the SQL and its params). */
const stackFrames = (stack: string) => stack.split('\n').filter((line) => /^\s+at /.test(line));

function describeStatement(query: string) {
  const match = /^\s*(select|insert\s+into|update|delete\s+from|with)\b/i.exec(query);
  const verb = match?.[1]?.toLowerCase().replace(/\s+/, ' ') ?? 'statement';
  const table = /\b(?:into|update|from)\s+("[\w$]+"|[\w$]+)/i.exec(query)?.[1];
  return table ? `${verb} ${table}` : verb;
}
