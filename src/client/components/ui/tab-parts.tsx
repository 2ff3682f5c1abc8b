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

/** What a tab and its panel both know: whether their value is chosen, and each other's ids. */
function useTab(value: string) {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('TabParts: a part is outside TabParts.Root');
  const isChosen = tabs.value === value;
  return {
    isChosen,
    choose: () => tabs.choose(value),
    tabId: `${tabs.baseId}-tab-${value}`,
    panelId: `${tabs.baseId}-panel-${value}`,
    state: isChosen ? 'active' : 'inactive',
  };
}

type PartProps = { value: string; className?: string; children: ReactNode };

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

function Trigger({ value, className, children }: PartProps) {
  const tab = useTab(value);
  return (
    <button
      type="button"
      role="tab"
      id={tab.tabId}
      aria-selected={tab.isChosen}
      aria-controls={tab.panelId}
      tabIndex={tab.isChosen ? 0 : -1}
      data-state={tab.state}
      className={className}
      onClick={() => {
        if (!tab.isChosen) tab.choose();
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
}: PartProps & { keepsMounted?: boolean }) {
  const tab = useTab(value);
  return (
    <div
      role="tabpanel"
      id={tab.panelId}
      aria-labelledby={tab.tabId}
      tabIndex={0}
      hidden={!tab.isChosen}
      data-state={tab.state}
      className={className}
    >
      {tab.isChosen || keepsMounted ? children : null}
    </div>
  );
}

export const TabParts = { Root, List, Trigger, Content };
