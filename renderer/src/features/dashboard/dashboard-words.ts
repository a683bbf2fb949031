/**
 * The dashboard's words that are more than one message: the date scopes offered, and why the list
 * shows no row.
 */
import { formatDays, m } from '../../../../preload/i18n';
import type { DateScope } from './dashboard-view';

/** The scopes the dashboard offers, in the order its Show menu lists them. */
export const SCOPES: readonly { value: DateScope; label: () => string }[] = [
  { value: 'today', label: m.dashboard_scope_today },
  { value: 'week', label: m.dashboard_scope_week },
  { value: 'upcoming', label: m.dashboard_scope_upcoming },
  { value: 'past', label: m.dashboard_scope_past },
  { value: 'range', label: m.dashboard_scope_range },
];

/** The range's days: "YYYY-MM-DD", '' for a side left open (or typed so it does not read). */
export interface RangeDays {
  from: string;
  to: string;
}

/**
 * The period a sentence opens with: the scope's name, or a range's days as a person reads them
 * ("December 3 – 9", "Desde el 3 de diciembre"), never the menu's "Dates…". `today`: "YYYY-MM-DD".
 */
function periodWords(scope: DateScope, range: RangeDays, today: string): string {
  if (scope !== 'range') return SCOPES.find((s) => s.value === scope)?.label() ?? '';
  const year = today.slice(0, 4);
  const { from, to } = range;
  if (from && to) return formatDays(from, to, year);
  if (from) return m.dashboard_range_from({ day: formatDays(from, '', year) });
  if (to) return m.dashboard_range_until({ day: formatDays(to, '', year) });
  return m.dashboard_range_any();
}

/**
 * Why the list is empty: nothing followed falls in the scope (or a range holds no day), or the
 * search and filter leave nothing of what does. `scoped`/`followed`: how many events the scope
 * keeps, and are followed.
 */
export function noRowsWords(why: {
  scope: DateScope;
  range: RangeDays;
  today: string;
  scoped: number;
  followed: number;
  understaffedOnly: boolean;
  query: string;
}): string {
  const { query, range } = why;
  if (why.scoped === 0) {
    if (why.scope === 'range' && range.from && range.to && range.to < range.from) return m.dashboard_range_no_day();
    return m.dashboard_none_of_followed({ scope: periodWords(why.scope, range, why.today), count: why.followed });
  }
  if (why.understaffedOnly && query === '') return m.dashboard_all_staffed();
  return why.understaffedOnly ? m.dashboard_nothing_matches_understaffed({ query }) : m.dashboard_nothing_matches({ query });
}
