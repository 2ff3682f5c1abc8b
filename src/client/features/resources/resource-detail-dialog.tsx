import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink } from 'lucide-react';
import { DetailDialog } from '#client/components/detail/detail-dialog';
import { DetailItem } from '#client/components/detail/detail-item';
import { resourceQuery, type ResourceView } from '#client/features/resources/api';
import { ResourcePreview } from '#client/features/resources/resource-preview';
import { formatLongDate } from '#shared/domain/dates';
import { formatFileSize } from '#shared/domain/file-size';
import { resourcesScreen } from '#shared/i18n/fr-resources';
import { fr } from '#shared/i18n/fr';

const t = resourcesScreen;
const f = t.fields;

export function ResourceDetailDialog({
  resourceId,
  onClose,
  onEdit,
}: {
  resourceId: string;
  onClose: () => void;
  onEdit: () => void;
}) {
  const detail = useQuery(resourceQuery(resourceId));
  return (
    <DetailDialog
      detail={detail}
      title={detail.data?.name ?? fr.common.details}
      onClose={onClose}
      onEdit={onEdit}
      history={{ kind: 'resource', id: resourceId }}
    >
      {(resource) => <ResourceDetailBody resource={resource} />}
    </DetailDialog>
  );
}

const linkClass = 'inline-flex items-center gap-1.5 text-link hover:underline';

/** Everything the resource holds; its file's preview and download link when it has one. */
function ResourceDetailBody({ resource }: { resource: ResourceView }) {
  const hasFile = resource.fileUrl !== null;
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailItem label={f.name}>{resource.name}</DetailItem>
        <DetailItem label={f.type}>{fr.resourceTypes[resource.type]}</DetailItem>
        <DetailItem label={f.description} className="sm:col-span-2">
          <span className="font-normal whitespace-pre-line">{resource.description}</span>
        </DetailItem>
        <DetailItem label={f.url} className="sm:col-span-2">
          {resource.url && (
            <a href={resource.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {resource.url}
              <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />
            </a>
          )}
        </DetailItem>
        {hasFile && (
          <>
            <DetailItem label={f.fileName}>{resource.fileName}</DetailItem>
            <DetailItem label={f.fileType}>{resource.fileType}</DetailItem>
            <DetailItem label={f.fileSize}>{formatFileSize(resource.fileSize)}</DetailItem>
          </>
        )}
        <DetailItem label={f.createdAt}>{formatLongDate(resource.createdAt)}</DetailItem>
        <DetailItem label={f.updatedAt}>{formatLongDate(resource.updatedAt)}</DetailItem>
      </dl>
      {resource.fileUrl && (
        <>
          <a
            href={`${resource.fileUrl}?download=1`}
            download={resource.fileName ?? ''}
            className={linkClass}
          >
            <Download aria-hidden className="h-4 w-4" />
            {t.download}
          </a>
          <ResourcePreview resource={resource} fileUrl={resource.fileUrl} />
        </>
      )}
    </div>
  );
}
