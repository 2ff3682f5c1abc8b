import path from 'node:path';

export type Config = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  superAdminEmails: string[];
  ai: { baseUrl?: string; apiKey?: string; model: string };
  sessionSecret: string | undefined;
  isProduction: boolean;
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
    isProduction: env.NODE_ENV === 'production',
  };
}
