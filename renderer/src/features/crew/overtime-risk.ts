/**
 * Overtime risk of one crew worker, pure, from the synced hours and an injected "now": are they
 * in or near daily or weekly overtime or double time, and where they are clocked into a shift,
 * what they reach if they work it to its scheduled end. The server's counted hours and the
 * cutoffs it applied win; where it gave none, the settings' limits stand in and are named as
 * local assumptions.
 */
import type { StoredWorkerHours } from '../../shared/db/rows';
import { formatHoursMinutes, formatWallTime, m } from '../../../../preload/i18n';
import { hoursThisWeek, weekHolding } from './hours-view';
import { shiftMinutes, toShiftTime } from '../../shared/shift-time';

/** This close to a limit (minutes) counts as near it: about an hour of a day, half a shift of a week. */
export const NEAR_DAILY = 60;
export const NEAR_WEEKLY = 4 * 60;

export interface OvertimeLimits {
  /** Minutes a day, a week, past which time is overtime; a day past which it is double time. */
  dailyOvertime: number;
  weeklyOvertime: number;
  dailyDoubleTime: number | undefined;
  /** Limits that are this app's assumptions (settings), not the server's own cutoffs. */
  assumed: { dailyOvertime: boolean; weeklyOvertime: boolean };
}

export interface AssumedLimits {
  overtimeDailyHours: number;
  overtimeWeeklyHours: number;
}

/**
 * The server's daily cutoffs where its punches carry them; the settings otherwise. It gives no
 * weekly cutoff, so the weekly limit is always the settings' (and no double time is assumed).
 */
export function overtimeLimits(hours: StoredWorkerHours | undefined, assumed: AssumedLimits): OvertimeLimits {
  const daily = hours?.dailyOvertimeAfter;
  return {
    dailyOvertime: daily ?? Math.round(assumed.overtimeDailyHours * 60),
    weeklyOvertime: Math.round(assumed.overtimeWeeklyHours * 60),
    dailyDoubleTime: hours?.dailyDoubleTimeAfter,
    assumed: { dailyOvertime: daily === undefined, weeklyOvertime: true },
  };
}

export type RiskLevel = 'double-time' | 'overtime' | 'near' | 'none';
export const RISK_WORDS: Record<Exclude<RiskLevel, 'none'>, () => string> = {
  'double-time': m.crew_risk_double_time,
  overtime: m.crew_risk_overtime,
  near: m.crew_risk_near,
};
const RANK: Record<RiskLevel, number> = { none: 0, near: 1, overtime: 2, 'double-time': 3 };
const higher = (a: RiskLevel, b: RiskLevel): RiskLevel => (RANK[b] > RANK[a] ? b : a);

export interface Projection {
  /** Minutes today and this week if the open shifts are worked to their scheduled end. */
  today: number;
  week: number;
  /** The latest scheduled end, "YYYY-MM-DD HH:mm:ss". */
  until: string;
}

export interface OvertimeRisk {
  level: RiskLevel;
  /** One plain sentence per finding, the highest first. */
  findings: string[];
  /** Minutes worked today and this week as stored; undefined outside the stored pay period. */
  today: number | undefined;
  week: number | undefined;
  /** Undefined when the shifts still to work today are not known: `projectionNote` says why. */
  projection: Projection | undefined;
  projectionNote: string;
}

export interface RiskInput {
  hours: StoredWorkerHours | undefined;
  /** The machine's local now, "YYYY-MM-DD HH:mm:ss" (toShiftTime). */
  now: string;
  /** When the hours were fetched, in the same form: the server counted open shifts up to then. */
  asOf: string;
  limits: OvertimeLimits;
}

const assumedWord = (limit: string, assumed: boolean) => (assumed ? m.crew_local_assumption({ limit }) : limit);

/** Minutes of the open shifts of `day` still to work after `from`. */
function remaining(hours: StoredWorkerHours, day: string, from: string): { minutes: number; until: string } {
  let minutes = 0;
  let until = '';
  for (const shift of hours.openShifts) {
    if (!shift.clockedIn.startsWith(day) || shift.scheduledEnd <= from) continue;
    const start = shift.clockedIn > from ? shift.clockedIn : from;
    minutes += shiftMinutes(start, shift.scheduledEnd) ?? 0;
    if (shift.scheduledEnd > until) until = shift.scheduledEnd;
  }
  return { minutes, until };
}

interface Finding {
  level: RiskLevel;
  text: string;
}

/** What the worked minutes say against one limit. */
function against(minutes: number, limit: number, near: number, words: { past: string; near: string }): Finding[] {
  if (minutes > limit) return [{ level: 'overtime', text: words.past }];
  if (minutes >= limit - near) return [{ level: 'near', text: words.near }];
  return [];
}

/** Limits the rest of today's open shifts would take them past: a risk, not yet overtime. */
function projectedFindings(
  p: Projection,
  today: number,
  week: number,
  limits: OvertimeLimits,
  words: { dailyLimit: string; weeklyLimit: string },
): Finding[] {
  const crossings: [number, number, number | undefined, string][] = [
    [today, p.today, limits.dailyOvertime, words.dailyLimit],
    [week, p.week, limits.weeklyOvertime, words.weeklyLimit],
    [today, p.today, limits.dailyDoubleTime, m.crew_a_day_double({ hours: formatHoursMinutes(limits.dailyDoubleTime ?? 0) })],
  ];
  return crossings
    .filter(([now, then, limit]) => limit !== undefined && now <= limit && then > limit)
    .map(([, , , limit]) => ({ level: 'near' as const, text: m.crew_would_pass({ limit }) }));
}

export function overtimeRisk(input: RiskInput): OvertimeRisk {
  const { hours, limits } = input;
  const day = input.now.slice(0, 10);
  const dayRow = hours ? weekHolding(hours, day)?.days.find((d) => d.date === day) : undefined;
  const week = hoursThisWeek(hours, day);
  const today = dayRow?.hours.total;
  const findings: Finding[] = [];

  // What the server counted: authoritative, whatever the limits.
  if ((dayRow?.hours.doubleTime ?? 0) > 0) findings.push({ level: 'double-time', text: m.crew_in_double_today() });
  else if ((week?.doubleTime ?? 0) > 0) findings.push({ level: 'double-time', text: m.crew_double_this_week() });
  if ((dayRow?.hours.overtime ?? 0) > 0) findings.push({ level: 'overtime', text: m.crew_in_overtime_today() });
  else if ((week?.overtime ?? 0) > 0) findings.push({ level: 'overtime', text: m.crew_overtime_this_week() });

  const dailyLimit = assumedWord(
    m.crew_a_day({ hours: formatHoursMinutes(limits.dailyOvertime) }),
    limits.assumed.dailyOvertime,
  );
  const weeklyLimit = assumedWord(
    m.crew_a_week({ hours: formatHoursMinutes(limits.weeklyOvertime) }),
    limits.assumed.weeklyOvertime,
  );
  if (today !== undefined) {
    findings.push(
      ...against(today, limits.dailyOvertime, NEAR_DAILY, {
        past: m.crew_today_past({ hours: formatHoursMinutes(today), limit: dailyLimit }),
        near: m.crew_today_near({ hours: formatHoursMinutes(today), limit: dailyLimit }),
      }),
    );
  }
  if (week !== undefined) {
    findings.push(
      ...against(week.total, limits.weeklyOvertime, NEAR_WEEKLY, {
        past: m.crew_week_past({ hours: formatHoursMinutes(week.total), limit: weeklyLimit }),
        near: m.crew_week_near({ hours: formatHoursMinutes(week.total), limit: weeklyLimit }),
      }),
    );
  }

  let projection: Projection | undefined;
  let projectionNote: string;
  const left = hours && today !== undefined && week ? remaining(hours, day, input.asOf) : undefined;
  if (!left || left.minutes === 0) {
    projectionNote = m.crew_cannot_project();
  } else {
    projection = { today: today! + left.minutes, week: week!.total + left.minutes, until: left.until };
    projectionNote = m.crew_projection({
      until: formatWallTime(left.until),
      today: formatHoursMinutes(projection.today),
      week: formatHoursMinutes(projection.week),
    });
    findings.push(...projectedFindings(projection, today!, week!.total, limits, { dailyLimit, weeklyLimit }));
  }

  findings.sort((a, b) => RANK[b.level] - RANK[a.level]);
  return {
    level: findings.reduce<RiskLevel>((level, f) => higher(level, f.level), 'none'),
    findings: findings.map((f) => f.text),
    today,
    week: week?.total,
    projection,
    projectionNote,
  };
}

/** The risk as the screens show it: now and the set's `asOf` read in this machine's local time. */
export function riskNow(
  hours: StoredWorkerHours | undefined,
  asOf: string | undefined,
  now: Date,
  assumed: AssumedLimits,
): OvertimeRisk {
  const local = toShiftTime(now);
  return overtimeRisk({
    hours,
    now: local,
    asOf: asOf ? toShiftTime(new Date(asOf)) : local,
    limits: overtimeLimits(hours, assumed),
  });
}
