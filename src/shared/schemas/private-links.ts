import { z } from 'zod';
import type { ContentStage } from '#shared/domain/content-stages';
import { emailField } from '#shared/schemas/fields';

// Issue 29, decision 0050: private links for a deal's creators and brand. The agency's routes
// (/api/collaborations/:id/links…) and the outsider's page (/api/link/me).

export type PrivateLinkKind = 'creator' | 'brand' | 'casting' | 'report' | 'calendar';
export type PrivateLinkStatus = 'live' | 'expired' | 'revoked';

/** POST …/links/creator/:lineId and …/links/brand: mailed to this address when given. */
export const linkCreateSchema = z.object({
  email: emailField('Email').optional(),
});
export type LinkCreateInput = z.infer<typeof linkCreateSchema>;

/** The answer of a creation: the token is in `url`, shown this once and never again. */
export type CreatedLink = { id: string; url: string; expiresAt: string; isMailed: boolean };

/** One line of GET …/links: never the token, nor its hash. */
export type PrivateLinkItem = {
  id: string;
  kind: PrivateLinkKind;
  lineId: string | null;
  fullName: string | null;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  status: PrivateLinkStatus;
  /** A shared report's link (kind 'report'): whether it shows the budget. */
  showBudget?: boolean;
};

/** What an outsider sees of a deliverable: never a price. */
export type LinkDeliverable = {
  id: string;
  type: string;
  description: string;
  publishOn: string | null;
  stage: ContentStage;
};
