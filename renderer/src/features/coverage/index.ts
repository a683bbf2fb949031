// The room's only door: coverage by 15 minutes, its gaps in words, the fill trend, and the pictures of them.
export * from './coverage';
export * from './gaps';
export { dayCoverage, eventsShortBetween } from './day-coverage';
export { localTimeZone, wallToInstant, instantToWall } from './zoned-time';
export { stepWords } from './step-words';
export { fillTrend, trendDirection, type Trend, type TrendDirection } from './fill-trend';
export { eventReadings, recentReadingsQuery } from './trend-queries';
export { TREND_GLYPHS, directionWords, trendSentence } from './trend-words';
export { default as CoverageStrip } from './CoverageStrip.svelte';
export { default as FillTrend } from './FillTrend.svelte';
export { DayStrip } from './day-strip.svelte';
export { shiftsOfEvents } from './shift-queries';
