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

/** The line's path in a `width` x `height` box: the window across, 0–100% booked upwards. */
export function trendPath(points: readonly Point[], now: number, width: number, height: number, days = TREND_DAYS): string {
  const x = scaleLinear()
    .domain([now - days * DAY, now])
    .range([1, width - 1]);
  const y = scaleLinear()
    .domain([0, 1])
    .range([height - 1.5, 1.5]);
  return (
    line<Point>()
      .curve(curveStepAfter)
      .x((p) => x(p.at))
      .y((p) => y(p.share))(points) ?? ''
  );
}
