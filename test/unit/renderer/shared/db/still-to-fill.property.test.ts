// "Still to fill" is decided once (stillToFill): over random schedules (overnight shifts in both
// of the server's forms, overfilled, no demand, missing times) and random clocks, every screen's
// figure agrees with it: the dashboard's rows and totals, the event screen, starting soon, the
// alerts and the CSV exports. Ended shifts count nowhere and never read "Short" or "At risk".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasEnded } from '../../../../../preload/contract';
import { aggregateShifts, type ShiftTotals } from '../../../../../renderer/src/shared/db/fill';
import type { StoredShift } from '../../../../../renderer/src/shared/db/rows';
import { stillToFill } from '../../../../../renderer/src/shared/db/still-to-fill';
import {
  eventsToRead,
  figuresAt,
  inScope,
  toDashboardItem,
  today,
  totalsOf,
} from '../../../../../renderer/src/features/dashboard/dashboard-view';
import { eventFigures, filterShifts, toShiftItem } from '../../../../../renderer/src/features/event/shift-view';
import { soonAndShort } from '../../../../../renderer/src/features/alerts/starting-soon';
import { shortShiftAlerts } from '../../../../../renderer/src/features/alerts/short-shift';
import { dashboardCsv } from '../../../../../renderer/src/features/dashboard/dashboard-csv';
import { shiftsCsv } from '../../../../../renderer/src/features/event/shifts-csv';
import { storedShift } from '../../support/builders';

const DAY = '2026-11-22';
const MINUTE = 60_000;

/** Minutes from DAY's midnight as shift-time text, by wall-clock arithmetic (no zone). */
function stamp(minutes: number): string {
  return new Date(Date.UTC(2026, 10, 22) + minutes * MINUTE).toISOString().replace('T', ' ').slice(0, 19);
}

const shiftArb = fc.record({
  start: fc.integer({ min: -36 * 60, max: 48 * 60 }),
  // Short shifts too, so some start and end inside the alerts' window.
  length: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 14 * 60 })),
  // How the server writes an end past midnight: dated the next day, or the start date kept.
  keepStartDate: fc.boolean(),
  omit: fc.constantFrom('none', 'none', 'none', 'start', 'end', 'both'),
  quantity: fc.nat(12),
  filled: fc.nat(16),
});

type RawShift = typeof shiftArb extends fc.Arbitrary<infer T> ? T : never;

function toShift(eventId: string, raw: RawShift, i: number): StoredShift {
  const startTime = stamp(raw.start);
  let endTime = stamp(raw.start + raw.length);
  if (raw.keepStartDate) endTime = `${startTime.slice(0, 10)}${endTime.slice(10)}`;
  return storedShift({
    eventId,
    id: `s${i}`,
    startTime: raw.omit === 'start' || raw.omit === 'both' ? '' : startTime,
    endTime: raw.omit === 'end' || raw.omit === 'both' ? '' : endTime,
    quantity: raw.quantity,
    filled: raw.filled,
  });
}

const scheduleArb = fc.record({
  events: fc.array(fc.record({ shifts: fc.array(shiftArb, { maxLength: 8 }), legacy: fc.boolean() }), {
    minLength: 1,
    maxLength: 6,
  }),
  clock: fc.integer({ min: -40 * 60, max: 64 * 60 }),
  // Often the clock sits minutes around the first shift's start or end, where shifts end.
  near: fc.option(fc.record({ end: fc.boolean(), by: fc.integer({ min: -20, max: 20 }) })),
});

/** An aggregate as stored before it carried end times: read through the event's shifts. */
function legacy(totals: ShiftTotals): ShiftTotals {
  const { firstEndAt: _f, lastEndAt: _l, openEndedShifts: _o, ...rest } = totals;
  return rest;
}

/** The CSV's cells by header, one record per line (no quoting in these figures). */
function csvRecords(csv: string): Record<string, string>[] {
  const [head = '', ...lines] = csv.trimEnd().split('\r\n');
  const names = head.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [names[i], cell])));
}

const sum = (shifts: readonly StoredShift[], now: string) => {
  let needed = 0;
  let filled = 0;
  let gap = 0;
  let short = 0;
  for (const s of shifts) {
    const c = stillToFill(s, now);
    needed += c.needed;
    filled += c.filled;
    gap += c.gap;
    if (c.gap > 0) short += 1;
  }
  return { needed, filled, gap, short };
};

describe('still to fill over random schedules and clocks', () => {
  it('every screen counts exactly the shifts stillToFill counts', () => {
    fc.assert(
      fc.property(scheduleArb, ({ events, clock: anyClock, near }) => {
        const first = events[0]?.shifts[0];
        const clock = near && first ? first.start + (near.end ? first.length : 0) + near.by : anyClock;
        const now = stamp(clock).slice(0, 16);
        const nowDate = new Date(`${now.replace(' ', 'T')}:00`);
        const perEvent = events.map((e, n) => {
          const eventId = `e${n}`;
          const shifts = e.shifts.map((raw, i) => toShift(eventId, raw, i));
          const totals = aggregateShifts(shifts);
          const stored = toDashboardItem({
            eventId,
            event: { id: eventId, name: eventId, date: DAY, venue: '', city: '', clientId: '', notFound: false },
            totals: { ...(e.legacy ? legacy(totals) : totals), eventId, asOf: '' },
            asOf: undefined,
            notFound: false,
          });
          return { eventId, shifts, stored };
        });

        // The dashboard reads the shifts of the events it names, as the screen's query does.
        const toRead = new Set(
          eventsToRead(
            perEvent.map((p) => p.stored),
            now,
          ),
        );
        const items = perEvent.map((p) => figuresAt(p.stored, toRead.has(p.eventId) ? p.shifts : undefined, now));
        const csv = csvRecords(dashboardCsv(items, new Map()));

        let openEverywhere = 0;
        let shortEverywhere = 0;
        perEvent.forEach(({ shifts }, i) => {
          const item = items[i]!;
          const expected = sum(shifts, now);
          const everyEnded = shifts.length > 0 && shifts.every((s) => hasEnded(s, now));
          expect(item.ended).toBe(everyEnded);
          const screen = eventFigures(shifts, now);
          expect(screen.ended).toBe(everyEnded);
          if (everyEnded) {
            // Final figures, reading "Ended"; nothing of it in the totals.
            expect(item.fill!.severity).toBe('ended');
            expect(screen.fill.severity).toBe('ended');
            expect(screen.fill.gap).toBe(aggregateShifts(shifts).gap);
          } else {
            openEverywhere += expected.gap;
            shortEverywhere += expected.short;
            for (const fill of [item.fill!, screen.fill]) {
              expect(fill).toMatchObject({ needed: expected.needed, filled: expected.filled, gap: expected.gap });
            }
            expect(item.totals!.understaffedShifts).toBe(expected.short);
            expect(screen.totals.understaffedShifts).toBe(expected.short);
          }
          expect(Number(csv[i]!['Open places'])).toBe(item.fill!.gap);
          expect(csv[i]!['Status']).toBe(item.fill!.label);

          // The event screen's rows: open places and "understaffed only" follow stillToFill;
          // an ended shift keeps its figures and never reads Short or At risk.
          const rows = shifts.map((s) => toShiftItem(s, now));
          rows.forEach((row) => {
            expect(row.open).toBe(stillToFill(row.shift, now).gap);
            if (hasEnded(row.shift, now)) expect(row.fill.severity).toBe('ended');
            else expect(row.fill.severity).not.toBe('ended');
          });
          const understaffed = filterShifts(rows, { query: '', understaffedOnly: true, sort: 'start' });
          expect(understaffed.map((r) => r.shift.id).sort()).toEqual(
            shifts
              .filter((s) => stillToFill(s, now).gap > 0)
              .map((s) => s.id)
              .sort(),
          );
          const shiftCsv = csvRecords(shiftsCsv(rows));
          rows.forEach((row, r) => expect(shiftCsv[r]!['Status']).toBe(row.fill.label));

          // Starting soon and the alerts: exactly the shifts in their window still to fill.
          // From 15 minutes back, as the alerts read it, so shifts that just ended are in it.
          const window = { now, from: stamp(clock - 15).slice(0, 16), until: stamp(clock + 4 * 60).slice(0, 16) };
          expect(soonAndShort(shifts, window).map((s) => [s.shift.id, s.gap])).toEqual(
            shifts
              .filter((s) => s.startTime >= window.from && s.startTime < window.until)
              .filter((s) => stillToFill(s, now).gap > 0)
              .sort(
                (a, b) => a.startTime.localeCompare(b.startTime) || stillToFill(b, now).gap - stillToFill(a, now).gap,
              )
              .map((s) => [s.id, stillToFill(s, now).gap]),
          );
          const alerted = shortShiftAlerts({
            shifts,
            now: nowDate,
            leadMinutes: 60,
            eventNames: new Map(),
            asOf: new Map(),
          });
          for (const alert of alerted) {
            const target = alert.target.kind === 'shift' ? alert.target.shiftId : undefined;
            const shift = shifts.find((s) => s.id === target)!;
            expect(stillToFill(shift, now).gap).toBeGreaterThan(0);
            // English plural by the number of places: "1 of 1 place open", "2 of 3 places open".
            const places = shift.quantity === 1 ? 'place' : 'places';
            expect(alert.figures).toBe(`${stillToFill(shift, now).gap} of ${shift.quantity} ${places} open`);
          }
        });

        const totals = totalsOf(items);
        expect(totals.fill.gap).toBe(openEverywhere);
        expect(totals.understaffedShifts).toBe(shortEverywhere);
        expect(totals.events).toBe(items.filter((i) => !i.ended).length);
        // The Today card sums the same rows' figures.
        const todays = today(items, now);
        expect(totalsOf(todays).fill.gap).toBe(todays.filter((i) => !i.ended).reduce((n, i) => n + i.fill!.gap, 0));
        // "Past" keeps every shift's figures.
        const whole = perEvent.map((p) => figuresAt(p.stored, toRead.has(p.eventId) ? p.shifts : undefined, now, true));
        for (const item of inScope(whole, { scope: 'past', now })) {
          expect(item.fill!.gap).toBe(aggregateShifts(perEvent.find((p) => p.eventId === item.eventId)!.shifts).gap);
        }
      }),
      { numRuns: 300 },
    );
  });
});
