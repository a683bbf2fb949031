/**
 * Replace-set arithmetic, pure: which rows of a fresh set must be written and which cached rows
 * must go, so unchanged rows are never rewritten (and never wake a live query).
 */

/** Deep equality of structured-clone rows (primitives, arrays, plain objects). */
export function sameRow(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((k) => Object.hasOwn(right, k) && sameRow(left[k], right[k]))
  );
}

export interface SetDiff<T> {
  /** The fresh set, one row per id (a repeated id: the last one wins, as a put would). */
  rows: T[];
  /** New or changed rows. */
  put: T[];
  /** Cached rows absent from the fresh set. */
  remove: T[];
}

export function diffSet<T>(existing: readonly T[], fresh: readonly T[], idOf: (row: T) => string): SetDiff<T> {
  const freshById = new Map(fresh.map((row) => [idOf(row), row]));
  const existingById = new Map(existing.map((row) => [idOf(row), row]));
  const rows = [...freshById.values()];
  return {
    rows,
    put: rows.filter((row) => !sameRow(existingById.get(idOf(row)), row)),
    remove: existing.filter((row) => !freshById.has(idOf(row))),
  };
}
