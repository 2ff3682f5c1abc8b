import type { LinkContentView, LinkDealPage, LinkPage } from '#shared/schemas/link-pages';

// GET /api/link/me as the contract (shared/schemas/link-pages.ts) says. The server of the first
// links (decision 0050) answered a creator's line as `creator` and its deliverables without
// versions, thread or actions: read either, so a page opened between the two still draws.

type RawDeliverable = Partial<LinkContentView> & Pick<LinkContentView, 'id' | 'type'>;
type RawLine = { fullName: string; deliverables?: RawDeliverable[] };
type RawDealPage = Omit<LinkDealPage, 'influencers' | 'brief'> & {
  influencers?: RawLine[];
  creator?: RawLine;
  brief?: LinkDealPage['brief'];
};

const readContent = (raw: RawDeliverable): LinkContentView => ({
  id: raw.id,
  type: raw.type,
  description: raw.description ?? '',
  publishOn: raw.publishOn ?? null,
  stage: raw.stage ?? 'to_produce',
  isLate: raw.isLate ?? false,
  publishedUrl: raw.publishedUrl ?? '',
  publishedOn: raw.publishedOn ?? null,
  versions: raw.versions ?? [],
  comments: raw.comments ?? [],
  actions: raw.actions ?? [],
  // A creator's published deliverable (issue 30): absent before, and on other pages.
  ...(raw.readings ? { readings: raw.readings } : {}),
});

export function readPage(raw: LinkPage | RawDealPage): LinkPage {
  if (raw.kind === 'casting') return { ...raw, proposals: raw.proposals ?? [] };
  const deal = raw as RawDealPage;
  const lines = deal.influencers ?? (deal.creator ? [deal.creator] : []);
  const { creator: _creator, ...rest } = deal;
  return {
    ...rest,
    brief: deal.brief ?? null,
    influencers: lines.map((line) => ({
      fullName: line.fullName,
      deliverables: (line.deliverables ?? []).map(readContent),
    })),
  };
}
