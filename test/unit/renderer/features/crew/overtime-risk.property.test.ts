// Overtime risk over random pay periods, random open shifts and a random (fake) now.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredWorkerHours } from '../../../../../renderer/src/shared/db/rows';
import { hoursThisWeek } from '../../../../../renderer/src/features/crew/hours-view';
import { formatWallTime } from '../../../../../preload/i18n';
import {
  NEAR_DAILY,
  NEAR_WEEKLY,
  overtimeLimits,
  overtimeRisk,
  type RiskLevel,
} from '../../../../../renderer/src/features/crew/overtime-risk';
import { arbWorkerHours, dayString } from '../../support/hours-arbitraries';

const RANK: Record<RiskLevel, number> = { none: 0, near: 1, overtime: 2, 'double-time': 3 };
const SETTINGS = { overtimeDailyHours: 8, overtimeWeeklyHours: 40 };
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/** A pay period, a day in it, a now on that day, maybe an open shift today, maybe server cutoffs. */
const arbCase = fc
  .record({
    hours: arbWorkerHours,
    dayIndex: fc.integer({ min: 0, max: 13 }),
    nowMinute: fc.integer({ min: 0, max: 23 * 60 }),
    syncedAgo: fc.integer({ min: 0, max: 120 }),
    open: fc.option(
      fc.record({
        startBefore: fc.integer({ min: 0, max: 600 }),
        length: fc.integer({ min: 30, max: 720 }),
        // Now and then a shift left open yesterday: not one of today's.
        daysBack: fc.constantFrom(0, 0, 0, 1),
      }),
    ),
    cutoffs: fc.option(fc.record({ ot: fc.integer({ min: 360, max: 600 }), dt: fc.integer({ min: 600, max: 900 }) })),
  })
  .map(({ hours, dayIndex, nowMinute, syncedAgo, open, cutoffs }) => {
    const first = Date.parse(hours.periodStart) / 86_400_000;
    const day = dayString(first + dayIndex);
    const openDay = dayString(first + dayIndex - (open?.daysBack ?? 0));
    const asOfMinute = Math.max(0, nowMinute - syncedAgo);
    const clockIn = Math.max(0, asOfMinute - (open?.startBefore ?? 0));
    const withExtras: StoredWorkerHours = {
      ...hours,
      dailyOvertimeAfter: cutoffs?.ot,
      dailyDoubleTimeAfter: cutoffs?.dt,
      openShifts: open
        ? [
            {
              clockedIn: `${openDay} ${clock(clockIn)}`,
              scheduledEnd: `${openDay} ${clock(Math.min(clockIn + open.length, 23 * 60 + 59))}`,
            },
          ]
        : [],
    };
    return { hours: withExtras, day, now: `${day} ${clock(nowMinute)}`, asOf: `${day} ${clock(asOfMinute)}` };
  });

const riskOf = (c: { hours: StoredWorkerHours; now: string; asOf: string }) =>
  overtimeRisk({ ...c, limits: overtimeLimits(c.hours, SETTINGS) });

const todayRow = (hours: StoredWorkerHours, day: string) =>
  hours.weeks.flatMap((w) => w.days).find((d) => d.date === day)!;

describe('overtime risk, property-tested', () => {
  it('whatever the server counted as overtime or double time is never hidden', () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        const risk = riskOf(c);
        const week = hoursThisWeek(c.hours, c.day)!;
        const day = todayRow(c.hours, c.day);
        if (week.doubleTime > 0 || day.hours.doubleTime > 0) expect(risk.level).toBe('double-time');
        else if (week.overtime > 0 || day.hours.overtime > 0)
          expect(RANK[risk.level]).toBeGreaterThanOrEqual(RANK.overtime);
        // The week figure is the crew row's, from the one function.
        expect(risk.week).toBe(week.total);
        expect(risk.today).toBe(day.hours.total);
      }),
    );
  });

  it('"none" only far from every limit, with nothing to work today that would cross one', () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        const risk = riskOf(c);
        const limits = overtimeLimits(c.hours, SETTINGS);
        if (risk.level !== 'none') return;
        expect(risk.findings).toEqual([]);
        expect(risk.today!).toBeLessThan(limits.dailyOvertime - NEAR_DAILY);
        expect(risk.week!).toBeLessThan(limits.weeklyOvertime - NEAR_WEEKLY);
        if (risk.projection) {
          expect(risk.projection.today).toBeLessThanOrEqual(limits.dailyOvertime);
          expect(risk.projection.week).toBeLessThanOrEqual(limits.weeklyOvertime);
        }
      }),
    );
  });

  it('within the margin of a limit, or past it, is never "none"', () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        const risk = riskOf(c);
        const limits = overtimeLimits(c.hours, SETTINGS);
        const close =
          risk.today! >= limits.dailyOvertime - NEAR_DAILY || risk.week! >= limits.weeklyOvertime - NEAR_WEEKLY;
        if (close) expect(risk.level).not.toBe('none');
        const today = risk.today!;
        const nearToday = today >= limits.dailyOvertime - NEAR_DAILY && today <= limits.dailyOvertime;
        expect(risk.findings.some((f) => f.includes(' h today, near '))).toBe(nearToday);
        if (risk.today! > limits.dailyOvertime || risk.week! > limits.weeklyOvertime)
          expect(RANK[risk.level]).toBeGreaterThanOrEqual(RANK.overtime);
      }),
    );
  });

  it('more hours today never lower the risk', () => {
    fc.assert(
      fc.property(arbCase, fc.integer({ min: 1, max: 600 }), (c, extra) => {
        const more = structuredClone(c.hours);
        const day = todayRow(more, c.day);
        day.hours = { ...day.hours, regular: day.hours.regular + extra, total: day.hours.total + extra };
        for (const week of more.weeks) {
          if (week.start <= c.day && c.day <= week.end && week.hours.total > 0)
            week.hours = { ...week.hours, regular: week.hours.regular + extra, total: week.hours.total + extra };
        }
        expect(RANK[riskOf({ ...c, hours: more }).level]).toBeGreaterThanOrEqual(RANK[riskOf(c).level]);
      }),
    );
  });

  it('projects only from an open shift today still running after the sync, adding the same minutes to day and week', () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        const risk = riskOf(c);
        const running = c.hours.openShifts.some((s) => s.clockedIn.startsWith(c.day) && s.scheduledEnd > c.asOf);
        expect(risk.projection !== undefined).toBe(running);
        if (!risk.projection) {
          expect(risk.projectionNote).toMatch(/cannot be projected/);
          return;
        }
        const added = risk.projection.today - risk.today!;
        expect(added).toBeGreaterThan(0);
        expect(risk.projection.week - risk.week!).toBe(added);
        expect(risk.projectionNote).toContain(formatWallTime(risk.projection.until));
      }),
    );
  });

  it('names a limit a local assumption exactly when the server gave no cutoff for it', () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        const limits = overtimeLimits(c.hours, SETTINGS);
        expect(limits.assumed.dailyOvertime).toBe(c.hours.dailyOvertimeAfter === undefined);
        expect(limits.dailyOvertime).toBe(c.hours.dailyOvertimeAfter ?? 480);
        for (const text of riskOf(c).findings.filter((f) => f.includes('a day'))) {
          if (text.includes('double time')) continue;
          expect(text.includes('(local assumption)')).toBe(limits.assumed.dailyOvertime);
        }
      }),
    );
  });
});

describe('overtime risk, examples', () => {
  const base = (total: number) =>
    fc.sample(
      arbWorkerHours.map((h) => {
        const hours = structuredClone(h);
        for (const week of hours.weeks) {
          week.hours = { regular: 0, overtime: 0, doubleTime: 0, total: 0 };
          for (const d of week.days) d.hours = { regular: 0, overtime: 0, doubleTime: 0, total: 0 };
        }
        const first = hours.weeks[0]!.days[0]!;
        first.hours = { regular: total, overtime: 0, doubleTime: 0, total };
        return hours;
      }),
      { seed: 1, numRuns: 1 },
    )[0]!;

  it('7:30 worked by a worker without a server cutoff is near the assumed 8 hours', () => {
    const hours = base(450);
    const day = hours.weeks[0]!.days[0]!.date;
    const risk = riskOf({ hours, now: `${day} 15:00:00`, asOf: `${day} 14:50:00` });
    expect(risk.level).toBe('near');
    expect(risk.findings).toEqual(['7:30 h today, near 8:00 h a day (local assumption).']);
    expect(risk.projection).toBeUndefined();
  });

  it('an open shift to 22:00 projects the rest of it from the sync on', () => {
    const hours = { ...base(300), openShifts: [] as StoredWorkerHours['openShifts'] };
    const day = hours.weeks[0]!.days[0]!.date;
    hours.openShifts = [{ clockedIn: `${day} 14:00:00`, scheduledEnd: `${day} 22:00:00` }];
    hours.dailyOvertimeAfter = 480;
    const risk = riskOf({ hours, now: `${day} 19:10:00`, asOf: `${day} 19:00:00` });
    expect(risk.projection).toEqual({ today: 480, week: 480, until: `${day} 22:00:00` });
    expect(risk.level).toBe('none');
    expect(risk.projectionNote).toBe('If they work until 10:00 PM: 8:00 h today, 8:00 h this week.');
    hours.openShifts = [{ clockedIn: `${day} 14:00:00`, scheduledEnd: `${day} 23:00:00` }];
    const later = riskOf({ hours, now: `${day} 19:10:00`, asOf: `${day} 19:00:00` });
    expect(later.level).toBe('near');
    expect(later.findings).toContain('Would pass 8:00 h a day by the end of the shift.');
  });
});
