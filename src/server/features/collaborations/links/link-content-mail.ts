import { and, eq, sql } from 'drizzle-orm';
import { collaborations } from '#server/db/schema/collaborations';
import { users } from '#server/db/schema/identity';
import { sendInBackground } from '#server/lib/mail';
import type { LockedContent } from '#server/features/collaborations/contents/content-writes';
import type { LinkSending } from '#server/features/collaborations/links/links-service';
import type { LinkContext } from '#server/lib/context';
import { contentNewsMails, type ContentNews } from '#shared/i18n/fr-link-mails';
import { fr } from '#shared/i18n/fr';

// Decision 0051: a creator's draft, or the brand's decision, through their link tells the
// deal's chef de projet by mail. The deal names its manager as text (a member picked in the
// form, or free text): the members of that name get it; a name that is nobody's gets none.
// Sent once the link's transaction has committed: a mail failure never undoes the action.

export type ContentNewsEvent = {
  news: ContentNews;
  locked: LockedContent;
  version: number;
  actorName: string;
  reviewerEmail?: string;
  comment?: string;
};

/** The deal's chef de projet among the agency's members: first name and address. */
async function findManagers(linkCtx: LinkContext, collaborationId: string) {
  const { db, link } = linkCtx;
  const [deal] = await db
    .select({ manager: collaborations.manager, brand: collaborations.brand })
    .from(collaborations)
    .where(and(eq(collaborations.id, collaborationId), eq(collaborations.agencyId, link.agencyId)));
  if (!deal || deal.manager.trim() === '') return { brand: deal?.brand ?? '', managers: [] };
  const fullName = sql`lower(trim(${users.firstName} || ' ' || ${users.lastName}))`;
  const managers = await db
    .select({ firstName: users.firstName, email: users.email })
    .from(users)
    .where(and(eq(users.agencyId, link.agencyId), sql`${fullName} = lower(trim(${deal.manager}))`))
    .limit(5);
  return { brand: deal.brand, managers };
}

/** Mails the deal's chef de projet about the outsider's act, after the commit. */
export async function mailContentNews(
  linkCtx: LinkContext,
  sending: LinkSending,
  event: ContentNewsEvent,
) {
  const { locked } = event;
  const { brand, managers } = await findManagers(linkCtx, locked.collaborationId);
  const types: Record<string, string> = fr.deliverableTypes;
  const type = types[locked.item.type] ?? locked.item.type;
  const content = locked.item.description ? `${type} — ${locked.item.description}` : type;
  const url = `${sending.appUrl}/app/collaborations?voir=${locked.collaborationId}`;
  const messages = managers.map((manager) => ({
    to: manager.email,
    subject: contentNewsMails.subject(event.news, locked.dealName),
    text: contentNewsMails.text({
      news: event.news,
      managerName: manager.firstName,
      actorName: event.actorName,
      reviewerEmail: event.reviewerEmail ?? '',
      creatorName: locked.lineName,
      content,
      version: event.version,
      dealName: locked.dealName,
      brand,
      comment: event.comment ?? '',
      url,
    }),
    link: url,
  }));
  const send = () => {
    for (const message of messages) sendInBackground(sending.mailer, message);
    return Promise.resolve();
  };
  if (linkCtx.afterCommit) linkCtx.afterCommit(send);
  else void send();
}
