/** Running totals of worked minutes, reported the way the service reports hours. */
import { hoursMinutes } from './overtime.js';

export interface Minutes {
  total: number;
  regular: number;
  ot: number;
  dt: number;
}

/** `{ [prefix]hours, [prefix]minutes }` for a number of minutes. */
export function hm(total: number, prefix = ''): Record<string, number> {
  const { hours, minutes } = hoursMinutes(total);
  return { [`${prefix}hours`]: hours, [`${prefix}minutes`]: minutes };
}

export class Tally implements Minutes {
  total = 0;
  regular = 0;
  ot = 0;
  dt = 0;
  readonly punches: string[] = [];

  add(m: Minutes, punchIds: readonly string[]): void {
    this.total += m.total;
    this.regular += m.regular;
    this.ot += m.ot;
    this.dt += m.dt;
    this.punches.push(...punchIds);
  }

  /** The eight hour fields every stats and group object carries. */
  hours(): Record<string, number> {
    return { ...hm(this.total, 'total_'), ...hm(this.regular), ...hm(this.ot, 'ot_'), ...hm(this.dt, 'dt_') };
  }
}

/** One of the DayStats group maps (payroll_groups, client, …): a Tally per key plus its labels. */
export class GroupMap {
  readonly #groups = new Map<string, { tally: Tally; labels: Record<string, string> }>();

  add(key: string, labels: Record<string, string>, m: Minutes, punchIds: readonly string[]): void {
    let group = this.#groups.get(key);
    if (!group) {
      group = { tally: new Tally(), labels };
      this.#groups.set(key, group);
    }
    group.tally.add(m, punchIds);
  }

  /** Adds another map's groups into this one. */
  absorb(other: GroupMap): void {
    for (const [key, { tally, labels }] of other.#groups) this.add(key, labels, tally, tally.punches);
  }

  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [key, { tally, labels }] of this.#groups)
      out[key] = { ...tally.hours(), punches: tally.punches, ...labels };
    return out;
  }
}
