import { describe, expect, it } from 'vitest';
import { linksText } from '#shared/i18n/fr-links';
import { createLinkApi, LinkApiError, readError } from './api';

const TOKEN = 'q3Zk0v9Xw1Jf-7u_b2LrT8yPqA5cN4mE6hG0sD1aB2c';
const PAGE = {
  kind: 'casting',
  agencyName: 'Agence Lumière',
  expiresAt: '2026-12-31T22:59:59.000Z',
  castingName: 'Printemps',
  brand: 'Maison',
  description: '',
  proposals: [],
};

type Call = { url: string; init: RequestInit };

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as typeof fetch;
  return { calls, api: createLinkApi(TOKEN, fetcher) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the link page’s requests (decision 0050)', () => {
  it('carry the token in `Authorization: Link …`, never in the address, with no cookie', async () => {
    const { calls, api } = fakeFetch(() => json(200, PAGE));
    expect(await api.getPage()).toEqual(PAGE);
    await api.post('/api/link/contents/d1/comments', { body: 'Merci' });
    for (const { url, init } of calls) {
      expect(url).not.toContain(TOKEN);
      expect((init.headers as Record<string, string>).Authorization).toBe(`Link ${TOKEN}`);
      expect(init.credentials).toBe('omit');
      expect(init.referrerPolicy).toBe('no-referrer');
    }
    expect(calls.map((call) => [call.url, call.init.method ?? 'GET'])).toEqual([
      ['/api/link/me', 'GET'],
      ['/api/link/contents/d1/comments', 'POST'],
    ]);
    expect(calls[1]?.init.body).toBe(JSON.stringify({ body: 'Merci' }));
  });

  it('turn 404, 410, 401 and 429 answers into the server’s own French message', async () => {
    const answers = [
      [404, linksText.errors.unknown],
      [410, linksText.errors.expired],
      [410, linksText.errors.revoked],
      [401, linksText.errors.missing],
      [429, linksText.errors.tooManyTries],
    ] as const;
    for (const [status, message] of answers) {
      const { api } = fakeFetch(() => json(status, { error: { code: 'x', message } }));
      const error = await api.getPage().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(LinkApiError);
      expect(error).toMatchObject({ status, message });
    }
  });

  it('keep a 422’s field errors, and say something French for an answer that is not ours', async () => {
    const { api } = fakeFetch(() =>
      json(422, {
        error: {
          code: 'validation',
          message: 'Certains champs sont invalides.',
          fields: {
            'reviewer.email': 'Le champ « Votre email » doit être une adresse email valide.',
          },
        },
      }),
    );
    await expect(api.post('/api/link/contents/d1/actions', {})).rejects.toMatchObject({
      status: 422,
      fields: { 'reviewer.email': 'Le champ « Votre email » doit être une adresse email valide.' },
    });
    expect(readError(502, '<html>Bad gateway</html>')).toMatchObject({
      status: 502,
      message: 'Une erreur inattendue est survenue. Veuillez réessayer.',
      fields: {},
    });
    expect(readError(500, { error: { message: 42, fields: { a: 1, b: 'B' } } })).toMatchObject({
      message: 'Une erreur inattendue est survenue. Veuillez réessayer.',
      fields: { b: 'B' },
    });
  });

  it('read a file once, with the header, however often the page is drawn', async () => {
    let fails = true;
    const { calls, api } = fakeFetch(() =>
      fails ? json(500, {}) : new Response(new Blob(['png']), { status: 200 }),
    );
    await expect(api.getFileUrl('/api/link/files/f1')).rejects.toBeInstanceOf(LinkApiError);
    fails = false;
    const url = await api.getFileUrl('/api/link/files/f1');
    expect(url).toMatch(/^blob:/);
    expect(await api.getFileUrl('/api/link/files/f1')).toBe(url);
    expect(calls.map((call) => call.url)).toEqual(['/api/link/files/f1', '/api/link/files/f1']);
    expect((calls[1]?.init.headers as Record<string, string>).Authorization).toBe(`Link ${TOKEN}`);
  });

  it('say the server cannot be reached when the network fails', async () => {
    const { api } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.getPage()).rejects.toMatchObject({
      status: 0,
      message: 'Impossible de joindre le serveur. Vérifiez votre connexion.',
    });
  });
});
