import {
  createContext,
  useContext,
  useId,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

// Tabs as WAI-ARIA's pattern has them (role="tablist", "tab", "tabpanel", each tab naming its
// panel and the reverse; arrow keys, Home and End move to a tab and choose it; only the chosen
// tab is in the Tab order). Ours rather than Radix's: Radix's panel runs its animation presence
// on every render, which reads the page's computed style and made a list page's first render
// a long task on a phone (issue 27, decision 0044: Influenceurs' TBT 537–756 → 314 ms without
// it). No animation here: a panel simply shows or hides.

type TabsState = { value: string; choose: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const state = useContext(TabsContext);
  if (!state) throw new Error('TabParts: a part is outside TabParts.Root');
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

function Root({
  value,
  onValueChange,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, choose: onValueChange, baseId }}>
      {children}
    </TabsContext.Provider>
  );
}

const NEXT: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function List({ onKeyDown, ...props }: HTMLAttributes<HTMLDivElement> & { 'aria-label': string }) {
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = NEXT[event.key];
    if (!move || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index === -1) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    next?.focus();
    next?.click();
  };
  return <div role="tablist" aria-orientation="horizontal" onKeyDown={onKey} {...props} />;
}

function Trigger({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  const isChosen = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={isChosen}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={isChosen ? 0 : -1}
      data-state={isChosen ? 'active' : 'inactive'}
      className={className}
      onClick={() => {
        if (!isChosen) tabs.choose(value);
      }}
    >
      {children}
    </button>
  );
}

/** A tab's panel: drawn while its tab is chosen, or kept hidden with `keepsMounted`. */
function Content({
  value,
  keepsMounted = false,
  className,
  children,
}: {
  value: string;
  keepsMounted?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  const isChosen = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      hidden={!isChosen}
      data-state={isChosen ? 'active' : 'inactive'}
      className={className}
    >
      {isChosen || keepsMounted ? children : null}
    </div>
  );
}

export const TabParts = { Root, List, Trigger, Content };
