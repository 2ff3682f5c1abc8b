import { z } from 'zod';
import type { AgencyWait, ContentStage } from '#shared/domain/content-stages';
import { WAITING_PAGE_LIMIT } from '#shared/domain/list-limits';
import {
  cursorField,
  dayField,
  optionalText,
  queryIntegerField,
  requiredText,
  textField,
} from '#shared/schemas/fields';
import { contents as t } from '#shared/i18n/fr-contents';
import { fr } from '#shared/i18n/fr';

// Issue 29, decision 0049: what the agency's screens send about contents, and what the API
// answers (GET /api/collaborations/:id/contents).

/** The agency's actions on a deliverable (a draft is sent through POST …/versions). */
export const AGENCY_CONTENT_ACTIONS = [
  'send_to_client',
  'approve',
  'request_changes',
  'publish',
  'unpublish',
  'check_publication',
] as const;
export type AgencyContentAction = (typeof AGENCY_CONTENT_ACTIONS)[number];

const publicationUrlField = requiredText(t.publishedUrl, 2000).pipe(
  z.url({ protocol: /^https?$/, error: fr.fields.invalid(t.publishedUrl) }),
);

/** POST …/contents/:deliverableId/actions */
export const contentActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('send_to_client') }),
    z.object({ action: z.literal('approve'), comment: optionalText(t.comment, 5000) }),
    // Changes need their reason: the creator reads it.
    z.object({ action: z.literal('request_changes'), comment: requiredText(t.comment, 5000) }),
    z.object({
      action: z.literal('publish'),
      publishedUrl: publicationUrlField,
      publishedOn: dayField(t.publishedOn),
    }),
    z.object({ action: z.literal('unpublish') }),
    z.object({ action: z.literal('check_publication') }),
  ],
  { error: fr.fields.invalid('action') },
);
export type ContentActionInput = z.infer<typeof contentActionSchema>;

/** POST …/contents/:deliverableId/comments */
export const contentCommentSchema = z.object({
  body: requiredText(t.comment, 5000),
  versionNumber: z.number().int().min(1).nullish(),
});
export type ContentCommentInput = z.infer<typeof contentCommentSchema>;

/** POST …/contents/:deliverableId/versions: the files are finished tus uploads (their ids). */
export const contentVersionSchema = z.object({
  caption: optionalText(t.caption, 5000),
  uploadIds: z
    .array(textField(t.files).trim().min(1).max(200), { error: t.errors.noFile })
    .min(1, t.errors.noFile)
    .max(20, fr.fields.tooLong(t.files)),
});
export type ContentVersionInput = z.infer<typeof contentVersionSchema>;

export type ContentAuthorKind = 'agency' | 'creator' | 'brand';

export type ContentFileView = {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  /** GET: the file, inline for an image, a video or a PDF, else as an attachment. */
  url: string;
};

export type ContentVersionView = {
  number: number;
  caption: string;
  authorKind: ContentAuthorKind;
  authorName: string;
  createdAt: string;
  sentToClientAt: string | null;
  files: ContentFileView[];
};

export type ContentCommentView = {
  id: string;
  authorKind: ContentAuthorKind;
  authorName: string;
  versionNumber: number | null;
  /** A decision the comment records (approved, changes_requested…), else null. */
  decision: string | null;
  body: string;
  createdAt: string;
};

export type DeliverableContentView = {
  id: string;
  type: string;
  description: string;
  publishOn: string | null;
  stage: ContentStage;
  isLate: boolean;
  wait: AgencyWait | null;
  publishedUrl: string;
  publishedOn: string | null;
  isPublicationChecked: boolean;
  /** Newest first: the latest version is versions[0]. */
  versions: ContentVersionView[];
  /** Oldest first, as a conversation reads. */
  comments: ContentCommentView[];
  /** What the agency may do now (the rules of shared/domain/content-stages). */
  actions: AgencyContentAction[];
};

/** PUT /api/collaborations/:id/contents/brief: one of the agency's resources, or none. */
export const contentBriefSchema = z.object({
  resourceId: z.uuid({ error: t.errors.unknownBrief }).nullable(),
});
export type ContentBriefInput = z.infer<typeof contentBriefSchema>;

export type ContentsOfDeal = {
  collaborationId: string;
  /** The brief the creators read on their link page. */
  brief: { id: string; name: string } | null;
  lines: {
    lineId: string;
    influencerId: string | null;
    fullName: string;
    deliverables: DeliverableContentView[];
  }[];
};

/** GET /api/collaborations/to-validate: 'À valider', oldest first (keyset pages). */
export const waitingContentsQuerySchema = z.object({
  cursor: cursorField(t.waiting.cursor),
  limit: queryIntegerField(t.waiting.limit, 1, WAITING_PAGE_LIMIT).default(WAITING_PAGE_LIMIT),
});
export type WaitingContentsQuery = z.infer<typeof waitingContentsQuerySchema>;

export type WaitingContentView = {
  deliverableId: string;
  collaborationId: string;
  collaborationName: string;
  brand: string;
  influencerName: string;
  type: string;
  description: string;
  stage: ContentStage;
  wait: AgencyWait;
  /** Since when it waits (its stage's last move). */
  waitingSince: string;
  publishOn: string | null;
  isLate: boolean;
};

export type WaitingContentsPage = { items: WaitingContentView[]; nextCursor: string | null };
