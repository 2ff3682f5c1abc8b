import { Download, FileText } from 'lucide-react';
import { getPreviewKind } from '#client/features/collaborations/contents/content-view';
import { formatFileSize } from '#shared/domain/file-size';
import { contents } from '#shared/i18n/fr-contents';
import type { ContentFileView } from '#shared/schemas/contents';

const t = contents.screen;

const linkClass = 'inline-flex items-center gap-2 text-sm font-medium text-link underline';

/** A version's file as the browser can show it: an image, a playable video, a PDF, or a link. */
export function ContentFilePreview({ file }: { file: ContentFileView }) {
  const kind = getPreviewKind(file.mimeType);
  return (
    <figure className="space-y-2 rounded-md border border-border p-2">
      {kind === 'image' && (
        <img
          src={file.url}
          alt={file.fileName}
          loading="lazy"
          className="max-h-80 w-full rounded object-contain"
        />
      )}
      {kind === 'video' && (
        // A creator's draft has no captions file: the agency reviews its images and sound.
        <video controls preload="metadata" src={file.url} className="max-h-80 w-full rounded">
          <a href={file.url}>{t.download(file.fileName)}</a>
        </video>
      )}
      {kind === 'pdf' && (
        <iframe
          src={file.url}
          title={t.pdfTitle(file.fileName)}
          loading="lazy"
          className="h-80 w-full rounded border border-border bg-white"
        />
      )}
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
        <span className="wrap-anywhere">
          {file.fileName} · {formatFileSize(file.sizeBytes)}
        </span>
        {kind === 'pdf' ? (
          <a href={file.url} target="_blank" rel="noreferrer" className={linkClass}>
            <FileText aria-hidden className="h-4 w-4" />
            {t.openPdf(file.fileName)}
          </a>
        ) : (
          <a href={file.url} download={file.fileName} className={linkClass}>
            <Download aria-hidden className="h-4 w-4" />
            {t.download(file.fileName)}
          </a>
        )}
      </figcaption>
    </figure>
  );
}
