import type { TaskFormValues, TaskInput } from '#shared/schemas/tasks';

/**
 * An edit sends the status only if the member changed it in the form: otherwise a check made
 * meanwhile (one click, no version) would be undone by this save (decision 0045).
 */
export function keepCheckedStatus(
  values: TaskInput,
  initial: Pick<TaskFormValues, 'status'>,
  version?: number,
): Omit<TaskInput, 'status'> & { status?: TaskInput['status']; version?: number } {
  if (version === undefined || values.status !== initial.status) return { ...values, version };
  const { status: _unchanged, ...rest } = values;
  return { ...rest, version };
}
