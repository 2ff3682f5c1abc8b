import path from 'node:path';

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  superAdminEmails: string[];
  ai: { baseUrl?: string; apiKey?: string; model: string };
  sessionSecret: string | undefined;
  /**
   * Whom to believe about the client's address and scheme (X-Forwarded-For/-Proto): 0 = nobody,
   * the socket's address counts; n = the n proxies in front of us; a list = those addresses.
   */
  trustProxy: number | string[];
  isProduction: boolean;
  /** The address users reach, for links in mails (no trailing slash). */
  appUrl: string;
  /** Unset: mails are written to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    superAdminEmails: (env.SUPERADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    ai: {
      baseUrl: env.AI_BASE_URL || undefined,
      apiKey: env.AI_API_KEY || undefined,
      model: env.AI_MODEL || 'gpt-3.5-turbo',
    },
    sessionSecret: env.SESSION_SECRET || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    isProduction: env.NODE_ENV === 'production',
    appUrl: (env.APP_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Infludesk <no-reply@infludesk.local>',
  };
}

/** TRUST_PROXY: unset = 0; a hop count ('1'); or a comma list of proxy addresses or ranges. */
function parseTrustProxy(value: string | undefined): number | string[] {
  const text = (value ?? '').trim();
  if (!text) return 0;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}
