import type { AgencyContext } from '#server/lib/context';
import type { Mailer } from '#server/lib/mail';
import { mailAfterCommit } from '#server/lib/private-links/agency-links';
import { formatLongDate } from '#shared/domain/dates';
import { linkMails } from '#shared/i18n/fr-link-mails';

type LinkMail = {
  to: string;
  agencyName: string;
  deal: { name: string; brand: string };
  link: { url: string; expiresAt: Date };
} & ({ kind: 'creator'; fullName: string } | { kind: 'brand' } | { kind: 'report' });

/** Mails a new link once the transaction that made it has committed (never a dead link). */
export function mailLink(ctx: AgencyContext, mailer: Mailer, mail: LinkMail) {
  const common = {
    agencyName: mail.agencyName,
    dealName: mail.deal.name,
    brand: mail.deal.brand,
    until: formatLongDate(mail.link.expiresAt),
    url: mail.link.url,
  };
  const text =
    mail.kind === 'creator'
      ? linkMails.creator.text({ ...common, fullName: mail.fullName })
      : linkMails[mail.kind].text(common);
  const message = {
    to: mail.to,
    subject: linkMails[mail.kind].subject(mail.agencyName, mail.deal.name),
    text,
    link: mail.link.url,
  };
  mailAfterCommit(ctx, mailer, message);
}
