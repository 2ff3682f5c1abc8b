import { z } from 'zod';

// Issue 32, decision 0068: a member's calendar link, through their session
// (/api/calendar-link). No input: a member has one link, made for themself. The answers are
// described here so that the screens and the API document read one shape.

/** A member's current link: never its token, which only its creation answered. */
export const calendarLinkSchema = z.object({
  id: z.uuid(),
  status: z.enum(['live', 'expired']),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

/** GET /api/calendar-link: the member's link, or null (none yet, or disabled). */
export const calendarLinkStateSchema = z.object({ link: calendarLinkSchema.nullable() });
export type CalendarLinkState = z.infer<typeof calendarLinkStateSchema>;

/** POST /api/calendar-link: the new link with its address, shown this once. */
export const createdCalendarLinkSchema = calendarLinkSchema.extend({ url: z.url() });
export type CreatedCalendarLink = z.infer<typeof createdCalendarLinkSchema>;
