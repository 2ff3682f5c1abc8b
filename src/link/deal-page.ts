import type { LinkDealPage } from '#shared/schemas/link-pages';
import { contentView } from './content-view';
import { contractSection } from './contract-section';
import { h } from './dom';
import type { PageContext } from './page-context';
import { texts } from './texts';
import { formatMoment } from './view-helpers';

/** A creator's or a brand's page: the deal, then each creator's deliverables. */
export function dealPage(page: LinkDealPage, ctx: PageContext) {
  return [
    h(
      'section',
      { class: 'card deal', 'aria-labelledby': 'deal-name' },
      h('p', { class: 'label' }, texts.campaign),
      h('h2', { id: 'deal-name' }, page.collaborationName),
      h(
        'dl',
        { class: 'facts' },
        h('div', {}, h('dt', {}, texts.brand), h('dd', {}, page.brand)),
        h('div', {}, h('dt', {}, texts.agency), h('dd', {}, page.agencyName)),
      ),
      page.brief ? briefLink(page.brief, ctx) : null,
      h('p', { class: 'hint' }, texts.expiresOn(formatMoment(page.expiresAt))),
    ),
    // The creator's contract to sign (issue 31), drawn when it is read.
    ctx.kind === 'creator' ? contractSection(ctx) : undefined,
    ctx.reviewer?.element,
    ...page.influencers.map((line, index) =>
      h(
        'section',
        { class: 'line', 'aria-labelledby': `line-${index}` },
        h('h2', { id: `line-${index}` }, texts.deliverablesOf(line.fullName)),
        line.deliverables.length === 0
          ? h('p', { class: 'muted' }, texts.noDeliverable)
          : line.deliverables.map((content) => contentView(content, ctx)),
      ),
    ),
  ];
}

/** The brief: a file of the link is read with its header (a blob:), an outside address as is. */
function briefLink(brief: { name: string; url: string }, ctx: PageContext) {
  const isLinkFile = brief.url.startsWith('/api/link/');
  const link = h(
    'a',
    { href: isLinkFile ? '#' : brief.url, target: '_blank', rel: 'noreferrer noopener' },
    `${texts.brief} « ${brief.name} »`,
  );
  if (isLinkFile) {
    link.addEventListener('click', (event) => {
      if (link.getAttribute('href') === '#') event.preventDefault();
    });
    void ctx.api.getFileUrl(brief.url).then(
      (url) => (link.href = url),
      () => undefined,
    );
  }
  return h('p', {}, link);
}
