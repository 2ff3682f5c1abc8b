import { Badge } from '#client/components/ui/badge';
import { ContentFilePreview } from '#client/features/collaborations/contents/content-file-preview';
import { ContentMoment } from '#client/features/collaborations/contents/content-moment';
import { contents as t } from '#shared/i18n/fr-contents';
import type { ContentVersionView } from '#shared/schemas/contents';

/** One version: its number, who sent it and when, its caption and its files. */
export function ContentVersion({ version }: { version: ContentVersionView }) {
  return (
    <div className="space-y-3" data-testid="content-version">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{t.versionLabel(version.number)}</span>
        <span className="text-muted">
          {t.sentBy(`${version.authorName} (${t.authors[version.authorKind]})`, '')}
          <ContentMoment at={version.createdAt} />
        </span>
        {version.sentToClientAt && <Badge tone="info">{t.sentToClient}</Badge>}
      </p>
      {version.caption && (
        <div className="text-sm">
          <p className="font-medium text-muted">{t.caption}</p>
          <p className="whitespace-pre-wrap wrap-anywhere">{version.caption}</p>
        </div>
      )}
      {version.files.length > 0 && (
        <ul aria-label={t.files} className="grid gap-3 sm:grid-cols-2">
          {version.files.map((file) => (
            <li key={file.id}>
              <ContentFilePreview file={file} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The latest version open, the earlier ones folded under 'Versions précédentes'. */
export function ContentVersions({ versions }: { versions: ContentVersionView[] }) {
  const [latest, ...earlier] = versions;
  if (!latest) return <p className="text-sm text-muted">{t.noVersion}</p>;
  return (
    <div className="space-y-3">
      <h5 className="text-sm font-semibold">{t.latestVersion}</h5>
      <ContentVersion version={latest} />
      {earlier.length > 0 && (
        <details className="rounded-md border border-border">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
            {t.earlierVersions} ({earlier.length})
          </summary>
          <ol className="divide-y divide-border border-t border-border">
            {earlier.map((version) => (
              <li key={version.number} className="p-3">
                <ContentVersion version={version} />
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
