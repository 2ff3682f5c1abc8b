import { describe, expect, it } from 'vitest';
import { CLIENTS_PAGE_SIZE, getPageBarItems, getPageCount } from '#shared/domain/pagination';

describe('CLIENTS_PAGE_SIZE', () => {
  it('is 15', () => {
    expect(CLIENTS_PAGE_SIZE).toBe(15);
  });
});

describe('getPageCount', () => {
  it('rounds up', () => {
    expect(getPageCount(15, 15)).toBe(1);
    expect(getPageCount(16, 15)).toBe(2);
    expect(getPageCount(30, 15)).toBe(2);
    expect(getPageCount(31, 15)).toBe(3);
    expect(getPageCount(1, 15)).toBe(1);
  });

  it('is at least 1', () => {
    expect(getPageCount(0, 15)).toBe(1);
    expect(getPageCount(-3, 15)).toBe(1);
  });

  it('is 1 for an invalid page size or total', () => {
    expect(getPageCount(100, 0)).toBe(1);
    expect(getPageCount(100, -5)).toBe(1);
    expect(getPageCount(NaN, 15)).toBe(1);
    expect(getPageCount(100, NaN)).toBe(1);
  });
});

describe('getPageBarItems', () => {
  it('shows a single page', () => {
    expect(getPageBarItems(1, 1)).toEqual([1]);
  });

  it('shows every page when there are few', () => {
    expect(getPageBarItems(1, 2)).toEqual([1, 2]);
    expect(getPageBarItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageBarItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts an ellipsis before the last page', () => {
    expect(getPageBarItems(1, 20)).toEqual([1, 2, 3, 'ellipsis', 20]);
    expect(getPageBarItems(2, 20)).toEqual([1, 2, 3, 'ellipsis', 20]);
    expect(getPageBarItems(1, 6)).toEqual([1, 2, 3, 'ellipsis', 6]);
  });

  it('shows the current page with its neighbours between ellipses', () => {
    expect(getPageBarItems(10, 20)).toEqual([1, 2, 3, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
  });

  it('joins ranges that touch without an ellipsis', () => {
    expect(getPageBarItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(getPageBarItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 20]);
    expect(getPageBarItems(18, 20)).toEqual([1, 2, 3, 'ellipsis', 17, 18, 19, 20]);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(getPageBarItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageBarItems(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 20]);
    expect(getPageBarItems(7, 20)).toEqual([1, 2, 3, 'ellipsis', 6, 7, 8, 'ellipsis', 20]);
    expect(getPageBarItems(17, 20)).toEqual([1, 2, 3, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(getPageBarItems(16, 20)).toEqual([1, 2, 3, 'ellipsis', 15, 16, 17, 'ellipsis', 20]);
  });

  it('puts an ellipsis for two or more skipped pages', () => {
    expect(getPageBarItems(1, 6)).toEqual([1, 2, 3, 'ellipsis', 6]);
    expect(getPageBarItems(6, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(getPageBarItems(1, 7)).toEqual([1, 2, 3, 'ellipsis', 7]);
  });

  it('handles the last pages', () => {
    expect(getPageBarItems(20, 20)).toEqual([1, 2, 3, 'ellipsis', 19, 20]);
    expect(getPageBarItems(19, 20)).toEqual([1, 2, 3, 'ellipsis', 18, 19, 20]);
  });

  it('never goes beyond the page count or repeats a page', () => {
    for (let pageCount = 1; pageCount <= 12; pageCount += 1) {
      for (let current = 1; current <= pageCount; current += 1) {
        const pages = getPageBarItems(current, pageCount).filter((item) => item !== 'ellipsis');
        expect(new Set(pages).size).toBe(pages.length);
        expect(Math.max(...pages)).toBe(pageCount);
        expect(Math.min(...pages)).toBe(1);
        expect(pages).toContain(current);
        // Consecutive numbers, except across an ellipsis that hides at least two pages.
        const items = getPageBarItems(current, pageCount);
        items.forEach((item, index) => {
          const next = items[index + 1];
          if (item === 'ellipsis' || next === undefined) return;
          if (next === 'ellipsis') expect(items[index + 2]).toBeGreaterThan(item + 2);
          else expect(next).toBe(item + 1);
        });
      }
    }
  });

  it('clamps a current page out of range', () => {
    expect(getPageBarItems(0, 20)).toEqual([1, 2, 3, 'ellipsis', 20]);
    expect(getPageBarItems(25, 20)).toEqual([1, 2, 3, 'ellipsis', 19, 20]);
    expect(getPageBarItems(NaN, 3)).toEqual([1, 2, 3]);
  });

  it('treats an invalid page count as one page', () => {
    expect(getPageBarItems(1, 0)).toEqual([1]);
    expect(getPageBarItems(1, NaN)).toEqual([1]);
  });
});
