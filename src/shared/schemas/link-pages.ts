import { z } from 'zod';
import type { ContentStage } from '#shared/domain/content-stages';
import { dayField, emailField, optionalText, requiredText } from '#shared/schemas/fields';
import {
  contentVersionSchema,
  type ContentCommentView,
  type ContentVersionView,
} from '#shared/schemas/contents';
import { contents as t } from '#shared/i18n/fr-contents';
import { readings as readingsText } from '#shared/i18n/fr-readings';
import type { Metric } from '#shared/domain/performance';
import { readingSchema, type ReadingSource } from '#shared/schemas/performance';
import { fr } from '#shared/i18n/fr';

// Issue 29, decisions 0050 and 0051: what an outsider's page reads and sends through its private
// link (`Authorization: Link <token>`, routes under /api/link/*). One request draws the page
// (GET /api/link/me); never a price, a rate, a margin, another creator (for a creator) or
// anything else of the agency.

/** What a link may do on a deliverable now (the rules of shared/domain/content-stages). */
export type LinkContentAction = 'send_draft' | 'publish' | 'approve' | 'request_changes';

/** A deliverable as a creator or the brand sees it. */
export type LinkContentView = {
  id: string;
  type: string;
  description: string;
  publishOn: string | null;
  stage: ContentStage;
  isLate: boolean;
  publishedUrl: string;
  publishedOn: string | null;
  /**
   * Newest first. The brand sees only the versions the agency sent it; files' `url` are
   * /api/link/files/:fileId (read with the same header).
   */
  versions: ContentVersionView[];
  /** Oldest first. The brand sees the thread from the first version it was sent. */
  comments: ContentCommentView[];
  actions: LinkContentAction[];
  /**
   * A creator's published deliverable (issue 30, decision 0059): its readings, newest first,
   * and the creator may add one. Absent otherwise (the brand's page, a deliverable not live).
   */
  readings?: LinkReadingView[];
};

/** A reading as the creator sees it: the day, the figures and who gave it; no name, no file. */
export type LinkReadingView = Record<Metric, number | null> & {
  id: string;
  readOn: string;
  source: ReadingSource;
};

type LinkPageCommon = {
  agencyName: string;
  expiresAt: string;
};

/** GET /api/link/me for a creator's or a brand's link. */
export type LinkDealPage = LinkPageCommon & {
  kind: 'creator' | 'brand';
  collaborationName: string;
  brand: string;
  /** The deal's brief, when a resource is attached to it (creator pages only). */
  brief: { name: string; url: string } | null;
  /** A creator's link: their own line only. */
  influencers: { fullName: string; deliverables: LinkContentView[] }[];
};

export type CastingProposalDecision = 'accepted' | 'rejected';

/** GET /api/link/me for a casting selection sent to the client. */
export type LinkCastingPage = LinkPageCommon & {
  kind: 'casting';
  castingName: string;
  brand: string;
  description: string;
  proposals: {
    id: string;
    fullName: string;
    username: string;
    platforms: string[];
    followers: number | null;
    status: 'pending' | CastingProposalDecision;
    /** « Validé par le client » trail: who decided through the link, else null. */
    decidedBy: string | null;
  }[];
};

export type LinkPage = LinkDealPage | LinkCastingPage;

/** The brand's reviewer: given once on the page (kept in the browser), sent with each decision. */
export const reviewerSchema = z.object(
  {
    name: requiredText(t.reviewerName, 120),
    email: emailField(t.reviewerEmail),
  },
  // Sent without it: the page asks for the name first.
  { error: fr.fields.required(t.reviewerName) },
);
export type Reviewer = z.infer<typeof reviewerSchema>;

/** POST /api/link/contents/:deliverableId/versions (creator): finished uploads of this link, as
 * the agency's own drafts are sent. */
export const linkVersionSchema = contentVersionSchema;

/** POST /api/link/contents/:deliverableId/comments (creator, or brand with its reviewer). */
export const linkCommentSchema = z.object({
  body: requiredText(t.comment, 5000),
  versionNumber: z.number().int().min(1).nullish(),
  reviewer: reviewerSchema.optional(),
});

/** POST /api/link/contents/:deliverableId/actions */
export const linkContentActionSchema = z.discriminatedUnion(
  'action',
  [
    // The brand, on the latest version it was sent.
    z.object({
      action: z.literal('approve'),
      comment: optionalText(t.comment, 5000),
      reviewer: reviewerSchema,
    }),
    z.object({
      action: z.literal('request_changes'),
      comment: requiredText(t.comment, 5000),
      reviewer: reviewerSchema,
    }),
    // The creator, once the content is validated.
    z.object({
      action: z.literal('publish'),
      publishedUrl: requiredText(t.publishedUrl, 2000).pipe(
        z.url({ protocol: /^https?$/, error: fr.fields.invalid(t.publishedUrl) }),
      ),
      publishedOn: dayField(t.publishedOn),
    }),
  ],
  { error: fr.fields.invalid('action') },
);
export type LinkContentActionInput = z.infer<typeof linkContentActionSchema>;

/**
 * POST /api/link/contents/:deliverableId/readings (creator): a reading of their published
 * deliverable, with the screenshot of the platform's statistics, a finished upload of this link.
 */
export const linkReadingSchema = readingSchema.safeExtend({
  proofUploadId: requiredText(readingsText.creator.proof),
});
export type LinkReadingInput = z.infer<typeof linkReadingSchema>;

/** POST /api/link/casting/proposals/:proposalId (casting link): the brand's decision. */
export const linkProposalDecisionSchema = z.object({
  decision: z.enum(['accepted', 'rejected'], { error: fr.fields.invalid('decision') }),
  reviewer: reviewerSchema,
});

// Uploads through a link: tus at /api/link/uploads (same protocol as /api/uploads), images,
// videos and PDF only, MAX_UPLOAD_MB; an upload id is usable only by the link that made it.
