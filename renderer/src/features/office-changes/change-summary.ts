/**
 * What the office changed on each shift since the supervisor last looked: the net effect of the
 * recorded change rows, from the state first seen to the state last synced. Pure. A figure that
 * went 6 → 4 → 6 is no change, and a shift added then removed again is nothing to report.
 */
import type { ShiftFigures, StoredShiftChange } from '../../shared/db/rows';
import { changedFigures, type Figure } from '../../shared/db/shift-changes';

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface ShiftChangeSummary {
  eventId: string;
  shiftId: string;
  name: string;
  kind: ChangeKind;
  /** As the supervisor last saw it; undefined for an added shift. */
  before: ShiftFigures | undefined;
  /** As last synced; undefined for a removed shift. */
  after: ShiftFigures | undefined;
  /** The figures that differ ('changed' only). */
  figures: Figure[];
  /** When the server gave the latest of these changes. */
  asOf: string;
}

/** Changes recorded after the supervisor last looked (never looked: all of them). */
export function unseen(changes: readonly StoredShiftChange[], lookedAt: string | undefined): StoredShiftChange[] {
  return lookedAt === undefined ? [...changes] : changes.filter((c) => c.recordedAt > lookedAt);
}

function summarise(first: StoredShiftChange, last: StoredShiftChange): ShiftChangeSummary | undefined {
  const { before } = first;
  const { after } = last;
  const base = { eventId: last.eventId, shiftId: last.shiftId, name: last.name, before, after, asOf: last.asOf };
  if (!before && !after) return undefined;
  if (!before) return { ...base, kind: 'added', figures: [] };
  if (!after) return { ...base, kind: 'removed', figures: [] };
  const figures = changedFigures(before, after);
  return figures.length > 0 ? { ...base, kind: 'changed', figures } : undefined;
}

/** One summary per shift with a net change, soonest shift first (removed ones by their old start). */
export function summariseChanges(changes: readonly StoredShiftChange[]): ShiftChangeSummary[] {
  const byShift = new Map<string, StoredShiftChange[]>();
  for (const c of [...changes].sort((a, b) => a.asOf.localeCompare(b.asOf))) {
    const key = `${c.eventId}\u0000${c.shiftId}`;
    byShift.set(key, [...(byShift.get(key) ?? []), c]);
  }
  const summaries: ShiftChangeSummary[] = [];
  for (const rows of byShift.values()) {
    const summary = summarise(rows[0]!, rows.at(-1)!);
    if (summary) summaries.push(summary);
  }
  const start = (s: ShiftChangeSummary) => (s.after ?? s.before)?.startTime ?? '';
  return summaries.sort((a, b) => start(a).localeCompare(start(b)) || a.shiftId.localeCompare(b.shiftId));
}
