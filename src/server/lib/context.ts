import type { Database, DatabaseEngine } from '#server/db/client';
import type { Config } from '#server/lib/config';
import type { Logger } from '#server/lib/logger';
import type { SessionCache } from '#server/lib/auth/session-cache';
import type { ApiTokenCache } from '#server/lib/auth/api-token-cache';
import type { ChangeHub } from '#server/features/events/change-hub';
import type { Mailer } from '#server/lib/mail';
import type { FileStorage } from '#server/lib/storage/file-storage';
import type { PrivateLink } from '#server/lib/private-links/private-links';
import type { RateLimiter } from '#server/middleware/rate-limit';
import type { PermissionKey, PermissionMap } from '#shared/domain/permissions';
import type { UserRole } from '#shared/domain/enums';

/** What a signed-in request knows about its user (never the password hash). */
export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  userRole: UserRole;
  agencyId: string | null;
  permissions: PermissionMap | null;
  isSuperAdmin: boolean;
  /** The address was proven by a link sent to it (an unverified account works, with a banner). */
  isEmailVerified: boolean;
  /** A member of a throw-away agency of 'Voir la démo' (decision 0038): some actions are shut. */
  isDemo: boolean;
  sessionId: string;
};

/** What every service of agency data receives: the tenant transaction and who is asking. */
export type AgencyContext = {
  db: Database;
  user: SessionUser;
  agencyId: string;
  /**
   * Work to do once the transaction has committed (removing a replaced file): never when it
   * rolls back. Outside a request (scripts, exports) it runs at once.
   */
  afterCommit?: (task: () => Promise<void>) => void;
};

/** What a request through a private link knows (decision 0050): its link, in its tenant. */
export type LinkContext = {
  db: Database;
  link: PrivateLink;
  /** Work to do once the link's transaction has committed (a mail to the agency). */
  afterCommit?: (task: () => Promise<void>) => void;
};

export type AppDeps = {
  db: Database;
  engine: DatabaseEngine;
  config: Config;
  limiter: RateLimiter;
  /** Verification and password-reset mails (lib/mail.ts). */
  mailer: Mailer;
  /** Recently resolved sessions (createApp makes one when none is given). */
  sessions: SessionCache;
  /** Recently resolved API tokens, following `sessions` (createApp makes one when none is given). */
  apiTokens: ApiTokenCache;
  /** The open live-update streams of this process (createApp makes one when none is given). */
  changes: ChangeHub;
  /** Uploaded files: DATA_DIR/uploads or an S3 bucket (createApp makes one from the config). */
  storage: FileStorage;
  /** Where errors are logged; tests pass one with a destination they read (issue 10). */
  logger?: Logger;
  /** Folder of the built web app; absent in API-only tests. */
  clientDir?: string;
};

/** What a request of the public API knows of its token (decision 0066), beside `ctx`. */
export type ApiTokenContext = {
  id: string;
  name: string;
  prefix: string;
  /** The sections it opens today: its own that its member can still open. */
  sections: PermissionKey[];
  expiresAt: Date | null;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    ctx: AgencyContext;
    link: LinkContext;
    apiToken: ApiTokenContext;
  };
};
