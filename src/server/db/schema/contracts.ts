import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, tenantPolicies, timestamps } from '#server/db/schema/common';
import { agencyId, users } from '#server/db/schema/identity';
import { collaborations, collaborationInfluencers } from '#server/db/schema/collaborations';
import { resources } from '#server/db/schema/work';

// Issue 31: the written contract of one creator's line of a deal (loi n° 2023-451, art. 8),
// generated from the agency's template, and the proof of its simple electronic signature
// (article 1367 of the Code civil): the document's SHA-256, the name typed, the moment, the
// address and the user agent, joined in a PDF certificate. Generating it again replaces the
// document and clears both signatures: a changed contract needs a new signature.
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    agencyId: agencyId(),
    collaborationId: uuid('collaboration_id')
      .notNull()
      .references(() => collaborations.id, { onDelete: 'cascade' }),
    collaborationInfluencerId: uuid('collaboration_influencer_id')
      .notNull()
      .references(() => collaborationInfluencers.id, { onDelete: 'cascade' }),
    // The 'Contrats' resource that lists it among the agency's files.
    resourceId: uuid('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    documentKey: text('document_key').notNull(),
    documentName: text('document_name').notNull(),
    documentSize: bigint('document_size', { mode: 'number' }).notNull(),
    documentSha256: text('document_sha256').notNull(),
    // The SHA-256 of what the deal said when the document was made (its template's values but
    // the day): differing from today's, the contract no longer says what the deal does.
    valuesSha256: text('values_sha256'),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
    generatedBy: uuid('generated_by').references(() => users.id, { onDelete: 'set null' }),
    creatorSignedName: text('creator_signed_name'),
    creatorSignedAt: timestamp('creator_signed_at', { withTimezone: true }),
    creatorSignedIp: text('creator_signed_ip'),
    creatorSignedUserAgent: text('creator_signed_user_agent'),
    creatorSignedSha256: text('creator_signed_sha256'),
    certificateKey: text('certificate_key'),
    agencySignedBy: uuid('agency_signed_by').references(() => users.id, { onDelete: 'set null' }),
    agencySignedName: text('agency_signed_name'),
    agencySignedAt: timestamp('agency_signed_at', { withTimezone: true }),
    agencySignedSha256: text('agency_signed_sha256'),
    // A contract signed outside the product and uploaded by hand.
    signedUploadKey: text('signed_upload_key'),
    signedUploadName: text('signed_upload_name'),
    signedUploadAt: timestamp('signed_upload_at', { withTimezone: true }),
    signedUploadBy: uuid('signed_upload_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contracts_line_idx').on(t.collaborationInfluencerId),
    index('contracts_collaboration_idx').on(t.collaborationId),
    index('contracts_resource_idx')
      .on(t.resourceId)
      .where(sql`resource_id is not null`),
    index('contracts_agency_idx').on(t.agencyId),
    ...tenantPolicies('contracts'),
  ],
);

// An agency's own contract template (.docx with the default template's placeholders); none:
// the default French template that ships with the product.
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: id(),
    agencyId: agencyId(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contract_templates_agency_idx').on(t.agencyId),
    ...tenantPolicies('contract_templates'),
  ],
);
