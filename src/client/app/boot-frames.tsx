import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageHeader } from '#client/components/ui/page-header';
import { BOOT_HEADERS } from '#client/app/boot-headers';
import { AccountFrame } from '#client/features/account/account-page';
import { AssistantFrame } from '#client/features/assistant/assistant-page';
import { InfluencersFrame } from '#client/features/influencers/influencers-page';
import { TasksFrame } from '#client/features/tasks/tasks-page';

// Issue 27, decision 0044: what index.html shows of each section before any of the app's code
// has arrived, drawn by the screens' own components at build time (vite.config.ts writes them
// into index.html's app frame; public/boot.js shows the one of the address). Where a screen
// draws a larger text at once than its header's words (Influenceurs' first group, Tâches' week,
// the Assistant's greeting, Compte's cards), the frame holds it too, so that a phone's largest
// paint comes with the HTML. This module never reaches the browser's bundle.

const FRAMES: Record<string, ReactElement> = {
  influencers: <InfluencersFrame />,
  todo: <TasksFrame />,
  assistant: <AssistantFrame />,
  account: <AccountFrame />,
};

/** The frames as index.html holds them, one per section, and the style that shows each. */
export function bootFramesHtml() {
  const frames = Object.entries(BOOT_HEADERS).map(
    ([section, header]) =>
      `<div data-boot-section="${section}">` +
      renderToStaticMarkup(FRAMES[section] ?? <PageHeader {...header} />) +
      `</div>`,
  );
  const shown = Object.keys(BOOT_HEADERS)
    .map((section) => `html[data-section='${section}'] [data-boot-section='${section}']`)
    .join(',');
  return {
    frames: frames.join(''),
    style:
      `[data-boot-section]{display:none}${shown}{display:block}` +
      // With a search in the address (public/boot.js), what comes under the header may differ.
      `html[data-boot-search] [data-boot-section]>:not(:first-child){display:none}` +
      // Tâches' week title, until public/boot.js has written the week's dates into it.
      `html:not([data-week-written]) #boot-shell #tasks-week-title{visibility:hidden}`,
  };
}
