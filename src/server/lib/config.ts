import path from 'node:path';
import { DEFAULT_TRASH_DAYS } from '#shared/domain/trash';

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
  /** The largest file a resource upload may carry (MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  /** The largest file an import of clients or influencers may be (MAX_IMPORT_MB, 20). */
  maxImportBytes: number;
  /** The most rows an import file may hold (MAX_IMPORT_ROWS, 50,000). */
  maxImportRows: number;
  /** Days an event of the history is kept (issue 28), then swept; HISTORY_DAYS. */
  historyDays: number;
  /** Requests a minute each API token may make (decision 0066); API_TOKEN_RATE_LIMIT, 600. */
  apiTokenRateLimit: number;
  /** Set: uploaded files go to this S3-compatible bucket instead of DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** How long a deleted record waits in the Corbeille before it is erased (TRASH_DAYS, 30). */
  trashDays: number;
};

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
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
    maxUploadBytes: Math.round(positiveNumber(env.MAX_UPLOAD_MB, 1024) * 1024 * 1024),
    maxImportBytes: Math.round(positiveNumber(env.MAX_IMPORT_MB, 20) * 1024 * 1024),
    maxImportRows: Math.floor(positiveNumber(env.MAX_IMPORT_ROWS, 50_000)),
    trashDays: positiveNumber(env.TRASH_DAYS, DEFAULT_TRASH_DAYS),
    historyDays: Math.floor(positiveNumber(env.HISTORY_DAYS, 730)),
    apiTokenRateLimit: Math.floor(positiveNumber(env.API_TOKEN_RATE_LIMIT, 600)),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
  };
}

function positiveNumber(value: string | undefined, fallback: number) {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
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
