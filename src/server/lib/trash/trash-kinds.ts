import type { PgTable } from 'drizzle-orm/pg-core';
import {
  clientContacts,
  clients,
  influencerPlatforms,
  influencerRates,
  influencers,
} from '#server/db/schema/address-book';
import {
  collaborationCosts,
  collaborationInfluencers,
  collaborations,
  deliverables,
} from '#server/db/schema/collaborations';
import { castingProposals, castings, resources, tasks } from '#server/db/schema/work';
import { contentComments, contentFiles, contentVersions } from '#server/db/schema/contents';
import { publicationReadings } from '#server/db/schema/performance';
import { contracts } from '#server/db/schema/contracts';
import type { TrashKind } from '#shared/domain/trash';

/** A row as the snapshot keeps it: to_jsonb of the table's row (column names, not fields). */
export type SnapshotRow = Record<string, unknown>;

/** A part: rows of `table` whose `column` holds the id of a row of `parent` already kept. */
export type TrashPart = { table: string; column: string; parent: string };

/** Rows of other records pointing at the deleted one, set null by the delete, set back on restore. */
export type TrashLink = { table: string; column: string };

/**
 * Issue 28, decision 0046: what deleting each kind takes with it. `parts` are the rows the
 * foreign keys cascade-delete (listed parents first: restore inserts them in this order);
 * `links` the rows they set null. Whatever a delete touches is here, so a restore puts back
 * exactly what the delete took.
 */
export type TrashKindRules = {
  root: string;
  parts: TrashPart[];
  links: TrashLink[];
  label: (row: SnapshotRow) => string;
  /** The words the Corbeille's search finds it by. */
  searchParts: (row: SnapshotRow) => Array<string | null>;
  /** Storage keys removed only by the sweep or 'Supprimer définitivement'. */
  files: (row: SnapshotRow, snapshot: Record<string, SnapshotRow[]>) => string[];
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const TRASH_RULES: Record<TrashKind, TrashKindRules> = {
  client: {
    root: 'clients',
    parts: [{ table: 'client_contacts', column: 'client_id', parent: 'clients' }],
    links: [
      { table: 'collaborations', column: 'client_id' },
      { table: 'castings', column: 'client_id' },
    ],
    label: (row) => text(row.brand_name),
    searchParts: (row) => [text(row.brand_name)],
    files: () => [],
  },
  influencer: {
    root: 'influencers',
    parts: [
      { table: 'influencer_platforms', column: 'influencer_id', parent: 'influencers' },
      { table: 'influencer_rates', column: 'influencer_id', parent: 'influencers' },
      // An influencer's tasks cascade with it (tasks.influencer_id on delete cascade).
      { table: 'tasks', column: 'influencer_id', parent: 'influencers' },
    ],
    links: [
      { table: 'collaboration_influencers', column: 'influencer_id' },
      { table: 'casting_proposals', column: 'influencer_id' },
    ],
    label: (row) => text(row.full_name),
    searchParts: (row) => [text(row.full_name), text(row.username)],
    files: () => [],
  },
  collaboration: {
    root: 'collaborations',
    parts: [
      { table: 'collaboration_influencers', column: 'collaboration_id', parent: 'collaborations' },
      {
        table: 'deliverables',
        column: 'collaboration_influencer_id',
        parent: 'collaboration_influencers',
      },
      { table: 'collaboration_costs', column: 'collaboration_id', parent: 'collaborations' },
      // Its contents (issue 29): drafts, their files, the threads. Not its private links: a
      // restored deal's outsiders get new links, the old ones stay dead.
      { table: 'content_versions', column: 'deliverable_id', parent: 'deliverables' },
      { table: 'content_files', column: 'version_id', parent: 'content_versions' },
      { table: 'content_comments', column: 'deliverable_id', parent: 'deliverables' },
      // Its publications' statistics (issue 30).
      { table: 'publication_readings', column: 'deliverable_id', parent: 'deliverables' },
      // Its creators' contracts and their signature proof (issue 31).
      {
        table: 'contracts',
        column: 'collaboration_influencer_id',
        parent: 'collaboration_influencers',
      },
    ],
    links: [{ table: 'castings', column: 'collaboration_id' }],
    label: (row) => text(row.name),
    searchParts: (row) => [text(row.name), text(row.brand)],
    files: (_row, snapshot) =>
      [
        ...(snapshot.content_files ?? []).map((file) => text(file.storage_key)),
        // The creators' screenshots of their readings (issue 30).
        ...(snapshot.publication_readings ?? []).map((reading) => text(reading.proof_file_key)),
        // The contracts' documents, certificates and signed files (issue 31).
        ...(snapshot.contracts ?? []).flatMap((contract) => [
          text(contract.document_key),
          text(contract.certificate_key),
          text(contract.signed_upload_key),
        ]),
      ].filter(Boolean),
  },
  casting: {
    root: 'castings',
    parts: [{ table: 'casting_proposals', column: 'casting_id', parent: 'castings' }],
    links: [],
    label: (row) => text(row.name),
    searchParts: (row) => [text(row.name), text(row.brand)],
    files: () => [],
  },
  task: {
    root: 'tasks',
    parts: [],
    links: [],
    label: (row) => text(row.title),
    searchParts: (row) => [text(row.title)],
    files: () => [],
  },
  resource: {
    root: 'resources',
    parts: [],
    // The deals whose creators read it as their brief (issue 29).
    links: [
      { table: 'collaborations', column: 'brief_resource_id' },
      // The contracts it lists (issue 31).
      { table: 'contracts', column: 'resource_id' },
    ],
    label: (row) => text(row.name),
    searchParts: (row) => [text(row.name), text(row.file_name)],
    files: (row) => (text(row.file_key) ? [text(row.file_key)] : []),
  },
};

/** The kind a table's root rows are (where a restored row's missing reference may be parked). */
export const KIND_OF_ROOT = Object.fromEntries(
  Object.entries(TRASH_RULES).map(([kind, rules]) => [rules.root, kind as TrashKind]),
) as Record<string, TrashKind>;

/**
 * References a restored row may find gone (their record deleted since): a 'set null' foreign
 * key is restored null — and, when its record is in the Corbeille, parked in that item's links
 * so that restoring it re-attaches the row; 'refuse' (a task's influencer, which cascades)
 * answers 409 rather than change what the row is.
 */
export type TrashReference = { column: string; table: string; missing: 'null' | 'refuse' };

export const TRASH_REFERENCES: Record<string, TrashReference[]> = {
  collaborations: [{ column: 'client_id', table: 'clients', missing: 'null' }],
  castings: [
    { column: 'client_id', table: 'clients', missing: 'null' },
    { column: 'collaboration_id', table: 'collaborations', missing: 'null' },
  ],
  collaboration_influencers: [
    { column: 'influencer_id', table: 'influencers', missing: 'null' },
    { column: 'paid_by', table: 'users', missing: 'null' },
  ],
  casting_proposals: [{ column: 'influencer_id', table: 'influencers', missing: 'null' }],
  content_versions: [{ column: 'author_user_id', table: 'users', missing: 'null' }],
  content_comments: [{ column: 'author_user_id', table: 'users', missing: 'null' }],
  contracts: [
    { column: 'resource_id', table: 'resources', missing: 'null' },
    { column: 'generated_by', table: 'users', missing: 'null' },
    { column: 'agency_signed_by', table: 'users', missing: 'null' },
    { column: 'signed_upload_by', table: 'users', missing: 'null' },
  ],
  tasks: [
    { column: 'influencer_id', table: 'influencers', missing: 'refuse' },
    { column: 'assigned_to', table: 'users', missing: 'null' },
    { column: 'created_by', table: 'users', missing: 'null' },
  ],
};

/** The Drizzle tables by name: their generated columns are left to the database on restore. */
export const TRASH_TABLES: Record<string, PgTable> = {
  clients,
  client_contacts: clientContacts,
  influencers,
  influencer_platforms: influencerPlatforms,
  influencer_rates: influencerRates,
  collaborations,
  collaboration_influencers: collaborationInfluencers,
  deliverables,
  collaboration_costs: collaborationCosts,
  content_versions: contentVersions,
  content_files: contentFiles,
  content_comments: contentComments,
  publication_readings: publicationReadings,
  contracts,
  castings,
  casting_proposals: castingProposals,
  tasks,
  resources,
};
