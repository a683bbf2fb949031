/** One step's figures as a sentence, for the pointer's reading and assistive technology. Pure. */
import { formatCount, formatWallTime, m } from '../../../../preload/i18n';
import type { CoverageStep } from './coverage';

/** `events`: say how many events the moment spans (the day across events). */
export function stepWords(step: CoverageStep, events = false, locale?: string): string {
  const count = (n: number) => ({ count: formatCount(n, locale) });
  const parts = [m.coverage_step_needed(count(step.needed)), m.coverage_step_booked(count(step.booked))];
  if (step.short > 0) parts.push(m.coverage_step_short(count(step.short)));
  if (step.extra > 0) parts.push(m.coverage_step_extra(count(step.extra)));
  if (step.alternates > 0) parts.push(m.coverage_step_alternates({ count: step.alternates }));
  if (events) parts.push(m.coverage_step_events({ count: step.events }));
  return m.coverage_step({ time: formatWallTime(step.wall, locale), figures: parts.join(', ') });
}
