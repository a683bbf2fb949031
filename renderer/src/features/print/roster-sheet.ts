/**
 * The day roster: every followed event with a shift on the chosen day, its shifts in start
 * order with needed / booked / open places and extra people, the event's and the day's totals,
 * and the day's coverage in words (its biggest gaps). Every figure comes from the functions the
 * screens use: a shift's as the event screen's row (shiftFillAt, stillToFill), an event's as its
 * dashboard row (figuresAt), the day's as the dashboard's totals (totalsOf), the coverage as the coverage picture's (coverageOf,
 * gapsOf, gapsSentence). Pure: the time zone and the clock are given.
 */
import { addDays, shiftEnd } from '../../../../preload/contract';
import { formatEventDate, m } from '../../../../preload/i18n';
import type { DashboardRow } from '../../shared/db/queries';
import type { StoredShift } from '../../shared/db/rows';
import { aggregateShifts, fillOf, type Fill } from '../../shared/db/fill';
import { toShiftTime } from '../../shared/shift-time';
import { coverageOf, gapsOf, gapsSentence, wallToInstant } from '../coverage';
import { figuresAt, toDashboardItem, totalsOf, type DashboardItem } from '../dashboard';
import { ageLine, oldestAsOf, type SheetHeader } from './sheet-header';
import { shiftFacts, type ShiftFacts } from './shift-facts';

/** An event's or the day's figures, with its words and shape for how full it is. */
export interface RosterFigures {
  /** Needed, filled towards demand, open, extra: of the shifts not ended; final figures once all ended. */
  fill: Fill;
  altNeeded: number;
  altBooked: number;
  /** Shifts not ended with people missing. */
  shortShifts: number;
  /** Shifts counted in `fill`, and those ended before now. */
  shiftCount: number;
  endedShifts: number;
  /** Every shift is over: the figures are final and read "Ended". */
  ended: boolean;
}

export interface RosterEvent {
  eventId: string;
  name: string;
  place: string;
  shifts: ShiftFacts[];
  figures: RosterFigures;
}

export interface RosterSheet {
  header: SheetHeader;
  day: string;
  events: RosterEvent[];
  /** The whole day: every listed shift's figures summed. */
  totals: RosterFigures;
  /** The day's coverage across events in words; '' when no shift has a place on the day's clock. */
  coverage: string;
  /** Followed events this computer holds nothing of. */
  notStored: string[];
}

export interface RosterInput {
  /** "YYYY-MM-DD". */
  day: string;
  rows: readonly DashboardRow[];
  shifts: ReadonlyMap<string, readonly StoredShift[]>;
  now: Date;
  timeZone: string;
  locale?: string | undefined;
}

/** How many of the day's gaps the coverage line names. */
const GAPS_NAMED = 3;

/** Does the shift run on `day`: it starts that day, or started before and ends after the day began. */
export function runsOnDay(shift: StoredShift, day: string): boolean {
  const start = shift.startTime.slice(0, 10);
  if (start === day) return true;
  const end = shiftEnd(shift);
  return start !== '' && start < day && end !== undefined && end > `${day} 00:00:00`;
}

/**
 * An event's figures over its shifts of the day, as its dashboard row shows them (figuresAt: the
 * shifts not ended, or the final figures once all ended).
 */
function eventItem(row: DashboardRow, shifts: readonly StoredShift[], minute: string): DashboardItem {
  const totals = { eventId: row.eventId, asOf: row.asOf ?? '', ...aggregateShifts(shifts) };
  return figuresAt(toDashboardItem({ ...row, totals }), shifts, minute);
}

function figuresOf(item: DashboardItem): RosterFigures {
  const totals = item.totals ?? aggregateShifts([]);
  return {
    fill: item.fill ?? fillOf(totals),
    altNeeded: totals.altNeeded,
    altBooked: totals.altFilled,
    shortShifts: item.ended ? 0 : totals.understaffedShifts,
    shiftCount: totals.shiftCount,
    endedShifts: item.endedShifts,
    ended: item.ended,
  };
}

/** The day's figures: the dashboard's totals (totalsOf) over the day's events, which skip those over. */
function dayFigures(items: readonly DashboardItem[]): RosterFigures {
  const running = items.filter((i) => !i.ended);
  const sum = (of: (t: NonNullable<DashboardItem['totals']>) => number) =>
    running.reduce((n, i) => n + (i.totals ? of(i.totals) : 0), 0);
  const totals = totalsOf(items);
  return {
    fill: totals.fill,
    altNeeded: sum((t) => t.altNeeded),
    altBooked: sum((t) => t.altFilled),
    shortShifts: totals.understaffedShifts,
    shiftCount: sum((t) => t.shiftCount),
    endedShifts: items.reduce((n, i) => n + i.endedShifts, 0),
    ended: items.length > 0 && running.length === 0,
  };
}

const byStart = (a: StoredShift, b: StoredShift) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id);

export function rosterSheet(input: RosterInput): RosterSheet {
  const { day, now, locale } = input;
  const minute = toShiftTime(now).slice(0, 16);
  const listed: { row: DashboardRow; shifts: StoredShift[] }[] = [];
  const notStored: string[] = [];
  for (const row of input.rows) {
    const shifts = (input.shifts.get(row.eventId) ?? []).filter((s) => runsOnDay(s, day)).sort(byStart);
    if (!row.event && row.asOf === undefined && shifts.length === 0) notStored.push(row.eventId);
    else if (shifts.length > 0) listed.push({ row, shifts });
  }
  listed.sort((a, b) => byStart(a.shifts[0]!, b.shifts[0]!) || a.row.eventId.localeCompare(b.row.eventId));
  const items = listed.map(({ row, shifts }) => eventItem(row, shifts, minute));
  const events = listed.map(({ row, shifts }, i): RosterEvent => ({
    eventId: row.eventId,
    name: row.event?.name || m.print_event_fallback({ id: row.eventId }),
    place: [row.event?.venue, row.event?.city].filter(Boolean).join(', '),
    shifts: shifts.map((s) => shiftFacts(s, minute, locale)),
    figures: figuresOf(items[i]!),
  }));
  const everyShift = listed.flatMap(({ row, shifts }) => shifts.map((s) => ({ ...s, eventId: row.eventId })));
  const dayStart = wallToInstant(`${day} 00:00`, input.timeZone);
  const dayEnd = wallToInstant(`${addDays(day, 1)} 00:00`, input.timeZone);
  const coverage =
    everyShift.length > 0 && dayStart !== undefined && dayEnd !== undefined
      ? coverageOf(everyShift, input.timeZone, { from: dayStart, to: dayEnd })
      : undefined;
  return {
    header: {
      title: m.print_title_roster(),
      about: [formatEventDate(day, locale), m.print_roster_events({ count: events.length })],
      age: ageLine(oldestAsOf(input.rows.map((row) => row.asOf)), now, locale),
    },
    day,
    events,
    totals: dayFigures(items),
    coverage:
      coverage && coverage.steps.some((s) => s.needed > 0) ? gapsSentence(gapsOf(coverage), GAPS_NAMED, locale) : '',
    notStored,
  };
}
