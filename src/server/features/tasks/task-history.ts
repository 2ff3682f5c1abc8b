import type { RecordView } from '#shared/domain/record-history';
import type { TaskView } from '#server/features/tasks/task-rows';

/** The task as its history sees it (decision 0045), from its answer: names, not ids. */
export const toTaskHistoryView = (task: TaskView): RecordView => ({
  title: task.title,
  description: task.description,
  priority: task.priority,
  status: task.status,
  dueDate: task.dueDate,
  assignee: task.assignee ? `${task.assignee.firstName} ${task.assignee.lastName}`.trim() : null,
  influencer: task.influencer?.fullName ?? null,
});
