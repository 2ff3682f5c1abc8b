import { DetailSection } from '#client/components/detail/detail-section';
import type { ResourceView } from '#client/features/resources/api';
import { resourcesScreen } from '#shared/i18n/fr-resources';

const t = resourcesScreen;

/** Which files the browser shows inline (the server serves these types inline: file-headers). */
function previewKind(type: string | null) {
  if (!type) return null;
  if (/^image\/(png|jpeg|gif|webp|avif)$/.test(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (/^video\/(mp4|webm|ogg|quicktime)$/.test(type)) return 'video';
  return null;
}

/** 'Aperçu': an image, a PDF or a video read from the file's own address; else a word why not. */
export function ResourcePreview({
  resource,
  fileUrl,
}: {
  resource: ResourceView;
  fileUrl: string;
}) {
  const kind = previewKind(resource.fileType);
  const name = resource.fileName ?? resource.name;
  return (
    <DetailSection title={t.preview} isEmpty={kind === null} emptyText={t.noPreview}>
      {kind === 'image' && (
        <img
          src={fileUrl}
          alt={name}
          className="max-h-[28rem] max-w-full rounded-md border border-border object-contain"
        />
      )}
      {kind === 'pdf' && (
        <iframe
          src={fileUrl}
          title={`${t.preview} : ${name}`}
          className="h-[28rem] w-full rounded-md border border-border"
        />
      )}
      {kind === 'video' && (
        <video controls src={fileUrl} className="max-h-[28rem] w-full rounded-md bg-black">
          {name}
        </video>
      )}
    </DetailSection>
  );
}
