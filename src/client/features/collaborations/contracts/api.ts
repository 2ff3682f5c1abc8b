import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '#client/lib/api';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import { collaborationKeys } from '#client/features/collaborations/api';
import type { ContractView, DealContracts } from '#shared/schemas/contracts';

// Issue 31: the contracts of a deal's creator lines and the agency's template, through the typed
// client (routes of server/features/collaborations/contracts/).

/**
 * Under the deal's detail: a change of the deal (a creator's signature through their link, its
 * live event, a mutation under ['collaborations']) reads them again. A contract's change
 * invalidates the whole deal: its 'Contrat signé' switch and its compliance checks follow.
 */
export const contractsKeys = {
  ofDeal: (collaborationId: string) =>
    [...collaborationKeys.detail(collaborationId), 'contracts'] as const,
  template: ['contract-template'] as const,
};

const contractsOf = () => api.collaborations[':id'].contracts;
const lineParams = (collaborationId: string, lineId: string) => ({
  param: { id: collaborationId, lineId },
});

export const contractsRequests = {
  get: (collaborationId: string) =>
    unwrap<DealContracts>(contractsOf().$get({ param: { id: collaborationId } })),
  generate: (collaborationId: string, lineId: string) =>
    unwrap<ContractView>(contractsOf()[':lineId'].$post(lineParams(collaborationId, lineId))),
  countersign: (collaborationId: string, lineId: string) =>
    unwrap<ContractView>(
      contractsOf()[':lineId'].countersign.$post(lineParams(collaborationId, lineId)),
    ),
  uploadSigned: (collaborationId: string, lineId: string, uploadId: string) =>
    unwrap<ContractView>(
      contractsOf()[':lineId']['signed-upload'].$post({
        ...lineParams(collaborationId, lineId),
        json: { uploadId },
      }),
    ),
  getTemplate: () => unwrap(api['contract-template'].$get()),
  putTemplate: (uploadId: string) => unwrap(api['contract-template'].$put({ json: { uploadId } })),
  deleteTemplate: () => unwrap(api['contract-template'].$delete()),
};

export const dealContractsQuery = (collaborationId: string) =>
  queryOptions({
    queryKey: contractsKeys.ofDeal(collaborationId),
    queryFn: () => contractsRequests.get(collaborationId),
  });

export const contractTemplateQuery = () =>
  queryOptions({ queryKey: contractsKeys.template, queryFn: contractsRequests.getTemplate });

/** The deal's files, read by the browser itself (a download, the certificate). */
export const contractFileUrls = (collaborationId: string, lineId: string) => {
  const base = `/api/collaborations/${collaborationId}/contracts/${lineId}`;
  return {
    document: `${base}/document`,
    certificate: `${base}/certificate?download=1`,
    signedUpload: `${base}/signed-upload?download=1`,
  };
};

export const contractTemplateFileUrl = '/api/contract-template/file';

const dealOf = (collaborationId: string) => [collaborationKeys.detail(collaborationId)];

export const useGenerateContract = (collaborationId: string) =>
  useInvalidatingMutation({
    mutationFn: (lineId: string) => contractsRequests.generate(collaborationId, lineId),
    invalidates: dealOf(collaborationId),
  });

export const useCountersignContract = (collaborationId: string) =>
  useInvalidatingMutation({
    mutationFn: (lineId: string) => contractsRequests.countersign(collaborationId, lineId),
    invalidates: dealOf(collaborationId),
  });

export const useUploadSignedContract = (collaborationId: string) =>
  useInvalidatingMutation({
    mutationFn: ({ lineId, uploadId }: { lineId: string; uploadId: string }) =>
      contractsRequests.uploadSigned(collaborationId, lineId, uploadId),
    invalidates: dealOf(collaborationId),
  });

/** A new template, or back to the default: every deal's contracts say which one is in use. */
export const useSetContractTemplate = () =>
  useInvalidatingMutation({
    mutationFn: (uploadId: string | null) =>
      uploadId ? contractsRequests.putTemplate(uploadId) : contractsRequests.deleteTemplate(),
    invalidates: [contractsKeys.template, collaborationKeys.details()],
  });
