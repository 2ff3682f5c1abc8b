import { canAct, type ContentStage } from '#shared/domain/content-stages';
import { contents as t } from '#shared/i18n/fr-contents';
import { fr } from '#shared/i18n/fr';
import type { ContentCommentView, DeliverableContentView } from '#shared/schemas/contents';

// What the 'Contenus' tab reads off a deliverable's content: plain functions, tested.

const typeLabels: Record<string, string> = fr.deliverableTypes;

/** A known type's label, a free-text type as typed. */
export const getDeliverableTypeLabel = (type: string) =>
  Object.hasOwn(typeLabels, type) ? typeLabels[type] : type;

export const STAGE_TONES = {
  to_produce: 'neutral',
  draft_received: 'info',
  changes_requested: 'warning',
  approved: 'primary',
  published: 'success',
} as const satisfies Record<ContentStage, string>;

export type PreviewKind = 'image' | 'video' | 'pdf' | 'download';

/** How a file shows: the browser draws images, videos and PDFs; anything else is downloaded. */
export function getPreviewKind(mimeType: string): PreviewKind {
  const type = mimeType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type === 'application/pdf') return 'pdf';
  return 'download';
}

/** The server accepts images, videos and PDFs only: the first other file chosen, if any. */
export const findRefusedFile = (files: readonly File[]) =>
  files.find((file) => getPreviewKind(file.type) === 'download');

/** A draft's files' own error, or none: at least one, each an image, a video or a PDF. */
export function checkDraftFiles(files: readonly File[]): string | undefined {
  if (files.length === 0) return t.errors.noFile;
  const refused = findRefusedFile(files);
  return refused ? t.errors.fileType(refused.name) : undefined;
}

/** 'Envoyer un brouillon': the agency sends a draft where the rules let anyone send one. */
export const canSendDraft = (content: Pick<DeliverableContentView, 'stage' | 'versions'>) =>
  canAct(
    { stage: content.stage, isLatestSentToClient: Boolean(content.versions[0]?.sentToClientAt) },
    'send_draft',
    'agency',
  );

const isKnownDecision = (decision: string): decision is keyof typeof t.decisions =>
  Object.hasOwn(t.decisions, decision);

/** The sentence of a decision a comment records, or null (a plain comment, an unknown one). */
export function describeDecision(
  comment: Pick<ContentCommentView, 'decision' | 'versionNumber'>,
): string | null {
  const { decision, versionNumber } = comment;
  if (!decision || !isKnownDecision(decision)) return null;
  const text = t.decisions[decision];
  if (typeof text === 'string') return text;
  return versionNumber === null ? null : text(versionNumber);
}

/** The actions that ask for something first (a reason, the publication): opened as a form. */
export const isActionWithForm = (action: string): action is 'request_changes' | 'publish' =>
  action === 'request_changes' || action === 'publish';
