import { z } from 'zod';
import { isAcceptedDay } from '#shared/domain/dates';
import { TODO_PRIORITIES, TODO_STATUSES } from '#shared/domain/enums';
import {
  cursorField,
  enumField,
  optionalIdField,
  optionalText,
  queryBooleanField,
  queryIntegerField,
  requiredText,
  searchField,
  textField,
  versionField,
} from '#shared/schemas/fields';
import {
  INFLUENCER_TASKS_PAGE_LIMIT,
  LATE_TASKS_PAGE_LIMIT,
  TASK_INFLUENCERS_PAGE_LIMIT,
} from '#shared/domain/list-limits';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { fr } from '#shared/i18n/fr';

const t = tasksScreen.fields;

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
// The board's page sizes live with the other lists' (the Tâches screen reads them without zod).
export { TASK_WEEK_LIMIT, TASKS_PER_INFLUENCER_CARD } from '#shared/domain/list-limits';
export { INFLUENCER_TASKS_PAGE_LIMIT, LATE_TASKS_PAGE_LIMIT, TASK_INFLUENCERS_PAGE_LIMIT };

/** Spec §8: a missing due date says 'La date est requise'. */
const dueDateField = () =>
  textField(t.dueDate, fr.errors.todoDateRequired)
    .trim()
    .min(1, fr.errors.todoDateRequired)
    .refine(isAcceptedDay, { message: fr.fields.invalidDate(t.dueDate), abort: true });

/**
 * Create and update take the same body. `assignedTo` null means the creator ('Moi') for a
 * task of one's own; an influencer's task never has an assignee and needs a description.
 */
const taskFields = z.object({
  title: requiredText(t.title, TASK_TITLE_MAX),
  description: optionalText(t.description, TASK_DESCRIPTION_MAX),
  priority: enumField(TODO_PRIORITIES, t.priority).default('medium'),
  status: enumField(TODO_STATUSES, t.status).default('pending'),
  dueDate: dueDateField(),
  assignedTo: optionalIdField(t.assignee),
  influencerId: optionalIdField(t.influencer),
});

/** An influencer's task has no assignee and needs a description. */
const checkTask = (
  task: { influencerId: string | null; description: string; assignedTo: string | null },
  issues: z.RefinementCtx,
) => {
  if (task.influencerId === null) return;
  if (task.description === '') {
    issues.addIssue({
      code: 'custom',
      path: ['description'],
      message: fr.fields.required(t.description),
    });
  }
  if (task.assignedTo !== null) {
    issues.addIssue({
      code: 'custom',
      path: ['assignedTo'],
      message: tasksScreen.influencerNoAssignee,
    });
  }
};

export const taskInputSchema = taskFields.superRefine(checkTask);
export type TaskInput = z.infer<typeof taskInputSchema>;
export type TaskFormValues = z.input<typeof taskInputSchema>;

/**
 * A full edit (issue 28): the version it was read at. `status` is also the one-click check's
 * (POST /:id/toggle): the form sends it only when the member changed it, and an edit without
 * it keeps the stored status (decision 0045).
 */
export const taskUpdateSchema = taskFields
  .extend({
    version: versionField,
    status: enumField(TODO_STATUSES, t.status).optional(),
  })
  .superRefine(checkTask);
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

const queryDayField = (label: string) =>
  textField(label, fr.fields.required(label))
    .trim()
    .refine(isAcceptedDay, { message: fr.fields.invalidDate(label), abort: true });

export const taskWeekQuerySchema = z.object({ start: queryDayField(t.week) });

/** `today` is the browser's day: late is relative to where the member is. */
export const lateTasksQuerySchema = z.object({
  today: queryDayField(t.today).optional(),
  cursor: cursorField(t.cursor),
  limit: queryIntegerField(t.limit, 1, 100).default(LATE_TASKS_PAGE_LIMIT),
});

export const taskInfluencersQuerySchema = z.object({
  exclusive: queryBooleanField(t.exclusive),
  q: searchField(t.search),
  cursor: cursorField(t.cursor),
  limit: queryIntegerField(t.limit, 1, 100).default(TASK_INFLUENCERS_PAGE_LIMIT),
});
export type TaskInfluencersQuery = z.infer<typeof taskInfluencersQuerySchema>;

/** Every task of one influencer, open ones first, a page at a time. */
export const influencerTasksQuerySchema = z.object({
  cursor: cursorField(t.cursor),
  limit: queryIntegerField(t.limit, 1, 100).default(INFLUENCER_TASKS_PAGE_LIMIT),
});
export type InfluencerTasksQuery = z.infer<typeof influencerTasksQuerySchema>;
