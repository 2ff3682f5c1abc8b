import { useState, type ReactNode } from 'react';
import { TabParts } from '#client/components/ui/tab-parts';

export type TabItem = {
  value: string;
  label: string;
  content: ReactNode;
  /** Kept while another tab shows (a form being typed in), only hidden. */
  keepsMounted?: boolean;
};

/**
 * Tabs of one view: role="tablist", "tab" and "tabpanel" with their links, arrow keys from tab
 * to tab, Home and End (TabParts). A panel is drawn only while its tab is chosen (a history is read
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
    <TabParts.Root value={chosen ?? ''} onValueChange={setChosen}>
      <TabParts.List aria-label={label} className="mb-4 flex gap-1 border-b border-border">
        {items.map((item) => (
          <TabParts.Trigger
            key={item.value}
            value={item.value}
            className="-mb-px border-b-2 border-transparent px-2 py-2 text-sm font-medium whitespace-nowrap sm:px-3 text-muted hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground"
          >
            {item.label}
          </TabParts.Trigger>
        ))}
      </TabParts.List>
      {items.map((item) => (
        <TabParts.Content key={item.value} value={item.value} keepsMounted={item.keepsMounted}>
          {item.content}
        </TabParts.Content>
      ))}
    </TabParts.Root>
  );
}
