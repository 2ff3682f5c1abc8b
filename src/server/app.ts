import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { createSessionCache } from '#server/lib/auth/session-cache';
import { createApiTokenCache } from '#server/lib/auth/api-token-cache';
import { createChangeHub } from '#server/features/events/change-hub';
import { eventsRoutes } from '#server/features/events/events-routes';
import type { AppDeps, AppEnv } from '#server/lib/context';
import { handleError, notFoundJson } from '#server/lib/error-handler';
import { logger } from '#server/lib/logger';
import { skipDemoAddresses } from '#server/lib/mail';
import { createFileStorage } from '#server/lib/storage/file-storage';
import { compressAnswers, mountWebApp } from '#server/lib/static-files';
import { limitRequestSize } from '#server/middleware/request-limits';
import { sameOriginOnly, securityHeaders } from '#server/middleware/security';
import { forgetSessionsAfterChange, loadSession } from '#server/middleware/session';
import { outsideTokenRoutes, refuseBearerOutsideApi } from '#server/middleware/api-token';
import {
  linkAnswerHeaders,
  outsideLinkRoutes,
  refuseLinkHeader,
} from '#server/middleware/private-link';
import { authRoutes } from '#server/features/auth/auth-routes';
import { emailLinksRoutes } from '#server/features/auth/email-links-routes';
import { accountRoutes } from '#server/features/account/account-routes';
import { apiTokensRoutes } from '#server/features/api-tokens/api-tokens-routes';
import { clientPickerRoutes, clientsRoutes } from '#server/features/clients/clients-routes';
import {
  influencerPickerRoutes,
  influencersRoutes,
} from '#server/features/influencers/influencers-routes';
import { collaborationsRoutes } from '#server/features/collaborations/collaborations-routes';
import { collaborationLinksRoutes } from '#server/features/collaborations/links/links-routes';
import { linkPageRoutes } from '#server/features/collaborations/links/link-page-routes';
import { contractsRoutes } from '#server/features/collaborations/contracts/contracts-routes';
import { contractTemplateRoutes } from '#server/features/collaborations/contracts/contract-template-routes';
import { contractLinkRoutes } from '#server/features/collaborations/contracts/contract-link-routes';
import { tasksRoutes } from '#server/features/tasks/tasks-routes';
import { castingsRoutes } from '#server/features/castings/castings-routes';
import { castingLinksRoutes } from '#server/features/castings/links/casting-links-routes';
import { castingLinkRoutes } from '#server/features/castings/links/casting-link-routes';
import { reportLinkRoutes } from '#server/features/collaborations/report/report-link-routes';
import { paymentsRoutes } from '#server/features/payments/payments-routes';
import { profitabilityRoutes } from '#server/features/profitability/profitability-routes';
import { performancesRoutes } from '#server/features/performances/performances-routes';
import { complianceOverviewRoutes } from '#server/features/collaborations/compliance/compliance-routes';
import { resourceFileRoutes } from '#server/features/resources/resource-file-routes';
import { resourcesRoutes } from '#server/features/resources/resources-routes';
import { uploadsRoutes } from '#server/features/resources/uploads-routes';
import { assistantRoutes } from '#server/features/assistant/assistant-routes';
import { superAdminRoutes } from '#server/features/superadmin/superadmin-routes';
import { importFileRoutes, importRoutes } from '#server/features/imports/imports-routes';
import { demoDataRoutes } from '#server/features/demo/demo-routes';
import { demoAgencyRoutes } from '#server/features/demo/demo-agency-routes';
import { trashRoutes } from '#server/features/trash/trash-routes';
import { historyRoutes } from '#server/features/history/history-routes';
import { webhooksRoutes } from '#server/features/webhooks/webhooks-routes';
import {
  calendarFeedRoutes,
  calendarLinkRoutes,
} from '#server/features/calendar-feed/calendar-feed-routes';
import { v1Routes } from '#server/features/public-api/v1-routes';
import { notificationsRoutes } from '#server/features/notifications/notifications-routes';
import {
  notificationUnsubscribeRoutes,
  outsideUnsubscribeLinks,
} from '#server/features/notifications/notification-unsubscribe';
import { publicApiDocsRoutes } from '#server/features/public-api/docs-routes';
import { SERVER_TIME_HEADER } from '#shared/domain/record-changes';

/** The JSON API; its type is what the browser's typed client is built from. */
function createApi() {
  return (
    new Hono<AppEnv>()
      .get('/health', async (c) => {
        await c.var.deps.db.execute(sql`select 1`);
        return c.json({ ok: true as const, database: c.var.deps.engine });
      })
      .route('/auth', authRoutes)
      .route('/auth', emailLinksRoutes)
      .route('/account', accountRoutes)
      .route('/api-tokens', apiTokensRoutes)
      // Pickers first: the first router that answers a path wins.
      .route('/clients/picker', clientPickerRoutes)
      .route('/clients', clientsRoutes)
      .route('/influencers/picker', influencerPickerRoutes)
      .route('/influencers', influencersRoutes)
      .route('/collaborations', collaborationLinksRoutes)
      .route('/collaborations', contractsRoutes)
      .route('/contract-template', contractTemplateRoutes)
      .route('/collaborations', collaborationsRoutes)
      // An outsider's private link (decision 0050): its own page, nothing else.
      .route('/link', linkPageRoutes)
      .route('/link/casting', castingLinkRoutes)
      .route('/link/report', reportLinkRoutes)
      .route('/link/contract', contractLinkRoutes)
      .route('/tasks', tasksRoutes)
      // A member's calendar (decision 0068): their link by session, the feed by its token only.
      .route('/calendar-link', calendarLinkRoutes)
      .route('/calendar', calendarFeedRoutes)
      .route('/castings', castingLinksRoutes)
      .route('/castings', castingsRoutes)
      .route('/payments', paymentsRoutes)
      .route('/profitability', profitabilityRoutes)
      .route('/performances', performancesRoutes)
      .route('/compliance', complianceOverviewRoutes)
      // The file first: its gate answers 404 where the area's answers 401 or 403.
      .route('/history', historyRoutes)
      .route('/webhooks', webhooksRoutes)
      // A member's notifications (decision 0069); a mail's unsubscribe link needs no session.
      .route('/notifications/unsubscribe', notificationUnsubscribeRoutes)
      .route('/notifications', notificationsRoutes)
      .route('/resources', resourceFileRoutes)
      .route('/resources', resourcesRoutes)
      .route('/uploads', uploadsRoutes)
      .route('/assistant', assistantRoutes)
      .route('/superadmin', superAdminRoutes)
      .route('/demo-data', demoDataRoutes)
      .route('/demo-agency', demoAgencyRoutes)
      .route('/events', eventsRoutes)
      .route('/trash', trashRoutes)
      .route('/import-files/clients', importFileRoutes('clients'))
      .route('/import-files/influencers', importFileRoutes('influencers'))
      .route('/import-files/readings', importFileRoutes('readings'))
      .route('/imports/clients', importRoutes('clients'))
      .route('/imports/influencers', importRoutes('influencers'))
      .route('/imports/readings', importRoutes('readings'))
      // The public API (issue 32): a personal token only, never a cookie (decision 0066);
      // versioned routes, their document and their page (decision 0065).
      .route('/v1', v1Routes)
      .route('/', publicApiDocsRoutes)
  );
}

export type AppType = ReturnType<typeof createApi>;

type AppGiven = Omit<AppDeps, 'sessions' | 'apiTokens' | 'storage' | 'changes'> &
  Partial<Pick<AppDeps, 'sessions' | 'apiTokens' | 'storage' | 'changes'>>;

export function createApp(given: AppGiven) {
  const sessions = given.sessions ?? createSessionCache(given.db);
  const deps: AppDeps = {
    ...given,
    mailer: skipDemoAddresses(given.mailer),
    storage: given.storage ?? createFileStorage(given.config),
    sessions,
    apiTokens: given.apiTokens ?? createApiTokenCache(given.db, sessions),
    // Without listenForRecordChanges (index.ts, the test harness) its streams receive nothing.
    changes: given.changes ?? createChangeHub(given.db),
    logger: given.logger ?? logger,
  };
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(notFoundJson);
  app.use(securityHeaders(deps.config));
  app.use(compressAnswers());
  app.use('/api/*', async (c, next) => {
    c.set('deps', deps);
    c.header('Cache-Control', 'no-store');
    // This server's clock (ms) as the request arrived, before anything is read: a tab's live
    // stream says since when it has read what it shows in this clock (decision 0047).
    c.header(SERVER_TIME_HEADER, String(Date.now()));
    await next();
  });
  // Before anything reads the request; /api/uploads and /api/link/uploads (tus) have limits of
  // their own (MAX_UPLOAD_MB), /api/import-files too (MAX_IMPORT_MB).
  app.use(
    '/api/*',
    limitRequestSize({ exempt: ['/api/uploads', '/api/link/uploads', '/api/import-files'] }),
  );
  // Decision 0066: /api/v1/* takes a bearer token and no cookie, so there is nothing to forge;
  // nor does a mail's unsubscribe link (decision 0069): its token is its only key, and a mail
  // client's one-click POST, or its page's form (no referrer: `Origin: null`), comes from afar.
  app.use('/api/*', outsideTokenRoutes(outsideUnsubscribeLinks(sameOriginOnly())));
  // Decision 0050: a link's header opens /api/link/* only, and those routes take no cookie.
  app.use('/api/*', refuseLinkHeader());
  app.use('/api/link/*', linkAnswerHeaders());
  // Decision 0066: the same for a bearer token and /api/v1/*.
  app.use('/api/*', refuseBearerOutsideApi());
  app.use('/api/*', outsideTokenRoutes(outsideLinkRoutes(loadSession())));
  app.use('/api/auth/*', forgetSessionsAfterChange('caller'));
  app.use('/api/demo-agency', forgetSessionsAfterChange('caller'));
  app.use('/api/account/*', forgetSessionsAfterChange('everyone'));
  app.route('/api', createApi());
  app.all('/api/*', notFoundJson);
  if (deps.clientDir) mountWebApp(app, deps.clientDir);
  return app;
}
