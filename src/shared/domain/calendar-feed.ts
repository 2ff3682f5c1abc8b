import type { ContentStage } from '#shared/domain/content-stages';
import type { TodoPriority, TodoStatus } from '#shared/domain/enums';
import { taskDisplayTitle } from '#shared/domain/tasks';
import { calendarFeedText } from '#shared/i18n/fr-calendar-feed';
import { contents } from '#shared/i18n/fr-contents';
import { vocabulary } from '#shared/i18n/fr-vocabulary';

// Issue 32, decision 0068: what a member's calendar feed holds: their open tasks (assigned to
// them, or an influencer's task they wrote, which has no assignee) and the planned publications
// of the deals they are chef de projet of. Every event is a whole day (a task's due date and a
// deliverable's planned publication are `date`s): no time zone can move one to another day.
// The window is counted from today in Paris, the agency's day.

export const FEED_TIME_ZONE = 'Europe/Paris';
export const FEED_DAYS_BEFORE = 90;
export const FEED_DAYS_AFTER = 365;
/**
 * A feed's events of each kind at most, the earliest kept: more than a busy member's 15 months,
 * and a bound on the iCalendar writer (about 0.4 ms of CPU an event, decision 0068).
 */
export const FEED_MAX_EVENTS = 1000;
/** A calendar link nobody reads for this long expires; each read moves its end (decision 0068). */
export const CALENDAR_LINK_IDLE_DAYS = 180;

const DAY_MS = 86_400_000;
const parisDays = new Intl.DateTimeFormat('fr-CA', { timeZone: FEED_TIME_ZONE });

/** Today in Paris, 'YYYY-MM-DD'. */
export const parisDay = (now: Date) => parisDays.format(now);

/** `day` moved by whole days (calendar days: computed at UTC noon, no DST to trip on). */
export function shiftDay(day: string, days: number): string {
  const time = Date.parse(`${day}T12:00:00Z`) + days * DAY_MS;
  return new Date(time).toISOString().slice(0, 10);
}

/** The days a feed covers: from 90 days ago to a year ahead, both included. */
export function feedWindow(now: Date) {
  const today = parisDay(now);
  return { from: shiftDay(today, -FEED_DAYS_BEFORE), to: shiftDay(today, FEED_DAYS_AFTER) };
}

export const calendarLinkExpiry = (now: Date) =>
  new Date(now.getTime() + CALENDAR_LINK_IDLE_DAYS * DAY_MS);

/** The feed's address: the token in the path, the only part a calendar app always sends. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** The token of the feed's last path segment ('<token>.ics'); anything else: null. */
export function tokenOfFeedFile(file: string): string | null {
  return file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : null;
}

/** One all-day event, ready for any iCalendar writer. */
export type FeedEvent = {
  /** Stable: the same record is the same event at every read, so an edit replaces it. */
  uid: string;
  day: string;
  summary: string;
  description: string;
  url: string;
  /** When its record last changed (DTSTAMP, LAST-MODIFIED). */
  stamp: Date;
};

export type FeedTask = {
  id: string;
  title: string;
  description: string;
  status: TodoStatus;
  priority: TodoPriority;
  dueDate: string;
  influencerName: string | null;
  updatedAt: Date;
};

export type FeedPublication = {
  id: string;
  type: string;
  description: string;
  publishOn: string;
  stage: ContentStage;
  creatorName: string;
  collaborationId: string;
  collaborationName: string;
  brand: string;
  updatedAt: Date;
};

/** A done task leaves the calendar: it shows what is still to do. */
export const isTaskInFeed = (task: Pick<FeedTask, 'status'>) => task.status !== 'completed';

const UID_DOMAIN = 'infludesk';
const lines = (...parts: (string | null | false)[]) =>
  parts.filter((part): part is string => Boolean(part && part.trim())).join('\n');

/** A task on its due date; its link opens the board's week of that day. */
export function taskEvent(task: FeedTask, appUrl: string): FeedEvent {
  const t = calendarFeedText.task;
  const url = `${appUrl}/app/todo?semaine=${task.dueDate}`;
  return {
    uid: `task-${task.id}@${UID_DOMAIN}`,
    day: task.dueDate,
    summary: taskDisplayTitle(task),
    description: lines(
      task.influencerName !== null && t.influencer(task.influencerName),
      `${t.priority(vocabulary.todoPriority[task.priority])} · ${t.status(vocabulary.todoStatus[task.status])}`,
      task.description,
      calendarFeedText.openInApp(url),
    ),
    url,
    stamp: task.updatedAt,
  };
}

/** A deliverable's label: a known type's name, or the free text the form took. */
const formatOf = (type: string) =>
  (vocabulary.deliverableTypes as Record<string, string>)[type] ?? type;

/** A deliverable on its planned publication day; its link opens the deal. */
export function publicationEvent(publication: FeedPublication, appUrl: string): FeedEvent {
  const t = calendarFeedText.publication;
  const url = `${appUrl}/app/collaborations?voir=${publication.collaborationId}`;
  const format = formatOf(publication.type);
  return {
    uid: `publication-${publication.id}@${UID_DOMAIN}`,
    day: publication.publishOn,
    summary: t.summary(publication.creatorName, format),
    description: lines(
      t.deal(publication.collaborationName, publication.brand),
      t.creator(publication.creatorName),
      t.format(format),
      t.stage(contents.stages[publication.stage]),
      publication.description,
      calendarFeedText.openInApp(url),
    ),
    url,
    stamp: publication.updatedAt,
  };
}
