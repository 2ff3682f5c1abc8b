import './link.css';
import type { LinkPage } from '#shared/schemas/link-pages';
import { createLinkApi, LinkApiError, type LinkApi } from './api';
import { castingPage } from './casting-page';
import { dealPage } from './deal-page';
import { h } from './dom';
import type { PageContext } from './page-context';
import { reportPage } from './report-page';
import { reviewerCard } from './reviewer';
import { texts } from './texts';
import { readLinkToken } from './token';

// The outsiders' pages (issue 29, decision 0052): lien.html has drawn the shell already; this
// reads the token from the address's fragment, asks GET /api/link/me with it, draws the page.

const status = document.getElementById('link-status') as HTMLElement;
const main = document.getElementById('link-main') as HTMLElement;
const intro = document.getElementById('link-intro') as HTMLElement;
const title = document.getElementById('link-title') as HTMLElement;

/** `/lien/rapport#…`: the brand's shared campaign report (issue 30), read only. */
const isReportPage = () => /^\/lien\/rapport\/?$/.test(location.pathname);

function showMessage(text: string, isError: boolean, retry?: () => void) {
  status.classList.toggle('status-error', isError);
  status.replaceChildren(text);
  if (retry) {
    const button = h('button', { type: 'button', class: 'secondary' }, texts.retry);
    button.addEventListener('click', retry);
    status.append(' ', button);
  }
}

type TypedControl = HTMLInputElement | HTMLTextAreaElement;
const typedControls = () => [
  ...main.querySelectorAll<TypedControl>('textarea, input:not([type=file]):not([type=checkbox])'),
];
// A field by its deliverable (its heading's id) and its name: names are unique in an article.
const keyOf = (control: TypedControl) =>
  `${control.closest('article')?.querySelector('h3')?.id ?? ''}|${control.name}`;

/**
 * What the outsider is typing in other forms, kept through the redraw after a change (a
 * comment half written on one deliverable while another is validated). The form just sent is
 * left out: it starts empty again.
 */
function readTyping() {
  const typed = new Map<string, string>();
  for (const control of typedControls()) {
    if (control.closest('form')?.getAttribute('aria-busy') === 'true') continue;
    if (control.value !== control.defaultValue) typed.set(keyOf(control), control.value);
  }
  return typed;
}

function restoreTyping(typed: Map<string, string>) {
  for (const control of typedControls()) {
    const value = typed.get(keyOf(control));
    if (value !== undefined) control.value = value;
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

async function openReport(api: LinkApi) {
  const report = await api.getReport();
  title.textContent = texts.report.title;
  intro.textContent = texts.reportIntro;
  document.title = `${report.name} · ${texts.report.title}`;
  main.replaceChildren(...reportPage(report, api));
}

async function open(api: LinkApi) {
  showMessage(isReportPage() ? texts.reportLoading : texts.loading, false);
  main.setAttribute('aria-busy', 'true');
  try {
    if (isReportPage()) {
      await openReport(api);
      status.replaceChildren();
      return;
    }
    const page = await api.getPage();
    const ctx: PageContext = {
      api,
      kind: page.kind,
      reviewer: null,
      refresh: async (focusId, done) => {
        const page = await api.getPage();
        const typed = readTyping();
        draw(page, ctx);
        restoreTyping(typed);
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
