/** The fill trend in one plain sentence, and its direction's glyph and words. Pure over the catalogue. */
import { formatClock, formatDayMoment, formatMoment, m } from '../../../../preload/i18n';
import type { Trend, TrendDirection, TrendSince, TrendTo } from './fill-trend';

type Options = { locale?: 'en' | 'es' };

const clockOf = (time: number, o: Options) => formatClock(new Date(time).toISOString(), o.locale);
/** The data's time of another day, with its day: "Thu 4:21 PM". */
const dayMomentOf = (to: TrendTo, o: Options) =>
  formatDayMoment(new Date(to.at).toISOString(), new Date(to.now), o.locale);

function sinceWords(since: TrendSince, to: TrendTo | undefined, o: Options): string {
  // Data of another day: the change ended then (fill-trend.ts counts from a time on that day).
  if (to && since.kind === 'time') return m.coverage_trend_between({ from: clockOf(since.at, o), to: dayMomentOf(to, o) }, o);
  if (to) return m.coverage_trend_day_to({ to: dayMomentOf(to, o) }, o);
  if (since.kind === 'yesterday') return m.coverage_trend_since_yesterday({}, o);
  if (since.kind === 'this-morning') return m.coverage_trend_since_morning({}, o);
  return m.coverage_trend_since_time({ time: clockOf(since.at, o) }, o);
}

/**
 * "+6 booked since yesterday", "4 people dropped since this morning", "No change in 3 days",
 * with the projection after it where there is one ("…; at this pace 3 places still open at the
 * start"). From data of another day, to its time: "No change in the 3 days to Thu 4:21 PM".
 */
export function trendSentence(trend: Trend, o: Options = {}): string {
  // A first reading of another day says its day ("Wed 4:21 PM").
  if (trend.kind === 'first')
    return m.coverage_trend_first({ time: formatMoment(new Date(trend.at).toISOString(), new Date(trend.now), o.locale) }, o);
  const since = trend.kind === 'change' ? sinceWords(trend.since, trend.to, o) : '';
  const said =
    trend.kind === 'still'
      ? trend.to
        ? m.coverage_trend_still_to({ count: trend.days, to: dayMomentOf(trend.to, o) }, o)
        : m.coverage_trend_still({ count: trend.days }, o)
      : trend.change > 0
        ? m.coverage_trend_gained({ count: trend.change, since }, o)
        : trend.change < 0
          ? m.coverage_trend_dropped({ count: -trend.change, since }, o)
          : m.coverage_trend_same({ since }, o);
  if (!trend.projection) return said;
  const ahead =
    trend.projection.open > 0
      ? m.coverage_trend_projection_open({ count: trend.projection.open }, o)
      : m.coverage_trend_projection_full({}, o);
  return `${said}; ${ahead}`;
}

/** One glyph per direction (a shape, never colour alone) and its words for assistive technology. */
export const TREND_GLYPHS: Readonly<Record<TrendDirection, string>> = { filling: '↗', stalled: '→', losing: '↘' };

export function directionWords(direction: TrendDirection, o: Options = {}): string {
  if (direction === 'filling') return m.coverage_trend_filling({}, o);
  if (direction === 'losing') return m.coverage_trend_losing({}, o);
  return m.coverage_trend_stalled({}, o);
}
