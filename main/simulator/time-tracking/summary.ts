/**
 * The WorkerTimeTrackingSummary of one worker for the pay period holding a date, in the raw
 * shape the service sends: each `week` object mixes one key per day with keyArray, extraData,
 * week_stats, punches and days_worked.
 */
import type { ClientRecord, EventAdmin, WorkerRecord } from '../types.js';
import { dayString, longNice, shortNice } from '../time.js';
import { splitShift } from './overtime.js';
import { buildPunch } from './punch.js';
import { workedShifts, type ScheduleContext, type WorkedShift } from './schedule.js';
import { GroupMap, hm, Tally } from './tally.js';

export interface SummaryContext extends ScheduleContext {
  clientsById: ReadonlyMap<string, ClientRecord>;
  fallbackManager: EventAdmin;
  /** A Monday that starts a pay period; periods repeat every 14 days from it. */
  periodAnchor: number;
}

/** Totals a day, a week and the pay period all keep. */
class Period {
  readonly tally = new Tally();
  readonly ot = { daily: false, weekly: false };
  readonly dt = { daily: false, weekly: false };
  /** Worked time per payroll group: the `wages` list. */
  readonly wages = new GroupMap();
  problems = 0;
  daysWorked = 0;
  totalPunches = 0;
  pendingPunches = 0;

  absorb(other: Period): void {
    this.tally.add(other.tally, other.tally.punches);
    for (const r of ['daily', 'weekly'] as const) {
      this.ot[r] ||= other.ot[r];
      this.dt[r] ||= other.dt[r];
    }
    this.wages.absorb(other.wages);
    this.problems += other.problems;
    this.daysWorked += other.daysWorked;
    this.totalPunches += other.totalPunches;
    this.pendingPunches += other.pendingPunches;
  }

  /** PeriodStats as week_stats has them (pay_period_stats adds five counters). */
  stats() {
    const t = this.tally;
    const wages = Object.values(this.wages.toJSON()).map((g) => {
      const w = g as { total_hours: number; total_minutes: number };
      return { hours: w.total_hours, minutes: w.total_minutes };
    });
    return {
      ...t.hours(),
      ot_reason: { ...this.ot },
      dt_reason: { ...this.dt },
      ...hm(t.regular, 'r_'),
      ...hm(t.ot, 'r_ot_'),
      ...hm(t.dt, 'r_dt_'),
      problems: this.problems,
      days_worked: this.daysWorked,
      total_punches: this.totalPunches,
      wages,
      min_hours_additional: 0,
      min_minutes_additional: 0,
      ...hm(t.total, 'finalized_'),
      premium_hours: 0,
      premium_minutes: 0,
      premium_dt_hours: 0,
      premium_dt_minutes: 0,
    };
  }
}

interface WeekRun {
  /** Regular minutes worked so far this week (weekly overtime starts past 40 hours). */
  regular: number;
  punches: unknown[];
}

/** One day: its DayEntry, its totals, and its punches appended to the week's. */
function buildDay(
  ctx: SummaryContext,
  worker: WorkerRecord,
  day: number,
  shifts: readonly WorkedShift[],
  week: WeekRun,
) {
  const totals = new Period();
  const groups = {
    payroll_groups: new GroupMap(),
    client: new GroupMap(),
    client_payroll_group: new GroupMap(),
    client_payroll_group_erf: new GroupMap(),
    linkedEventsGroup: new GroupMap(),
  };
  let dayBefore = 0;
  let tooEarly = false;
  let tooLate = false;
  for (const [i, s] of shifts.entries()) {
    const total = s.end - s.start;
    const split = splitShift(total, dayBefore, week.regular);
    dayBefore += total;
    week.regular += split.regular;
    const minutes = { total, regular: split.regular, ot: split.ot, dt: split.dt };
    // Unique per worker, day and shift: day number, worker position, then in/out.
    const prefix = `${day}${String(worker.index).padStart(5, '0')}`;
    const ids = [`${prefix}${i * 2}`, `${prefix}${i * 2 + 1}`];
    const event = s.event.summary;
    const client = ctx.clientsById.get(event.client_id);
    const manager = s.event.admins[0] ?? ctx.fallbackManager;
    ids.forEach((id, n) =>
      week.punches.push(
        buildPunch({
          id,
          worker,
          client,
          manager,
          shift: s,
          clockIn: n === 0,
          firstOfDay: i === 0,
          punchIds: ids,
          hours: minutes,
        }),
      ),
    );

    totals.tally.add(minutes, ids);
    totals.ot.daily ||= split.dailyOt;
    totals.ot.weekly ||= split.weeklyOt;
    totals.dt.daily ||= split.dailyDt;
    totals.totalPunches += 2;
    if (s.pending) {
      totals.problems += 1;
      totals.pendingPunches += 2;
    }
    tooEarly ||= s.start < s.scheduledStart - 5;
    tooLate ||= s.start > s.scheduledStart + 5;

    const pg = s.payrollGroup;
    const customer = { client_invoice_customer_id: `QB-${event.client_id}` };
    const pgLabels = { payroll_item_id: pg.payroll_item_id, invoice_cost: pg.cost };
    const erfLabels = { ...pgLabels, ...customer, erf_id: `${event.id}${String(s.scheduledStart).padStart(4, '0')}` };
    groups.payroll_groups.add(pg.id, pgLabels, minutes, ids);
    groups.client.add(event.client_id, customer, minutes, ids);
    groups.client_payroll_group.add(`${event.client_id}_${pg.id}`, { ...pgLabels, ...customer }, minutes, ids);
    groups.client_payroll_group_erf.add(`${event.client_id}_${pg.id}_${erfLabels.erf_id}`, erfLabels, minutes, ids);
    groups.linkedEventsGroup.add(event.id, erfLabels, minutes, ids);
    totals.wages.add(pg.id, {}, minutes, ids);
  }
  totals.daysWorked = totals.tally.total > 0 ? 1 : 0;
  const entry = {
    punches: totals.tally.punches,
    stats: {
      ...totals.tally.hours(),
      punches: totals.tally.punches,
      ot_reason: totals.ot,
      dt_reason: totals.dt,
      problems: totals.problems,
      ...Object.fromEntries(Object.entries(groups).map(([name, g]) => [name, g.toJSON()])),
    },
    too_early: tooEarly,
    too_late: tooLate,
    worked: totals.daysWorked === 1,
  };
  return { entry, totals };
}

function buildWeek(
  ctx: SummaryContext,
  worker: WorkerRecord,
  weekStart: number,
  byDay: ReadonlyMap<number, WorkedShift[]>,
) {
  const totals = new Period();
  const run: WeekRun = { regular: 0, punches: [] };
  const week: Record<string, unknown> = {};
  const keyArray: string[] = [];
  const extraData: Record<string, { niceDate: string }> = {};
  for (let d = weekStart; d < weekStart + 7; d++) {
    const key = dayString(d);
    const day = buildDay(ctx, worker, d, byDay.get(d) ?? [], run);
    week[key] = day.entry;
    keyArray.push(key);
    extraData[key] = { niceDate: shortNice(d) };
    totals.absorb(day.totals);
  }
  Object.assign(week, {
    keyArray,
    extraData,
    week_stats: totals.stats(),
    punches: run.punches,
    days_worked: totals.daysWorked,
  });
  return {
    totals,
    json: {
      start_of_week: dayString(weekStart),
      end_of_week: dayString(weekStart + 6),
      start_of_week_nice: shortNice(weekStart),
      end_of_week_nice: shortNice(weekStart + 6),
      week,
    },
  };
}

/** `now` in minutes since day 0: a shift counts once it is over, so no hours lie after now. */
export function buildSummary(ctx: SummaryContext, worker: WorkerRecord, day: number, now: number) {
  const start = ctx.periodAnchor + Math.floor((day - ctx.periodAnchor) / 14) * 14;
  const byDay = new Map<number, WorkedShift[]>();
  for (const s of workedShifts(ctx, worker.index, start)) {
    if (s.day * 1440 + s.end <= now) byDay.set(s.day, [...(byDay.get(s.day) ?? []), s]);
  }
  const period = new Period();
  const weeks = [start, start + 7].map((weekStart) => {
    const week = buildWeek(ctx, worker, weekStart, byDay);
    period.absorb(week.totals);
    return week.json;
  });
  return {
    weeks,
    pay_period_stats: {
      ...period.stats(),
      modify_punches: 0,
      delete_punches: 0,
      open_punches: 0,
      pending_punches: period.pendingPunches,
      pending_reimbursements: 0,
    },
    start: longNice(start),
    start_basic: dayString(start),
    end: longNice(start + 13),
    end_basic: dayString(start + 13),
  };
}
