import type { ContractTemplateInfo } from '#client/features/collaborations/contracts/api';

export type TemplatePlaceholder = { name: string; description: string };

/**
 * GET /api/contract-template as the dialog draws it: which template, and its placeholders,
 * each with what it holds (a bare name when the server gives none).
 */
export function readTemplateInfo(raw: ContractTemplateInfo) {
  const info = raw as {
    isDefault?: boolean;
    fileName?: string | null;
    uploadedAt?: string | null;
    placeholders?: (string | { name: string; description?: string; label?: string })[];
  };
  return {
    isDefault: info.isDefault ?? true,
    fileName: info.fileName ?? null,
    uploadedAt: info.uploadedAt ?? null,
    placeholders: (info.placeholders ?? []).map((item): TemplatePlaceholder =>
      typeof item === 'string'
        ? { name: item, description: '' }
        : { name: item.name, description: item.description ?? item.label ?? '' },
    ),
  };
}
