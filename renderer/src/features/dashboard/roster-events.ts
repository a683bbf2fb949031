/** Which followed events the day roster (print.html) lists for a day. */
import { addDays, ROSTER_MAX_EVENTS } from '../../../../preload/contract';
import type { DashboardItem } from './dashboard-view';

/**
 * The events that may have a shift on `day`: their stored span touches it, or nothing is stored
 * yet to say; at most ROSTER_MAX_EVENTS.
 */
export function rosterEventIds(items: readonly DashboardItem[], day: string): string[] {
  const [from, to] = [`${day} 00:00:00`, `${addDays(day, 1)} 00:00:00`];
  return items
    .filter((item) => !item.span || item.date === day || (item.span.start < to && item.span.end > from))
    .map((item) => item.eventId)
    .slice(0, ROSTER_MAX_EVENTS);
}
