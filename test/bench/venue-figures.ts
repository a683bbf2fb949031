/**
 * bench:venue's figures, read from the simulator's traffic log (which API requests were
 * answered when), so the same rules judge this tree and a previous release: when every queued
 * order was placed, when today's events were fresh, when everything was, each beside its bound
 * (its requests at the venue's latency and the sync's concurrency), and the sets fetched a
 * second time while a set that matters more was not fresh yet.
 */
import { PRIORITY, placeOf, type EventWindow } from '../../main/core/sync/plan-order.js';

export interface Answered {
  at: number;
  method: string;
  /** Under the base URL, with its query. */
  path: string;
  status: number;
}

const PAGING = new Set(['page', 'items_per_page', 'cursor', 'limit']);

const answeredRead = (e: Answered) => e.method === 'GET' && ((e.status >= 200 && e.status < 300) || e.status === 304);

/** A read's set: its path and its query without the paging parameters. */
export function setOf(e: Answered): { set: string; page: string } {
  const url = new URL(e.path, 'http://sim');
  const rest = [...url.searchParams].filter(([k]) => !PAGING.has(k)).sort(([a], [b]) => a.localeCompare(b));
  const page = [...url.searchParams].filter(([k]) => PAGING.has(k) && k !== 'items_per_page' && k !== 'limit');
  const query = new URLSearchParams(rest).toString();
  return { set: url.pathname + (query ? `?${query}` : ''), page: new URLSearchParams(page).toString() };
}

const isFirstPage = (page: string) => page === '' || page === 'page=1';

/** The name main's sync plan gives a set, to rank it as the plan does (plan-order.ts). */
export function planKeyOf(set: string): string {
  const url = new URL(set, 'http://sim');
  const event = /^\/events\/([^/]+)\/(shifts|admins)$/.exec(url.pathname);
  if (event) return `event-${event[2]}:${decodeURIComponent(event[1]!)}`;
  const order = /^\/workers\/[^/]+\/orders\/([^/]+)$/.exec(url.pathname);
  if (order) return `order-status:${decodeURIComponent(order[1]!)}`;
  if (url.pathname === '/time-tracking/worker-summary') return `worker-hours:${url.searchParams.get('uuid') ?? ''}`;
  return set;
}

/** Every set a full sync read and how many pages each took: what "everything fresh" means. */
export function setsOfFullSync(log: readonly Answered[]): Map<string, number> {
  const pages = new Map<string, Set<string>>();
  for (const e of log) {
    if (!answeredRead(e)) continue;
    const { set, page } = setOf(e);
    const seen = pages.get(set) ?? new Set<string>();
    seen.add(page);
    pages.set(set, seen);
  }
  return new Map([...pages].map(([set, seen]) => [set, seen.size]));
}

export interface VenueRun {
  /** The moment the network came back (ms since 1970). */
  since: number;
  /** The log from then on. */
  log: readonly Answered[];
  /** The sets of a full sync and their pages (setsOfFullSync). */
  sets: ReadonlyMap<string, number>;
  /** Orders queued while offline. */
  orders: number;
  /** The followed events' windows and the shift-time "now", to rank sets as the plan does. */
  windows: ReadonlyMap<string, EventWindow>;
  now: string;
  latencyMs: number;
  concurrency: number;
  /** The venue's drops from the return on: down `forMs` of every `everyMs`, each cycle starting up. */
  drops?: Drops;
}

export interface Drops {
  everyMs: number;
  forMs: number;
}

/** The figures so far; a moment not reached yet is NaN. */
export interface VenueFigures {
  /** Sets not fresh yet: none once everything is. */
  missing: string[];
  /** The first API request answered after the return: when the app noticed. */
  noticedMs: number;
  ordersPlacedMs: number;
  ordersBoundMs: number;
  /** The first sync read answered after the return (orders should be placed before it). */
  firstReadMs: number;
  todayFreshMs: number;
  todayBoundMs: number;
  /** Without the storage floor: the caller adds it. */
  allFreshMs: number;
  allNetworkBoundMs: number;
  todaySets: number;
  /** API requests answered from the return until everything was fresh: retries and second reads included. */
  requests: number;
  /** Sets read a second time (a whole set again, not a retried page) while one that matters more was not fresh. */
  refetchedEarly: number;
  refetched: number;
}

const ORDER_POST = /^\/workers\/[^/?]+\/orders(\?|$)/;

/** A batch of `requests` at `concurrency`, each taking `latencyMs`: the network's best. */
export const boundMs = (requests: number, latencyMs: number, concurrency: number) =>
  Math.ceil(requests / concurrency) * latencyMs;

/**
 * The wall time from the return in which the network can give `upMs` of service when it drops
 * as `drops` says (each cycle starts up, as the simulator's do): a bound that leaves out the
 * time the network is down asks the app for what no app could do.
 */
export function acrossDrops(upMs: number, drops: Drops | undefined): number {
  if (!drops || drops.forMs === 0 || upMs <= 0) return upMs;
  const up = drops.everyMs - drops.forMs;
  const wholeCycles = Math.ceil(upMs / up) - 1;
  return wholeCycles * drops.everyMs + (upMs - wholeCycles * up);
}

export function venueFigures(run: VenueRun): VenueFigures {
  const log = [...run.log].filter((e) => e.at >= run.since).sort((a, b) => a.at - b.at);
  const priority = (set: string) => placeOf(planKeyOf(set), run).priority;
  const rank = (set: string) => PRIORITY.indexOf(priority(set));
  const isToday = (set: string) => priority(set) === 'today-shifts' || priority(set) === 'today-admins';
  const today = [...run.sets.keys()].filter(isToday);

  const placed = log.filter((e) => e.method === 'POST' && ORDER_POST.test(e.path) && e.status < 300);
  const seen = new Map<string, Set<string>>();
  const freshAt = new Map<string, number>();
  let refetched = 0;
  let refetchedEarly = 0;
  let firstRead: number | undefined;
  for (const e of log) {
    if (!answeredRead(e)) continue;
    const { set, page } = setOf(e);
    const pages = run.sets.get(set);
    if (pages === undefined) continue;
    firstRead ??= e.at;
    if (freshAt.has(set)) {
      if (!isFirstPage(page)) continue;
      refetched += 1;
      const mine = rank(set);
      if ([...run.sets.keys()].some((other) => rank(other) < mine && !freshAt.has(other))) refetchedEarly += 1;
      continue;
    }
    const pagesSeen = seen.get(set) ?? new Set<string>();
    pagesSeen.add(page);
    seen.set(set, pagesSeen);
    if (pagesSeen.size >= pages) freshAt.set(set, e.at);
  }
  const missing = [...run.sets.keys()].filter((set) => !freshAt.has(set));
  const allFresh = missing.length === 0 ? Math.max(...freshAt.values()) : Infinity;

  // NaN: not reached by the end of the log.
  const after = (at: number | undefined) => (at === undefined || !Number.isFinite(at) ? NaN : at - run.since);
  const latest = (sets: readonly string[]) => Math.max(...sets.map((s) => freshAt.get(s) ?? Infinity));
  const requestsOf = (sets: readonly string[]) => sets.reduce((n, s) => n + run.sets.get(s)!, 0);
  const bound = (requests: number) => boundMs(requests, run.latencyMs, run.concurrency);
  const ordersBoundMs = acrossDrops(bound(run.orders), run.drops);
  return {
    missing,
    noticedMs: after(log[0]?.at),
    ordersPlacedMs: after(placed[run.orders - 1]?.at),
    ordersBoundMs,
    firstReadMs: after(firstRead),
    todayFreshMs: today.length === 0 ? 0 : after(latest(today)),
    todayBoundMs: acrossDrops(bound(run.orders) + bound(requestsOf(today)), run.drops),
    allFreshMs: after(latest([...run.sets.keys()])),
    allNetworkBoundMs: acrossDrops(bound(run.orders + requestsOf([...run.sets.keys()])), run.drops),
    todaySets: today.length,
    requests: log.filter((e) => e.at <= allFresh).length,
    refetchedEarly,
    refetched,
  };
}
