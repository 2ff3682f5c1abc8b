import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { AppError } from '#server/lib/app-error';
import { idParam, jsonBody, queryParams } from '#server/lib/validate';
import { requireUser } from '#server/middleware/agency-area';
import { getClientIp } from '#server/middleware/client-ip';
import {
  budgetKeys,
  JOIN_IP_RULE,
  JOIN_RULE,
  SIGN_IN_RULE,
  type RateBudget,
} from '#server/middleware/rate-limit';
import { clearSessionCookie } from '#server/lib/auth/cookie';
import { refuseInDemo } from '#server/lib/auth/demo-guard';
import {
  getAccount,
  joinAgency,
  listTeam,
  renameAgency,
  renewJoinCode,
  setMemberPermission,
  updateProfile,
} from '#server/features/account/account-service';
import { deleteAccount } from '#server/features/account/delete-account';
import { listPlatformAccess } from '#server/features/account/platform-access';
import {
  agencyUpdateSchema,
  deleteAccountSchema,
  joinAgencySchema,
  permissionChangeSchema,
  profileUpdateSchema,
} from '#shared/schemas/account';
import { platformAccessQuerySchema } from '#shared/schemas/superadmin';

const isFailure = (error: unknown, code: string) =>
  error instanceof AppError && error.code === code;

// Open to every signed-in user, whatever their section flags: it is their own account.
export const accountRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = requireUser(c.var.user);
    return c.json(await getAccount(c.var.deps.db, user));
  })
  // Issue 28: both answer the new `version` beside `ok`.
  .put('/profile', jsonBody(profileUpdateSchema), async (c) => {
    const user = requireUser(c.var.user);
    const { version } = await updateProfile(c.var.deps.db, user, c.req.valid('json'));
    return c.json({ ok: true, version });
  })
  .put('/agency', jsonBody(agencyUpdateSchema), async (c) => {
    const user = requireUser(c.var.user);
    const { version } = await renameAgency(c.var.deps.db, user, c.req.valid('json'));
    return c.json({ ok: true, version });
  })
  .post('/agency/code', async (c) => {
    const user = requireUser(c.var.user);
    refuseInDemo(user);
    return c.json(await renewJoinCode(c.var.deps.db, user));
  })
  .post('/join', jsonBody(joinAgencySchema), async (c) => {
    const user = requireUser(c.var.user);
    refuseInDemo(user);
    const { limiter, db } = c.var.deps;
    const budgets: RateBudget[] = [
      { keys: [`join:ip:${getClientIp(c)}`], rule: JOIN_IP_RULE },
      { keys: [`join:email:${user.email}`], rule: JOIN_RULE },
    ];
    await limiter.take(budgets);
    try {
      const result = await joinAgency(db, user, c.req.valid('json'));
      await limiter.release(budgetKeys(budgets));
      return c.json(result);
    } catch (error) {
      // Only a wrong code counts: that is what guessing looks like.
      if (!isFailure(error, 'unknown_agency')) await limiter.release(budgetKeys(budgets));
      throw error;
    }
  })
  // Issue 17 §5: the owner sees when the platform's super admin looked at the agency.
  .get('/platform-access', queryParams(platformAccessQuerySchema), async (c) => {
    const user = requireUser(c.var.user);
    return c.json(await listPlatformAccess(c.var.deps.db, user, c.req.valid('query')));
  })
  .get('/team', async (c) => {
    return c.json({ members: await listTeam(c.var.deps.db, requireUser(c.var.user)) });
  })
  .put(
    '/team/:memberId/permissions',
    idParam('memberId'),
    jsonBody(permissionChangeSchema),
    async (c) => {
      const user = requireUser(c.var.user);
      const { memberId } = c.req.valid('param');
      const result = await setMemberPermission(c.var.deps.db, user, memberId, c.req.valid('json'));
      return c.json(result);
    },
  )
  .post('/delete', jsonBody(deleteAccountSchema), async (c) => {
    const user = requireUser(c.var.user);
    const { limiter, db, storage } = c.var.deps;
    const budgets = [{ keys: [`delete:user:${user.id}`], rule: SIGN_IN_RULE }];
    await limiter.take(budgets);
    try {
      await deleteAccount(db, user, c.req.valid('json'), storage);
    } catch (error) {
      if (!isFailure(error, 'wrong_password')) await limiter.release(budgetKeys(budgets));
      throw error;
    }
    clearSessionCookie(c);
    return c.json({ ok: true });
  });
