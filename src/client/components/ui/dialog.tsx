import { useRef, type ReactNode } from 'react';
import { Dialog as Radix } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { fr } from '#shared/i18n/fr';

type DialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
};

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/**
 * role="dialog" with its title, focus trapped, Escape closes: Radix does the hard parts.
 * A long word (a URL in notes, a brand with no space) breaks anywhere rather than pushing the
 * dialog past a phone's edge.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
}: DialogProps) {
  // Opened from code, not from a Radix trigger: on closing, focus goes back where it was (the
  // field being typed in when a question interrupted it, the button that opened a form).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Radix.Root open={isOpen} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Radix.Content
          aria-describedby={description ? undefined : undefined}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-surface shadow-xl wrap-anywhere',
            widths[size],
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-border p-5">
            <div className="min-w-0">
              <Radix.Title className="text-lg font-semibold">{title}</Radix.Title>
              {description ? (
                <Radix.Description className="mt-1 text-sm text-muted">
                  {description}
                </Radix.Description>
              ) : (
                <Radix.Description className="sr-only">{title}</Radix.Description>
              )}
            </div>
            <Radix.Close
              aria-label={fr.common.close}
              className="rounded-md p-1 text-muted hover:bg-surface-muted hover:text-foreground"
            >
              <X aria-hidden className="h-5 w-5" />
            </Radix.Close>
          </div>
          {/* Focusable, so a keyboard can scroll a long read-only body (a detail). */}
          <div tabIndex={0} className="overflow-y-auto p-5 focus-visible:-outline-offset-2">
            {children}
          </div>
          {footer && (
            <div className="flex justify-end gap-2 border-t border-border p-4">{footer}</div>
          )}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
