import { CreateButton } from '#client/components/ui/create-button';
import { PageHeader } from '#client/components/ui/page-header';
import { ListSearchField } from '#client/components/ui/search-field';
import { useRecordDialog } from '#client/lib/use-record-dialog';
import { useUrlSearch } from '#client/lib/use-url-search';
import type { ResourceView } from '#client/features/resources/api';
import { DeleteResourceDialog } from '#client/features/resources/delete-resource-dialog';
import { ResourceDetailDialog } from '#client/features/resources/resource-detail-dialog';
import { ResourceTypeCard } from '#client/features/resources/resource-type-card';
import { RESOURCE_TYPES } from '#shared/domain/enums';
import { resourcesScreen } from '#shared/i18n/fr-resources';
import { lazyDialog } from '#client/components/ui/lazy-dialog';

const ResourceFormDialog = lazyDialog(() =>
  import('#client/features/resources/resource-form-dialog').then((m) => m.ResourceFormDialog),
);

const t = resourcesScreen;

type OtherDialog = { kind: 'delete'; resource: ResourceView };

/**
 * Ressources (spec §2): one card per type in the spec's order, each its own list, all searched
 * together on the server by the one box (kept in the URL).
 */
export function ResourcesPage() {
  const search = useUrlSearch();
  const { dialog, setDialog, close } = useRecordDialog<OtherDialog>();
  const handlers = {
    onOpen: (resource: ResourceView) => setDialog({ kind: 'show', id: resource.id }),
    onEdit: (resource: ResourceView) => setDialog({ kind: 'edit', id: resource.id }),
    onDelete: (resource: ResourceView) => setDialog({ kind: 'delete', resource }),
  };

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <CreateButton label={t.newResource} onClick={() => setDialog({ kind: 'create' })} />
        }
      />
      <div className="mb-6">
        <ListSearchField label={t.searchLabel} placeholder={t.searchPlaceholder} search={search} />
      </div>
      <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {RESOURCE_TYPES.map((type) => (
          <ResourceTypeCard key={type} type={type} q={search.q} {...handlers} />
        ))}
      </div>

      {dialog?.kind === 'create' && <ResourceFormDialog resourceId={null} onClose={close} />}
      {dialog?.kind === 'edit' && <ResourceFormDialog resourceId={dialog.id} onClose={close} />}
      {dialog?.kind === 'show' && (
        <ResourceDetailDialog
          resourceId={dialog.id}
          onClose={close}
          onEdit={() => setDialog({ kind: 'edit', id: dialog.id })}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteResourceDialog resource={dialog.resource} onClose={close} />
      )}
    </>
  );
}
