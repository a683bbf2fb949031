/**
 * A crew worker's synced hours as the screens show them, pure. The crew row's "this week" and
 * the worker screen's week totals both come from weekTotals, so the two can never disagree.
 */
import { m } from '../../../../preload/i18n';
import type { HoursReasons, HoursSplit, StoredHoursWeek, StoredWorker, StoredWorkerHours } from '../../shared/db/rows';

const ZERO: HoursSplit = { regular: 0, overtime: 0, doubleTime: 0, total: 0 };

const isEmpty = (h: HoursSplit) => h.regular === 0 && h.overtime === 0 && h.doubleTime === 0 && h.total === 0;

function sum(parts: readonly HoursSplit[]): HoursSplit {
  return parts.reduce(
    (a, b) => ({
      regular: a.regular + b.regular,
      overtime: a.overtime + b.overtime,
      doubleTime: a.doubleTime + b.doubleTime,
      total: a.total + b.total,
    }),
    ZERO,
  );
}

/** The server's week totals; the sum of the days when it gave none. */
export function weekTotals(week: StoredHoursWeek): HoursSplit {
  return isEmpty(week.hours) ? sum(week.days.map((d) => d.hours)) : week.hours;
}

/** The pay period's totals as the server gave them; the sum of the weeks when it gave none. */
export function periodTotals(hours: StoredWorkerHours): HoursSplit {
  return isEmpty(hours.period.hours) ? sum(hours.weeks.map(weekTotals)) : hours.period.hours;
}

/** The week of the stored pay period that holds `today` (YYYY-MM-DD). */
export function weekHolding(hours: StoredWorkerHours, today: string): StoredHoursWeek | undefined {
  return hours.weeks.find((w) => w.start <= today && today <= w.end);
}

/**
 * Hours this week: undefined when the stored pay period does not hold today (the hours are
 * from an earlier period and the next sync brings the current one).
 */
export function hoursThisWeek(hours: StoredWorkerHours | undefined, today: string): HoursSplit | undefined {
  const week = hours ? weekHolding(hours, today) : undefined;
  return week ? weekTotals(week) : undefined;
}

/** Why the server counted overtime or double time, in words ("daily overtime"). */
export function reasonWords(r: HoursReasons): string[] {
  return [
    r.overtimeDaily ? m.crew_reason_daily_overtime() : '',
    r.overtimeWeekly ? m.crew_reason_weekly_overtime() : '',
    r.doubleTimeDaily ? m.crew_reason_daily_double() : '',
    r.doubleTimeWeekly ? m.crew_reason_weekly_double() : '',
  ].filter((w) => w !== '');
}

/**
 * Why a crew worker has no hours to show: the summary is asked for by worker UUID, which only
 * the worker list gives. Undefined when the next sync can fetch them.
 */
export function missingUuidReason(worker: StoredWorker | undefined): string | undefined {
  if (worker?.uuid) return undefined;
  if (worker && worker.name !== '') {
    return m.crew_no_uuid_listed();
  }
  return m.crew_no_uuid_unknown();
}
