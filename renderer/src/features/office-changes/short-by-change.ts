/**
 * "The office made this shift short": a shift that had no gap when the supervisor last looked
 * (or did not exist yet) and has one now, by THE shortage definition (fill.ts). An alert of its
 * own, from the local copy only. Pure; the screens show these, and a desktop notification can
 * be raised from the same candidates (`key` says which change it is, so it fires once).
 */
import type { ShiftChangeSummary } from './change-summary';
import { hasEnded } from '../../../../preload/contract';
import { shiftFill } from '../../shared/db/fill';

export interface ShortByChangeAlert {
  /** One per shift and the sync that made it short: "eventId:shiftId:asOf". */
  key: string;
  eventId: string;
  shiftId: string;
  name: string;
  startTime: string;
  /** Open places now. */
  gap: number;
  /** Undefined for a shift the office added already short. */
  filledBefore: number | undefined;
  filled: number;
  /** Undefined for a shift the office added already short. */
  neededBefore: number | undefined;
  needed: number;
  /** When the server gave the change. */
  asOf: string;
}

/**
 * Alert candidates among the summaries of unseen changes, soonest first. A shift that has ended
 * by `now` (event-local "YYYY-MM-DD HH:mm", like shift times) is past helping and left out.
 */
export function shortByChange(summaries: readonly ShiftChangeSummary[], now: string): ShortByChangeAlert[] {
  const alerts: ShortByChangeAlert[] = [];
  for (const s of summaries) {
    const { before, after } = s;
    if (!after || hasEnded(after, now)) continue;
    const gap = shiftFill(after.quantity, after.filled).gap;
    const gapBefore = before ? shiftFill(before.quantity, before.filled).gap : 0;
    if (gap === 0 || gapBefore > 0) continue;
    alerts.push({
      key: `${s.eventId}:${s.shiftId}:${s.asOf}`,
      eventId: s.eventId,
      shiftId: s.shiftId,
      name: s.name,
      startTime: after.startTime,
      gap,
      filledBefore: before?.filled,
      filled: after.filled,
      neededBefore: before?.quantity,
      needed: after.quantity,
      asOf: s.asOf,
    });
  }
  return alerts.sort((a, b) => a.startTime.localeCompare(b.startTime) || b.gap - a.gap);
}
