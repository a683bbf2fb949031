/**
 * The fill trend's small line: the share of places booked over the last days, a step per
 * reading (a reading holds until the next one), carried on to now. Scales from d3-scale, the
 * path from d3-shape. Pure.
 */
import { scaleLinear } from 'd3-scale';
import { curveStepAfter, line } from 'd3-shape';
import type { StoredFillReading } from '../../shared/db/rows';
import { DAY } from './fill-trend';

/** Days the line spans back from now. */
export const TREND_DAYS = 7;

interface Point {
  at: number;
  share: number;
}

const shareOf = (r: StoredFillReading): number => (r.needed > 0 ? r.booked / r.needed : 1);

/**
 * The points the line draws: the reading that held when the window opens (at its opening),
 * every reading inside it, and the last again at `now`.
 */
export function trendPoints(readings: readonly StoredFillReading[], now: number, days = TREND_DAYS): Point[] {
  const from = now - days * DAY;
  const sorted = [...readings].sort((a, b) => a.at.localeCompare(b.at));
  const before = sorted.findLast((r) => Date.parse(r.at) <= from);
  const inside = sorted.filter((r) => Date.parse(r.at) > from && Date.parse(r.at) <= now);
  const points: Point[] = [
    ...(before ? [{ at: from, share: shareOf(before) }] : []),
    ...inside.map((r) => ({ at: Date.parse(r.at), share: shareOf(r) })),
  ];
  const last = points[points.length - 1];
  if (last) points.push({ at: now, share: last.share });
  return points;
}

/** The least change of the share booked the line's height stands for: one place more or less never fills the box. */
const LEAST_SPAN = 0.1;

/**
 * The shares the line's height spans: its lowest to its highest reading, at least LEAST_SPAN
 * around them, never below none booked. On 0–100% a week from 71% to 79% rose 1.5 px in a
 * 20-px box and read as flat; the sentence beside it says the figures.
 */
export function shareDomain(points: readonly Point[]): [number, number] {
  if (points.length === 0) return [0, 1];
  const shares = points.map((p) => p.share);
  const low = Math.min(...shares);
  const high = Math.max(...shares);
  const half = Math.max(high - low, LEAST_SPAN) / 2;
  const from = Math.max(0, (low + high) / 2 - half);
  return [from, from + 2 * half];
}

/** The line's path in a `width` x `height` box: the window across, the share booked upwards (shareDomain). */
export function trendPath(points: readonly Point[], now: number, width: number, height: number, days = TREND_DAYS): string {
  const x = scaleLinear()
    .domain([now - days * DAY, now])
    .range([1, width - 1]);
  const y = scaleLinear()
    .domain(shareDomain(points))
    .range([height - 1.5, 1.5]);
  return (
    line<Point>()
      .curve(curveStepAfter)
      .x((p) => x(p.at))
      .y((p) => y(p.share))(points) ?? ''
  );
}
