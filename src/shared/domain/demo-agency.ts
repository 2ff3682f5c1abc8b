// The throw-away agencies of 'Voir la démo' (decision 0038).

/** A demo agency, its member, sessions and files are erased this long after it was opened. */
export const DEMO_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Demo members get an address of this reserved domain (RFC 2606 `.invalid`): it can never be a
 * real mailbox, so nobody can receive a link for it, and the mailer drops anything sent there.
 */
export const DEMO_EMAIL_DOMAIN = 'demo.infludesk.invalid';

export const isDemoAddress = (email: string) =>
  email.toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`);

/**
 * The largest file a demo agency may upload (10 MB, under MAX_UPLOAD_MB): enough to try a
 * brief or a visual, too little to use the demo as free storage for a day.
 */
export const DEMO_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** When a demo opened at `openedAt` is erased. */
export const getDemoExpiry = (openedAt: Date) => new Date(openedAt.getTime() + DEMO_LIFETIME_MS);
