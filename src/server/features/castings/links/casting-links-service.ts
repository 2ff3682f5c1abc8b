import { and, asc, desc, eq } from 'drizzle-orm';
import { privateLinks } from '#server/db/schema/contents';
import { castings } from '#server/db/schema/work';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import {
  createdLinkAnswer,
  getAgencyName,
  issueLink,
  mailAfterCommit,
  revokeLinkOf,
  toLinkItem,
  type LinkSending,
} from '#server/lib/private-links/agency-links';
import { linkExpiry } from '#server/lib/private-links/link-expiry';
import { formatLongDate } from '#shared/domain/dates';
import type { CreatedLink, LinkCreateInput, PrivateLinkItem } from '#shared/schemas/private-links';
import { castingLinkMail } from '#shared/i18n/fr-castings-links';

// Issue 29, decision 0053: 'Envoyer la sélection au client', the agency's side of a casting's
// link. The same rules as a deal's links (decision 0050): one live link per casting, a renewal
// revokes the old one, the token shown once.

const PAGE_PATH = '/lien/casting';

async function getCastingOf(ctx: AgencyContext, id: string, isLocked = false) {
  const query = ctx.db
    .select({ id: castings.id, name: castings.name, brand: castings.brand })
    .from(castings)
    .where(and(eq(castings.id, id), eq(castings.agencyId, ctx.agencyId)));
  // Issuing a link locks the casting until commit: two clicks at once leave one live link.
  const [casting] = await (isLocked ? query.for('update') : query);
  if (!casting) throw notFound();
  return casting;
}

/**
 * A new link for the brand to answer the selection; the casting's older ones stop at once.
 * A casting has no publication date: the link lives 30 days from its creation.
 */
export async function createCastingLink(
  ctx: AgencyContext,
  sending: LinkSending,
  castingId: string,
  input: LinkCreateInput,
): Promise<CreatedLink> {
  const casting = await getCastingOf(ctx, castingId, true);
  const target = {
    kind: 'casting' as const,
    collaborationId: null,
    collaborationInfluencerId: null,
    castingId: casting.id,
  };
  const link = await issueLink(ctx, sending, target, {
    expiresAt: linkExpiry(null),
    pagePath: PAGE_PATH,
  });
  if (input.email) {
    const agencyName = await getAgencyName(ctx);
    mailAfterCommit(ctx, sending.mailer, {
      to: input.email,
      subject: castingLinkMail.subject(agencyName, casting.name),
      text: castingLinkMail.text({
        agencyName,
        castingName: casting.name,
        brand: casting.brand,
        until: formatLongDate(link.expiresAt),
        url: link.url,
      }),
      link: link.url,
    });
  }
  return createdLinkAnswer(link, input);
}

/** The casting's links, newest first: their state, never their token nor its hash. */
export async function listCastingLinks(
  ctx: AgencyContext,
  castingId: string,
): Promise<{ items: PrivateLinkItem[] }> {
  const casting = await getCastingOf(ctx, castingId);
  const rows = await ctx.db
    .select({
      id: privateLinks.id,
      kind: privateLinks.kind,
      createdAt: privateLinks.createdAt,
      expiresAt: privateLinks.expiresAt,
      lastUsedAt: privateLinks.lastUsedAt,
      revokedAt: privateLinks.revokedAt,
    })
    .from(privateLinks)
    .where(and(eq(privateLinks.castingId, casting.id), eq(privateLinks.agencyId, ctx.agencyId)))
    .orderBy(desc(privateLinks.createdAt), asc(privateLinks.id));
  const now = new Date();
  return { items: rows.map((row) => toLinkItem({ ...row, lineId: null, fullName: null }, now)) };
}

/** 'Désactiver': the link is refused from the next request on. */
export async function revokeCastingLink(ctx: AgencyContext, castingId: string, linkId: string) {
  const casting = await getCastingOf(ctx, castingId);
  await revokeLinkOf(ctx, linkId, eq(privateLinks.castingId, casting.id));
}
