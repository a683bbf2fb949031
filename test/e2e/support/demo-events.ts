/**
 * Event ids from the simulator's own data, chosen by date: the dashboard opens on today and
 * upcoming events, and the simulator dates its data from this machine's today, so flows that
 * expect events on the dashboard take ones dated after today (whatever the time of day).
 */
import type { SimulatorHandle } from '../../../main/simulator/server.js';

export function upcomingEventIds(simulator: SimulatorHandle, count: number): string[] {
  const today = simulator.store.data.today;
  const ids = simulator.store.data.events.filter((e) => e.summary.date > today).map((e) => String(e.summary.id));
  if (ids.length < count) throw new Error(`only ${ids.length} events after ${today}; ${count} wanted`);
  return ids.slice(0, count);
}
