import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import { collaborationKeys } from '#client/features/collaborations/api';
import type { CreatedLink } from '#shared/schemas/private-links';
import type { CampaignReport, ReportConclusionInput } from '#shared/schemas/report';

// Issue 30: the 'Rapport' tab's calls, through the typed client (routes of
// server/features/collaborations/report/).

/**
 * Under the deal's detail: a change of the deal (a reading, a stage, a price: its live event or
 * a mutation under ['collaborations']) reads it again, and an open edit form holds it as it
 * holds the detail.
 */
export const reportKeys = {
  ofDeal: (collaborationId: string) =>
    [...collaborationKeys.detail(collaborationId), 'report'] as const,
};

const reportOf = () => api.collaborations[':id'].report;

export const reportRequests = {
  get: (collaborationId: string) =>
    unwrap<CampaignReport>(reportOf().$get({ param: { id: collaborationId } })),
  saveConclusion: (collaborationId: string, input: ReportConclusionInput) =>
    unwrap<{ conclusion: string }>(
      reportOf().conclusion.$put({ param: { id: collaborationId }, json: input }),
    ),
  /** `email` '' for none: the link is then only shown. */
  createLink: (collaborationId: string, email: string, showBudget: boolean) =>
    unwrap<CreatedLink>(
      api.collaborations[':id'].links.report.$post({
        param: { id: collaborationId },
        json: email ? { email, showBudget } : { showBudget },
      }),
    ),
};

export const reportQuery = (collaborationId: string) =>
  queryOptions({
    queryKey: reportKeys.ofDeal(collaborationId),
    queryFn: () => reportRequests.get(collaborationId),
  });

/** 'Enregistrer' of the agency's conclusion: the report (and the deal's history) read again. */
export const useSaveConclusion = (collaborationId: string) =>
  useInvalidatingMutation({
    mutationFn: (input: ReportConclusionInput) =>
      reportRequests.saveConclusion(collaborationId, input),
    invalidates: [collaborationKeys.detail(collaborationId)],
  });

/**
 * The documents for the brand (PDF and .xlsx, made by the server, decision 0057): never the
 * creators' costs nor the margin; the billed budget when `showBudget`.
 */
export const reportExportUrls = (collaborationId: string, showBudget = false) => {
  const query = showBudget ? '?budget=1' : '';
  return {
    pdf: `/api/collaborations/${collaborationId}/report.pdf${query}`,
    xlsx: `/api/collaborations/${collaborationId}/report.xlsx${query}`,
  };
};

/** A publication's file, through the agency's route of the deal's contents (issue 29). */
export const reportFileUrl = (collaborationId: string, fileId: string) =>
  `/api/collaborations/${collaborationId}/contents/files/${fileId}`;
