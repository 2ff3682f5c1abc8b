import { useState, type ReactNode } from 'react';
import { Tabs as Radix } from 'radix-ui';

export type TabItem = {
  value: string;
  label: string;
  content: ReactNode;
  /** Kept while another tab shows (a form being typed in), only hidden. */
  keepsMounted?: boolean;
};

/**
 * Tabs of one view: role="tablist", "tab" and "tabpanel" with their links, arrow keys from tab
 * to tab, Home and End (Radix). A panel is drawn only while its tab is chosen (a history is read
 * when opened, not with the record), unless it `keepsMounted`. `initialValue` chooses the tab a
 * link opens on (Conformité's overview opens a deal on its 'Conformité' tab); unknown, the first.
 */
export function Tabs({
  label,
  items,
  initialValue,
}: {
  label: string;
  items: TabItem[];
  initialValue?: string;
}) {
  const [chosen, setChosen] = useState(
    items.find((item) => item.value === initialValue)?.value ?? items[0]?.value,
  );
  return (
    <Radix.Root value={chosen} onValueChange={setChosen}>
      <Radix.List aria-label={label} className="mb-4 flex gap-1 border-b border-border">
        {items.map((item) => (
          <Radix.Trigger
            key={item.value}
            value={item.value}
            className="-mb-px border-b-2 border-transparent px-2 py-2 text-sm font-medium whitespace-nowrap sm:px-3 text-muted hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground"
          >
            {item.label}
          </Radix.Trigger>
        ))}
      </Radix.List>
      {items.map((item) => (
        <Radix.Content
          key={item.value}
          value={item.value}
          forceMount={item.keepsMounted || undefined}
          hidden={item.value !== chosen}
        >
          {item.content}
        </Radix.Content>
      ))}
    </Radix.Root>
  );
}
