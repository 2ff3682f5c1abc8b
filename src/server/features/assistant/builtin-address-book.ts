import {
  callTool,
  isNamed,
  nameCandidates,
  ToolRefusal,
} from '#server/features/assistant/builtin-tools';
import {
  bulletList,
  escapeMarkdown as esc,
  numberedList,
  paragraphs,
} from '#server/features/assistant/markdown';
import type { Toolbox } from '#server/features/assistant/tools/runner';
import type {
  ClientFound,
  SearchClientsResult,
} from '#server/features/assistant/tools/search-clients';
import type {
  InfluencerDetails,
  InfluencerDetailsResult,
} from '#server/features/assistant/tools/influencer-details';
import type { TopInfluencersResult } from '#server/features/assistant/tools/top-influencers';
import type { SectorMain } from '#shared/domain/sectors';
import { assistantScreen } from '#shared/i18n/fr-assistant';
import { sectorLabels } from '#shared/i18n/fr-sectors';

const a = assistantScreen.answers;
const orMissing = (value: string) => (value.trim() ? esc(value) : a.missing);

function describeClient(client: ClientFound, asked: string) {
  const named = client.contacts.filter((contact) => asked && isNamed(contact.name, asked));
  const contacts = named.length > 0 ? named : client.contacts;
  const title = a.contacts.client(esc(client.brandName), client.sector);
  if (contacts.length === 0) return `${title} : ${a.contacts.noContact}`;
  const lines = contacts.map(
    (c) =>
      `  - ${a.contacts.contact(esc(c.name), esc(c.role))} — ${a.contacts.email(orMissing(c.email))}, ` +
      a.contacts.phone(orMissing(c.phone)),
  );
  return [title, ...lines].join('\n');
}

async function findInfluencer(toolbox: Toolbox, name: string) {
  for (const candidate of nameCandidates(name)) {
    const found = await callTool<InfluencerDetailsResult>(toolbox, 'influencer_details', {
      name: candidate,
    });
    if (found.influencer) return found;
  }
  return null;
}

function describeInfluencer(influencer: InfluencerDetails) {
  const i = a.influencers;
  const platforms = influencer.platforms.map(
    (p) => `${esc(p.name)} ${esc(p.handle)}${p.audience ? ` (${i.audience(p.audience)})` : ''}`,
  );
  const rates = influencer.rates.map((r) => `${esc(r.type)} ${r.price}`);
  return [
    i.title(esc(influencer.fullName), esc(influencer.username)),
    bulletList([
      ...(influencer.isExclusive ? [i.exclusive] : []),
      i.addressLine(orMissing(influencer.address)),
      i.phoneLine(orMissing(influencer.phoneNumber)),
      i.platforms(platforms.join(', ') || a.missing),
      i.rates(rates.join(', ') || a.missing, influencer.totalRate),
    ]),
  ].join('\n');
}

export async function replyContact(toolbox: Toolbox, name: string) {
  if (!name) {
    const first = await callTool<SearchClientsResult>(toolbox, 'search_clients', {});
    if (first.clients.length === 0) return a.contacts.none;
    return paragraphs(
      a.contacts.askName,
      bulletList(first.clients.map((c) => describeClient(c, ''))),
    );
  }
  for (const query of nameCandidates(name)) {
    const found = await callTool<SearchClientsResult>(toolbox, 'search_clients', { query });
    if (found.clients.length === 0) continue;
    const more = found.total - found.clients.length;
    return paragraphs(
      a.contacts.found(esc(name)),
      bulletList(found.clients.map((client) => describeClient(client, name))),
      more > 0 && a.more(more),
    );
  }
  // Not a client's contact: an influencer's phone and address are coordinates too.
  const influencer = await findInfluencer(toolbox, name).catch((error: unknown) => {
    if (error instanceof ToolRefusal) return null;
    throw error;
  });
  if (influencer?.influencer) return describeInfluencer(influencer.influencer);
  return a.contacts.notFound(esc(name));
}

export async function replyInfluencer(
  toolbox: Toolbox,
  name: string,
  field: 'address' | 'details',
) {
  const i = a.influencers;
  if (!name) {
    const { matches } = await callTool<InfluencerDetailsResult>(toolbox, 'influencer_details', {});
    if (matches.length === 0) return i.none;
    return paragraphs(i.askName, bulletList(matches.map(esc)));
  }
  const found = await findInfluencer(toolbox, name);
  if (!found?.influencer) return i.notFound(esc(name));
  const { influencer, matches } = found;
  const others = matches.length > 0 && i.others(matches.map(esc).join(', '));
  if (field === 'details') return paragraphs(describeInfluencer(influencer), others);
  const who = i.title(esc(influencer.fullName), esc(influencer.username));
  const answer = influencer.address.trim()
    ? i.address(who, esc(influencer.address))
    : i.noAddress(who);
  return paragraphs(answer, others);
}

export async function replyTop(toolbox: Toolbox, sector: SectorMain | null, limit: number) {
  if (!sector) return a.top.askSector(Object.values(sectorLabels.sectors).join(', '));
  const found = await callTool<TopInfluencersResult>(toolbox, 'top_influencers', { sector, limit });
  if (found.sector === null) return a.top.askSector(found.known.join(', '));
  if (found.items.length === 0) return a.top.none(found.sector);
  const lines = found.items.map((item) =>
    a.top.item(esc(item.fullName), esc(item.username), item.deals, item.total),
  );
  return paragraphs(a.top.title(found.sector), numberedList(lines));
}
