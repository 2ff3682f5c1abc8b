import type { LinkContract } from '#shared/schemas/contracts';
import type { LinkPage } from '#shared/schemas/link-pages';
import type { CampaignReport } from '#shared/schemas/report';
import { readPage } from './page-data';
import { linkAuthorization } from './token';
import { texts } from './texts';

// The page's only way to the server: every request carries `Authorization: Link <token>` and
// nothing else names the link (decision 0050). Errors keep the server's French message and,
// for a 422, its fields (`{ error: { code, message, fields } }`, server/lib/error-handler.ts).

export class LinkApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'LinkApiError';
  }
}

type ErrorBody = { error?: { message?: unknown; fields?: unknown } };

/** The message and fields of an error answer; a body that is not ours gets the generic text. */
export function readError(status: number, body: unknown): LinkApiError {
  const error = (body as ErrorBody | null)?.error;
  const message = typeof error?.message === 'string' && error.message ? error.message : null;
  const fields: Record<string, string> = {};
  if (error?.fields && typeof error.fields === 'object') {
    for (const [name, value] of Object.entries(error.fields)) {
      if (typeof value === 'string') fields[name] = value;
    }
  }
  return new LinkApiError(status, message ?? texts.unexpected, fields);
}

export type LinkApi = ReturnType<typeof createLinkApi>;

export function createLinkApi(token: string, fetcher: typeof fetch = (...a) => fetch(...a)) {
  const authorization = linkAuthorization(token);
  const files = new Map<string, Promise<string>>();

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetcher(path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), Authorization: authorization },
        credentials: 'omit',
        cache: 'no-store',
        referrerPolicy: 'no-referrer',
      });
    } catch {
      throw new LinkApiError(0, texts.network);
    }
    if (!response.ok) throw readError(response.status, await response.json().catch(() => null));
    return response;
  }

  return {
    authorization,
    getPage: async (): Promise<LinkPage> => readPage(await (await request('/api/link/me')).json()),
    /** The brand's shared campaign report (issue 30), as the agency lets it be seen. */
    getReport: async (): Promise<CampaignReport> =>
      (await (await request('/api/link/report')).json()) as CampaignReport,
    /** The creator's contract (issue 31), null before the agency generates it. */
    getContract: async (): Promise<LinkContract | null> =>
      (await (await request('/api/link/contract')).json()) as LinkContract | null,
    /** The contract's .docx as a blob: URL, read afresh (a new document replaces it). */
    getContractDocumentUrl: async (): Promise<string> =>
      URL.createObjectURL(await (await request('/api/link/contract/document')).blob()),
    /** A POST of the page; answers the JSON it got back (or null for an empty answer). */
    post: async (path: string, body: unknown): Promise<unknown> => {
      const response = await request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status === 204 ? null : response.json().catch(() => null);
    },
    /**
     * A file of a version: it is read with the header too, so it becomes a local blob: URL. A
     * file never changes under its id: each is read once, however often the page is redrawn.
     */
    getFileUrl: (url: string): Promise<string> => {
      let file = files.get(url);
      if (!file) {
        file = request(url).then(async (response) => URL.createObjectURL(await response.blob()));
        // A failed read is tried again at the next drawing.
        file.catch(() => files.delete(url));
        files.set(url, file);
      }
      return file;
    },
  };
}
