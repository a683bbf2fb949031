/**
 * The fill trend of one event from its readings (shared/db/fill-readings.ts): whether it is
 * filling, stalled or losing people, against when, and, only where readings a day apart exist,
 * where the pace of the last day leads by the start. Pure: the words are trend-words.ts's, the
 * picture trend-line.ts's.
 *
 * Measured to the data's time (the last sync that confirmed the event's shifts), never to the
 * clock: offline for two days, the days nobody checked are not "no change", and "since
 * yesterday" is not three days' change.
 *
 * People booked towards need are compared, as every fill figure counts them (fill.ts): one
 * more person on a full shift fills nothing.
 */
import type { StoredFillReading } from '../../shared/db/rows';

export const DAY = 86_400_000;

export type TrendDirection = 'filling' | 'stalled' | 'losing';

/** What the change is counted against. */
export type TrendSince =
  /** The reading that held a day before the data's time. */
  | { kind: 'yesterday' }
  /** The first reading, taken this morning (before noon, this machine's clock: the venue's). */
  | { kind: 'this-morning' }
  /** The first reading, at `at`: today after noon, or on the data's day when that is not today. */
  | { kind: 'time'; at: number };

/**
 * The data's time (`at`) when it is not today's, so the words say the change ended then ("No
 * change in the 3 days to Thu 4:21 PM"), and the clock it is read at (`now`, for the weekday).
 */
export interface TrendTo {
  at: number;
  now: number;
}

/** `to`: undefined when the data is today's. */
export type Trend =
  /** One reading, less than a day before the data's time: nothing to compare yet. `now`: the clock it is read at. */
  | { kind: 'first'; at: number; now: number }
  /** No one booked or dropped for at least a whole day. */
  | { kind: 'still'; direction: 'stalled'; days: number; to: TrendTo | undefined; projection: Projection | undefined }
  /** People booked (+) or dropped (-) since `since`; 0 when they came and went. */
  | {
      kind: 'change';
      direction: TrendDirection;
      change: number;
      since: TrendSince;
      to: TrendTo | undefined;
      projection: Projection | undefined;
    };

/** Where the pace leads by the event's start: places still open then (0: every place booked). */
export interface Projection {
  open: number;
}

const at = (r: StoredFillReading): number => Date.parse(r.at);

/** Local midnight and noon of `time`'s day, on this machine's clock. */
function dayAt(time: number, hour: number): number {
  const d = new Date(time);
  d.setHours(hour, 0, 0, 0);
  return d.getTime();
}

const directionOf = (change: number): TrendDirection => (change > 0 ? 'filling' : change < 0 ? 'losing' : 'stalled');

/**
 * The pace over the day to the data's time (from the reading that held a day before it), carried
 * to the start. Only with two readings at least a day apart, an open place, a start still ahead,
 * and today's data: from older data it would claim the days nobody saw kept that pace.
 */
function projectionOf(
  readings: readonly StoredFillReading[],
  end: number,
  old: boolean,
  startAt: number | undefined,
): Projection | undefined {
  const first = readings[0]!;
  const last = readings[readings.length - 1]!;
  if (old || startAt === undefined || startAt <= end || at(last) - at(first) < DAY) return undefined;
  const open = last.needed - last.booked;
  if (open <= 0) return undefined;
  const ref = readings.findLast((r) => at(r) <= end - DAY) ?? first;
  const pace = (last.booked - ref.booked) / (end - at(ref));
  const projected = Math.round(open - pace * (startAt - end));
  return { open: Math.min(last.needed, Math.max(0, projected)) };
}

/**
 * The trend from an event's readings (any order); undefined with none. `dataAt`: when the event's
 * shifts were last confirmed (epoch ms; a sync that changed nothing stores no reading, so the
 * last reading alone would end every still spell at its own time); the window ends there, or at
 * the last reading if later, and never after `now`. `startAt`: the event's first start, for the
 * projection.
 */
export function fillTrend(
  readings: readonly StoredFillReading[],
  now: number,
  startAt: number | undefined,
  dataAt: number | undefined,
): Trend | undefined {
  const sorted = [...readings].sort((a, b) => at(a) - at(b));
  const last = sorted[sorted.length - 1];
  if (!last) return undefined;
  const end = Math.min(now, Math.max(dataAt ?? 0, at(last)));
  const old = end < dayAt(now, 0);
  const to = old ? { at: end, now } : undefined;
  const projection = projectionOf(sorted, end, old, startAt);
  let stableFrom = sorted.length - 1;
  while (stableFrom > 0 && sorted[stableFrom - 1]!.booked === last.booked) stableFrom -= 1;
  const stillFor = end - at(sorted[stableFrom]!);
  if (stillFor >= DAY) return { kind: 'still', direction: 'stalled', days: Math.floor(stillFor / DAY), to, projection };
  if (sorted.length === 1) return { kind: 'first', at: at(last), now };
  const dayAgo = sorted.findLast((r) => at(r) <= end - DAY);
  const ref = dayAgo ?? sorted[0]!;
  const refAt = at(ref);
  const since: TrendSince =
    dayAgo || refAt < dayAt(end, 0)
      ? { kind: 'yesterday' }
      : refAt < dayAt(end, 12) && !old
        ? { kind: 'this-morning' }
        : { kind: 'time', at: refAt };
  const change = last.booked - ref.booked;
  return { kind: 'change', direction: directionOf(change), change, since, to, projection };
}

/** The direction alone (the dashboard's glyph); undefined with nothing to compare yet. */
export function trendDirection(trend: Trend | undefined): TrendDirection | undefined {
  return trend && trend.kind !== 'first' ? trend.direction : undefined;
}
