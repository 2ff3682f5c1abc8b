import './link.css';
import type { LinkPage } from '#shared/schemas/link-pages';
import { createLinkApi, LinkApiError, type LinkApi } from './api';
import { castingPage } from './casting-page';
import { dealPage } from './deal-page';
import { h } from './dom';
import type { PageContext } from './page-context';
import { reviewerCard } from './reviewer';
import { texts } from './texts';
import { readLinkToken } from './token';

// The outsiders' pages (issue 29, decision 0052): lien.html has drawn the shell already; this
// reads the token from the address's fragment, asks GET /api/link/me with it, draws the page.

const status = document.getElementById('link-status') as HTMLElement;
const main = document.getElementById('link-main') as HTMLElement;
const intro = document.getElementById('link-intro') as HTMLElement;

function showMessage(text: string, isError: boolean, retry?: () => void) {
  status.classList.toggle('status-error', isError);
  status.replaceChildren(text);
  if (retry) {
    const button = h('button', { type: 'button', class: 'secondary' }, texts.retry);
    button.addEventListener('click', retry);
    status.append(' ', button);
  }
}

function draw(page: LinkPage, ctx: PageContext) {
  intro.textContent = texts.intro[page.kind];
  const name = page.kind === 'casting' ? page.castingName : page.collaborationName;
  document.title = `${name} · ${texts.pageTitle}`;
  // A new card each time: after a first decision it names the reviewer instead of asking.
  ctx.reviewer = page.kind === 'creator' ? null : reviewerCard();
  const parts = page.kind === 'casting' ? castingPage(page, ctx) : dealPage(page, ctx);
  main.replaceChildren(...parts.filter((part): part is HTMLElement => part !== undefined));
}

async function open(api: LinkApi) {
  showMessage(texts.loading, false);
  main.setAttribute('aria-busy', 'true');
  try {
    const page = await api.getPage();
    const ctx: PageContext = {
      api,
      kind: page.kind,
      reviewer: null,
      refresh: async (focusId, done) => {
        draw(await api.getPage(), ctx);
        showMessage(done, false);
        document.getElementById(focusId)?.focus();
      },
    };
    draw(page, ctx);
    status.replaceChildren();
  } catch (error) {
    // 404, 410, 401, 429: the server's own words (fr-links.ts) are the page's message.
    const known = error instanceof LinkApiError ? error : null;
    const canRetry = !known || known.status === 0 || known.status >= 500 || known.status === 429;
    showMessage(
      known?.message ?? texts.unexpected,
      true,
      canRetry ? () => void open(api) : undefined,
    );
  } finally {
    main.removeAttribute('aria-busy');
  }
}

function start() {
  const token = readLinkToken(location.hash);
  if (!token) return showMessage(texts.missing, true);
  void open(createLinkApi(token));
}

// Another link pasted into the same tab.
window.addEventListener('hashchange', start);
start();
