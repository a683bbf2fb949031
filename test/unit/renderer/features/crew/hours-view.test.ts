import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHoursMinutes } from '../../../../../preload/i18n';
import { toCrewItem } from '../../../../../renderer/src/features/crew/crew-view';
import {
  hoursThisWeek,
  missingUuidReason,
  periodTotals,
  reasonWords,
  weekHolding,
  weekTotals,
} from '../../../../../renderer/src/features/crew/hours-view';
import { overtimeLimits, overtimeRisk } from '../../../../../renderer/src/features/crew/overtime-risk';
import { arbWorkerHours, dayString, hoursDay } from '../../support/hours-arbitraries';

const ASSUMED = { overtimeDailyHours: 8, overtimeWeeklyHours: 40 };

const worker = (uuid: string, name = 'Ana Lee') => ({
  id: '3001',
  name,
  email: '',
  phone: '',
  uuid,
  personnelId: '',
  notFound: false,
});

describe('hours this week', () => {
  it('the crew row and the worker screen show the same figure for any hours and any day', () => {
    fc.assert(
      fc.property(arbWorkerHours, fc.integer({ min: -3, max: 16 }), (hours, offset) => {
        const first = Date.parse(hours.periodStart) / 86_400_000;
        const today = dayString(first + offset);
        const now = `${today} 12:00:00`;
        const risk = overtimeRisk({ hours, now, asOf: now, limits: overtimeLimits(hours, ASSUMED) });
        const row = toCrewItem({ workerId: '3001', worker: undefined, tags: [], notFound: false }, risk);
        // The worker screen marks weekHolding as "this week" and shows weekTotals under it.
        const screenWeek = weekHolding(hours, today);
        expect(row.risk?.week).toBe(screenWeek ? weekTotals(screenWeek).total : undefined);
        expect(hoursThisWeek(hours, today)).toEqual(screenWeek ? weekTotals(screenWeek) : undefined);
        // Outside the stored pay period there is no "this week" to show.
        expect(row.risk?.week === undefined).toBe(offset < 0 || offset > 13);
      }),
    );
  });

  it("week totals are the server's, or the sum of the days when it gave none; the period adds up the weeks", () => {
    fc.assert(
      fc.property(arbWorkerHours, (hours) => {
        const days = hours.weeks.flatMap((w) => w.days);
        const minutes = (pick: (h: (typeof days)[number]['hours']) => number) =>
          days.reduce((n, d) => n + pick(d.hours), 0);
        expect(periodTotals(hours)).toEqual({
          regular: minutes((h) => h.regular),
          overtime: minutes((h) => h.overtime),
          doubleTime: minutes((h) => h.doubleTime),
          total: minutes((h) => h.total),
        });
      }),
    );
  });

  it("trusts the server's week totals over the days when it gives them", () => {
    const week = {
      start: '2026-11-23',
      end: '2026-11-29',
      days: [hoursDay('2026-11-23', { regular: 60, overtime: 0, doubleTime: 0, total: 60 })],
      hours: { regular: 2400, overtime: 120, doubleTime: 0, total: 2520 },
      reasons: { overtimeDaily: false, overtimeWeekly: true, doubleTimeDaily: false, doubleTimeWeekly: false },
      problems: 0,
    };
    expect(weekTotals(week).total).toBe(2520);
  });

  it('says why the server counted overtime, in words', () => {
    expect(
      reasonWords({ overtimeDaily: true, overtimeWeekly: true, doubleTimeDaily: false, doubleTimeWeekly: true }),
    ).toEqual(['daily overtime', 'weekly overtime', 'weekly double time']);
  });

  it('formats minutes as hours and minutes, zero included', () => {
    expect([0, 5, 60, 450, 2525].map(formatHoursMinutes)).toEqual(['0:00', '0:05', '1:00', '7:30', '42:05']);
  });

  it('says why a worker has no hours: not in the worker list, or no UUID there', () => {
    expect(missingUuidReason(worker('AbCdE12345'))).toBeUndefined();
    expect(missingUuidReason(worker(''))).toMatch(/server lists no UUID/);
    expect(missingUuidReason(undefined)).toMatch(/not in the worker list/);
    // The row of a worker the server answered 404 for carries no name and no UUID.
    expect(missingUuidReason({ ...worker('', ''), notFound: true })).toMatch(/not in the worker list/);
  });
});
