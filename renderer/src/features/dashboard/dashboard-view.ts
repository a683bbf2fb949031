/**
 * The dashboard's rows from stored data, pure: what a row says, how rows sort and filter, and
 * the totals at the top. Stored aggregates are the source; nothing here reads shifts.
 */
import type { DashboardRow } from '../../shared/db/queries';
import { addCounts, fillOf, NO_COUNTS, type Fill, type FillCounts, type ShiftTotals } from '../../shared/db/fill';
import { formatEventDate, wallDate } from '../../shared/format';
import { matcher } from '../../shared/search';

export interface DashboardItem {
  eventId: string;
  /** The event's name, or "Event 1234" while it is known only by id. */
  name: string;
  /** "YYYY-MM-DD"; from the first shift when the event list did not give one; '' if unknown. */
  date: string;
  venue: string;
  city: string;
  totals: ShiftTotals | undefined;
  /** Undefined until the shifts were synced once. */
  fill: Fill | undefined;
  asOf: string | undefined;
  notFound: boolean;
  /** Text the search looks through. */
  haystack: string;
}

export function toDashboardItem(s: DashboardRow): DashboardItem {
  const name = s.event?.name || `Event ${s.eventId}`;
  const date = s.event?.date || wallDate(s.totals?.firstStart ?? '');
  const venue = s.event?.venue ?? '';
  const city = s.event?.city ?? '';
  return {
    eventId: s.eventId,
    name,
    date,
    venue,
    city,
    totals: s.totals,
    fill: s.totals ? fillOf(s.totals) : undefined,
    asOf: s.asOf,
    notFound: s.notFound,
    haystack: [s.eventId, name, date, formatEventDate(date), venue, city].join(' '),
  };
}

/** 'recent': latest start first, how the Past scope reads. */
export type DashboardSort = 'start' | 'fill' | 'recent';

export interface DashboardFilter {
  query: string;
  understaffedOnly: boolean;
  sort: DashboardSort;
}

/** When the event starts, as sortable text; events without any time go last. */
const startKey = (item: DashboardItem): string => item.totals?.firstStart || item.date || '\uffff';

/** Lowest fill first; no demand and never-synced rows after every real percentage. */
const fillKey = (item: DashboardItem): number => item.fill?.percent ?? Number.POSITIVE_INFINITY;

function compare(sort: DashboardSort): (a: DashboardItem, b: DashboardItem) => number {
  const byStart = (a: DashboardItem, b: DashboardItem) =>
    startKey(a).localeCompare(startKey(b)) || a.name.localeCompare(b.name) || a.eventId.localeCompare(b.eventId);
  if (sort === 'start') return byStart;
  if (sort === 'recent') return (a, b) => byStart(b, a);
  return (a, b) => fillKey(a) - fillKey(b) || byStart(a, b);
}

function isUnderstaffed(item: DashboardItem): boolean {
  return (item.totals?.understaffedShifts ?? 0) > 0;
}

export function filterDashboard(items: readonly DashboardItem[], filter: DashboardFilter): DashboardItem[] {
  const matches = matcher(filter.query);
  return items
    .filter((item) => (!filter.understaffedOnly || isUnderstaffed(item)) && matches(item.haystack))
    .sort(compare(filter.sort));
}

export interface DashboardTotals {
  events: number;
  understaffedShifts: number;
  /** The rows' fill counts summed: open places are the sum of the rows' (so of every shift's) gaps. */
  fill: Fill;
}

/** Totals over the given rows (e.g. today's); rows never synced add nothing. */
export function totalsOf(items: readonly DashboardItem[]): DashboardTotals {
  let counts: FillCounts = NO_COUNTS;
  let understaffedShifts = 0;
  for (const item of items) {
    if (!item.totals) continue;
    counts = addCounts(counts, item.totals);
    understaffedShifts += item.totals.understaffedShifts;
  }
  return { events: items.length, understaffedShifts, fill: fillOf(counts) };
}

/**
 * Today's events, at `now` ("YYYY-MM-DD HH:mm", event-local like shift times): those dated
 * today, and those with shifts running right now, so an overnight event that began yesterday
 * counts until its last shift ends, and not after.
 */
export function today(items: readonly DashboardItem[], now: string): DashboardItem[] {
  const day = now.slice(0, 10);
  return items.filter((item) => {
    if (item.date === day) return true;
    const first = item.totals?.firstStart;
    const last = item.totals?.lastEnd;
    return first !== undefined && last !== undefined && first <= now && now < last;
  });
}

/**
 * Which events the dashboard lists. 'upcoming' (the default): every event with a shift not yet
 * ended, and those not dated yet; 'today' is what the Today totals sum; 'week' runs from now to
 * the end of the sixth day after today; 'range' covers whole days from `from` to `to`.
 */
export type DateScope = 'upcoming' | 'today' | 'week' | 'past' | 'range';

export interface ScopeFilter {
  scope: DateScope;
  /** "YYYY-MM-DD HH:mm", event-local like shift times. */
  now: string;
  /** "YYYY-MM-DD" for 'range'; '' leaves that side open. */
  from?: string;
  to?: string;
}

/** From the first start to the last end; a date alone stands for its whole day. */
function spanOf(item: DashboardItem): { start: string; end: string } | undefined {
  const start = item.totals?.firstStart || (item.date ? `${item.date} 00:00:00` : '');
  const end = item.totals?.lastEnd || (item.date ? `${item.date} 23:59:59` : '');
  return start && end ? { start, end } : undefined;
}

/** "YYYY-MM-DD" plus whole days, calendar-exact (UTC arithmetic on a date with no zone). */
export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function inScope(items: readonly DashboardItem[], filter: ScopeFilter): DashboardItem[] {
  const { now } = filter;
  if (filter.scope === 'today') return today(items, now);
  return items.filter((item) => {
    const span = spanOf(item);
    switch (filter.scope) {
      case 'upcoming':
        return span === undefined || span.end > now;
      case 'past':
        return span !== undefined && span.end <= now;
      case 'week':
        return span !== undefined && span.end > now && span.start < addDays(now.slice(0, 10), 7);
      case 'range':
        return (
          span !== undefined &&
          (!filter.to || span.start <= `${filter.to} 23:59:59`) &&
          (!filter.from || span.end >= `${filter.from} 00:00:00`)
        );
    }
  });
}
