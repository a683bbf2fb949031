// What the plan-order properties, the simulator's sync-order tests and the cut-sync e2e test
// share: an event's window from hours around a clock, the keys of a plan in the order it
// fetches them, and the set a delivered batch is.
import type { SyncBatch } from '../../../../../preload/contract.js';
import { orderPlan, type EventWindow, type OrderContext } from '../../../../../main/core/sync/plan-order.js';

export const HOUR = 3_600_000;

/** An event running `lengthHours` from `startHours` after `nowMs`, in the clock's text form. */
export function windowAround(
  nowMs: number,
  startHours: number,
  lengthHours: number,
  text: (ms: number) => string,
): EventWindow {
  const start = nowMs + startHours * HOUR;
  return { start: text(start), end: text(start + lengthHours * HOUR) };
}

/** The keys in the order the plan fetches them. */
export function plannedKeys(keys: readonly string[], ctx: OrderContext): string[] {
  return orderPlan(
    keys.map((key) => ({ key })),
    ctx,
  ).map((item) => item.key);
}

/** What a batch is, as the plan and the syncSets table name its set. */
export function batchKey(b: SyncBatch): string {
  if (b.kind === 'unchanged') return b.key;
  if (b.kind === 'event-shifts' || b.kind === 'event-admins') return `${b.kind}:${b.eventId}`;
  if (b.kind === 'worker-tags' || b.kind === 'worker-hours') return `${b.kind}:${b.workerId}`;
  if (b.kind === 'client-workers') return `${b.kind}:${b.clientId}`;
  return b.kind;
}
