export const CLIENTS_PAGE_SIZE = 15;

export type PageBarItem = number | 'ellipsis';

// An empty list still shows one (empty) page.
export function getPageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || pageSize <= 0 || total <= 0) {
    return 1;
  }
  return Math.max(1, Math.ceil(total / pageSize));
}

// Pages 1 to 3, the last page and the current page with its neighbours, with an ellipsis
// wherever pages are skipped (spec §9). An ellipsis standing for a single page takes as much
// room as that page, so the page is shown instead: 5 pages read 1 2 3 4 5, not 1 2 3 … 5.
export function getPageBarItems(current: number, pageCount: number): PageBarItem[] {
  const last = Number.isFinite(pageCount) ? Math.max(1, Math.floor(pageCount)) : 1;
  const page = Number.isFinite(current) ? Math.min(last, Math.max(1, Math.floor(current))) : 1;
  const pages = [...new Set([1, 2, 3, page - 1, page, page + 1, last])]
    .filter((candidate) => candidate >= 1 && candidate <= last)
    .sort((a, b) => a - b);
  const items: PageBarItem[] = [];
  pages.forEach((candidate, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && candidate - previous === 2) items.push(previous + 1);
    if (previous !== undefined && candidate - previous > 2) items.push('ellipsis');
    items.push(candidate);
  });
  return items;
}
