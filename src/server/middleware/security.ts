import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from '#server/lib/app-error';
import { isFromTrustedProxy, isHttpsRequest, type TrustProxy } from '#server/middleware/client-ip';
import { fr } from '#shared/i18n/fr';

/** Every response's security headers; HSTS only on a request known to be HTTPS. */
export const securityHeaders = (config: { trustProxy: TrustProxy }): MiddlewareHandler => {
  const headers = baseHeaders();
  return async (c, next) => {
    await headers(c, next);
    if (isHttpsRequest(c, config.trustProxy)) c.header('Strict-Transport-Security', HSTS);
  };
};

// A year; not includeSubDomains: other hosts of the operator's domain are not ours to decide.
const HSTS = 'max-age=31536000';

const baseHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and sonner position elements with inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // The outsiders' pages read a draft's video with their link's header, then play it from
      // a blob: URL (decision 0052).
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
    // A response that sets one of these itself keeps it (uploaded files: decision 0028).
    overwrite: false,
  });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mutating requests must come from our own pages. Browsers send Origin (and Sec-Fetch-Site)
 * with every cross-site request; a request without either is not a browser riding on a cookie.
 */
export const sameOriginOnly = (): MiddlewareHandler => async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const forwardedHost = isFromTrustedProxy(c) ? c.req.header('x-forwarded-host') : undefined;
  const host = forwardedHost ?? c.req.header('host');
  const isForeignOrigin = origin !== undefined && safeHost(origin) !== host;
  if (isForeignOrigin || fetchSite === 'cross-site') {
    throw new AppError('bad_origin', 403, fr.errors.badOrigin);
  }
  return next();
};

function safeHost(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
