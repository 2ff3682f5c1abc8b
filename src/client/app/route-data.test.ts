import { describe, expect, it } from 'vitest';
import { readListSearch } from '#client/lib/use-url-search';
import { readCollaborationFilters } from '#client/features/collaborations/use-collaboration-filters';

// The route loaders read the URL as the screens do: the same query key, or the prefetched answer
// would be wasted and the list asked for twice (issue 18).
describe('what a list URL asks for', () => {
  it('reads the search trimmed and the page as a whole number from 1', () => {
    expect(readListSearch(new URLSearchParams(''))).toEqual({ q: '', page: 1 });
    expect(readListSearch(new URLSearchParams('q=%20Dupont%20&page=3'))).toEqual({
      q: 'Dupont',
      page: 3,
    });
    for (const page of ['0', '-2', 'abc', '2.7']) {
      const expected = page === '2.7' ? 2 : 1;
      expect(readListSearch(new URLSearchParams({ page })).page).toBe(expected);
    }
  });

  it("reads a collaboration list's filters, an unknown value as 'all'", () => {
    expect(
      readCollaborationFilters(
        new URLSearchParams('q=nike&status=in_progress&type=collaboration_sortante'),
      ),
    ).toEqual({ q: 'nike', status: 'in_progress', type: 'collaboration_sortante' });
    expect(readCollaborationFilters(new URLSearchParams('status=nope&type=<script>'))).toEqual({
      q: '',
      status: 'all',
      type: 'all',
    });
  });
});
