import { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { v1Routes } from '#server/features/public-api/v1-routes';
import { publicApiText } from '#shared/i18n/fr-public-api';

// The OpenAPI 3.1 document of /api/v1, written from the routes themselves: their describeRoute,
// their validators' shared zod schemas and their answers' schemas (decision 0065).

export const V1_PREFIX = '/api/v1';
export const API_VERSION = '1.0.0';

const tags = Object.values(publicApiText.tags).map(({ name, description }) => ({
  name,
  description,
}));

async function buildDocument(appUrl: string) {
  // Mounted where createApp mounts it, so the paths are the ones a caller sends.
  const mounted = new Hono().route(V1_PREFIX, v1Routes);
  const document = await generateSpecs(mounted, {
    documentation: {
      info: {
        title: publicApiText.info.title,
        description: publicApiText.info.description,
        version: API_VERSION,
      },
      servers: [{ url: appUrl, description: publicApiText.info.server }],
      tags,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: publicApiText.security.description,
          },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    // Our errors are described by each operation (400 and 422 with the product's shape).
    defaultValidationErrorResponse: false,
  });
  return document as OpenAPIV3_1.Document;
}

const documents = new Map<string, Promise<OpenAPIV3_1.Document>>();

/** Built once per address (the routes do not change while the process runs). */
export function getOpenApiDocument(appUrl: string) {
  let document = documents.get(appUrl);
  if (!document) {
    document = buildDocument(appUrl);
    documents.set(appUrl, document);
    document.catch(() => documents.delete(appUrl));
  }
  return document;
}
