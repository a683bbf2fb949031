// The coverage per 15 minutes, against a count made the slow way: for random shifts (overnight in
// both of the server's forms, no demand, overfilled, off the 15-minute grid, on days when the
// clocks change), every step's figures are those of its worst minute, counted minute by minute
// with instants from JavaScript's own local-time rules (process.env.TZ), not from zoned-time.ts.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedShift } from '../../support/builders';
import { coverageOf, type CoverageShift } from '../../../../../renderer/src/features/coverage/coverage';
import { instantToWall, wallToInstant } from '../../../../../renderer/src/features/coverage/zoned-time';

const ZONE = 'America/New_York';
const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
// Spring forward (23 hours), fall back (25 hours), the days around them, and a plain summer day.
const WEEKENDS = [
  ['2026-03-07', '2026-03-08', '2026-03-09'],
  ['2026-10-31', '2026-11-01', '2026-11-02'],
  ['2026-07-14', '2026-07-15', '2026-07-16'],
];
const DAYS = WEEKENDS.flat();

let savedTz: string | undefined;
beforeAll(() => {
  savedTz = process.env.TZ;
  process.env.TZ = ZONE;
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

/** Wall-clock text plus minutes, by wall arithmetic (no zone). */
function wallPlus(day: string, minutes: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + minutes * MINUTE).toISOString().replace('T', ' ').slice(0, 19);
}

/** The oracle: the instant JavaScript's Date gives a local wall time in process.env.TZ. */
function localInstant(wall: string): number {
  const [date = '', clock = ''] = wall.split(' ');
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = clock.split(':').map(Number) as [number, number];
  return new Date(y, mo - 1, d, h, mi).getTime();
}

const shiftArb = (days: readonly string[]) => fc.record({
  day: fc.constantFrom(...days),
  start: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  length: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 14 * 60 })),
  keepStartDate: fc.boolean(),
  quantity: fc.oneof(fc.constant(0), fc.nat(12)),
  filled: fc.nat(16),
  alternates: fc.nat(3),
  event: fc.constantFrom('e1', 'e2', 'e3'),
});
type RawShift = ReturnType<typeof shiftArb> extends fc.Arbitrary<infer T> ? T : never;

interface Oracle {
  shift: CoverageShift;
  start: number;
  end: number;
}

function build(raw: RawShift, i: number): Oracle {
  const startWall = wallPlus(raw.day, raw.start);
  const endWall = wallPlus(raw.day, raw.start + raw.length);
  // The server writes an end past midnight dated the next day, or with the start's date kept.
  const endTime = raw.keepStartDate && endWall.slice(0, 10) !== startWall.slice(0, 10)
    ? `${startWall.slice(0, 10)}${endWall.slice(10)}`
    : endWall;
  const shift = storedShift({
    eventId: raw.event,
    id: `s${i}`,
    startTime: startWall,
    endTime,
    quantity: raw.quantity,
    filled: raw.filled,
    alternateFilled: raw.alternates,
  });
  return { shift, start: localInstant(startWall), end: localInstant(endWall) };
}

/** The figures at one minute, counted shift by shift. */
function atMinute(oracles: readonly Oracle[], m: number) {
  let needed = 0;
  let booked = 0;
  let extra = 0;
  let alternates = 0;
  const events = new Set<string>();
  for (const { shift, start, end } of oracles) {
    if (!(start <= m && m < end)) continue;
    needed += shift.quantity;
    booked += Math.min(shift.quantity, shift.filled);
    extra += Math.max(0, shift.filled - shift.quantity);
    alternates += shift.alternateFilled;
    events.add(shift.eventId);
  }
  return { needed, booked, extra, alternates, short: needed - booked, events: events.size };
}

describe('coverage per 15 minutes', () => {
  it('equals a minute-by-minute count of the worst minute of every step', () => {
    fc.assert(
      // One event's days around one change of the clocks (or none), so the axis stays a few days long.
      fc.property(fc.constantFrom(...WEEKENDS).chain((days) => fc.array(shiftArb(days), { minLength: 1, maxLength: 14 })), (raws) => {
        const oracles = raws.map(build);
        const placed = oracles.filter((o) => o.end > o.start);
        const coverage = coverageOf(
          oracles.map((o) => o.shift),
          ZONE,
        );
        if (placed.length === 0) {
          expect(coverage.steps).toEqual([]);
          return;
        }
        const from = Math.floor(Math.min(...placed.map((o) => o.start)) / QUARTER) * QUARTER;
        const to = Math.ceil(Math.max(...placed.map((o) => o.end)) / QUARTER) * QUARTER;
        expect(coverage.steps.length).toBe((to - from) / QUARTER);
        const expected = coverage.steps.map((_, i) => {
          const at = from + i * QUARTER;
          let worst = atMinute(placed, at);
          for (let m = at + MINUTE; m < at + QUARTER; m += MINUTE) {
            const here = atMinute(placed, m);
            if (here.short > worst.short || (here.short === worst.short && here.needed > worst.needed)) worst = here;
          }
          return { at, wall: localWall(at), ...worst };
        });
        expect(coverage.steps).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('reads wall times as JavaScript does: a skipped time after the gap, a repeated one the first time', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DAYS), fc.integer({ min: 0, max: 24 * 60 - 1 }), (day, minutes) => {
        const wall = wallPlus(day, minutes);
        expect(wallToInstant(wall, ZONE)).toBe(localInstant(wall));
      }),
      { numRuns: 500 },
    );
  });

  it('lasts 23 hours on the day the clocks spring forward and 25 when they fall back', () => {
    const wholeDay = (day: string, next: string) =>
      coverageOf([storedShift({ eventId: 'e', id: 'd', startTime: `${day} 00:00:00`, endTime: `${next} 00:00:00`, quantity: 1 })], ZONE);
    expect(wholeDay('2026-03-08', '2026-03-09').steps).toHaveLength(23 * 4);
    expect(wholeDay('2026-11-01', '2026-11-02').steps).toHaveLength(25 * 4);
    expect(wholeDay('2026-07-15', '2026-07-16').steps).toHaveLength(24 * 4);
    // The hour that happens twice is drawn twice, with its own wall clock each time.
    const fallBack = wholeDay('2026-11-01', '2026-11-02').steps.map((s) => s.wall.slice(11));
    expect(fallBack.filter((w) => w === '01:00')).toHaveLength(2);
    expect(wholeDay('2026-03-08', '2026-03-09').steps.map((s) => s.wall.slice(11))).not.toContain('02:00');
  });

  it('leaves out shifts with no readable start or end, or no length', () => {
    const coverage = coverageOf(
      [
        storedShift({ id: 'a', startTime: '', endTime: '2026-07-15 12:00:00', quantity: 3 }),
        storedShift({ id: 'b', startTime: '2026-07-15 10:00:00', endTime: '', quantity: 3 }),
        storedShift({ id: 'c', startTime: '2026-07-15 10:00:00', endTime: '2026-07-15 10:00:00', quantity: 3 }),
      ],
      ZONE,
    );
    expect(coverage.steps).toEqual([]);
  });
});

/** The oracle's wall clock of an instant, from Date's local fields. */
function localWall(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

it('names its wall clocks as the zone does', () => {
  expect(instantToWall(Date.UTC(2026, 10, 1, 5, 30), ZONE)).toBe('2026-11-01 01:30');
  expect(instantToWall(Date.UTC(2026, 10, 1, 6, 30), ZONE)).toBe('2026-11-01 01:30');
});
