import ical, { ICalEventTransparency } from 'ical-generator';
import { FEED_TIME_ZONE, shiftDay, type FeedEvent } from '#shared/domain/calendar-feed';
import { calendarFeedText } from '#shared/i18n/fr-calendar-feed';

// Issue 32, decision 0068: the feed as iCalendar (RFC 5545), written by ical-generator.
// Every event is a whole day, so the calendar names no time zone of its own: ical-generator
// then writes DATE values and DTSTAMP in UTC (with a `timezone` and no VTIMEZONE it would write
// the server's local time, unmarked). X-WR-TIMEZONE still tells the apps it is Paris's.

/** How often the apps that honour it read the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/** A day as ical-generator reads it without a time zone: its UTC date. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

export function writeCalendar(fullName: string, events: FeedEvent[]): string {
  const calendar = ical({
    name: calendarFeedText.calendarName(fullName),
    description: calendarFeedText.calendarDescription,
    prodId: { company: 'Infludesk', product: 'Calendrier', language: 'FR' },
    ttl: REFRESH_SECONDS,
    x: { 'X-WR-TIMEZONE': FEED_TIME_ZONE },
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      allDay: true,
      start: utcDay(event.day),
      // DTEND of an all-day event is the next day, excluded (RFC 5545 §3.6.1).
      end: utcDay(shiftDay(event.day, 1)),
      summary: event.summary,
      description: event.description,
      url: event.url,
      stamp: event.stamp,
      lastModified: event.stamp,
      // A due date is a reminder, not a meeting: it never makes the member look busy.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
