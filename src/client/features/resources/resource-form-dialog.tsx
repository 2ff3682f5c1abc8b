import { useQuery } from '@tanstack/react-query';
import { FormDialog } from '#client/components/forms/form-dialog';
import { RecordChangedBanner } from '#client/components/forms/record-changed-banner';
import { useIdempotencyKey } from '#client/lib/idempotency';
import { resourceQuery, useSaveResource } from '#client/features/resources/api';
import { ResourceForm } from '#client/features/resources/resource-form';
import { resourceFormSchema, toFormValues } from '#client/features/resources/resource-form-values';
import { resourcesScreen } from '#shared/i18n/fr-resources';

const t = resourcesScreen;

/** 'Nouvelle ressource' (resourceId null) or 'Modifier la ressource', which waits for it. */
export function ResourceFormDialog({
  resourceId,
  onClose,
}: {
  resourceId: string | null;
  onClose: () => void;
}) {
  const detail = useQuery({ ...resourceQuery(resourceId ?? ''), enabled: resourceId !== null });
  const idempotencyKey = useIdempotencyKey();
  const save = useSaveResource(resourceId, idempotencyKey);

  return (
    <FormDialog
      title={resourceId ? t.editResource : t.newResource}
      size="lg"
      isEdit={resourceId !== null}
      notice={resourceId && <RecordChangedBanner kind="resource" id={resourceId} />}
      detail={detail}
      record={{ kind: 'resource', toValues: toFormValues }}
      isSaving={save.isPending}
      savedMessage={t.saved}
      schema={resourceFormSchema}
      onClose={onClose}
    >
      {(formProps) => (
        <ResourceForm
          {...formProps}
          resource={detail.data}
          save={(input, version) => save.mutateAsync({ ...input, version })}
        />
      )}
    </FormDialog>
  );
}
