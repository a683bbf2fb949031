/**
 * The gaps in a coverage: runs of steps with people short around a peak, when they start and
 * end, biggest first; and the words a supervisor reads for one ("Short 11 from 10:00 to 11:30").
 * Pure.
 */
import { formatCount, formatWallTime, m } from '../../../../preload/i18n';
import type { Coverage } from './coverage';
import { instantToWall, QUARTER } from './zoned-time';

export interface Gap {
  /** Instants (epoch ms): the first short step's start, the last short step's end. */
  from: number;
  to: number;
  /** Their wall clocks, "YYYY-MM-DD HH:mm", event-local. */
  fromWall: string;
  toWall: string;
  /** Most people short at once, and whether every step of the run is short by as many. */
  peak: number;
  steady: boolean;
}

/**
 * The gaps, in time order. A day short all along would be one gap saying nothing, so gaps are
 * cut around their peaks: the most short step grows into a gap over its neighbours short by
 * about as many (see `joinsFloor`), then the most short step left does the same over what is
 * left, until every short step is in exactly one gap. A supervisor reads WHEN the worst hours
 * are, not just that the day is short.
 */
export function gapsOf(coverage: Coverage): Gap[] {
  const steps = coverage.steps;
  const taken = steps.map((s) => s.short <= 0);
  const gaps: Gap[] = [];
  for (;;) {
    let peakAt = -1;
    steps.forEach((s, i) => {
      if (!taken[i] && (peakAt < 0 || s.short > steps[peakAt]!.short)) peakAt = i;
    });
    if (peakAt < 0) break;
    const peak = steps[peakAt]!.short;
    const floor = joinsFloor(peak);
    const joins = (i: number) => i >= 0 && i < steps.length && !taken[i] && steps[i]!.short >= floor;
    let first = peakAt;
    let last = peakAt;
    while (joins(first - 1)) first -= 1;
    while (joins(last + 1)) last += 1;
    let low = peak;
    for (let i = first; i <= last; i += 1) {
      taken[i] = true;
      low = Math.min(low, steps[i]!.short);
    }
    const from = steps[first]!.at;
    const to = steps[last]!.at + QUARTER;
    gaps.push({
      from,
      to,
      fromWall: instantToWall(from, coverage.timeZone),
      toWall: instantToWall(to, coverage.timeZone),
      peak,
      steady: low === peak,
    });
  }
  return gaps.sort((a, b) => a.from - b.from);
}

/**
 * The fewest people short a step may be to join a gap peaking at `peak`: three quarters of the
 * peak, or within 2 of it (so 3 and 2 short stay one gap, 103 and 60 do not). Half the peak made
 * "Short up to 103 from 11:00 to 21:30" of a whole day between 60 and 103 short.
 */
export function joinsFloor(peak: number): number {
  return Math.max(1, Math.min(peak - 2, Math.ceil((3 * peak) / 4)));
}

/**
 * The `count` biggest gaps (most short, then longest, then earliest), biggest first; given the
 * clock `now`, those still ahead or running before those over: at 4 PM the morning's worst gap
 * was the one the strip said, and the evening's was hidden under "+9 more".
 */
export function biggestGaps(gaps: readonly Gap[], count: number, now = -Infinity): Gap[] {
  const over = (g: Gap) => (g.to <= now ? 1 : 0);
  return [...gaps]
    .sort((a, b) => over(a) - over(b) || b.peak - a.peak || b.to - b.from - (a.to - a.from) || a.from - b.from)
    .slice(0, count);
}

/**
 * "Short 11 from 10:00 to 11:30", "Short up to 11 from 10:00 to 11:30" when the run varies;
 * `short`: "11 short 10:00–11:30", for a strip given little room.
 */
export function gapWords(gap: Gap, locale?: string, short = false): string {
  const words = {
    count: formatCount(gap.peak, locale),
    from: formatWallTime(gap.fromWall, locale),
    to: formatWallTime(gap.toWall, locale),
  };
  if (short) return gap.steady ? m.coverage_gap_steady_short(words) : m.coverage_gap_varies_short(words);
  return gap.steady ? m.coverage_gap_steady(words) : m.coverage_gap_varies(words);
}

/** The one line under the picture (and on the day roster): the biggest gaps, or that nobody is missing. */
export function gapsSentence(gaps: readonly Gap[], count: number, locale?: string): string {
  if (gaps.length === 0) return m.coverage_gaps_none();
  const words = biggestGaps(gaps, count).map((g) => gapWords(g, locale));
  const more = gaps.length - words.length;
  return more > 0 ? m.coverage_gaps_more({ gaps: words.join('; '), count: more }) : words.join('; ');
}
