/**
 * The order a sync fetches its sets in: what the supervisor needs now first, so a venue's
 * network that lasts fifteen seconds is spent on it. The status of orders first; then the events
 * running or starting within 24 hours (their shifts, then their admins), then today's crew
 * hours; then the events of the next days, nearest first; then the rest (discovery lists,
 * orderables, contacts, tasks, tags), events further out, and past events last.
 *
 * A sync cut off part way keeps what it fetched; the next one in the same chain resumes: it reads
 * only what the chain has not fetched yet (readInChain), today's sets too unless the chain
 * fetched them more than a few minutes ago. So no set is fetched twice before every set has
 * been fetched once, and a venue's network between two drops is spent on what was missed.
 */

import { eventTiming, type EventWindow } from '../../../preload/contract.js';

export type { EventWindow };

export interface OrderContext {
  /** Now, in the shift-time form (toShiftTime). */
  now: string;
  /** The followed events' windows as far as known; an unknown event counts as near. */
  windows: ReadonlyMap<string, EventWindow>;
  /** When each set was last fetched (ISO), as far as main knows. */
  fetchedAt: ReadonlyMap<string, string>;
  /** Sets fetched at or after it were fetched by this chain of cut syncs: they wait for the rest. */
  freshSince: string | undefined;
  /**
   * In a chain, today's sets fetched before it (ISO) are read again: a chain that never ends at
   * a venue still refreshes what the supervisor watches. Undefined: only what the chain missed.
   */
  recheckTodayBefore?: string | undefined;
}

/** The priority classes, most important first. */
export const PRIORITY = [
  'orders',
  'today-shifts',
  'today-admins',
  'crew-hours',
  'near',
  'rest',
  'later',
  'past',
] as const;
export type Priority = (typeof PRIORITY)[number];

/** Today's classes are read first in every sync; the rest go behind what is not fresh yet. */
const ALWAYS_FIRST: ReadonlySet<Priority> = new Set(['orders', 'today-shifts', 'today-admins', 'crew-hours']);

/**
 * How old today's sets may grow in a chain of cut syncs before it reads them again. Seconds
 * after a drop they are as fresh as anything the network can give; reading them again cost a
 * venue's bench 144 requests while later events were never fetched.
 */
export const RECHECK_TODAY_MS = 5 * 60_000;

/** "Near": starting within this many days. */
const NEAR_MS = 7 * 24 * 3_600_000;

export interface Placed {
  priority: Priority;
  /** How far from now the set's event is, in ms (0 while it runs); 0 for sets with no time. */
  distance: number;
}

/** Which class a set is in, and how far in time it is from now. */
export function placeOf(key: string, ctx: Pick<OrderContext, 'now' | 'windows'>): Placed {
  const colon = key.indexOf(':');
  const kind = colon < 0 ? key : key.slice(0, colon);
  const id = colon < 0 ? '' : key.slice(colon + 1);
  if (kind === 'order-status') return { priority: 'orders', distance: 0 };
  if (kind === 'worker-hours') return { priority: 'crew-hours', distance: 0 };
  if (kind !== 'event-shifts' && kind !== 'event-admins') return { priority: 'rest', distance: 0 };
  const window = ctx.windows.get(id);
  if (!window) return { priority: 'near', distance: 0 };
  const { when, distance } = eventTiming(window, ctx.now);
  if (when === 'past') return { priority: 'past', distance };
  if (when === 'today') return { priority: kind === 'event-shifts' ? 'today-shifts' : 'today-admins', distance };
  return { priority: distance <= NEAR_MS ? 'near' : 'later', distance };
}

/** Whether a set was already fetched by this chain of syncs. */
export function isFresh(key: string, ctx: Pick<OrderContext, 'fetchedAt' | 'freshSince'>): boolean {
  const at = ctx.fetchedAt.get(key);
  return ctx.freshSince !== undefined && at !== undefined && at >= ctx.freshSince;
}

/** The rank a set is fetched in: its class, behind every class when it is fresh and not today's. */
export function rankOf(key: string, ctx: OrderContext): number {
  const { priority } = placeOf(key, ctx);
  const rank = PRIORITY.indexOf(priority);
  return isFresh(key, ctx) && !ALWAYS_FIRST.has(priority) ? rank + PRIORITY.length : rank;
}

/** Of one event, its shifts before its admins. */
const kindOrder = (key: string): number => (key.startsWith('event-admins:') ? 1 : 0);

/**
 * The items in the order to fetch them: by rank, then nearest in time, then shifts before
 * admins, then oldest fetched (never fetched first), then by key so the order is stable.
 */
export function orderPlan<T extends { key: string }>(items: readonly T[], ctx: OrderContext): T[] {
  const sorted = items.map((item) => {
    const { distance } = placeOf(item.key, ctx);
    return { item, rank: rankOf(item.key, ctx), distance, fetchedAt: ctx.fetchedAt.get(item.key) ?? '' };
  });
  sorted.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.distance - b.distance ||
      kindOrder(a.item.key) - kindOrder(b.item.key) ||
      (a.fetchedAt < b.fetchedAt ? -1 : a.fetchedAt > b.fetchedAt ? 1 : 0) ||
      (a.item.key < b.item.key ? -1 : a.item.key > b.item.key ? 1 : 0),
  );
  return sorted.map((s) => s.item);
}

/**
 * Whether a run in a chain reads this set: one the chain has not fetched, an order's status
 * (only due ones are planned), or one of today's the chain fetched long enough ago.
 */
export function worthReadingInChain(key: string, ctx: OrderContext): boolean {
  if (!isFresh(key, ctx)) return true;
  const { priority } = placeOf(key, ctx);
  if (priority === 'orders') return true;
  const before = ctx.recheckTodayBefore;
  return ALWAYS_FIRST.has(priority) && before !== undefined && ctx.fetchedAt.get(key)! < before;
}

/**
 * What a run reads, in order: in a chain of cut syncs, the sets the chain already fetched are
 * left out (worthReadingInChain), so a run after a cut resumes where the network left it; the
 * chain's first run (nothing fresh yet) reads them all.
 */
export function readInChain<T extends { key: string }>(items: readonly T[], ctx: OrderContext): T[] {
  return orderPlan(
    items.filter((item) => worthReadingInChain(item.key, ctx)),
    ctx,
  );
}
