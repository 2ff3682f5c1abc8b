import { describe, expect, it } from 'vitest';
import { diffRecordViews } from '#shared/domain/record-history';

describe('diffRecordViews', () => {
  it('names each changed value with its value before and after', () => {
    expect(
      diffRecordViews(
        { name: 'Été', billedCents: 400000, signedOn: null, isPaid: false },
        { name: 'Été', billedCents: 500000, signedOn: '2026-11-27', isPaid: false },
      ),
    ).toEqual([
      { field: 'billedCents', before: 400000, after: 500000 },
      { field: 'signedOn', before: null, after: '2026-11-27' },
    ]);
  });

  it('gives a list as the items added and removed, duplicates counted', () => {
    expect(diffRecordViews({ tags: ['a', 'b', 'b'] }, { tags: ['b', 'c', 'a'] })).toEqual([
      { field: 'tags', added: ['c'], removed: ['b'] },
    ]);
    expect(diffRecordViews({ tags: ['a'] }, { tags: ['a'] })).toEqual([]);
  });

  it('treats a field that appears or disappears as null', () => {
    expect(diffRecordViews({}, { notes: 'x' })).toEqual([
      { field: 'notes', before: null, after: 'x' },
    ]);
    expect(diffRecordViews({ list: ['x'] }, {})).toEqual([
      { field: 'list', added: [], removed: ['x'] },
    ]);
  });
});
