/**
 * The dashboard's words that are more than one message: the date scopes offered, and why the list
 * shows no row.
 */
import { m } from '../../../../preload/i18n';
import type { DateScope } from './dashboard-view';

/** The scopes the dashboard offers, in the order its Show menu lists them. */
export const SCOPES: readonly { value: DateScope; label: () => string }[] = [
  { value: 'today', label: m.dashboard_scope_today },
  { value: 'week', label: m.dashboard_scope_week },
  { value: 'upcoming', label: m.dashboard_scope_upcoming },
  { value: 'past', label: m.dashboard_scope_past },
  { value: 'range', label: m.dashboard_scope_range },
];

/**
 * Why the list is empty: nothing followed falls in the scope, or the search and filter leave
 * nothing of what does. `scoped`/`followed`: how many events the scope keeps, and are followed.
 */
export function noRowsWords(why: {
  scope: DateScope;
  scoped: number;
  followed: number;
  understaffedOnly: boolean;
  query: string;
}): string {
  const { query } = why;
  if (why.scoped === 0) {
    const scope = SCOPES.find((s) => s.value === why.scope)?.label() ?? '';
    return m.dashboard_none_of_followed({ scope, count: why.followed });
  }
  if (why.understaffedOnly && query === '') return m.dashboard_all_staffed();
  return why.understaffedOnly ? m.dashboard_nothing_matches_understaffed({ query }) : m.dashboard_nothing_matches({ query });
}
