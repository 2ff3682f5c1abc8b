import { html, raw } from 'hono/html';
import type { OpenAPIV3_1 } from 'openapi-types';
import { DOCS_PAGE_STYLE } from '#server/features/public-api/docs-page-style';
import { flattenFields, type FieldRow } from '#server/features/public-api/docs-schema-text';
import { docsGuide } from '#server/features/public-api/docs-page-guide';
import { publicApiText } from '#shared/i18n/fr-public-api';

// GET /api/docs: the reference page, drawn on the server from the OpenAPI document (decision
// 0065): plain HTML, no script, no CDN; every operation with its French errors.

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type Schema = OpenAPIV3_1.SchemaObject;

const p = publicApiText.page;
const o = p.operation;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export type DocumentedOperation = { method: string; path: string; operation: Operation };

/** Every operation of the document, in its order, grouped by the document's tags. */
export function listOperations(document: Document): DocumentedOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

const jsonSchemaOf = (content: unknown): Schema | undefined =>
  (content as { 'application/json'?: { schema?: Schema } } | undefined)?.['application/json']
    ?.schema;

const fieldTable = (caption: string, rows: FieldRow[]) => html`
  <table>
    <caption class="muted">
      ${caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">${o.field}</th>
        <th scope="col">${o.type}</th>
        <th scope="col">${o.required}</th>
        <th scope="col">${o.details}</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            <td><code>${row.name}</code></td>
            <td>${row.type}</td>
            <td>${row.isRequired ? o.yes : o.no}</td>
            <td>${row.details}</td>
          </tr>`,
      )}
    </tbody>
  </table>
`;

function parametersOf(operation: Operation) {
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  if (parameters.length === 0) return '';
  const rows = parameters.map((parameter) => ({
    name: parameter.name,
    where: o.locations[parameter.in as keyof typeof o.locations] ?? parameter.in,
    row: flattenFields({
      type: 'object',
      properties: { [parameter.name]: (parameter.schema ?? {}) as Schema },
      required: parameter.required ? [parameter.name] : [],
    })[0],
    description: parameter.description ?? '',
  }));
  return html`<h4>${o.parameters}</h4>
    <table>
      <thead>
        <tr>
          <th scope="col">${o.name}</th>
          <th scope="col">${o.where}</th>
          <th scope="col">${o.type}</th>
          <th scope="col">${o.required}</th>
          <th scope="col">${o.details}</th>
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (r) =>
            html`<tr>
              <td><code>${r.name}</code></td>
              <td>${r.where}</td>
              <td>${r.row?.type}</td>
              <td>${r.row?.isRequired ? o.yes : o.no}</td>
              <td>${[r.row?.details, r.description].filter(Boolean).join(' — ')}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}

function bodyOf(operation: Operation) {
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const schema = jsonSchemaOf(body?.content);
  if (!schema) return '';
  return html`<h4>${o.body}</h4>
    ${fieldTable(o.body, flattenFields(schema))}`;
}

function responsesOf(operation: Operation) {
  const entries = Object.entries(operation.responses ?? {}) as [
    string,
    OpenAPIV3_1.ResponseObject,
  ][];
  const [success, ...errors] = entries.sort(([a], [b]) => Number(a) - Number(b));
  const answer = success && jsonSchemaOf(success[1].content);
  const exampleOf = (response: OpenAPIV3_1.ResponseObject) =>
    (response.content?.['application/json']?.example as { error?: { message?: string } })?.error
      ?.message ?? '';
  return html`<h4>${o.answer}</h4>
    ${success ? html`<p><strong>${success[0]}</strong> — ${success[1].description}</p>` : ''}
    ${
      answer
        ? html`<details>
            <summary>${o.answerFields}</summary>
            ${fieldTable(o.answerFields, flattenFields(answer))}
          </details>`
        : ''
    }
    <h4>${o.errors}</h4>
    <ul>
      ${errors.map(
        ([status, response]) =>
          html`<li>
            <strong>${status}</strong> — ${response.description}
            <span class="muted">« ${exampleOf(response)} »</span>
          </li>`,
      )}
    </ul>`;
}

const operationSection = ({ method, path, operation }: DocumentedOperation) => html`
  <section class="operation" aria-labelledby="${operation.operationId}">
    <h3 id="${operation.operationId}">
      <span class="method method-${method}">${method.toUpperCase()}</span>
      <code>${path}</code> — ${operation.summary}
    </h3>
    <p>${operation.description}</p>
    ${parametersOf(operation)} ${bodyOf(operation)} ${responsesOf(operation)}
  </section>
`;

const tagId = (name: string) =>
  `tag-${name
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()}`;

export function renderDocsPage(document: Document) {
  const operations = listOperations(document);
  const groups = (document.tags ?? [])
    .map((tag) => ({ tag, items: operations.filter((op) => op.operation.tags?.[0] === tag.name) }))
    .filter((group) => group.items.length > 0);
  const guide = docsGuide(document);
  return html`<!doctype html>
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>${p.title}</title>
        <style>
          ${raw(DOCS_PAGE_STYLE)}
        </style>
      </head>
      <body>
        <a class="skip" href="#contenu">${p.skipLink}</a>
        <div class="layout">
          <nav aria-label="${p.contents}">
            <h2>${p.contents}</h2>
            <ul>
              <li>
                ${p.guide}
                <ul>
                  ${guide.sections.map((s) => html`<li><a href="#${s.id}">${s.title}</a></li>`)}
                </ul>
              </li>
              <li>
                ${p.reference}
                <ul>
                  ${groups.map(
                    ({ tag }) => html`<li><a href="#${tagId(tag.name)}">${tag.name}</a></li>`,
                  )}
                </ul>
              </li>
            </ul>
          </nav>
          <main id="contenu">
            <h1>${p.title}</h1>
            <p>${document.info.description}</p>
            <p class="muted">
              ${p.version(document.info.version)} ·
              <a href="/api/openapi.json">${p.documentLink}</a>
            </p>
            ${guide.html}
            ${groups.map(
              ({ tag, items }) =>
                html`<section aria-labelledby="${tagId(tag.name)}">
                  <h2 id="${tagId(tag.name)}">${tag.name}</h2>
                  <p>${tag.description}</p>
                  ${items.map(operationSection)}
                </section>`,
            )}
          </main>
        </div>
      </body>
    </html>`;
}
