import { format } from 'date-fns';
import { fr as frLocale } from 'date-fns/locale';
import { getWorkWeek, parseDay, shiftWeek, toDay } from '#shared/domain/dates';
import type { TodoStatus } from '#shared/domain/enums';

// The rules of the task board (spec §2 Tâches, §4 todo states). Days are 'YYYY-MM-DD' strings;
// the due date is a `date` column, so no time zone can move a task to another day.

export type TaskWeek = { monday: string; friday: string; days: string[] };

/** The Monday-to-Friday week holding `day`; a Saturday or Sunday belongs to the week just ended. */
export function getTaskWeek(day: string): TaskWeek {
  const date = parseDay(day);
  if (!date) throw new RangeError(`Invalid day: ${day}`);
  const week = getWorkWeek(date);
  const days = week.days.map(toDay);
  return { monday: days[0] as string, friday: days[4] as string, days };
}

/** The Monday `weeks` weeks away (calendar days, so daylight saving changes nothing). */
export function shiftTaskWeek(monday: string, weeks: number): string {
  const date = parseDay(monday);
  if (!date) throw new RangeError(`Invalid day: ${monday}`);
  return getTaskWeek(toDay(shiftWeek(date, weeks))).monday;
}

/** 'lundi 23 novembre': the day's heading and its add button's name. */
export function formatTaskDay(day: string): string {
  const date = parseDay(day);
  return date ? format(date, 'EEEE d MMMM', { locale: frLocale }) : day;
}

/** Late: due before today and not done (a task due today is not late yet). */
export function isTaskLate(task: { status: TodoStatus; dueDate: string }, today: string): boolean {
  return task.status !== 'completed' && task.dueDate < today;
}

/** The quick toggle (spec §4): completed becomes pending, anything else completed. */
export function toggledTaskStatus(status: TodoStatus): TodoStatus {
  return status === 'completed' ? 'pending' : 'completed';
}

/**
 * `completed_at` follows the status: set when it becomes completed, kept while it stays so,
 * cleared otherwise.
 */
export function completedAtFor(
  status: TodoStatus,
  previous: { status: TodoStatus; completedAt: Date | null } | null,
  now: Date,
): Date | null {
  if (status !== 'completed') return null;
  return previous?.status === 'completed' ? (previous.completedAt ?? now) : now;
}

/** An influencer's task reads 'Tâche pour {name} - {title}' (spec §5); the title is stored bare. */
export function taskDisplayTitle(task: { title: string; influencerName: string | null }): string {
  return task.influencerName === null
    ? task.title
    : `Tâche pour ${task.influencerName} - ${task.title}`;
}
