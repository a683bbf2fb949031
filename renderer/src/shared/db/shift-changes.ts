/**
 * What the office changed on followed shifts, recorded as each 'event-shifts' set is applied,
 * and how long it is kept. Pure: apply-batch stores what these return, in the same transaction.
 *
 * Only the figures a supervisor acts on are compared (people needed and booked, alternates,
 * times): a new comment or skillset rewrites the shift row but is not an office change here.
 */
import type { StoredShift, StoredShiftChange, ShiftFigures } from './rows';

/** Changes older than this are dropped at the next apply. */
export const CHANGE_RETENTION_DAYS = 14;
/** At most this many change rows per event (one row per shift per sync); the oldest go first. */
export const MAX_CHANGES_PER_EVENT = 200;

/** The compared figures, in the order the screens list them. */
export const FIGURES = ['quantity', 'filled', 'alternateQuantity', 'alternateFilled', 'startTime', 'endTime'] as const;
export type Figure = (typeof FIGURES)[number];

export function figuresOf(shift: StoredShift): ShiftFigures {
  return {
    quantity: shift.quantity,
    filled: shift.filled,
    alternateQuantity: shift.alternateQuantity,
    alternateFilled: shift.alternateFilled,
    startTime: shift.startTime,
    endTime: shift.endTime,
  };
}

/** The figures that differ between two states of one shift, in FIGURES order. */
export function changedFigures(before: ShiftFigures, after: ShiftFigures): Figure[] {
  return FIGURES.filter((f) => before[f] !== after[f]);
}

const nameOf = (shift: StoredShift): string => shift.customName || `Shift ${shift.id}`;

export interface ChangeStamp {
  eventId: string;
  /** The batch's asOf: when the server gave the new state. */
  asOf: string;
  /** When this renderer stored it (its own clock, like an event's "last looked"). */
  recordedAt: string;
}

/**
 * One row per shift added, removed, or with a compared figure changed between the cached set
 * and the fresh one; none when nothing the supervisor acts on changed.
 */
export function recordChanges(
  cached: readonly StoredShift[],
  fresh: readonly StoredShift[],
  stamp: ChangeStamp,
): StoredShiftChange[] {
  const before = new Map(cached.map((s) => [s.id, s]));
  const after = new Map(fresh.map((s) => [s.id, s]));
  const row = (shift: StoredShift, was: StoredShift | undefined, now: StoredShift | undefined): StoredShiftChange => ({
    ...stamp,
    shiftId: shift.id,
    name: nameOf(shift),
    before: was && figuresOf(was),
    after: now && figuresOf(now),
  });
  const changes: StoredShiftChange[] = [];
  for (const [id, now] of after) {
    const was = before.get(id);
    if (!was || changedFigures(figuresOf(was), figuresOf(now)).length > 0) changes.push(row(now, was, now));
  }
  for (const [id, was] of before) if (!after.has(id)) changes.push(row(was, was, undefined));
  return changes;
}

/** Changes recorded before this instant are past retention. */
export function retentionCutoff(now: Date): string {
  return new Date(now.getTime() - CHANGE_RETENTION_DAYS * 86_400_000).toISOString();
}

/** The primary key of a change row: by event, then in the order the server gave the states. */
export type ChangeKey = [eventId: string, asOf: string, shiftId: string];

/** Bounds of the key range holding every change of one event: [eventId, ''] < [eventId, asOf, …] < [eventId, '\uffff']. */
export const eventChangeRange = (eventId: string): [[string, string], [string, string]] => [
  [eventId, ''],
  [eventId, '\uffff'],
];

/** Of one event's change keys in key order (oldest first), those beyond the cap. */
export function overCap(keys: readonly ChangeKey[], cap = MAX_CHANGES_PER_EVENT): ChangeKey[] {
  return keys.slice(0, Math.max(0, keys.length - cap));
}
