import { describe, expect, it } from 'vitest';
import { diffSet, sameRow } from '../../../../../renderer/src/shared/db/diff-set';

describe('sameRow', () => {
  it('compares nested values, not identities', () => {
    expect(sameRow({ a: 1, b: [{ c: 'x' }] }, { b: [{ c: 'x' }], a: 1 })).toBe(true);
    expect(sameRow({ a: 1, b: [{ c: 'x' }] }, { a: 1, b: [{ c: 'y' }] })).toBe(false);
    expect(sameRow({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameRow({ a: [1] }, { a: [1, 1] })).toBe(false);
    expect(sameRow({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameRow({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameRow({ a: null }, { a: undefined })).toBe(false);
    expect(sameRow({ a: [] }, { a: {} })).toBe(false);
    expect(sameRow(undefined, { a: 1 })).toBe(false);
  });
});

describe('diffSet', () => {
  const id = (r: { id: string }) => r.id;

  it('puts new and changed rows, removes absent ones, leaves equal ones', () => {
    const existing = [
      { id: 'keep', v: 1 },
      { id: 'change', v: 1 },
      { id: 'gone', v: 1 },
    ];
    const fresh = [
      { id: 'keep', v: 1 },
      { id: 'change', v: 2 },
      { id: 'new', v: 1 },
    ];
    expect(diffSet(existing, fresh, id)).toEqual({
      rows: fresh,
      put: [
        { id: 'change', v: 2 },
        { id: 'new', v: 1 },
      ],
      remove: [{ id: 'gone', v: 1 }],
    });
  });

  it('keeps one row per id, the last one', () => {
    const diff = diffSet(
      [],
      [
        { id: 'a', v: 1 },
        { id: 'a', v: 2 },
      ],
      id,
    );
    expect(diff.rows).toEqual([{ id: 'a', v: 2 }]);
    expect(diff.put).toEqual([{ id: 'a', v: 2 }]);
  });
});
