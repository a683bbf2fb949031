/**
 * The shapes of a coverage picture for a width and a height: scales from d3-scale, step areas
 * and lines from d3-shape, the peak from d3-array. Stacked from the bottom: booked, then the
 * people short up to the need (hatched), then the extra people above it; the need is a line.
 * Pure, so the picture is tested on its figures; the component only draws these paths.
 */
import { max } from 'd3-array';
import { scaleLinear } from 'd3-scale';
import { area, curveStepAfter, line } from 'd3-shape';
import { formatWallTime } from '../../../../preload/i18n';
import type { Coverage, CoverageStep } from './coverage';
import { QUARTER } from './zoned-time';

export interface StripShapes {
  booked: string;
  short: string;
  extra: string;
  needed: string;
  /** x of each step's start, and of the axis's end. */
  stepX: number[];
  /** The moment `now` on the axis, when it falls on it. */
  nowX: number | undefined;
  /** Hour marks with their wall clocks in the app's own clock ("6:00 PM", as the gaps' words say),
   * at most one per `minGap` pixels, room for the widest label. */
  ticks: { x: number; label: string }[];
  top: number;
}

/** The steps with one more point at the axis's end, so the last step is drawn its whole width. */
function withEnd(steps: readonly CoverageStep[]): CoverageStep[] {
  const last = steps[steps.length - 1];
  return last ? [...steps, { ...last, at: last.at + QUARTER }] : [];
}

const HOURS_APART = [1, 2, 3, 4, 6, 12];
/** The widest hour label drawn right of its mark ("12:00 PM" at 11px): a mark closer to the end has none. */
const LABEL_PX = 52;

export function stripShapes(
  coverage: Coverage,
  width: number,
  height: number,
  now: number,
  minGap = 64,
  locale?: string,
): StripShapes {
  const x = scaleLinear().domain([coverage.from, coverage.to]).range([0, width]);
  const top = max(coverage.steps, (s) => Math.max(s.needed, s.booked + s.extra + Math.max(0, s.short))) ?? 0;
  // One pixel of headroom so the need's line is never cut at the top.
  const y = scaleLinear()
    .domain([0, Math.max(1, top)])
    .range([height, 1]);
  const points = withEnd(coverage.steps);
  const stepArea = (low: (s: CoverageStep) => number, high: (s: CoverageStep) => number) =>
    area<CoverageStep>()
      .curve(curveStepAfter)
      .x((s) => x(s.at))
      .y0((s) => y(low(s)))
      .y1((s) => y(high(s)))(points) ?? '';
  const hourPx = (x(coverage.from + 4 * QUARTER) ?? 0) - (x(coverage.from) ?? 0);
  const every = HOURS_APART.find((h) => h * hourPx >= minGap) ?? 24;
  const ticks = coverage.steps
    .filter((s) => s.wall.endsWith(':00') && Number(s.wall.slice(11, 13)) % every === 0 && x(s.at) <= width - LABEL_PX)
    .map((s) => ({ x: x(s.at), label: formatWallTime(s.wall, locale) }));
  return {
    booked: stepArea(() => 0, (s) => s.booked),
    short: stepArea((s) => s.booked, (s) => s.booked + Math.max(0, s.short)),
    extra: stepArea((s) => s.booked + Math.max(0, s.short), (s) => s.booked + Math.max(0, s.short) + s.extra),
    needed:
      line<CoverageStep>()
        .curve(curveStepAfter)
        .x((s) => x(s.at))
        .y((s) => y(s.needed))(points) ?? '',
    stepX: points.map((s) => x(s.at)),
    nowX: now >= coverage.from && now <= coverage.to ? x(now) : undefined,
    ticks,
    top,
  };
}

/** The step under a point `px` pixels from the axis's start (clamped to the steps). */
export function stepAt(coverage: Coverage, width: number, px: number): number {
  const n = coverage.steps.length;
  if (n === 0 || width <= 0) return 0;
  return Math.min(n - 1, Math.max(0, Math.floor((px / width) * n)));
}
