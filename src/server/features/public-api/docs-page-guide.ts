import { html } from 'hono/html';
import type { OpenAPIV3_1 } from 'openapi-types';
import { publicApiText } from '#shared/i18n/fr-public-api';

// The reference page's guide: how to authenticate, the limits, lists, versions and errors.
// The errors' table is read from the document, so it shows what the operations declare.

const p = publicApiText.page;

type ErrorExample = { status: string; description: string; message: string };

function errorExamples(document: OpenAPIV3_1.Document): ErrorExample[] {
  const found = new Map<string, ErrorExample>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      const responses = (operation as OpenAPIV3_1.OperationObject).responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        const { description, content } = response as OpenAPIV3_1.ResponseObject;
        const example = content?.['application/json']?.example as
          { error?: { message?: string } } | undefined;
        if (Number(status) < 400 || found.has(status) || !example?.error?.message) continue;
        found.set(status, { status, description, message: example.error.message });
      }
    }
  }
  return [...found.values()].sort((a, b) => Number(a.status) - Number(b.status));
}

const section = (id: string, title: string, body: unknown) => ({
  id,
  title,
  html: html`<section aria-labelledby="${id}">
    <h2 id="${id}">${title}</h2>
    ${body}
  </section>`,
});

export function docsGuide(document: OpenAPIV3_1.Document) {
  const server = document.servers?.[0]?.url ?? '';
  const a = p.auth;
  const sections = [
    section(
      'authentification',
      a.title,
      html`<ol>
          ${a.steps.map((step) => html`<li>${step}</li>`)}
        </ol>
        <p>${a.limits}</p>
        <p>${a.example} :</p>
        <pre><code>curl -H "Authorization: Bearer &lt;jeton&gt;" ${server}/api/v1/clients</code></pre>`,
    ),
    section(
      'limites',
      p.rateLimit.title,
      html`<p>${p.rateLimit.text}</p>
        <ul>
          ${Object.entries(p.rateLimit.headers).map(
            ([name, text]) => html`<li><code>${name}</code> : ${text}</li>`,
          )}
        </ul>
        <p>${p.rateLimit.refused}</p>`,
    ),
    section('pagination', p.pagination.title, html`<p>${p.pagination.text}</p>`),
    section('versions-des-fiches', p.versions.title, html`<p>${p.versions.text}</p>`),
    section('idempotence', p.idempotency.title, html`<p>${p.idempotency.text}</p>`),
    section(
      'erreurs',
      p.errors.title,
      html`<p>${p.errors.text}</p>
        <pre><code>{ "error": { "code": "validation", "message": "…", "fields": { "brandName": "…" } } }</code></pre>
        <table>
          <thead>
            <tr>
              <th scope="col">${p.errors.status}</th>
              <th scope="col">${p.errors.meaning}</th>
              <th scope="col">${p.errors.example}</th>
            </tr>
          </thead>
          <tbody>
            ${errorExamples(document).map(
              (e) =>
                html`<tr>
                  <td>${e.status}</td>
                  <td>${e.description}</td>
                  <td>${e.message}</td>
                </tr>`,
            )}
          </tbody>
        </table>`,
    ),
    section('versions-api', p.apiVersions.title, html`<p>${p.apiVersions.text}</p>`),
  ];
  return { sections, html: sections.map((s) => s.html) };
}
