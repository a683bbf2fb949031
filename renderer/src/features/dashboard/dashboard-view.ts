/**
 * The dashboard's rows from stored data, pure: what a row says, how rows sort and filter, and
 * the totals at the top. Stored aggregates are the source; an event's shifts are read only when
 * some of them have ended and some not (still-to-fill.ts).
 */
import { addDays, isOver } from '../../../../preload/contract';
import type { DashboardRow } from '../../shared/db/queries';
import type { StoredShift } from '../../shared/db/rows';
import { addCounts, fillOf, NO_COUNTS, type Fill, type FillCounts, type ShiftTotals } from '../../shared/db/fill';
import { endedFill, totalsAhead, totalsAheadFromStored, type TotalsAhead } from '../../shared/db/still-to-fill';
import { formatEventDate, formatShortDate, formatWallTime, m, wallDate } from '../../../../preload/i18n';
import { matcher } from '../../shared/search';

export interface DashboardItem {
  eventId: string;
  /** The event's name, or "Event 1234" while it is known only by id. */
  name: string;
  /** "YYYY-MM-DD"; from the first shift when the event list did not give one; '' if unknown. */
  date: string;
  venue: string;
  city: string;
  /** The figures shown: the shifts not ended, or all of them (see figuresAt). */
  totals: ShiftTotals | undefined;
  /** Undefined until the shifts were synced once. */
  fill: Fill | undefined;
  /** From the first start to the last end of every stored shift: what the date scopes read. */
  span: { start: string; end: string } | undefined;
  /** Shifts over at the clock the figures were taken at (see figuresAt); 0 for stored figures. */
  endedShifts: number;
  /** Every shift is over: the figures are final and read "Ended". */
  ended: boolean;
  /** When the last shift not yet ended ends (its shiftEnd), while one runs or is ahead. */
  runsUntil: string | undefined;
  asOf: string | undefined;
  notFound: boolean;
  /** Text the search looks through. */
  haystack: string;
}

export function toDashboardItem(s: DashboardRow): DashboardItem {
  const name = s.event?.name || m.event_fallback_name({ id: s.eventId });
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
    span: spanOf(s.totals, date),
    endedShifts: 0,
    ended: false,
    runsUntil: undefined,
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

/**
 * The totals of exactly these rows, each with the figures it shows (an ended one's final
 * figures): what the totals line under the list says. Rows never synced count as events only.
 */
export function listedTotals(items: readonly DashboardItem[]): DashboardTotals {
  let counts: FillCounts = NO_COUNTS;
  let understaffedShifts = 0;
  for (const item of items) {
    if (!item.totals) continue;
    counts = addCounts(counts, item.totals);
    understaffedShifts += item.totals.understaffedShifts;
  }
  return { events: items.length, understaffedShifts, fill: fillOf(counts) };
}

/** Totals over the given rows (e.g. today's) still to fill: rows never synced and events over add nothing. */
export function totalsOf(items: readonly DashboardItem[]): DashboardTotals {
  return listedTotals(items.filter((item) => !item.ended));
}

/**
 * What a supervisor reviews after the day: an ended event's places never filled (THE open
 * places, fillOf over its final figures) and its understaffed shifts. Undefined while a shift
 * is still ahead.
 */
export function finalShortfall(item: DashboardItem): { neverFilled: number; shortShifts: number } | undefined {
  if (!item.ended || !item.totals) return undefined;
  return { neverFilled: fillOf(item.totals).gap, shortShifts: item.totals.understaffedShifts };
}

/** "All 12 shifts ended", "4 places never filled", "3 short shifts" (or "every place filled"): each part whole. */
export function endedWords(item: DashboardItem): string[] {
  const final = finalShortfall(item);
  if (!final || !item.totals) return [];
  const shortfall =
    final.neverFilled > 0
      ? [m.fill_never_filled({ count: final.neverFilled }), m.fill_short_shifts({ count: final.shortShifts })]
      : [m.fill_every_place_filled()];
  return [m.fill_ended_shifts({ count: item.totals.shiftCount }), ...shortfall];
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
    return first !== undefined && item.span !== undefined && first <= now && !isOver(item.span.end, now);
  });
}

/**
 * Which events the dashboard lists. 'upcoming' (the default): every event with a shift not yet
 * ended, and those not dated yet; 'today' is what the Today totals sum; 'week' runs from now to
 * the end of the sixth day after today; 'range' covers whole days from `from` to `to` (none when
 * `to` is before `from`).
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

/** From the first start to the last end (overnight ends on their next day); a date alone stands for its whole day. */
function spanOf(totals: ShiftTotals | undefined, date: string): { start: string; end: string } | undefined {
  const start = totals?.firstStart || (date ? `${date} 00:00:00` : '');
  const end = totals?.lastEndAt || totals?.lastEnd || (date ? `${date} 23:59:59` : '');
  return start && end ? { start, end } : undefined;
}

export function inScope(items: readonly DashboardItem[], filter: ScopeFilter): DashboardItem[] {
  const { now } = filter;
  if (filter.scope === 'today') return today(items, now);
  return items.filter((item) => {
    const span = item.span;
    switch (filter.scope) {
      case 'upcoming':
        return span === undefined || span.end > now;
      case 'past':
        return span !== undefined && span.end <= now;
      case 'week':
        return span !== undefined && span.end > now && span.start < addDays(now.slice(0, 10), 7);
      case 'range':
        // To before From holds no day: nothing is listed (the screen says why), rather than the
        // events that cross midnight between the two dates.
        if (filter.from && filter.to && filter.to < filter.from) return false;
        return (
          span !== undefined &&
          (!filter.to || span.start <= `${filter.to} 23:59:59`) &&
          (!filter.from || span.end >= `${filter.from} 00:00:00`)
        );
    }
  });
}

/** The events whose figures at `now` need their shifts read: some ended and some not yet. */
export function eventsToRead(items: readonly DashboardItem[], now: string): string[] {
  return items.filter((i) => i.totals && !totalsAheadFromStored(i.totals, now)).map((i) => i.eventId);
}

/**
 * A row's figures at `now` (the rows of "Today and upcoming", "Next 7 days" and the totals): the
 * shifts not ended only (still-to-fill.ts). An event whose every shift is over keeps its final
 * figures and reads "Ended"; `wholeDay` ("Past", a date range) keeps every shift's figures.
 * `shifts`: the event's stored shifts when eventsToRead named it; until they are read the stored
 * figures stand.
 */
export function figuresAt(
  item: DashboardItem,
  shifts: readonly StoredShift[] | undefined,
  now: string,
  wholeDay = false,
): DashboardItem {
  if (!item.totals) return item;
  const ahead: TotalsAhead | undefined =
    totalsAheadFromStored(item.totals, now) ?? (shifts ? totalsAhead(shifts, now) : undefined);
  if (!ahead) return item;
  const ended = ahead.shiftCount === 0 && ahead.endedShifts > 0;
  const runsUntil = ended ? undefined : ahead.lastEndAt;
  if (ended) return { ...item, fill: endedFill(fillOf(item.totals)), ended, endedShifts: ahead.endedShifts, runsUntil };
  if (wholeDay) return { ...item, endedShifts: ahead.endedShifts, runsUntil };
  return { ...item, totals: ahead, fill: fillOf(ahead), endedShifts: ahead.endedShifts, runsUntil };
}

/**
 * When the event's next shift starts after `now` ("YYYY-MM-DD HH:mm"; nextShift's rule: the
 * first start later than this minute), where its stored figures settle it: no shift started yet
 * (the first start), or every shift ended before this minute (none: a shift ends no earlier than
 * it starts, see shiftEnd). Undefined while some shift started and another may be ahead: only
 * the event's shifts tell (nextStartsToRead).
 */
function nextStartFromStored(totals: ShiftTotals, now: string): { start: string | undefined } | undefined {
  const { firstStart, lastEndAt, openEndedShifts } = totals;
  if (firstStart === undefined || firstStart > now) return { start: firstStart };
  // Strictly before the minute: a shift starting and ending at this very minute is still "next".
  if (openEndedShifts === 0 && lastEndAt !== undefined && lastEndAt < `${now}:00`) return { start: undefined };
  return undefined;
}

/** The events whose next shift start only their shifts tell (nextShiftStarts reads them in one go). */
export function nextStartsToRead(items: readonly DashboardItem[], now: string): string[] {
  return items.filter((i) => i.totals && !nextStartFromStored(i.totals, now)).map((i) => i.eventId);
}

/**
 * THE next shift start of each event, by event id, for the rows and the CSV export: from the
 * stored figures where they settle it, else from `read` (nextShiftStarts over nextStartsToRead).
 * `items` carry their stored totals (toDashboardItem); events with none ahead are left out.
 */
export function nextStarts(
  items: readonly DashboardItem[],
  read: ReadonlyMap<string, string>,
  now: string,
): Map<string, string> {
  const next = new Map<string, string>();
  for (const item of items) {
    if (!item.totals) continue;
    const stored = nextStartFromStored(item.totals, now);
    const start = stored ? stored.start : read.get(item.eventId);
    if (start !== undefined) next.set(item.eventId, start);
  }
  return next;
}

/**
 * What a row says of the event's time at `now`: its next shift, or while the last shifts run
 * (an overnight event after midnight) until when, or that it is over. `nextStart`: the first
 * shift start after now, if any.
 */
export function aheadWords(item: DashboardItem, nextStart: string | undefined, now: string): string {
  const onDay = (time: string) =>
    wallDate(time) === item.date
      ? formatWallTime(time)
      : m.changes_day_time({ day: formatShortDate(time), time: formatWallTime(time) });
  if (nextStart) return m.dashboard_next_shift({ time: onDay(nextStart) });
  if (item.ended) return m.fill_ended();
  if (item.runsUntil && !isOver(item.runsUntil, now)) return m.dashboard_running_until({ time: onDay(item.runsUntil) });
  return m.dashboard_no_shift_ahead();
}
