import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
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
 * The database holds the same keys: sort_name, and the generated email_key, username_key and
 * handle_key (fold_text, migration 0025, is normalizeSearchText in SQL).
 */
export type MatchIndex = Map<string, string>;

const fold = (value: string) => normalizeSearchText(value);
// handle_key: regexp_replace(fold_text(handle), '^@', '').
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
  if (record.kind === 'clients') return clientKeys(record.value);
  if (record.kind === 'influencers') return influencerKeys(record.value);
  // A reading matches by its publication and day instead (import-readings.ts).
  return [];
}

const keyed = (prefix: string, keys: string[]) =>
  keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));

/**
 * The agency's records that match some record of a batch, by its keys: one short read per
 * batch, in the tenant context (another agency's rows are never read), so that memory does not
 * grow with the file and a record written by an earlier batch is found like any other. Every
 * key is a stored column compared with `=` / `IN` (leakproof), so its index answers under
 * row-level security: brand names and SIRETs (migration 0023), the folded email, username and
 * handle (generated columns, migration 0025). An index on the folding expression itself would
 * never be used there (fold_text is not leakproof), and each batch would scan the agency's rows.
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

type Scope = Pick<AgencyContext, 'db' | 'agencyId'>;

// The reads of stored keys, apart so that a test can EXPLAIN them under the tenant role.
export const lookUpEmails = (ctx: Scope, emails: string[]) =>
  ctx.db
    .select({ id: clientContacts.clientId, email: clientContacts.emailKey })
    .from(clientContacts)
    .where(
      and(eq(clientContacts.agencyId, ctx.agencyId), inArray(clientContacts.emailKey, emails)),
    );

export const lookUpSirets = (ctx: Scope, sirets: string[]) =>
  ctx.db
    .select({ id: influencers.id, siret: influencers.siret })
    .from(influencers)
    .where(and(eq(influencers.agencyId, ctx.agencyId), inArray(influencers.siret, sirets)));

export const lookUpUsernames = (ctx: Scope, usernames: string[]) =>
  ctx.db
    .select({ id: influencers.id, username: influencers.usernameKey })
    .from(influencers)
    .where(
      and(eq(influencers.agencyId, ctx.agencyId), inArray(influencers.usernameKey, usernames)),
    );

/**
 * The batch's platforms and handles in one index range each: a row may pair a platform with
 * another record's handle, which is a true match all the same, only one nobody asked for.
 */
export const lookUpHandles = (ctx: Scope, names: string[], handles: string[]) =>
  ctx.db
    .select({
      id: influencerPlatforms.influencerId,
      name: influencerPlatforms.name,
      handle: influencerPlatforms.handleKey,
    })
    .from(influencerPlatforms)
    .where(
      and(
        eq(influencerPlatforms.agencyId, ctx.agencyId),
        inArray(influencerPlatforms.name, names),
        inArray(influencerPlatforms.handleKey, handles),
      ),
    );

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
    const byEmail = emails.length ? await lookUpEmails(ctx, emails) : [];
    for (const row of byEmail) add(`email:${row.email}`, row.id);
    return;
  }
  const sirets = keyed('siret:', keys);
  const usernames = keyed('username:', keys);
  const bySiret = sirets.length ? await lookUpSirets(ctx, sirets) : [];
  for (const row of bySiret) add(`siret:${row.siret}`, row.id);
  const byUsername = usernames.length ? await lookUpUsernames(ctx, usernames) : [];
  for (const row of byUsername) add(`username:${row.username}`, row.id);
  // 'name:handle' (platform names have no ':').
  const platforms = keyed('handle:', keys).map((key) => key.split(/:(.*)/s));
  const byHandle = platforms.length
    ? await lookUpHandles(
        ctx,
        [...new Set(platforms.map(([name]) => name!))],
        platforms.map(([, handle]) => handle!),
      )
    : [];
  for (const row of byHandle) add(`handle:${row.name}:${row.handle}`, row.id);
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
