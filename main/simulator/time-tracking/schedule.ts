/**
 * What a worker actually worked in one pay period (two weeks from a Monday), drawn from the
 * seed, the worker and the period so a repeated request answers the same. Five work patterns,
 * picked by the worker's position, make sure some workers earn daily overtime, double time
 * and weekly overtime while others earn none.
 */
import { AREAS, SKILLSETS } from '../data/catalog.js';
import { Rng } from '../random.js';
import type { EventRecord, PayrollGroup } from '../types.js';

export interface WorkedShift {
  day: number;
  /** Minutes since midnight. */
  scheduledStart: number;
  scheduledEnd: number;
  start: number;
  end: number;
  event: EventRecord;
  role: string;
  area: string;
  payrollGroup: PayrollGroup;
  /** Awaiting approval (status "0"). */
  pending: boolean;
}

export interface ScheduleContext {
  seed: number;
  events: readonly EventRecord[];
  payrollGroups: readonly PayrollGroup[];
}

/** Weekday (0 = Monday) and the lengths, in minutes, of that day's shifts. */
type Plan = { weekday: number; lengths: number[] }[];

function weekPlan(rng: Rng, pattern: number): Plan {
  const days = (list: number[], length: () => number) =>
    list.sort((a, b) => a - b).map((weekday) => ({ weekday, lengths: [length()] }));
  switch (pattern) {
    case 0: {
      // Six long days, one past 12 hours: daily overtime, double time and weekly overtime.
      const plan = days([0, 1, 2, 3, 4, 5], () => rng.pick([600, 630, 690, 750, 780, 810]));
      const wednesday = plan[2];
      if (wednesday) wednesday.lengths = [780];
      return plan;
    }
    case 1:
      return days(rng.sample([0, 1, 2, 3, 4, 5, 6], 4), () => rng.int(19, 22) * 30);
    case 2:
      return days([0, 1, 2, 3, 4], () => rng.pick([450, 480]));
    case 3:
      return days(rng.sample([0, 1, 2, 3, 4, 5, 6], 3), () => rng.int(8, 12) * 30);
    default: {
      // Six 8-hour days (weekly overtime), one of them split over two events.
      const plan = days([0, 1, 2, 3, 4, 5], () => 480);
      const split = plan[rng.int(0, plan.length - 1)];
      if (split) split.lengths = [240, 270];
      return plan;
    }
  }
}

function groupFor(skillId: number, groups: readonly PayrollGroup[]): PayrollGroup {
  const index = skillId === 2 ? 1 : skillId === 9 ? 2 : 0;
  const group = groups[index] ?? groups[0];
  if (!group) throw new Error('no payroll groups');
  return group;
}

export function workedShifts(ctx: ScheduleContext, workerIndex: number, periodStart: number): WorkedShift[] {
  const rng = Rng.for(ctx.seed, `punches:${workerIndex}:${periodStart}`);
  const pattern = workerIndex % 5;
  const worked: WorkedShift[] = [];
  for (let week = 0; week < 2; week++) {
    for (const { weekday, lengths } of weekPlan(rng, pattern)) {
      let scheduledStart = pattern === 0 ? rng.int(12, 16) * 30 : rng.int(14, 26) * 30;
      for (const length of lengths) {
        // Drawn from the catalogue, not the event's live shifts, so office edits never change past punches.
        const event = rng.pick(ctx.events);
        const skill = rng.pick(SKILLSETS);
        const start = scheduledStart + rng.int(-12, 12);
        worked.push({
          day: periodStart + week * 7 + weekday,
          scheduledStart,
          scheduledEnd: scheduledStart + length,
          start,
          end: scheduledStart + length + rng.int(-6, 9),
          event,
          role: skill.name,
          area: rng.pick(AREAS),
          payrollGroup: groupFor(skill.id, ctx.payrollGroups),
          pending: rng.chance(0.05),
        });
        scheduledStart += length + 60;
      }
    }
  }
  return worked;
}
