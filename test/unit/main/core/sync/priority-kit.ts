// What the plan-order properties and the simulator's sync-order tests both build: an event's
// window from hours around a clock, and the keys of a plan in the order it fetches them.
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
