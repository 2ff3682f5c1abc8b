import { z } from 'zod';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError, isConflictError } from '#client/lib/api';
import type { ResourceView } from '#client/features/resources/api';
import { hasUrlOrFile } from '#shared/domain/resources';
import {
  resourceInputSchema,
  resourceNameField,
  type ResourceInput,
} from '#shared/schemas/resources';
import { fr } from '#shared/i18n/fr';

const fields = resourceInputSchema.shape;

/**
 * The API's fields the user types; the file itself lives beside the form (a File is no form
 * value), which only knows whether there is one (`hasFile`: chosen, or the stored one kept).
 * The same rule as the server's: a URL, a file or the kept file (spec §5).
 */
export const resourceFormSchema = z
  .object({
    name: resourceNameField,
    type: fields.type,
    description: fields.description,
    url: fields.url,
    hasFile: z.boolean(),
  })
  .refine(hasUrlOrFile, {
    message: fr.errors.resourceNeedsUrlOrFile,
    path: ['url'],
  });
export type ResourceFormInput = z.input<typeof resourceFormSchema>;
export type ResourceFormOutput = z.output<typeof resourceFormSchema>;
export type ResourceForm = UseFormReturn<ResourceFormInput, unknown, ResourceFormOutput>;

export const toFormValues = (resource: ResourceView | undefined): ResourceFormInput => ({
  name: resource?.name ?? '',
  type: resource?.type ?? 'brief',
  description: resource?.description ?? '',
  url: resource?.url ?? '',
  hasFile: resource?.fileUrl != null,
});

export const toResourceInput = (
  { name, type, description, url }: ResourceFormOutput,
  file: { uploadId: string | null; keepFile: boolean },
): ResourceInput => ({ name, type, description, url, ...file });

/**
 * What a refused save says (spec §8): the server's own words for a field it names (a 422),
 * 'Une erreur est survenue lors de la sauvegarde de la ressource.' for anything else.
 */
export function toSaveError(error: unknown) {
  if (error instanceof ApiError && error.status === 422) {
    const [fieldMessage] = Object.values(error.fields);
    return new ApiError(422, error.code, fieldMessage ?? error.message, error.fields);
  }
  if (error instanceof ApiError && (error.status === 401 || isConflictError(error))) return error;
  const status = error instanceof ApiError ? error.status : 0;
  return new ApiError(status, 'save_failed', fr.errors.resourceSaveFailed);
}
