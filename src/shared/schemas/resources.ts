import { z } from 'zod';
import { RESOURCE_TYPES } from '#shared/domain/enums';
import { hasUrlOrFile } from '#shared/domain/resources';
import {
  booleanField,
  cursorField,
  enumField,
  optionalText,
  queryIntegerField,
  requiredText,
  searchField,
  textField,
  withVersion,
} from '#shared/schemas/fields';
import { resourcesScreen } from '#shared/i18n/fr-resources';
import { fr } from '#shared/i18n/fr';
import { RESOURCES_PAGE_LIMIT } from '#shared/domain/list-limits';

export { RESOURCES_PAGE_LIMIT };

const t = resourcesScreen.fields;

export const RESOURCE_NAME_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 5000;
export const RESOURCE_URL_MAX = 2000;

/** What ends the address of a tus upload (/api/uploads/<id>): base64url, short. */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{1,300}$/;

const urlField = textField(t.url)
  .trim()
  .max(RESOURCE_URL_MAX, fr.forms.maxLength(t.url, RESOURCE_URL_MAX))
  .refine((value) => value === '' || isWebAddress(value), resourcesScreen.invalidUrl)
  .default('');

function isWebAddress(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The name as the form asks for it: required (the form fills it from a chosen file). */
export const resourceNameField = requiredText(t.name, RESOURCE_NAME_MAX);

/**
 * Create and update take the same body (spec §5 resource form). An empty name with a file is
 * the file's name, applied by the server as the form does (`nameFromFileName`). The file is either a finished
 * upload of this agency (`uploadId`, the end of its tus address), or, on update, the file the
 * resource already has (`keepFile`). A URL, a file or the kept file: at least one.
 */
export const resourceInputSchema = z
  .object({
    name: optionalText(t.name, RESOURCE_NAME_MAX),
    type: enumField(RESOURCE_TYPES, t.type),
    description: requiredText(t.description, RESOURCE_DESCRIPTION_MAX),
    url: urlField,
    uploadId: textField(t.file)
      .regex(UPLOAD_ID_PATTERN, fr.fields.invalid(t.file))
      .nullable()
      .default(null),
    keepFile: booleanField(t.file).default(false),
  })
  .refine((input) => input.name !== '' || input.uploadId !== null || input.keepFile, {
    message: fr.fields.required(t.name),
    path: ['name'],
  })
  .refine(
    (input) => hasUrlOrFile({ url: input.url, hasFile: input.uploadId !== null || input.keepFile }),
    {
      message: fr.errors.resourceNeedsUrlOrFile,
      path: ['url'],
    },
  );
export type ResourceInput = z.infer<typeof resourceInputSchema>;
/** A full edit (issue 28): the same body and the version it was read at. */
export const resourceUpdateSchema = withVersion(resourceInputSchema);
export type ResourceUpdate = z.infer<typeof resourceUpdateSchema>;
export type ResourceInputBody = z.input<typeof resourceInputSchema>;

export const resourceListQuerySchema = z.object({
  q: searchField(t.search),
  type: enumField(RESOURCE_TYPES, t.type).optional(),
  cursor: cursorField(t.cursor),
  limit: queryIntegerField(t.limit, 1, 50).default(RESOURCES_PAGE_LIMIT),
});
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

/** `?download=1`: always as an attachment (the download link), else inline where safe. */
export const resourceFileQuerySchema = z.object({
  download: z.enum(['0', '1']).optional(),
});
