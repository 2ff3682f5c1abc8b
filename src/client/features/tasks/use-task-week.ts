import { isAcceptedDay, today } from '#shared/domain/dates';
import { getTaskWeek, shiftTaskWeek } from '#shared/domain/tasks';

const WEEK_PARAM = 'semaine';

/** Today and the week the URL asks for (also read before the screen loads). */
export function readTaskWeek(params: URLSearchParams) {
  const day = today();
  const current = getTaskWeek(day).monday;
  const asked = params.get(WEEK_PARAM) ?? '';
  // Any day of a week opens that week; anything else, this week.
  return { day, current, week: getTaskWeek(isAcceptedDay(asked) ? asked : current) };
}

/**
 * The week shown, kept in the URL (`?semaine=` its Monday) so a reload or a shared link opens
 * the same week; no parameter means this week. Moving pushes a history entry: Back returns.
 */
export function useTaskWeek(search: {
  params: URLSearchParams;
  setParam: (key: string, value: string | null) => void;
}) {
  const { day, current, week } = readTaskWeek(search.params);
  const goTo = (monday: string) => search.setParam(WEEK_PARAM, monday === current ? null : monday);
  return {
    today: day,
    week,
    isCurrent: week.monday === current,
    previous: () => goTo(shiftTaskWeek(week.monday, -1)),
    next: () => goTo(shiftTaskWeek(week.monday, 1)),
    thisWeek: () => goTo(current),
  };
}
