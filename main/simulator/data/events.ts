/**
 * Events with their shifts and admins. Shifts cover the cases a supervisor must see: full,
 * short, overfilled and overnight (ending the next morning, before the start time of day).
 */
import { Rng } from '../random.js';
import { dayString, stamp } from '../time.js';
import type { EventAdmin, EventRecord, EventShift } from '../types.js';
import { AREAS, EVENT_KINDS, SHIFT_COMMENTS, SKILLSETS, VENUES } from './catalog.js';

export interface EventOptions {
  seed: number;
  count: number;
  /** A fixed number of shifts per event (benchmarks); otherwise 8 to 60. */
  shiftsPerEvent?: number | undefined;
  today: number;
  clientIds: readonly string[];
  admins: readonly EventAdmin[];
}

type Staffing = 'full' | 'short' | 'over';

const FIRST_EVENT_ID = 1001;
const FIRST_SHIFT_ID = 20_001;
/** The first event shows every kind of shift up front, whatever the seed. */
const FORCED: readonly { staffing: Staffing; overnight: boolean }[] = [
  { staffing: 'full', overnight: false },
  { staffing: 'short', overnight: false },
  { staffing: 'over', overnight: false },
  { staffing: 'short', overnight: true },
];

function staffing(rng: Rng): Staffing {
  const r = rng.next();
  return r < 0.45 ? 'full' : r < 0.87 ? 'short' : 'over';
}

function filledFor(rng: Rng, kind: Staffing, quantity: number): number {
  if (kind === 'full') return quantity;
  if (kind === 'over') return quantity + rng.int(1, 2);
  return rng.int(0, quantity - 1);
}

function makeShift(rng: Rng, id: number, eventId: string, day: number, forced?: (typeof FORCED)[number]): EventShift {
  const overnight = forced?.overnight ?? rng.chance(0.1);
  // Half-hour call times; overnight shifts start 20:00-23:00 and run 7-9 hours past midnight.
  const start = overnight ? rng.int(40, 46) * 30 : rng.int(12, 36) * 30;
  const length = overnight ? rng.int(14, 18) * 30 : rng.int(8, 20) * 30;
  const skill = rng.pick(SKILLSETS);
  const skillsets = rng.chance(0.15)
    ? [skill, rng.pick(SKILLSETS)].filter((s, i, all) => all.indexOf(s) === i)
    : [skill];
  const quantity = rng.int(1, 12);
  const alternateQuantity = rng.chance(0.4) ? rng.int(1, 3) : 0;
  return {
    id: String(id),
    event_id: eventId,
    custom_name: `${skill.name} - ${rng.pick(AREAS)}`,
    start_time: stamp(day, start),
    end_time: stamp(day, start + length),
    skillsets,
    quantity,
    filled: filledFor(rng, forced?.staffing ?? staffing(rng), quantity),
    alternate_quantity: alternateQuantity,
    alternate_filled: rng.int(0, alternateQuantity),
    comments: rng.pick(SHIFT_COMMENTS),
  };
}

/** Events the generator always dates today. */
const TODAY_EVENTS = 2;

export function generateEvents(o: EventOptions): EventRecord[] {
  const rng = Rng.for(o.seed, 'events');
  // Dates first, so ids can rise with the date like a real calendar's.
  // The first two run today, so the demo's "Today" is never empty (their draws are still
  // taken, so every later value stays as it was for the seed).
  const days = Array.from({ length: o.count }, (_, i) => {
    const day = o.today + rng.int(-3, 45);
    return i < TODAY_EVENTS ? o.today : day;
  }).sort((a, b) => a - b);
  let shiftId = FIRST_SHIFT_ID;
  return days.map((day, i) => {
    const id = String(FIRST_EVENT_ID + i);
    const kind = rng.pick(EVENT_KINDS);
    const name = kind.name(rng.pick(kind.subjects));
    const venue = rng.pick(VENUES);
    const count = o.shiftsPerEvent ?? rng.int(8, 60);
    const shifts = Array.from({ length: count }, (_, s) =>
      makeShift(rng, shiftId++, id, day, i === 0 ? FORCED[s] : undefined),
    );
    return {
      summary: {
        id,
        // The service's listing carries both names; here they are the same id.
        event_id: id,
        name,
        date: dayString(day),
        client_id: rng.pick(o.clientIds),
        location: { location: venue.name, addy_city: venue.city },
      },
      shifts,
      admins: rng.sample(o.admins, rng.int(2, 5)).sort((a, b) => a.id - b.id),
    };
  });
}
