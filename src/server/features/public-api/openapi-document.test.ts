import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createAgent } from '#server/testing/harness';
import { listOperations } from '#server/features/public-api/docs-page';
import { t } from '#server/features/public-api/public-api-testing';
import { API_ERROR_STATUSES } from '#shared/schemas/public-api/errors';

// Issue 32, item 1: the document is valid OpenAPI 3.1, describes every /api/v1 route and only
// those, and the reference page shows each of its operations in French.

const readDocument = async () => {
  const response = await createAgent(t.app).get('/api/openapi.json');
  expect(response.status).toBe(200);
  return response.json;
};

/** The router's own list: every method and path under /api/v1 with a handler. */
const routedOperations = () =>
  new Set(
    t.app.routes
      .filter((route) => route.path.startsWith('/api/v1/') && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/:([^/]+)/g, '{$1}')}`),
  );

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read as JSON
type Json = any;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1, in French, with the Bearer scheme on every operation', async () => {
    const document = await readDocument();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.info.title).toBe('API Infludesk');
    expect(document.servers).toEqual([{ url: t.config.appUrl, description: expect.any(String) }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
  });

  it('documents every /api/v1 route of the router, and no route the router lacks', async () => {
    const document = await readDocument();
    const documented = new Set(
      listOperations(document).map((op) => `${op.method.toUpperCase()} ${op.path}`),
    );
    const routed = routedOperations();
    expect(routed.size).toBeGreaterThanOrEqual(20);
    expect([...routed].filter((op) => !documented.has(op))).toEqual([]);
    expect([...documented].filter((op) => !routed.has(op))).toEqual([]);
  });

  it('gives every operation a tag, a French summary, its answer and its errors with examples', async () => {
    const document = await readDocument();
    const tags = new Set(document.tags.map((tag: { name: string }) => tag.name));
    for (const { method, path, operation } of listOperations(document)) {
      const where = `${method} ${path}`;
      expect(tags.has(operation.tags?.[0]), where).toBe(true);
      expect(operation.summary, where).toMatch(/^[A-ZÀ-Ý][a-zà-ÿ]+ /);
      const statuses = Object.keys(operation.responses ?? {}).map(Number);
      const success = statuses.filter((status) => status < 300);
      expect(success, where).toHaveLength(1);
      for (const status of [401, 403, 429]) expect(statuses, where).toContain(status);
      for (const status of statuses.filter((s) => s >= 400)) {
        expect(API_ERROR_STATUSES, where).toContain(status);
        const json = (operation.responses as Record<string, Json>)[status].content[
          'application/json'
        ];
        expect(json.example.error.message, `${where} ${status}`).toMatch(/[éèàù’«]|\bd/);
      }
      const answer = (operation.responses as Record<string, Json>)[success[0]!].content[
        'application/json'
      ].schema;
      // Strict answers: a key the description lacks fails the integration tests.
      expect(answer.additionalProperties, where).toBe(false);
    }
  });

  it('takes the inputs from the shared schemas: bodies, queries and their limits', async () => {
    const document = await readDocument();
    const create = document.paths['/api/v1/clients'].post;
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['brandName']);
    expect(body.properties.brandName).toMatchObject({
      type: 'string',
      minLength: 1,
      maxLength: 200,
    });
    expect(create.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }),
    );
    const update = document.paths['/api/v1/tasks/{id}'].put;
    expect(update.requestBody.content['application/json'].schema.required).toContain('version');
    const list = document.paths['/api/v1/collaborations'].get.parameters;
    expect(list.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'status', 'type', 'sort', 'cursor', 'limit']),
    );
  });
});

describe('the reference page', () => {
  it('shows every operation under its resource, in French, without any script', async () => {
    const document = await readDocument();
    const response = await t.app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    const operations = listOperations(document);
    expect(page).toMatch(/^<!doctype html>\s*<html lang="fr">/);
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page.match(/<section class="operation"/g)).toHaveLength(operations.length);
    for (const { operation } of operations) {
      expect(page).toContain(`<h3 id="${operation.operationId}">`);
    }
    const used = new Set(operations.map(({ operation }) => operation.tags?.[0]));
    expect(used.size).toBeGreaterThanOrEqual(5);
    for (const tag of used) expect(page).toContain(`>${tag}</h2>`);
    expect(page).toContain('Authorization: Bearer');
    expect(page).toContain('Jetons d’API');
    expect(page).toContain('RateLimit-Remaining');
    expect(page).toContain('Cet élément n&#39;existe plus');
    expect(page).not.toMatch(/<script|https?:\/\/cdn/i);
    // The app's CSP holds: the page needs no exception (inline styles are allowed, no script).
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
