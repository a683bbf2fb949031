/** The fill trend in one plain sentence, and its direction's glyph and words. Pure over the catalogue. */
import { formatClock, m } from '../../../../preload/i18n';
import type { Trend, TrendDirection, TrendSince } from './fill-trend';

type Options = { locale?: 'en' | 'es' };

function sinceWords(since: TrendSince, o: Options): string {
  if (since.kind === 'yesterday') return m.coverage_trend_since_yesterday({}, o);
  if (since.kind === 'this-morning') return m.coverage_trend_since_morning({}, o);
  return m.coverage_trend_since_time({ time: formatClock(new Date(since.at).toISOString(), o.locale) }, o);
}

/**
 * "+6 booked since yesterday", "4 people dropped since this morning", "No change in 3 days",
 * with the projection after it where there is one ("…; at this pace 3 places still open at the start").
 */
export function trendSentence(trend: Trend, o: Options = {}): string {
  if (trend.kind === 'first') return m.coverage_trend_first({ time: formatClock(new Date(trend.at).toISOString(), o.locale) }, o);
  const said =
    trend.kind === 'still'
      ? m.coverage_trend_still({ count: trend.days }, o)
      : trend.change > 0
        ? m.coverage_trend_gained({ count: trend.change, since: sinceWords(trend.since, o) }, o)
        : trend.change < 0
          ? m.coverage_trend_dropped({ count: -trend.change, since: sinceWords(trend.since, o) }, o)
          : m.coverage_trend_same({ since: sinceWords(trend.since, o) }, o);
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
