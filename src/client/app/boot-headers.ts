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
 * The headers as index.html holds them: PageHeader's markup (components/ui/page-header.tsx),
 * one per section, each shown only on its own address (public/boot.js names the section on
 * <html>), and the style that shows it.
 */
export function bootHeadersHtml() {
  const headers = Object.entries(BOOT_HEADERS).map(
    ([section, { title, subtitle }]) =>
      `<div data-boot-section="${section}" class="mb-6 flex-wrap items-start justify-between gap-4">` +
      `<div><h1 class="text-2xl font-bold tracking-tight">${escapeHtml(title)}</h1>` +
      (subtitle ? `<p class="mt-1 text-sm text-muted">${escapeHtml(subtitle)}</p>` : '') +
      `</div></div>`,
  );
  const shown = Object.keys(BOOT_HEADERS)
    .map((section) => `html[data-section='${section}'] [data-boot-section='${section}']`)
    .join(',');
  return {
    headers: headers.join(''),
    style: `[data-boot-section]{display:none}${shown}{display:flex}`,
  };
}
