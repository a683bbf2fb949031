/**
 * A worker summary (GET /time-tracking/worker-summary) into the one stored row of a crew
 * worker's hours: whole minutes, reasons as four flags, days in the server's keyArray order.
 */
import {
  splitTime,
  type HoursReasons,
  type HoursSplit,
  type StoredHoursDay,
  type StoredHoursWeek,
  type StoredWorkerHours,
} from '../../../preload/contract.js';
import type { DayStats, Punch, Week, WorkerTimeTrackingSummary } from '../api/time-tracking-schema.js';

interface HourFields {
  total_hours?: number | undefined;
  total_minutes?: number | undefined;
  hours?: number | undefined;
  minutes?: number | undefined;
  ot_hours?: number | undefined;
  ot_minutes?: number | undefined;
  dt_hours?: number | undefined;
  dt_minutes?: number | undefined;
}

interface Reasons {
  ot_reason?: { daily?: boolean | undefined; weekly?: boolean | undefined } | undefined;
  dt_reason?: { daily?: boolean | undefined; weekly?: boolean | undefined } | undefined;
}

/** Hours plus minutes as whole minutes; absent, negative or unreadable time counts as none. */
function minutes(hours: number | undefined, mins: number | undefined): number {
  const total = Math.round((hours ?? 0) * 60 + (mins ?? 0));
  return Number.isFinite(total) && total > 0 ? total : 0;
}

const count = (v: number | undefined): number => (v !== undefined && Number.isFinite(v) && v > 0 ? Math.round(v) : 0);

export function hoursSplit(f: HourFields | undefined): HoursSplit {
  return {
    regular: minutes(f?.hours, f?.minutes),
    overtime: minutes(f?.ot_hours, f?.ot_minutes),
    doubleTime: minutes(f?.dt_hours, f?.dt_minutes),
    total: minutes(f?.total_hours, f?.total_minutes),
  };
}

function reasons(r: Reasons | undefined): HoursReasons {
  return {
    overtimeDaily: r?.ot_reason?.daily === true,
    overtimeWeekly: r?.ot_reason?.weekly === true,
    doubleTimeDaily: r?.dt_reason?.daily === true,
    doubleTimeWeekly: r?.dt_reason?.weekly === true,
  };
}

function day(week: Week['week'], date: string): StoredHoursDay {
  const entry = week.days[date];
  const stats: DayStats | undefined = entry?.stats;
  return {
    date,
    label: (week.extraData?.[date]?.niceDate ?? '').trim(),
    hours: hoursSplit(stats),
    reasons: reasons(stats),
    problems: count(stats?.problems),
    punches: (stats?.punches ?? entry?.punches ?? []).length,
  };
}

function week(w: Week): StoredHoursWeek {
  const days = w.week.keyArray.map((date) => day(w.week, date));
  const stats = w.week.week_stats;
  return {
    start: w.start_of_week ?? days[0]?.date ?? '',
    end: w.end_of_week ?? days.at(-1)?.date ?? '',
    days,
    hours: hoursSplit(stats),
    reasons: reasons(stats),
    problems: count(stats?.problems),
  };
}

/** The first cutoff a punch gives, in minutes: the server writes hours as text ("8", "7.5"). */
function cutoff(punches: readonly Punch[], field: 'daily_overtime_cutoff' | 'daily_doubletime_cutoff') {
  for (const punch of punches) {
    const hours = Number.parseFloat(punch[field] ?? '');
    if (Number.isFinite(hours) && hours > 0) return Math.round(hours * 60);
  }
  return undefined;
}

/** Clock-ins still open, with the scheduled end of their shift; unreadable ones left out. */
function openShifts(punches: readonly Punch[]): StoredWorkerHours['openShifts'] {
  return punches
    .filter((p) => p.open === '1' && splitTime(p.punch_datetime ?? '') && splitTime(p.ern_end ?? ''))
    .map((p) => ({ clockedIn: p.punch_datetime ?? '', scheduledEnd: p.ern_end ?? '' }));
}

export function normaliseWorkerHours(workerId: string, uuid: string, s: WorkerTimeTrackingSummary): StoredWorkerHours {
  const weeks = s.weeks.map(week);
  const punches = s.weeks.flatMap((w) => w.week.punches);
  const p = s.pay_period_stats;
  return {
    workerId,
    uuid,
    periodStart: s.start_basic ?? weeks[0]?.start ?? '',
    periodEnd: s.end_basic ?? weeks.at(-1)?.end ?? '',
    weeks,
    period: {
      hours: hoursSplit(p),
      reasons: reasons(p),
      problems: count(p?.problems),
      openPunches: count(p?.open_punches),
      pendingPunches: count(p?.pending_punches),
    },
    dailyOvertimeAfter: cutoff(punches, 'daily_overtime_cutoff'),
    dailyDoubleTimeAfter: cutoff(punches, 'daily_doubletime_cutoff'),
    openShifts: openShifts(punches),
  };
}
