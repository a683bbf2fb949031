// The day across events: the dashboard's strip sums the events' own coverage, computed by the same
// function, over the local day (overnight shifts, the clocks changing, overfilled and zero-demand
// shifts), and a gap chosen on it names exactly the events short then.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedShift } from '../../support/builders';
import { coverageOf, type CoverageShift } from '../../../../../renderer/src/features/coverage/coverage';
import { dayBounds, dayCoverage, eventsShortBetween } from '../../../../../renderer/src/features/coverage/day-coverage';
import { gapsOf } from '../../../../../renderer/src/features/coverage/gaps';

const ZONE = 'Europe/Madrid';
const HOUR = 3_600_000;
const QUARTER = HOUR / 4;
const shift = (eventId: string, id: string, start: string, end: string, quantity: number, filled: number) =>
  storedShift({ eventId, id, startTime: `${start}:00`, endTime: `${end}:00`, quantity, filled, alternateFilled: 0 });

/** Each event's coverage over the day's axis, by coverageOf, added up step by step. */
function summed(shifts: readonly CoverageShift[], from: number, to: number) {
  const events = [...new Set(shifts.map((s) => s.eventId))];
  const each = events.map((e) => coverageOf(shifts.filter((s) => s.eventId === e), ZONE, { from, to }).steps);
  return each[0]!.map((_, i) => {
    const at = each.map((steps) => steps[i]!);
    const sum = (k: 'needed' | 'booked' | 'extra' | 'alternates' | 'short' | 'events') => at.reduce((n, s) => n + s[k], 0);
    return {
      needed: sum('needed'),
      booked: sum('booked'),
      extra: sum('extra'),
      alternates: sum('alternates'),
      short: sum('short'),
      events: sum('events'),
    };
  });
}

describe("the day's coverage across events", () => {
  const day = [
    shift('a', 'doors', '2026-11-22 10:00', '2026-11-22 11:30', 20, 9), // short 11
    shift('a', 'bar', '2026-11-22 09:00', '2026-11-22 17:00', 4, 6), // overfilled: 2 extra, never short
    shift('b', 'late', '2026-11-22 15:00', '2026-11-22 16:00', 3, 1), // short 2
    shift('b', 'none', '2026-11-22 12:00', '2026-11-22 13:00', 0, 0), // zero demand: runs, needs no one
    shift('c', 'night', '2026-11-21 22:00', '2026-11-22 02:00', 2, 0), // overnight from yesterday
    shift('d', 'tomorrow', '2026-11-23 09:00', '2026-11-23 12:00', 5, 0), // not today
  ];

  it('spans the day from its first shift to its last, an overnight one cut at midnight', () => {
    const c = dayCoverage(day, '2026-11-22', ZONE);
    expect(c.steps[0]!.wall).toBe('2026-11-22 00:00');
    expect(c.steps.at(-1)!.wall).toBe('2026-11-22 16:45');
    expect(c.steps[0]).toMatchObject({ needed: 2, booked: 0, short: 2, events: 1 });
  });

  it('adds up the events moment by moment: needed, booked, extra, short and how many events run', () => {
    const c = dayCoverage(day, '2026-11-22', ZONE);
    const at = (wall: string) => c.steps.find((s) => s.wall === `2026-11-22 ${wall}`)!;
    expect(at('10:00')).toMatchObject({ needed: 24, booked: 13, extra: 2, short: 11, events: 1 });
    expect(at('12:00')).toMatchObject({ needed: 4, booked: 4, extra: 2, short: 0, events: 2 });
    expect(at('15:00')).toMatchObject({ needed: 7, booked: 5, extra: 2, short: 2, events: 2 });
    expect(c.steps.map(({ at: _, wall: __, ...f }) => f)).toEqual(summed(day, c.from, c.to));
  });

  it('names the events short in a gap, and only them', () => {
    const c = dayCoverage(day, '2026-11-22', ZONE);
    const gaps = gapsOf(c);
    const named = gaps.map((g) => [g.fromWall.slice(11), g.toWall.slice(11), [...eventsShortBetween(day, g.from, g.to, ZONE)].sort()]);
    expect(named).toEqual([
      ['00:00', '02:00', ['c']],
      ['10:00', '11:30', ['a']],
      ['15:00', '16:00', ['b']],
    ]);
  });

  it('lasts 23 hours on the day the clocks go forward and 25 when they go back', () => {
    const spring = dayBounds('2026-03-29', ZONE)!;
    const autumn = dayBounds('2026-10-25', ZONE)!;
    expect((spring.to - spring.from) / HOUR).toBe(23);
    expect((autumn.to - autumn.from) / HOUR).toBe(25);
    const allDay = (d: string, e: string) => [shift('a', 'x', `${d} 00:00`, `${e} 00:00`, 3, 1), shift('b', 'y', `${d} 00:00`, `${e} 00:00`, 1, 1)];
    expect(dayCoverage(allDay('2026-03-29', '2026-03-30'), '2026-03-29', ZONE).steps).toHaveLength(23 * 4);
    const back = dayCoverage(allDay('2026-10-25', '2026-10-26'), '2026-10-25', ZONE);
    expect(back.steps).toHaveLength(25 * 4);
    expect(back.steps.every((s) => s.short === 2 && s.events === 2)).toBe(true);
  });

  it('has nothing to draw on a day without shifts, or with only zero-length ones', () => {
    expect(dayCoverage(day, '2026-11-24', ZONE).steps).toEqual([]);
    expect(dayCoverage([shift('a', 'z', '2026-11-24 10:00', '2026-11-24 10:00', 3, 0)], '2026-11-24', ZONE).steps).toEqual([]);
  });

  it('for random shifts on the grid, every step is the sum of the events’ own figures', () => {
    const quarter = fc.integer({ min: 0, max: 4 * 30 });
    const arbShift = fc.record({
      event: fc.constantFrom('a', 'b', 'c'),
      start: quarter,
      length: fc.integer({ min: 1, max: 4 * 14 }),
      quantity: fc.integer({ min: 0, max: 8 }),
      filled: fc.integer({ min: 0, max: 12 }),
    });
    const base = new Date('2026-10-24T12:00:00Z').getTime(); // the autumn change lies inside
    const wall = (ms: number) => new Date(ms).toLocaleString('sv-SE', { timeZone: ZONE }).slice(0, 16);
    fc.assert(
      fc.property(fc.array(arbShift, { minLength: 1, maxLength: 12 }), (arb) => {
        const shifts = arb.map((s, i) =>
          shift(s.event, `s${i}`, wall(base + s.start * QUARTER), wall(base + (s.start + s.length) * QUARTER), s.quantity, s.filled),
        );
        const c = dayCoverage(shifts, '2026-10-25', ZONE);
        if (c.steps.length === 0) return;
        expect(c.steps.map(({ at: _, wall: __, ...f }) => f)).toEqual(summed(shifts, c.from, c.to));
      }),
      { numRuns: 150 },
    );
  });
});
