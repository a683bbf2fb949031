/**
 * What main knows between syncs to order the next one (plan-order.ts): when each set was last
 * fetched, when each followed event runs, and each event's client. It learns both from the sets it delivers; the
 * window seeds the event times from its database at start (sync:hints), before main has
 * fetched anything.
 */
import { shiftEnd, type SyncBatch } from '../../../preload/contract.js';
import type { EventWindow } from './plan-order.js';

export class SyncMemory {
  readonly fetchedAt = new Map<string, string>();
  readonly windows = new Map<string, EventWindow>();
  /** Each event's client, from the last event list. */
  readonly #clientOf = new Map<string, string>();

  /** A set was fetched and delivered. */
  noteFetched(key: string, batch: SyncBatch): void {
    this.fetchedAt.set(key, batch.asOf);
    if (batch.kind === 'events') {
      this.#clientOf.clear();
      for (const event of batch.events) if (event.clientId) this.#clientOf.set(event.id, event.clientId);
    }
    if (batch.kind !== 'event-shifts') return;
    let start: string | undefined;
    let end: string | undefined;
    for (const shift of batch.shifts) {
      const ends = shiftEnd(shift);
      if (shift.startTime && (start === undefined || shift.startTime < start)) start = shift.startTime;
      if (ends && (end === undefined || ends > end)) end = ends;
    }
    if (start && end) this.windows.set(batch.eventId, { start, end });
  }

  /** Event times from the window's database; what main learnt itself is newer and wins. */
  seedWindows(events: readonly ({ eventId: string } & EventWindow)[]): void {
    for (const { eventId, start, end } of events) {
      if (!this.windows.has(eventId)) this.windows.set(eventId, { start, end });
    }
  }

  /** The clients of these events, as the last event list named them. */
  clientsOf(eventIds: readonly string[]): string[] {
    return eventIds.flatMap((id) => this.#clientOf.get(id) ?? []);
  }

  /** A new connection: another server's sets. */
  reset(): void {
    this.fetchedAt.clear();
    this.windows.clear();
    this.#clientOf.clear();
  }
}
