import { fr } from '#shared/i18n/fr';
import { assistantScreen } from '#shared/i18n/fr-assistant';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { paymentsScreen } from '#shared/i18n/fr-payments';
import { resourcesScreen } from '#shared/i18n/fr-resources';
import { tasksScreen } from '#shared/i18n/fr-tasks';

// Issue 27, decision 0044: each section's page header (the texts its screen's PageHeader
// shows), drawn by index.html before any of the app's code has arrived, so that a phone on a
// slow network sees the page's title and words with the first paint. vite.config.ts writes
// them into index.html at build time; this module never reaches the browser's bundle (the
// screens' texts stay in their own chunks).

export type BootHeader = { title: string; subtitle?: string };

/** Each section's header; some show more (app/boot-frames.tsx). */
export const BOOT_HEADERS: Record<string, BootHeader> = {
  collaborations: fr.collaborations.screens.collaborations,
  campaigns: fr.collaborations.screens.campaigns,
  todo: { title: fr.sections.todo, subtitle: tasksScreen.subtitle },
  clients: fr.clientsScreen,
  influencers: fr.influencersScreen,
  casting: castingsScreen,
  accounting: { title: fr.sections.accounting, subtitle: paymentsScreen.subtitle },
  resources: resourcesScreen,
  assistant: { title: assistantScreen.title },
  account: fr.account,
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sign-in screen's frame (components of features/auth/login-page.tsx: the product's name,
 * the card's title and words, the room its form takes and the link under it), drawn by
 * index.html on /login before the app's code has arrived (public/boot.js shows it there and
 * names the mode; the router's first fallback keeps it). A picture, hidden from screen readers:
 * nothing in it can be typed into before the real form is there.
 */
export function bootLoginHtml() {
  const t = fr.auth;
  const card = (mode: 'signin' | 'signup', width: string, body: string) =>
    `<div data-boot-mode="${mode}" class="rounded-xl border border-border bg-surface p-6 shadow-sm w-full ${width}">` +
    `<h1 class="text-2xl font-bold tracking-tight">${escapeHtml(mode === 'signin' ? t.signInTitle : t.signUpTitle)}</h1>` +
    `<p class="mt-1 mb-6 text-sm text-muted">${escapeHtml(mode === 'signin' ? t.signInSubtitle : t.signUpSubtitle)}</p>` +
    body +
    `</div>`;
  return (
    `<div id="boot-login" aria-hidden="true" inert class="min-h-screen flex-col">` +
    `<header class="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-5">` +
    `<span class="text-xl font-bold tracking-tight">${escapeHtml(fr.app.name)}</span>` +
    `<span class="h-9 w-9"></span></header>` +
    `<main class="flex flex-1 items-start justify-center px-4 pb-16 sm:items-center">` +
    // The sign-in form's height (two fields, the forgotten-password link and the button).
    card(
      'signin',
      'max-w-md',
      `<div class="h-[236px]"></div>` +
        // Inline-block, as the page's <button> is: its line takes the same height.
        `<span class="mt-6 inline-block w-full text-center text-sm font-medium text-link">${escapeHtml(t.toSignUp)}</span>`,
    ) +
    card('signup', 'max-w-xl', '') +
    `</main></div>`
  );
}
