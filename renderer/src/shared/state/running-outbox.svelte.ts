/**
 * The running outbox for screens: its actions, and its sender status (sending, paused and
 * why, next automatic attempt) as reactive state. The shell adopts the outbox main.ts started;
 * without one (tests that do not need it) screens say orders are unavailable.
 */
import type { OutboxSenderStatus } from '../outbox/sender';
import type { Outbox } from '../outbox/outbox-api';
import { outbox as runningOutbox } from '../outbox/start-outbox';

const IDLE: OutboxSenderStatus = { draining: false, paused: undefined, nextAttemptAt: undefined };

export class RunningOutbox {
  #outbox = $state.raw<Outbox | undefined>(undefined);
  #status = $state.raw<OutboxSenderStatus>(IDLE);
  #unsubscribe: (() => void) | undefined;

  attach(outbox: Outbox): void {
    this.#unsubscribe?.();
    this.#outbox = outbox;
    this.#status = outbox.status();
    this.#unsubscribe = outbox.onStatus((status) => (this.#status = status));
  }

  /** The outbox main.ts started, unless one is attached already. */
  adoptRunning(): void {
    if (this.#outbox) return;
    try {
      this.attach(runningOutbox());
    } catch {
      // None was started (a shell mounted on its own): orders stay unavailable.
    }
  }

  /** The outbox's actions; undefined when none runs in this window. */
  get current(): Outbox | undefined {
    return this.#outbox;
  }

  /** Sending, paused (and why), next automatic attempt. */
  get status(): OutboxSenderStatus {
    return this.#status;
  }
}
