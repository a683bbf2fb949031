/**
 * What main knows between syncs to order the next one (plan-order.ts): when each set was last
 * fetched, when each followed event runs, and each event's client. It learns both from the sets it delivers; the
 * window seeds the event times from its database at start (sync:hints), before main has
 * fetched anything. It also keeps the validators (ETag, Last-Modified) of each stored set's last
 * full answer, so the next read of a single-request set can be answered "not modified".
 */
import { shiftEnd, type SyncBatch } from '../../../preload/contract.js';
import type { Conditional, Validators } from '../api/http.js';
import type { EventWindow } from './plan-order.js';

/** Validators for a set's next read, and the "as of" of the stored answer they belong to. */
export interface SetValidators {
  conditional: Conditional;
  /** The stored set's "as of" the validators were kept with; undefined: nothing to ask with. */
  since: string | undefined;
}

export class SyncMemory {
  readonly fetchedAt = new Map<string, string>();
  readonly windows = new Map<string, EventWindow>();
  /** Each event's client, from the last event list. */
  readonly #clientOf = new Map<string, string>();
  /** The validators of each stored set, with the "as of" the window stored it at. */
  readonly #validators = new Map<string, { validators: Validators; asOf: string }>();
  /** Validators of answers fetched but not stored yet: they count once the window has the rows. */
  readonly #learnt = new Map<string, Validators | undefined>();

  /** What a conditional read of the set `key` sends, and where it tells what it learnt. */
  validatorsFor(key: string): SetValidators {
    const kept = this.#validators.get(key);
    return {
      conditional: { have: kept?.validators, got: (v) => this.#learnt.set(key, v) },
      since: kept?.asOf,
    };
  }

  /** The window does not hold the set the validators describe: its next read is in full. */
  forgetValidators(key: string): void {
    this.#validators.delete(key);
    this.#learnt.delete(key);
  }

  /** A set was fetched and delivered. */
  noteFetched(key: string, batch: SyncBatch): void {
    this.fetchedAt.set(key, batch.asOf);
    this.#keepValidators(key, batch);
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

  /** Only stored answers' validators count: a set the window refused keeps the ones of the rows it holds. */
  #keepValidators(key: string, batch: SyncBatch): void {
    const kept = this.#validators.get(key);
    if (batch.kind === 'unchanged') {
      if (kept) kept.asOf = batch.asOf;
      return;
    }
    const learnt = this.#learnt.get(key);
    this.#learnt.delete(key);
    if (learnt) this.#validators.set(key, { validators: learnt, asOf: batch.asOf });
    else this.#validators.delete(key);
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
    this.#validators.clear();
    this.#learnt.clear();
  }
}
