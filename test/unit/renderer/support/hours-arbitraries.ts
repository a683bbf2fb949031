/** fast-check generators of stored crew hours: pay periods of whole weeks, days in order. */
import fc from 'fast-check';
import type { HoursSplit, StoredHoursDay, StoredHoursWeek, StoredWorkerHours } from '../../../../renderer/src/shared/db/rows';

const NO_REASONS = { overtimeDaily: false, overtimeWeekly: false, doubleTimeDaily: false, doubleTimeWeekly: false };

export const dayString = (epochDay: number) => new Date(epochDay * 86_400_000).toISOString().slice(0, 10);

/** Minutes of one day: mostly none or a shift's worth, now and then a very long day. */
export const arbSplit: fc.Arbitrary<HoursSplit> = fc
  .record({
    regular: fc.integer({ min: 0, max: 8 * 60 }),
    overtime: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4 * 60 })),
    doubleTime: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: 6 * 60 })),
  })
  .map((h) => ({ ...h, total: h.regular + h.overtime + h.doubleTime }));

export function hoursDay(date: string, hours: HoursSplit): StoredHoursDay {
  return { date, label: '', hours, reasons: NO_REASONS, problems: 0, punches: hours.total > 0 ? 2 : 0 };
}

function week(startDay: number, days: HoursSplit[], serverTotals: boolean): StoredHoursWeek {
  const sum = days.reduce(
    (a, b) => ({
      regular: a.regular + b.regular,
      overtime: a.overtime + b.overtime,
      doubleTime: a.doubleTime + b.doubleTime,
      total: a.total + b.total,
    }),
    { regular: 0, overtime: 0, doubleTime: 0, total: 0 },
  );
  return {
    start: dayString(startDay),
    end: dayString(startDay + 6),
    days: days.map((h, i) => hoursDay(dayString(startDay + i), h)),
    // The server's week_stats, or none (the app then adds up the days).
    hours: serverTotals ? sum : { regular: 0, overtime: 0, doubleTime: 0, total: 0 },
    reasons: NO_REASONS,
    problems: 0,
  };
}

/** Two weeks from a Monday in 2026; `firstDay` is that Monday's epoch day. */
export const arbWorkerHours: fc.Arbitrary<StoredWorkerHours> = fc
  .record({
    monday: fc.integer({ min: 0, max: 50 }).map((n) => 20_458 + n * 7),
    weeks: fc.array(fc.tuple(fc.array(arbSplit, { minLength: 7, maxLength: 7 }), fc.boolean()), {
      minLength: 2,
      maxLength: 2,
    }),
  })
  .map(({ monday, weeks }) => {
    const built = weeks.map(([days, serverTotals], i) => week(monday + i * 7, days, serverTotals));
    return {
      workerId: '3001',
      uuid: 'AbCdE12345',
      periodStart: built[0]!.start,
      periodEnd: built[1]!.end,
      weeks: built,
      period: {
        hours: { regular: 0, overtime: 0, doubleTime: 0, total: 0 },
        reasons: NO_REASONS,
        problems: 0,
        openPunches: 0,
        pendingPunches: 0,
      },
      dailyOvertimeAfter: undefined,
      dailyDoubleTimeAfter: undefined,
      openShifts: [],
    };
  });
