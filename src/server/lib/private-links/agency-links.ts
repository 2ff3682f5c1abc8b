import { and, eq, type SQL } from 'drizzle-orm';
import { privateLinks } from '#server/db/schema/contents';
import { agencies } from '#server/db/schema/identity';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import { sendInBackground, type MailMessage, type Mailer } from '#server/lib/mail';
import {
  linkStatus,
  renewPrivateLink,
  revokePrivateLink,
  type LinkTarget,
} from '#server/lib/private-links/private-links';
import type { CreatedLink, LinkCreateInput, PrivateLinkItem } from '#shared/schemas/private-links';

// Decision 0050: the agency's side of every private link (a deal's creator or brand, a
// casting's selection), stated once: issue (renewing the record's older links), answer, mail
// after commit, list and revoke.

export type LinkSending = { appUrl: string; mailer: Mailer };

/**
 * A new link to `target`, its older ones revoked at once. The token rides in the URL's
 * fragment (`pagePath#token`), which browsers never send: no server log, no Referer.
 */
export async function issueLink(
  ctx: AgencyContext,
  sending: LinkSending,
  target: LinkTarget & { showBudget?: boolean },
  { expiresAt, pagePath }: { expiresAt: Date; pagePath: string },
) {
  const created = await renewPrivateLink(ctx.db, {
    ...target,
    agencyId: ctx.agencyId,
    expiresAt,
    createdBy: ctx.user.id,
  });
  return { ...created, url: `${sending.appUrl}${pagePath}#${created.token}` };
}

/** The answer of a creation: the URL shown this once, never the token again. */
export const createdLinkAnswer = (
  link: { id: string; url: string; expiresAt: Date },
  input: LinkCreateInput,
): CreatedLink => ({
  id: link.id,
  url: link.url,
  expiresAt: link.expiresAt.toISOString(),
  isMailed: Boolean(input.email),
});

export async function getAgencyName(ctx: AgencyContext) {
  const [agency] = await ctx.db
    .select({ name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, ctx.agencyId));
  return agency?.name ?? '';
}

/** Mails a new link once the transaction that made it has committed (never a dead link). */
export function mailAfterCommit(ctx: AgencyContext, mailer: Mailer, message: MailMessage) {
  const send = () => {
    sendInBackground(mailer, message);
    return Promise.resolve();
  };
  if (ctx.afterCommit) ctx.afterCommit(send);
  else void send();
}

type LinkRow = Omit<PrivateLinkItem, 'createdAt' | 'expiresAt' | 'lastUsedAt' | 'status'> & {
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** One line of a list of links: its state, never its token nor its hash. */
export const toLinkItem = ({ revokedAt, ...row }: LinkRow, now = new Date()): PrivateLinkItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  status: linkStatus({ revokedAt, expiresAt: row.expiresAt }, now),
});

/** Revokes one link of the record `ofRecord` names: refused from the next request on. */
export async function revokeLinkOf(ctx: AgencyContext, linkId: string, ofRecord: SQL) {
  const [link] = await ctx.db
    .select({ id: privateLinks.id })
    .from(privateLinks)
    .where(and(eq(privateLinks.id, linkId), ofRecord, eq(privateLinks.agencyId, ctx.agencyId)));
  if (!link || !(await revokePrivateLink(ctx.db, link.id))) throw notFound();
}
