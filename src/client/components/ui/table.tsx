import {
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type PointerEvent,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { CutTextTooltip } from '#client/components/ui/cut-text-tooltip';
import { cn } from '#client/lib/cn';

/**
 * Table primitives: a scrolling frame, readable rows, a visible focus for clickable ones.
 * While the frame scrolls sideways (a wide table in a phone's dialog) it is a named region the
 * keyboard can focus, so arrow keys scroll it too.
 */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  const { ref, isScrolling } = useScrollsSideways();
  return (
    <div
      ref={ref}
      {...(isScrolling && {
        role: 'region',
        tabIndex: 0,
        'aria-label': props['aria-label'],
        'aria-labelledby': props['aria-labelledby'],
      })}
      className="overflow-x-auto rounded-xl border border-border bg-surface"
    >
      <table className={cn('w-full border-collapse text-sm', className)} {...props} />
    </div>
  );
}

function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [isScrolling, setScrolling] = useState(false);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const observer = new ResizeObserver(() => setScrolling(frame.scrollWidth > frame.clientWidth));
    observer.observe(frame);
    if (frame.firstElementChild) observer.observe(frame.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, isScrolling };
}

export const THead = (props: HTMLAttributes<HTMLTableSectionElement>) => (
  <thead className="border-b border-border bg-surface-muted text-left" {...props} />
);

export const TBody = (props: HTMLAttributes<HTMLTableSectionElement>) => (
  <tbody className="divide-y divide-border" {...props} />
);

export function TR({ className, onClick, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={cn(onClick && 'cursor-pointer hover:bg-surface-muted', className)}
      onClick={onClick}
      {...props}
    />
  );
}

export function TH({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'px-4 py-3 text-xs font-semibold tracking-wide text-muted uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TD({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-4 py-3 align-middle', className)} {...props} />;
}

const isCut = (element: HTMLElement | null) =>
  element !== null &&
  (element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth);

// As Radix's delay before a hovered text's tooltip shows; focus shows it at once.
const HOVER_DELAY_MS = 300;

/**
 * A name, an address or a handle in a cell, on one line. The column gives way before the table
 * grows past the screen: the text may break anywhere (so the table can shrink the column) and
 * only its first line shows, ending with an ellipsis. When it is cut, hover or keyboard focus
 * shows the whole text in a tooltip, made only then (issue 27: a long list draws no tooltip
 * machinery per cell); the page keeps the whole text for screen readers and the browser's find
 * (docs/decisions/0024). With `onClick` it is a button: a row's name, which the keyboard reaches.
 */
export function TruncatedText({
  text,
  className,
  onClick,
}: {
  text: string;
  className?: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const lineRef = useRef<HTMLSpanElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  // A click focuses the name and opens the row's detail: no tooltip then (as Radix does).
  const isPointerDown = useRef(false);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);
  const open = () => setOpen(isCut(lineRef.current));
  const close = () => {
    window.clearTimeout(hoverTimer.current);
    setOpen(false);
  };
  const events = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      window.clearTimeout(hoverTimer.current);
      hoverTimer.current = window.setTimeout(open, HOVER_DELAY_MS);
    },
    onPointerLeave: close,
    onPointerDown: () => {
      isPointerDown.current = true;
      close();
    },
    onFocus: () => {
      if (!isPointerDown.current) open();
    },
    onBlur: () => {
      isPointerDown.current = false;
      close();
    },
  };
  const content = (
    <>
      <span ref={lineRef} className="line-clamp-1 wrap-anywhere">
        {text}
      </span>
      {isOpen && <CutTextTooltip text={text} onClose={close} />}
    </>
  );
  return onClick ? (
    <button
      type="button"
      onClick={onClick}
      className={cn('relative block max-w-full text-left', className)}
      {...events}
    >
      {content}
    </button>
  ) : (
    <span className={cn('relative block', className)} {...events}>
      {content}
    </span>
  );
}
