import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { DialogFormProps } from '#client/components/forms/form-dialog';
import { useReportDirty } from '#client/components/forms/unsaved-changes';
import { Field } from '#client/components/ui/field';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { createServerSubmit } from '#client/lib/form-errors';
import type { TaskMember } from '#client/features/tasks/api';
import { TODO_PRIORITIES, TODO_STATUSES } from '#shared/domain/enums';
import { taskInputSchema, type TaskFormValues, type TaskInput } from '#shared/schemas/tasks';
import { tasksScreen } from '#shared/i18n/fr-tasks';
import { fr } from '#shared/i18n/fr';

const t = tasksScreen;
const f = t.fields;

type TaskFormProps = DialogFormProps & {
  initial: TaskFormValues;
  /** An influencer's task names it and has no assignee (spec §5). */
  influencerName: string | null;
  /** The members offered besides 'Moi' (the empty option; the API says null). */
  members: TaskMember[];
  /** A task of one's own whose assignee is gone: the field says so until someone is chosen. */
  isUnassigned: boolean;
  save: (values: TaskInput, version?: number) => Promise<unknown>;
  onAssigneeChange: (assignedTo: string | null) => void;
};

/** Titre, Description, Priorité, Statut, Date d'échéance and Assigné à ('Moi' first). */
export function TaskForm({
  id,
  initial,
  influencerName,
  members,
  isUnassigned,
  save,
  onAssigneeChange,
  onSaved,
  lock,
  conflict,
  onDirtyChange,
}: TaskFormProps) {
  const form = useForm<TaskFormValues, unknown, TaskInput>({
    resolver: zodResolver(taskInputSchema),
    defaultValues: initial,
  });
  useReportDirty(form, onDirtyChange);
  const onSubmit = createServerSubmit(form, { save, onSaved, lock, conflict });
  const { errors } = form.formState;

  return (
    <form id={id} onSubmit={onSubmit} noValidate className="space-y-4">
      {influencerName !== null && (
        <p className="font-medium wrap-anywhere" data-testid="task-influencer">
          {t.forInfluencer(influencerName)}
        </p>
      )}
      <Field label={f.title} error={errors.title?.message}>
        <Input autoFocus {...form.register('title')} />
      </Field>
      <Field label={f.description} error={errors.description?.message}>
        <Textarea rows={4} {...form.register('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={f.priority} error={errors.priority?.message}>
          <Select {...form.register('priority')}>
            {TODO_PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {fr.todoPriority[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={f.status} error={errors.status?.message}>
          <Select {...form.register('status')}>
            {TODO_STATUSES.map((value) => (
              <option key={value} value={value}>
                {fr.todoStatus[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={f.dueDate} error={errors.dueDate?.message}>
          <Input type="date" {...form.register('dueDate')} />
        </Field>
        {influencerName === null && (
          <Controller
            control={form.control}
            name="assignedTo"
            render={({ field, fieldState }) => (
              <Field
                label={f.assignee}
                error={fieldState.error?.message}
                hint={isUnassigned ? t.currentlyUnassigned : undefined}
              >
                <Select
                  {...field}
                  value={field.value ?? ''}
                  onChange={(event) => {
                    const value = event.target.value || null;
                    field.onChange(value);
                    onAssigneeChange(value);
                  }}
                >
                  <option value="">{t.me}</option>
                  {members.map((member) => (
                    <option key={member.id} value={member.id}>
                      {`${member.firstName} ${member.lastName}`}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          />
        )}
      </div>
    </form>
  );
}
