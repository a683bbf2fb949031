// The fill trend a supervisor reads on an event: filling, stalled or losing people, against
// when, in one sentence, and a projection only where readings a day apart exist.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY, fillTrend, trendDirection, type Trend } from '../../../../../renderer/src/features/coverage/fill-trend';
import { shareDomain, trendPath, trendPoints } from '../../../../../renderer/src/features/coverage/trend-line';
import { directionWords, trendSentence } from '../../../../../renderer/src/features/coverage/trend-words';
import type { StoredFillReading } from '../../../../../renderer/src/shared/db/rows';

const HOUR = 3_600_000;
/** 4:00 PM on this machine's clock (the venue's), the day before doors open. */
const NOW = new Date(2026, 10, 27, 16, 0).getTime();
const START = new Date(2026, 10, 28, 10, 0).getTime();

const reading = (atMs: number, booked: number, needed = 40): StoredFillReading => ({
  eventId: '42',
  at: new Date(atMs).toISOString(),
  needed,
  booked,
  extra: 0,
  alternates: 0,
  shortShifts: booked < needed ? 1 : 0,
});
const say = (t: Trend | undefined) => (t ? trendSentence(t, { locale: 'en' }) : undefined);

describe('the fill trend in words', () => {
  it('says what was booked since yesterday against the reading that held a day ago', () => {
    const t = fillTrend([reading(NOW - 30 * HOUR, 20), reading(NOW - 25 * HOUR, 22), reading(NOW - HOUR, 28)], NOW, undefined, NOW);
    expect(say(t)).toBe('+6 booked since yesterday');
    expect(trendDirection(t)).toBe('filling');
  });

  it('says who dropped since this morning when the first reading is from this morning', () => {
    const morning = new Date(2026, 10, 27, 8, 30).getTime();
    const t = fillTrend([reading(morning, 30), reading(NOW - HOUR, 26)], NOW, undefined, NOW);
    expect(say(t)).toBe('4 people dropped since this morning');
    expect(trendDirection(t)).toBe('losing');
    expect(say(fillTrend([reading(morning, 30), reading(NOW - HOUR, 29)], NOW, undefined, NOW))).toBe(
      '1 person dropped since this morning',
    );
  });

  it('names the time of a first reading taken this afternoon', () => {
    const t = fillTrend([reading(NOW - 2 * HOUR, 10), reading(NOW - HOUR, 11)], NOW, undefined, NOW);
    expect(say(t)).toMatch(/^\+1 booked since 2:00\s?PM$/);
  });

  it('says "No change in 3 days" when no one was booked or dropped for three whole days, whatever else changed', () => {
    const t = fillTrend([reading(NOW - 3.5 * DAY, 24, 40), reading(NOW - 2 * DAY, 24, 42)], NOW, undefined, NOW);
    expect(say(t)).toBe('No change in 3 days');
    expect(trendDirection(t)).toBe('stalled');
    expect(say(fillTrend([reading(NOW - 1.2 * DAY, 5)], NOW, undefined, NOW))).toBe('No change in 1 day');
  });

  it('has nothing to compare with one reading less than a day old: no direction', () => {
    const t = fillTrend([reading(NOW - 2 * HOUR, 10)], NOW, START, NOW);
    expect(t?.kind).toBe('first');
    expect(trendDirection(t)).toBeUndefined();
    // Says there is no trend yet ("Trend from 4:00 PM" read as if there were one).
    expect(say(t)).toMatch(/^No trend yet \(first reading \d{1,2}:\d{2}\s?[AP]M\)$/);
    expect(trendSentence(t!, { locale: 'es' })).toMatch(/^Aún sin tendencia \(primera lectura \d{1,2}:\d{2}\)$/);
    expect(fillTrend([], NOW, START, NOW)).toBeUndefined();
  });

  it('projects to the start only with two readings a day apart, labelled as a projection', () => {
    // 12 booked over the last day, 18 hours to the start: 9 more at this pace, 10 open now.
    const readings = [reading(NOW - 26 * HOUR, 18), reading(NOW - 24 * HOUR, 18), reading(NOW - HOUR, 30)];
    expect(say(fillTrend(readings, NOW, START, NOW))).toBe(
      '+12 booked since yesterday; at this pace 1 place still open at the start',
    );
    expect(say(fillTrend([reading(NOW - 20 * HOUR, 10), reading(NOW - HOUR, 30)], NOW, START, NOW))).toBe(
      '+20 booked since yesterday',
    );
    expect(say(fillTrend([reading(NOW - 26 * HOUR, 20), reading(NOW - 24 * HOUR, 20), reading(NOW - HOUR, 38)], NOW, START, NOW))).toBe(
      '+18 booked since yesterday; at this pace every place booked by the start',
    );
    // Nobody booked over the last day: the pace is nil, the open places stay open.
    expect(say(fillTrend([reading(NOW - 2 * DAY, 10), reading(NOW - DAY, 38)], NOW, START, NOW))).toBe(
      'No change in 1 day; at this pace 2 places still open at the start',
    );
  });

  it('projects no more open places than the event needs when people leave, and none once it started', () => {
    const losing = [reading(NOW - 2 * DAY, 30), reading(NOW - HOUR, 10)];
    expect(fillTrend(losing, NOW, NOW + 10 * DAY, NOW)).toMatchObject({ projection: { open: 40 } });
    expect(fillTrend(losing, NOW, NOW - HOUR, NOW)).toMatchObject({ projection: undefined });
  });

  it('reads in Spanish through the catalogue, plurals included', () => {
    const t = fillTrend([reading(NOW - 30 * HOUR, 20), reading(NOW - HOUR, 19)], NOW, undefined, NOW)!;
    expect(trendSentence(t, { locale: 'es' })).toBe('1 persona se ha ido desde ayer');
    expect(trendSentence(fillTrend([reading(NOW - 3.5 * DAY, 5)], NOW, undefined, NOW)!, { locale: 'es' })).toBe(
      'Sin cambios en 3 días',
    );
    expect(directionWords('losing', { locale: 'es' })).toBe('Perdiendo gente');
  });
});

describe('the fill trend of data synced days before the clock (offline)', () => {
  // The last sync confirmed the shifts on Wednesday at 4:21 PM; the clock reads Friday 4 PM.
  const SYNCED = new Date(2026, 10, 25, 16, 21).getTime();
  const on = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).getTime();

  it('says the change of the day to the last sync, with its day, not "No change" for the days nobody checked', () => {
    const t = fillTrend([reading(on(24, 8), 20), reading(on(25, 14), 26)], NOW, undefined, SYNCED);
    expect(say(t)).toMatch(/^\+6 booked in the day to Wed 4:21\s?PM$/);
    expect(trendDirection(t)).toBe('filling');
    expect(trendSentence(t!, { locale: 'es' })).toMatch(/^\+6 reservados en el día hasta el mié, 16:21$/);
    const dropped = fillTrend([reading(on(25, 13), 30), reading(on(25, 15), 26)], NOW, undefined, SYNCED);
    expect(say(dropped)).toMatch(/^4 people dropped from 1:00\s?PM to Wed 4:21\s?PM$/);
    expect(trendSentence(dropped!, { locale: 'es' })).toMatch(/^4 personas se han ido desde las 13:00 hasta el mié, 16:21$/);
  });

  it('counts the still days the syncs confirmed, to the last one', () => {
    const t = fillTrend([reading(on(22, 16, 21), 24)], NOW, undefined, SYNCED);
    expect(say(t)).toMatch(/^No change in the 3 days to Wed 4:21\s?PM$/);
    expect(trendSentence(t!, { locale: 'es' })).toBe('Sin cambios en los 3 días hasta el mié, 16:21');
    const one = fillTrend([reading(on(24, 10), 24)], NOW, undefined, SYNCED);
    expect(say(one)).toMatch(/^No change in the day to Wed 4:21\s?PM$/);
    expect(trendSentence(one!, { locale: 'es' })).toBe('Sin cambios en el día hasta el mié, 16:21');
    // Synced an hour ago with nothing changed: the still days run to now's data, said as today's.
    expect(say(fillTrend([reading(NOW - 3.5 * DAY, 24)], NOW, undefined, NOW - HOUR))).toBe('No change in 3 days');
  });

  it('projects nothing from old data: the days nobody saw did not keep its pace', () => {
    const readings = [reading(on(23, 10), 18), reading(on(24, 16), 18), reading(on(25, 15), 30)];
    const t = fillTrend(readings, NOW, START, SYNCED);
    expect(t).toMatchObject({ projection: undefined });
    expect(say(t)).toMatch(/^\+12 booked in the day to Wed 4:21\s?PM$/);
  });

  it('names the day of a first reading taken before today', () => {
    const t = fillTrend([reading(on(25, 15), 10)], NOW, START, SYNCED);
    expect(say(t)).toMatch(/^No trend yet \(first reading Wed 3:00\s?PM\)$/);
  });
});

describe('the fill trend against a brute-force reading of the readings', () => {
  const readingsArb = fc
    .array(fc.record({ hoursAgo: fc.integer({ min: 0, max: 24 * 10 }), booked: fc.integer({ min: 0, max: 40 }) }), {
      minLength: 1,
      maxLength: 12,
    })
    .map((rs) => {
      const byAt = new Map(rs.map((r) => [r.hoursAgo, r.booked]));
      return [...byAt].map(([h, b]) => reading(NOW - h * HOUR, b, 40));
    });

  it('says "still" exactly when booked held for a whole day, and a change is the difference with a day ago or the first reading', () => {
    fc.assert(
      fc.property(readingsArb, fc.integer({ min: -48, max: 48 }), (readings, startIn) => {
        const t = fillTrend(readings, NOW, NOW + startIn * HOUR, NOW)!;
        const sorted = [...readings].sort((a, b) => a.at.localeCompare(b.at));
        const last = sorted.at(-1)!;
        // Brute force, hour by hour: how long has `booked` been what it is now?
        const bookedAt = (ms: number) => sorted.findLast((r) => Date.parse(r.at) <= ms)?.booked;
        let heldHours = 0;
        while (bookedAt(NOW - (heldHours + 1) * HOUR) === last.booked) heldHours += 1;
        const heldDay = heldHours >= 24;
        expect(t.kind === 'still').toBe(heldDay);
        if (t.kind === 'change') {
          const ref = bookedAt(NOW - DAY) ?? sorted[0]!.booked;
          expect(t.change).toBe(last.booked - ref);
          expect(trendDirection(t)).toBe(t.change > 0 ? 'filling' : t.change < 0 ? 'losing' : 'stalled');
        }
        if (t.kind !== 'first' && t.projection) {
          expect(Date.parse(last.at) - Date.parse(sorted[0]!.at)).toBeGreaterThanOrEqual(DAY);
          expect(startIn).toBeGreaterThan(0);
          expect(t.projection.open).toBeGreaterThanOrEqual(0);
          expect(t.projection.open).toBeLessThanOrEqual(40);
        }
        expect(trendSentence(t, { locale: 'en' })).not.toMatch(/undefined|NaN|coverage_/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the trend line', () => {
  it('steps through the readings of the last week and is carried to now, 0–100% booked upwards', () => {
    const points = trendPoints([reading(NOW - 9 * DAY, 10), reading(NOW - 2 * DAY, 20), reading(NOW - DAY, 40)], NOW);
    expect(points.map((p) => [(NOW - p.at) / DAY, p.share])).toEqual([
      [7, 0.25],
      [2, 0.5],
      [1, 1],
      [0, 1],
    ]);
    const path = trendPath(points, NOW, 72, 20);
    expect(path).toMatch(/^M1,18\.5/);
    expect(path).toMatch(/71,1\.5$/);
  });

  it('spans its own readings, so a week from 71% to 79% booked rises across the box, and a flat one stays mid-box', () => {
    const rising = trendPoints([reading(NOW - 6 * DAY, 71, 100), reading(NOW - DAY, 79, 100)], NOW);
    const ys = (path: string) => [...path.matchAll(/[ML]?[\d.]+,([\d.]+)/g)].map((m) => Number(m[1]));
    const y = ys(trendPath(rising, NOW, 64, 20));
    // On 0–100% the rise was 1.5 px of 20.
    expect(Math.max(...y) - Math.min(...y)).toBeGreaterThan(12);
    const flat = trendPoints([reading(NOW - 3 * DAY, 30), reading(NOW - DAY, 30)], NOW);
    expect(new Set(ys(trendPath(flat, NOW, 64, 20)))).toEqual(new Set([10]));
    // One place in 40 is a small step, not the box's height; and never below none booked.
    const one = shareDomain(trendPoints([reading(NOW - 2 * DAY, 20), reading(NOW - DAY, 21)], NOW));
    expect(one[1] - one[0]).toBeCloseTo(0.1);
    expect(shareDomain(trendPoints([reading(NOW - DAY, 0)], NOW))).toEqual([0, 0.1]);
  });
});
