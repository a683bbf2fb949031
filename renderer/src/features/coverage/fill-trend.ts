/**
 * The fill trend of one event from its readings (shared/db/fill-readings.ts): whether it is
 * filling, stalled or losing people, against when, and, only where readings a day apart exist,
 * where the pace of the last day leads by the start. Pure: the words are trend-words.ts's, the
 * picture trend-line.ts's.
 *
 * People booked towards need are compared, as every fill figure counts them (fill.ts): one
 * more person on a full shift fills nothing.
 */
import type { StoredFillReading } from '../../shared/db/rows';

export const DAY = 86_400_000;

export type TrendDirection = 'filling' | 'stalled' | 'losing';

/** What the change is counted against. */
export type TrendSince =
  /** The reading that held a day ago. */
  | { kind: 'yesterday' }
  /** The first reading, taken this morning (before noon, this machine's clock: the venue's). */
  | { kind: 'this-morning' }
  /** The first reading, taken today after noon, at `at`. */
  | { kind: 'time'; at: number };

export type Trend =
  /** One reading, less than a day old: nothing to compare yet. */
  | { kind: 'first'; at: number }
  /** No one booked or dropped for at least a whole day. */
  | { kind: 'still'; direction: 'stalled'; days: number; projection: Projection | undefined }
  /** People booked (+) or dropped (-) since `since`; 0 when they came and went. */
  | { kind: 'change'; direction: TrendDirection; change: number; since: TrendSince; projection: Projection | undefined };

/** Where the pace leads by the event's start: places still open then (0: every place booked). */
export interface Projection {
  open: number;
}

const at = (r: StoredFillReading): number => Date.parse(r.at);

/** Local midnight and noon of `now`'s day, on this machine's clock. */
function todayAt(now: number, hour: number): number {
  const d = new Date(now);
  d.setHours(hour, 0, 0, 0);
  return d.getTime();
}

const directionOf = (change: number): TrendDirection => (change > 0 ? 'filling' : change < 0 ? 'losing' : 'stalled');

/**
 * The pace over the last day (from the reading that held a day ago to now), carried to the
 * start. Only with two readings at least a day apart, an open place, and a start still ahead.
 */
function projectionOf(readings: readonly StoredFillReading[], now: number, startAt: number | undefined): Projection | undefined {
  const first = readings[0]!;
  const last = readings[readings.length - 1]!;
  if (startAt === undefined || startAt <= now || at(last) - at(first) < DAY) return undefined;
  const open = last.needed - last.booked;
  if (open <= 0) return undefined;
  const ref = readings.findLast((r) => at(r) <= now - DAY) ?? first;
  const pace = (last.booked - ref.booked) / (now - at(ref));
  const projected = Math.round(open - pace * (startAt - now));
  return { open: Math.min(last.needed, Math.max(0, projected)) };
}

/**
 * The trend at `now` from an event's readings (any order); undefined with none. `startAt`: the
 * event's first start (epoch ms), for the projection.
 */
export function fillTrend(
  readings: readonly StoredFillReading[],
  now: number,
  startAt: number | undefined,
): Trend | undefined {
  const sorted = [...readings].sort((a, b) => at(a) - at(b));
  const last = sorted[sorted.length - 1];
  if (!last) return undefined;
  const projection = projectionOf(sorted, now, startAt);
  let stableFrom = sorted.length - 1;
  while (stableFrom > 0 && sorted[stableFrom - 1]!.booked === last.booked) stableFrom -= 1;
  const stillFor = now - at(sorted[stableFrom]!);
  if (stillFor >= DAY) return { kind: 'still', direction: 'stalled', days: Math.floor(stillFor / DAY), projection };
  if (sorted.length === 1) return { kind: 'first', at: at(last) };
  const dayAgo = sorted.findLast((r) => at(r) <= now - DAY);
  const ref = dayAgo ?? sorted[0]!;
  const refAt = at(ref);
  const since: TrendSince =
    dayAgo || refAt < todayAt(now, 0)
      ? { kind: 'yesterday' }
      : refAt < todayAt(now, 12)
        ? { kind: 'this-morning' }
        : { kind: 'time', at: refAt };
  const change = last.booked - ref.booked;
  return { kind: 'change', direction: directionOf(change), change, since, projection };
}

/** The direction alone (the dashboard's glyph); undefined with nothing to compare yet. */
export function trendDirection(trend: Trend | undefined): TrendDirection | undefined {
  return trend && trend.kind !== 'first' ? trend.direction : undefined;
}
