import { Tooltip } from 'radix-ui';

/**
 * The tooltip of a cut text (TruncatedText), made only while it shows (issue 27): a list of 50
 * rows draws plain text, not 200 tooltips. Rendered inside the text's own element, over which
 * an invisible anchor lies, so that element never changes and keeps the keyboard focus.
 * Radix still places it, closes it on Escape and on scroll, and names it role=tooltip.
 */
export function CutTextTooltip({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <Tooltip.Provider>
      <Tooltip.Root open onOpenChange={(open) => open || onClose()} disableHoverableContent>
        <Tooltip.Trigger asChild>
          <span aria-hidden className="pointer-events-none absolute inset-0" />
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={4}
            className="z-50 max-w-[min(28rem,calc(100vw-2rem))] rounded-md border border-border bg-surface px-3 py-2 text-sm text-foreground shadow-lg wrap-anywhere"
          >
            {text}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
