import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, Download, FileSpreadsheet } from 'lucide-react';
import type { ExportFormat } from '#client/lib/export-url';
import { exportsText } from '#shared/i18n/fr-exports';

const t = exportsText.menu;

const itemClass =
  'flex items-center gap-2 rounded-sm px-3 py-2 text-sm text-foreground outline-none hover:bg-surface-muted focus-visible:bg-surface-muted';

/**
 * 'Exporter': a button that shows two downloads, CSV and Excel, of the list as it is filtered.
 * Plain links: the browser downloads what the server streams, nothing passes through the page.
 * A disclosure rather than a menu widget: every list screen loads it, and a menu library would
 * weigh more than the screen itself (issue 18's budget). Escape or a click elsewhere closes it.
 */
export function ExportMenu({
  list,
  href,
}: {
  /** Which list, for screen readers: 'les clients'. */
  list: string;
  href: (format: ExportFormat) => string;
}) {
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return;
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={t.groupOf(list)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
        className="inline-flex h-10 items-center gap-2 rounded-md border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-muted"
      >
        <Download aria-hidden className="h-4 w-4" />
        {t.label}
        <ChevronDown aria-hidden className="h-4 w-4" />
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-1 w-60 rounded-md border border-border bg-surface p-1 shadow-lg"
        >
          <a href={href('csv')} download className={itemClass} onClick={() => setOpen(false)}>
            <Download aria-hidden className="h-4 w-4" />
            {t.csv}
          </a>
          <a href={href('xlsx')} download className={itemClass} onClick={() => setOpen(false)}>
            <FileSpreadsheet aria-hidden className="h-4 w-4" />
            {t.xlsx}
          </a>
          <p className="px-3 pt-1 pb-2 text-xs text-muted">{t.hint}</p>
        </div>
      )}
    </div>
  );
}
