import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { foldedText } from '#server/db/folded-text';
import {
  clientContacts,
  clients,
  influencerPlatforms,
  influencers,
} from '#server/db/schema/address-book';
import type { AgencyContext } from '#server/lib/context';
import type { CheckedRecord } from '#server/features/imports/import-records';
import type { DuplicateRule, ImportKind } from '#shared/domain/imports';
import { normalizeSiret } from '#shared/domain/siret';
import { normalizeSearchText } from '#shared/domain/search';

/**
 * Records by what matches them (decision 0034), key → id: clients by brand name or contact
 * email, influencers by SIRET, username or platform handle, all folded (no case, no accents).
 */
export type MatchIndex = Map<string, string>;

const fold = (value: string) => normalizeSearchText(value);
const foldHandle = (value: string) => fold(value).replace(/^@/, '');

export const clientKeys = (value: { brandName: string; contacts: { email: string }[] }) => [
  ...value.contacts.map((contact) => `email:${fold(contact.email)}`),
  `brand:${fold(value.brandName)}`,
];

export const influencerKeys = (value: {
  siret: string;
  username: string;
  platforms: { name: string; handle: string }[];
}) => [
  `siret:${normalizeSiret(value.siret)}`,
  `username:${fold(value.username)}`,
  ...value.platforms.map((platform) => `handle:${platform.name}:${foldHandle(platform.handle)}`),
];

export function keysOf(record: CheckedRecord & { ok: true }) {
  return record.kind === 'clients' ? clientKeys(record.value) : influencerKeys(record.value);
}

const keyed = (prefix: string, keys: string[]) =>
  keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));

/**
 * The agency's records that match some record of a batch, by its keys: one short read per
 * batch, in the tenant context (another agency's rows are never read), so that memory does not
 * grow with the file and a record written by an earlier batch is found like any other. Brand
 * names and SIRETs are read through an index (migration 0023). The folded username, handle and
 * email are not: under row-level security PostgreSQL applies no index on an expression of
 * functions that are not leakproof (lower, translate), so those reads scan the agency's rows
 * (decision 0034: stored folded columns would lift that).
 */
export async function findMatches(
  ctx: AgencyContext,
  kind: ImportKind,
  records: readonly CheckedRecord[],
): Promise<MatchIndex> {
  const keys = [...new Set(records.flatMap((record) => (record.ok ? keysOf(record) : [])))];
  const index: MatchIndex = new Map();
  const add = (key: string, id: string) => {
    if (!index.has(key)) index.set(key, id);
  };
  if (keys.length === 0) return index;
  await lookUp(ctx, kind, keys, add);
  return index;
}

async function lookUp(
  ctx: AgencyContext,
  kind: ImportKind,
  keys: string[],
  add: (key: string, id: string) => void,
) {
  if (kind === 'clients') {
    const brands = keyed('brand:', keys);
    const emails = keyed('email:', keys);
    // sort_name is the brand folded the same way (clients-service: normalizeSearchText).
    const byBrand = brands.length
      ? await ctx.db
          .select({ id: clients.id, sortName: clients.sortName })
          .from(clients)
          .where(and(eq(clients.agencyId, ctx.agencyId), inArray(clients.sortName, brands)))
      : [];
    for (const row of byBrand) add(`brand:${row.sortName}`, row.id);
    const foldedEmail = foldedText(clientContacts.email);
    const byEmail = emails.length
      ? await ctx.db
          .select({ id: clientContacts.clientId, email: foldedEmail })
          .from(clientContacts)
          .where(and(eq(clientContacts.agencyId, ctx.agencyId), inArray(foldedEmail, emails)))
      : [];
    for (const row of byEmail) add(`email:${row.email}`, row.id);
    return;
  }
  const sirets = keyed('siret:', keys);
  const usernames = keyed('username:', keys);
  const handles = keyed('handle:', keys);
  const foldedUsername = foldedText(influencers.username);
  const people =
    sirets.length || usernames.length
      ? await ctx.db
          .select({ id: influencers.id, siret: influencers.siret, username: foldedUsername })
          .from(influencers)
          .where(
            and(
              eq(influencers.agencyId, ctx.agencyId),
              or(
                sirets.length ? inArray(influencers.siret, sirets) : undefined,
                usernames.length ? inArray(foldedUsername, usernames) : undefined,
              ),
            ),
          )
      : [];
  for (const row of people) {
    add(`siret:${row.siret}`, row.id);
    add(`username:${row.username}`, row.id);
  }
  const handleKey = sql<string>`${influencerPlatforms.name} || ':' || ltrim(${foldedText(influencerPlatforms.handle)}, '@')`;
  const byHandle = handles.length
    ? await ctx.db
        .select({ id: influencerPlatforms.influencerId, key: handleKey })
        .from(influencerPlatforms)
        .where(and(eq(influencerPlatforms.agencyId, ctx.agencyId), inArray(handleKey, handles)))
    : [];
  for (const row of byHandle) add(`handle:${row.key}`, row.id);
}

export type Action =
  { action: 'create'; id: string } | { action: 'update'; id: string } | { action: 'skip' };

/**
 * What becomes of a valid record under the rule. `overlay` holds what the batch being planned
 * has added (a later row of the same file matches an earlier one); it joins the index once the
 * batch is committed.
 */
export function planRecord(
  record: CheckedRecord & { ok: true },
  rule: DuplicateRule,
  index: MatchIndex,
  overlay: MatchIndex,
): Action {
  const keys = keysOf(record);
  const match = keys.map((key) => overlay.get(key) ?? index.get(key)).find(Boolean);
  const action: Action =
    match && rule !== 'create'
      ? rule === 'skip'
        ? { action: 'skip' }
        : { action: 'update', id: match }
      : { action: 'create', id: randomUUID() };
  if (action.action !== 'skip') {
    for (const key of keys) if (!overlay.has(key) && !index.has(key)) overlay.set(key, action.id);
  }
  return action;
}
