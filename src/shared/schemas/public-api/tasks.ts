import { z } from 'zod';
import { TODO_PRIORITIES, TODO_STATUSES } from '#shared/domain/enums';
import { cursorField, queryIntegerField } from '#shared/schemas/fields';
import {
  dayAnswer,
  idAnswer,
  momentAnswer,
  pageAnswer,
  versionAnswer,
} from '#shared/schemas/public-api/answers';
import { tasksScreen } from '#shared/i18n/fr-tasks';

// The answers of /api/v1/tasks: what the Tâches screen's services return.

export const taskAnswer = z.strictObject({
  id: idAnswer,
  title: z.string(),
  description: z.string(),
  priority: z.enum(TODO_PRIORITIES),
  status: z.enum(TODO_STATUSES),
  dueDate: dayAnswer,
  createdBy: idAnswer.nullable(),
  assignee: z
    .strictObject({ id: idAnswer, firstName: z.string(), lastName: z.string() })
    .nullable(),
  influencer: z.strictObject({ id: idAnswer, fullName: z.string() }).nullable(),
  completedAt: momentAnswer.nullable(),
  version: versionAnswer,
  createdAt: momentAnswer,
  updatedAt: momentAnswer,
});

export const taskPageAnswer = pageAnswer(taskAnswer);

export const TASKS_V1_PAGE_LIMIT = 50;

/** Every task the member sees, by due date: the screen's export, a page at a time. */
export const taskV1ListQuerySchema = z.object({
  cursor: cursorField(tasksScreen.fields.cursor),
  limit: queryIntegerField(tasksScreen.fields.limit, 1, 100).default(TASKS_V1_PAGE_LIMIT),
});
export type TaskV1ListQuery = z.infer<typeof taskV1ListQuerySchema>;
