import type { CastingProposalDecision, LinkCastingPage } from '#shared/schemas/link-pages';
import { h } from './dom';
import { formMessage, handleSubmit } from './forms';
import type { PageContext } from './page-context';
import { checkReviewer } from './reviewer';
import { texts } from './texts';
import { followersText, formatMoment, platformLabel } from './view-helpers';

type Proposal = LinkCastingPage['proposals'][number];

export const proposalHeadingId = (id: string) => `proposal-${id}`;

/** A casting selection sent to the client: accept or refuse each proposed creator. */
export function castingPage(page: LinkCastingPage, ctx: PageContext) {
  return [
    h(
      'section',
      { class: 'card deal', 'aria-labelledby': 'casting-name' },
      h('h2', { id: 'casting-name' }, page.castingName),
      h(
        'dl',
        { class: 'facts' },
        h('div', {}, h('dt', {}, texts.brand), h('dd', {}, page.brand)),
        h('div', {}, h('dt', {}, texts.agency), h('dd', {}, page.agencyName)),
      ),
      page.description ? h('p', { class: 'pre' }, page.description) : null,
      h('p', { class: 'hint' }, texts.expiresOn(formatMoment(page.expiresAt))),
    ),
    ctx.reviewer?.element,
    h(
      'section',
      { class: 'line', 'aria-labelledby': 'proposals' },
      h('h2', { id: 'proposals' }, texts.castingProposals),
      page.proposals.length === 0
        ? h('p', { class: 'muted' }, texts.noProposal)
        : page.proposals.map((proposal) => proposalView(proposal, ctx)),
    ),
  ];
}

function proposalView(proposal: Proposal, ctx: PageContext) {
  const headingId = proposalHeadingId(proposal.id);
  const platforms = proposal.platforms.map(platformLabel).join(', ');
  const followers = followersText(proposal.followers);
  return h(
    'article',
    { class: 'card content', 'aria-labelledby': headingId },
    h('h3', { id: headingId, tabindex: -1 }, proposal.fullName),
    h(
      'p',
      { class: 'meta' },
      proposal.username ? `@${proposal.username.replace(/^@/, '')}` : null,
      platforms ? ` · ${platforms}` : null,
      followers ? ` · ${followers}` : null,
    ),
    h(
      'p',
      {},
      h('span', { class: `badge badge-${proposal.status}` }, texts.proposalStatus[proposal.status]),
      proposal.decidedBy
        ? ` ${(proposal.status === 'rejected' ? texts.rejectedBy : texts.decidedBy)(proposal.decidedBy)}`
        : null,
    ),
    proposal.status === 'pending' ? decisionForm(proposal, ctx) : null,
  );
}

function decisionForm(proposal: Proposal, ctx: PageContext) {
  const reviewer = ctx.reviewer;
  const message = formMessage();
  const form = h(
    'form',
    { class: 'stack' },
    message,
    h(
      'div',
      { class: 'buttons' },
      h(
        'button',
        { type: 'submit', value: 'accepted', 'aria-label': texts.acceptOf(proposal.fullName) },
        texts.accept,
      ),
      h(
        'button',
        {
          type: 'submit',
          value: 'rejected',
          class: 'secondary',
          'aria-label': texts.rejectOf(proposal.fullName),
        },
        texts.reject,
      ),
    ),
  );
  handleSubmit({
    form,
    message,
    fields: () => reviewer?.fields() ?? [],
    validate: () => checkReviewer(reviewer?.fields() ?? []),
    onSubmit: async (submitter) => {
      const decision: CastingProposalDecision =
        submitter?.value === 'rejected' ? 'rejected' : 'accepted';
      await ctx.api.post(`/api/link/casting/proposals/${encodeURIComponent(proposal.id)}`, {
        decision,
        reviewer: reviewer?.read(),
      });
      reviewer?.remember();
      await ctx.refresh(proposalHeadingId(proposal.id), texts.proposalStatus[decision]);
    },
  });
  return form;
}
