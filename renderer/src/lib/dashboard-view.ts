/**
 * The dashboard's rows from stored data, pure: what a row says, how rows sort and filter, and
 * the totals at the top. Stored aggregates are the source; nothing here reads shifts.
 */
import type { DashboardRow } from '../db/queries';
import { addCounts, fillOf, NO_COUNTS, type Fill, type FillCounts, type ShiftTotals } from '../db/fill';
import { formatEventDate, wallDate } from './format';
import { matcher } from './search';

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

export type DashboardSort = 'start' | 'fill';

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
