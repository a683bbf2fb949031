/** One step's time and figures in words, for the table, the pointer's reading and assistive technology. Pure. */
import { formatCount, formatWallDateTime, formatWallTime, m } from '../../../../preload/i18n';
import type { Coverage, CoverageStep } from './coverage';

/**
 * The step's time, with its date when `dated`: an event running past midnight has a 6:00 AM on
 * each of its days, and a table or a reading saying "6:00 AM" twice named two moments alike.
 */
export function stepTime(step: CoverageStep, dated: boolean, locale?: string): string {
  return dated ? formatWallDateTime(step.wall, locale) : formatWallTime(step.wall, locale);
}

const dateOf = (step: CoverageStep | undefined) => step?.wall.slice(0, 10);

/** A step on a later day than the first says its date (a table row, a reading). */
export const pastFirstDay = (coverage: Coverage, i: number): boolean =>
  dateOf(coverage.steps[i]) !== dateOf(coverage.steps[0]);

/** `events`: say how many events the moment spans (the day across events); `dated`: say its date. */
export function stepWords(step: CoverageStep, events = false, locale?: string, dated = false): string {
  const count = (n: number) => ({ count: formatCount(n, locale) });
  const parts = [m.coverage_step_needed(count(step.needed)), m.coverage_step_booked(count(step.booked))];
  if (step.short > 0) parts.push(m.coverage_step_short(count(step.short)));
  if (step.extra > 0) parts.push(m.coverage_step_extra(count(step.extra)));
  if (step.alternates > 0) parts.push(m.coverage_step_alternates({ count: step.alternates }));
  if (events) parts.push(m.coverage_step_events({ count: step.events }));
  return m.coverage_step({ time: stepTime(step, dated, locale), figures: parts.join(', ') });
}
