import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_HEADERS } from '#client/app/boot-headers';
import { bootFramesHtml } from '#client/app/boot-frames';
import { readTaskWeek } from '#client/features/tasks/use-task-week';
import { formatLongDate } from '#shared/domain/dates';
import { assistantScreen } from '#shared/i18n/fr-assistant';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { fr } from '#shared/i18n/fr';

// Issue 27, decision 0044: index.html's picture of each section, drawn by the screens' own
// components at build time; Tâches' week gets its dates from public/boot.js in the browser.
const BOOT = readFileSync(new URL('../../../public/boot.js', import.meta.url), 'utf8');
const { frames, style } = bootFramesHtml();

/** Each section's frame, as index.html holds it. */
function frameOf(section: string) {
  const start = frames.indexOf(`<div data-boot-section="${section}">`);
  const next = frames.indexOf('<div data-boot-section=', start + 1);
  return frames.slice(start, next === -1 ? undefined : next);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs boot.js on Tâches' address, its frame parsed; returns the week title it wrote. */
function writtenWeekTitle(address = '/app/todo') {
  const template = /id="tasks-week-title"[^>]*>([^<]*)</.exec(frameOf('todo'))![1]!;
  const title = { textContent: template };
  const attributes: Record<string, string> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({})),
  );
  const document = {
    readyState: 'complete',
    documentElement: {
      classList: { toggle: () => {}, add: () => {} },
      style: {},
      setAttribute: (name: string, value: string) => (attributes[name] = value),
    },
    querySelector: (selector: string) =>
      selector === '#boot-shell #tasks-week-title' ? title : null,
    head: { appendChild: () => {} },
  };
  new Function('window', 'document', 'location', 'localStorage', 'performance', BOOT)(
    {},
    document,
    new URL(address, 'http://localhost'),
    { getItem: () => null },
    { now: () => 100 },
  );
  return { title: title.textContent, attributes };
}

describe("index.html's frames", () => {
  it("hold every section's header, shown on its own address only", () => {
    for (const [section, { title, subtitle }] of Object.entries(BOOT_HEADERS)) {
      const frame = frameOf(section);
      expect(frame, section).toContain(`<h1 class="text-2xl font-bold tracking-tight">${title}`);
      if (subtitle) expect(frame, section).toContain(subtitle.replace(/'/g, '&#x27;'));
      expect(style).toContain(`html[data-section='${section}'] [data-boot-section='${section}']`);
    }
  });

  it("hold the largest texts the screens draw at once: Tâches' week, the greeting, the first group", () => {
    expect(frameOf('todo')).toContain('Semaine du {monday} au {friday}');
    expect(frameOf('assistant')).toContain(
      assistantScreen.greeting(assistantScreen.personaName).replace(/'/g, '&#x27;'),
    );
    expect(frameOf('influencers')).toContain(`>${fr.influencersScreen.exclusiveTitle}</h2>`);
    // The week's title stays hidden until boot.js has written its dates.
    expect(style).toContain('html:not([data-week-written]) #boot-shell #tasks-week-title');
  });

  it("get Tâches' week written by boot.js as the screen writes it, whatever the day", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A week in November, one across two months and one across two years, at a minute past
    // midnight and a minute to it.
    const weeks = [23, 30].map((day) => new Date(2026, 10, day)).concat(new Date(2026, 11, 28));
    for (const monday of weeks) {
      for (let offset = 0; offset < 7; offset += 1) {
        for (const [hours, minutes] of [
          [0, 1],
          [23, 59],
        ]) {
          const now = new Date(monday);
          now.setDate(monday.getDate() + offset);
          now.setHours(hours!, minutes!);
          vi.setSystemTime(now);
          const { week } = readTaskWeek(new URLSearchParams());
          const { title, attributes } = writtenWeekTitle();
          expect(title, now.toString()).toBe(
            tasksScreen.weekTitle(formatLongDate(week.monday), formatLongDate(week.friday)),
          );
          expect(attributes).toHaveProperty('data-week-written');
          expect(attributes).not.toHaveProperty('data-boot-search');
        }
      }
    }
  });

  it('show only the header with a search in the address (another week, a tab, a search)', () => {
    const { attributes } = writtenWeekTitle('/app/todo?semaine=2026-11-02');
    expect(attributes).toHaveProperty('data-boot-search');
    expect(style).toContain('html[data-boot-search] [data-boot-section]>:not(:first-child)');
  });
});
