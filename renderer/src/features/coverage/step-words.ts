/** One step's figures as a sentence, for the pointer's reading and assistive technology. Pure. */
import { formatCount, formatWallTime } from '../../../../preload/i18n';
import type { CoverageStep } from './coverage';

/** `events`: say how many events the moment spans (the day across events). */
export function stepWords(step: CoverageStep, events = false, locale?: string): string {
  const parts = [`${formatCount(step.needed, locale)} needed`, `${formatCount(step.booked, locale)} booked`];
  if (step.short > 0) parts.push(`${formatCount(step.short, locale)} short`);
  if (step.extra > 0) parts.push(`${formatCount(step.extra, locale)} extra`);
  if (step.alternates > 0) parts.push(`${formatCount(step.alternates, locale)} alternates`);
  if (events) parts.push(`${formatCount(step.events, locale)} ${step.events === 1 ? 'event' : 'events'}`);
  return `${formatWallTime(step.wall, locale)}: ${parts.join(', ')}`;
}
