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

interface Flags {
  daily: boolean;
  weekly: boolean;
}

const none = (): Flags => ({ daily: false, weekly: false });

/** What days and weeks both count, beyond their Tally. */
class Period {
  readonly tally = new Tally();
  readonly ot = none();
  readonly dt = none();
  readonly wages = new GroupMap();
  problems = 0;
  daysWorked = 0;
  totalPunches = 0;

  absorb(other: Period): void {
    this.tally.add(other.tally, other.tally.punches);
    for (const r of ['daily', 'weekly'] as const) {
      this.ot[r] ||= other.ot[r];
      this.dt[r] ||= other.dt[r];
    }
    this.problems += other.problems;
    this.daysWorked += other.daysWorked;
    this.totalPunches += other.totalPunches;
  }

  stats(wages: { hours: number; minutes: number }[]) {
    const t = this.tally;
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

function wageList(g: GroupMap) {
  return Object.values(g.toJSON()).map((v) => {
    const w = v as { total_hours: number; total_minutes: number };
    return { hours: w.total_hours, minutes: w.total_minutes };
  });
}

export function periodStartFor(anchor: number, day: number): number {
  return anchor + Math.floor((day - anchor) / 14) * 14;
}

export function buildSummary(ctx: SummaryContext, worker: WorkerRecord, day: number) {
  const start = periodStartFor(ctx.periodAnchor, day);
  const byDay = new Map<number, WorkedShift[]>();
  for (const s of workedShifts(ctx, worker.index, start)) byDay.set(s.day, [...(byDay.get(s.day) ?? []), s]);

  const period = new Period();
  let pendingPunches = 0;
  const weeks = [0, 7].map((offset) => {
    const weekStart = start + offset;
    const week = new Period();
    const weekObject: Record<string, unknown> = {};
    const keyArray: string[] = [];
    const extraData: Record<string, { niceDate: string }> = {};
    const punches: unknown[] = [];
    let weekRegular = 0;
    for (let d = weekStart; d < weekStart + 7; d++) {
      const key = dayString(d);
      keyArray.push(key);
      extraData[key] = { niceDate: shortNice(d) };
      const day = new Period();
      const groups = { payroll_groups: new GroupMap(), client: new GroupMap(), client_payroll_group: new GroupMap(), client_payroll_group_erf: new GroupMap(), linkedEventsGroup: new GroupMap() };
      let dayBefore = 0;
      let tooEarly = false;
      let tooLate = false;
      for (const [i, s] of (byDay.get(d) ?? []).entries()) {
        const total = s.end - s.start;
        const split = splitShift(total, dayBefore, weekRegular);
        dayBefore += total;
        weekRegular += split.regular;
        const minutes = { total, regular: split.regular, ot: split.ot, dt: split.dt };
        const prefix = `${d}${String(worker.index).padStart(5, '0')}`;
        const ids = [`${prefix}${i * 2}`, `${prefix}${i * 2 + 1}`];
        const client = ctx.clientsById.get(s.event.summary.client_id);
        const manager = s.event.admins[0] ?? ctx.fallbackManager;
        ids.forEach((id, n) => punches.push(buildPunch({ id, worker, client, manager, shift: s, clockIn: n === 0, firstOfDay: i === 0, punchIds: ids, hours: minutes })));

        day.tally.add(minutes, ids);
        day.ot.daily ||= split.dailyOt;
        day.ot.weekly ||= split.weeklyOt;
        day.dt.daily ||= split.dailyDt;
        day.totalPunches += 2;
        if (s.pending) {
          day.problems += 1;
          pendingPunches += 2;
        }
        tooEarly ||= s.start < s.scheduledStart - 5;
        tooLate ||= s.start > s.scheduledStart + 5;

        const pg = s.payrollGroup;
        const clientId = s.event.summary.client_id;
        const customer = `QB-${clientId}`;
        const erf = `${s.event.summary.id}${String(s.scheduledStart).padStart(4, '0')}`;
        const pgLabels = { payroll_item_id: pg.payroll_item_id, invoice_cost: pg.cost };
        groups.payroll_groups.add(pg.id, pgLabels, minutes, ids);
        groups.client.add(clientId, { client_invoice_customer_id: customer }, minutes, ids);
        groups.client_payroll_group.add(`${clientId}_${pg.id}`, { ...pgLabels, client_invoice_customer_id: customer }, minutes, ids);
        const erfLabels = { ...pgLabels, client_invoice_customer_id: customer, erf_id: erf };
        groups.client_payroll_group_erf.add(`${clientId}_${pg.id}_${erf}`, erfLabels, minutes, ids);
        groups.linkedEventsGroup.add(s.event.summary.id, erfLabels, minutes, ids);
        week.wages.add(pg.id, {}, minutes, ids);
        period.wages.add(pg.id, {}, minutes, ids);
      }
      day.daysWorked = day.tally.total > 0 ? 1 : 0;
      weekObject[key] = {
        punches: day.tally.punches,
        stats: {
          ...day.tally.hours(),
          punches: day.tally.punches,
          ot_reason: day.ot,
          dt_reason: day.dt,
          problems: day.problems,
          ...Object.fromEntries(Object.entries(groups).map(([name, g]) => [name, g.toJSON()])),
        },
        too_early: tooEarly,
        too_late: tooLate,
        worked: day.daysWorked === 1,
      };
      week.absorb(day);
    }
    period.absorb(week);
    Object.assign(weekObject, { keyArray, extraData, week_stats: week.stats(wageList(week.wages)), punches, days_worked: week.daysWorked });
    return {
      start_of_week: dayString(weekStart),
      end_of_week: dayString(weekStart + 6),
      start_of_week_nice: shortNice(weekStart),
      end_of_week_nice: shortNice(weekStart + 6),
      week: weekObject,
    };
  });

  return {
    weeks,
    pay_period_stats: {
      ...period.stats(wageList(period.wages)),
      modify_punches: 0,
      delete_punches: 0,
      open_punches: 0,
      pending_punches: pendingPunches,
      pending_reimbursements: 0,
    },
    start: longNice(start),
    start_basic: dayString(start),
    end: longNice(start + 13),
    end_basic: dayString(start + 13),
  };
}
