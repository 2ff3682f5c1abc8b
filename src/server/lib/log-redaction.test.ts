import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client';
import { createApp } from '#server/app';
import { readConfig } from '#server/lib/config';
import { createLogger } from '#server/lib/logger';
import { createRateLimiter } from '#server/middleware/rate-limit';
import { createAgent, createTestDatabase, createTestMailbox } from '#server/testing/harness';

// Issue 10, item 7: a failed statement must not put its parameters (a password hash, an email,
// names, a session token) nor PostgreSQL's `detail` in the log.
let database: DatabaseHandle;
const lines: string[] = [];
let app: ReturnType<typeof createApp>;
const mailbox = createTestMailbox();

beforeAll(async () => {
  database = await createTestDatabase();
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = createApp({
    db: database.db,
    engine: database.engine,
    config: { ...readConfig({}), trustProxy: 1, sessionSecret: 'secret-de-test-redaction' },
    limiter: createRateLimiter(database.db),
    mailer: mailbox.mailer,
    logger: createLogger(destination, 'info'),
  });
});
afterAll(() => database.close());

/** Makes every insert into `table` fail the way PostgreSQL reports a refused value. */
async function refuseInserts(table: 'pending_sign_ups' | 'sessions', value: string) {
  await database.db.execute(
    sql.raw(`create or replace function test_refuse_${table}() returns trigger language plpgsql as $$
      begin
        raise exception 'value "%" refused', ${value}
          using detail = format('Key (value)=(%s) already exists.', ${value}),
                errcode = '23514', constraint = 'test_${table}_check';
      end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger test_refuse_${table} before insert on ${table}
             for each row execute function test_refuse_${table}()`),
  );
  return async () => {
    await database.db.execute(sql.raw(`drop trigger test_refuse_${table} on ${table}`));
    await database.db.execute(sql.raw(`drop function test_refuse_${table}()`));
  };
}

const body = {
  email: 'camille.secrete@example.fr',
  password: 'motdepasse-solide',
  firstName: 'Prénomsecret',
  lastName: 'Nomsecret',
  jobTitle: 'Postesecret',
  agencyChoice: 'none',
};

function expectNothingSecret(line: string) {
  for (const secret of [
    'camille.secrete',
    'Prénomsecret',
    'Nomsecret',
    'Postesecret',
    'motdepasse-solide',
    '$argon2id',
    'Key (value)',
    'params',
    'Failed query: insert',
  ]) {
    expect(line, secret).not.toContain(secret);
  }
}

describe('logged errors', () => {
  it('hold no parameter, hash, email or name when a sign-up statement fails', async () => {
    lines.length = 0;
    const restore = await refuseInserts('pending_sign_ups', 'new.email');
    try {
      const response = await createAgent(app).post('/api/auth/sign-up', body);
      expect(response.status).toBe(500);
    } finally {
      await restore();
    }
    const line = lines.find((l) => l.includes('sign-up failed'));
    expect(line).toBeDefined();
    expectNothingSecret(line!);
    const { err } = JSON.parse(line!);
    expect(err).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query' });
    expect(err.statement).toBe('insert into "pending_sign_ups"');
    expect(err.stack).toMatch(/^DrizzleQueryError: Failed query\n\s+at /);
    // What is kept to understand the failure: PostgreSQL's code, constraint and message shape.
    const cause = err.cause;
    expect(cause).toMatchObject({
      code: '23514',
      constraint: 'test_pending_sign_ups_check',
      message: 'value "…" refused',
    });
    expect(Object.keys(cause)).not.toContain('detail');
  });

  it('hold no session token or user id when the error handler logs a 500', async () => {
    const agent = createAgent(app, '198.51.100.200');
    expect((await agent.post('/api/auth/sign-up', body)).status).toBe(201);
    // The account is created by the mailed link (decision 0039).
    const token = new URL(mailbox.lastTo(body.email)!.link).searchParams.get('token');
    expect((await agent.post('/api/auth/confirm-sign-up', { token })).status).toBe(201);
    lines.length = 0;
    const restore = await refuseInserts('sessions', 'new.id');
    try {
      const response = await createAgent(app, '198.51.100.201').post('/api/auth/sign-in', {
        email: body.email,
        password: body.password,
      });
      expect(response.status).toBe(500);
      expect(response.json.error.code).toBe('internal');
    } finally {
      await restore();
    }
    const line = lines.find((l) => l.includes('unexpected error'));
    expect(line).toBeDefined();
    expectNothingSecret(line!);
    const rows = await database.db.execute(sql`select id from users limit 1`);
    const userId = (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
    expect(line).not.toContain(userId);
    expect(JSON.parse(line!).err.statement).toBe('insert into "sessions"');
  });

  it('redact secrets that a caller puts in a plain object', () => {
    const written: string[] = [];
    const log = createLogger(
      new Writable({
        write(chunk, _e, done) {
          written.push(String(chunk));
          done();
        },
      }),
      'info',
    );
    log.info({ password: 'p', user: { email: 'e@x.fr', passwordHash: 'h' }, token: 't' }, 'x');
    const entry = JSON.parse(written[0]!);
    expect(entry).toMatchObject({
      password: '[Redacted]',
      token: '[Redacted]',
      user: { email: '[Redacted]', passwordHash: '[Redacted]' },
    });
  });
});
