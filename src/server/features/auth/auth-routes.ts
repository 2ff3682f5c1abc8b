import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { agencies } from '#server/db/schema/identity';
import { jsonBody } from '#server/lib/validate';
import type { AppEnv, SessionUser } from '#server/lib/context';
import { AppError } from '#server/lib/app-error';
import { signIn, signUp } from '#server/features/auth/auth-service';
import { deleteSession } from '#server/features/auth/sessions';
import { clearSessionCookie, setSessionCookie } from '#server/features/auth/cookie';
import { JOIN_IP_RULE, SIGN_IN_IP_RULE, SIGN_IN_RULE } from '#server/middleware/rate-limit';
import { signInSchema, signUpSchema } from '#shared/schemas/auth';

export const clientIp = (c: Context) =>
  c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ||
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress ||
  'unknown';

export const authRoutes = new Hono<AppEnv>()
  .get('/session', async (c) => {
    return c.json({ user: await describeUser(c, c.var.user) });
  })
  .post('/sign-in', jsonBody(signInSchema), async (c) => {
    const input = c.req.valid('json');
    const { limiter, db } = c.var.deps;
    const keys = [`sign-in:ip:${clientIp(c)}`, `sign-in:email:${input.email}`];
    limiter.check(keys.slice(0, 1), SIGN_IN_IP_RULE);
    limiter.check(keys.slice(1), SIGN_IN_RULE);
    try {
      const { session } = await signIn(db, input);
      setSessionCookie(c, session.token);
      limiter.reset(keys.slice(1));
      return c.json({ ok: true });
    } catch (error) {
      if (error instanceof AppError && error.status === 401) {
        limiter.hit(keys.slice(0, 1), SIGN_IN_IP_RULE);
        limiter.hit(keys.slice(1), SIGN_IN_RULE);
      }
      throw error;
    }
  })
  .post('/sign-up', jsonBody(signUpSchema), async (c) => {
    const input = c.req.valid('json');
    const { limiter, db } = c.var.deps;
    const joinKeys = [`join:ip:${clientIp(c)}`];
    if (input.agencyChoice === 'join') limiter.check(joinKeys, JOIN_IP_RULE);
    try {
      const { session } = await signUp(db, input);
      setSessionCookie(c, session.token);
      return c.json({ ok: true }, 201);
    } catch (error) {
      if (error instanceof AppError && error.code === 'unknown_agency') {
        limiter.hit(joinKeys, JOIN_IP_RULE);
      }
      throw error;
    }
  })
  .post('/sign-out', async (c) => {
    const user = c.var.user;
    if (user) await deleteSession(c.var.deps.db, user.sessionId);
    clearSessionCookie(c);
    return c.json({ ok: true });
  });

/** The signed-in user as the browser needs it (no secrets), with the agency's name. */
async function describeUser(c: Context<AppEnv>, user: SessionUser | null) {
  if (!user) return null;
  const [agency] = user.agencyId
    ? await c.var.deps.db
        .select({ id: agencies.id, name: agencies.name, ownerId: agencies.ownerId })
        .from(agencies)
        .where(eq(agencies.id, user.agencyId))
    : [];
  const { sessionId: _sessionId, ...visible } = user;
  return {
    ...visible,
    agency: agency
      ? { id: agency.id, name: agency.name, isOwner: agency.ownerId === user.id }
      : null,
  };
}
