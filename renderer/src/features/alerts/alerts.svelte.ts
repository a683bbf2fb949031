/**
 * The alert scheduler: re-evaluates what is due on a timer and whenever a sync batch was
 * stored (the batch receiver calls evaluate()), from the local copy only, so it works offline
 * (db/alert-round.ts does one round). Rounds run one after another, never two at once over
 * the same fired log, so no alert can fire twice.
 */
import type { Settings } from '../../../../preload/contract';
import { alertRound, dismissAlert, type AlertBridge } from './alert-round';
import type { FieldDb } from '../../shared/db/schema';
import type { Alert } from './alert';

/** Every half minute: a "starts in 60 min" alert is never more than that late. */
const EVERY_MS = 30_000;

export interface AlertsDeps {
  bridge: AlertBridge;
  db: () => FieldDb | undefined;
  settings: () => Settings | undefined;
  now: () => Date;
  everyMs?: number;
  onError?: (error: unknown) => void;
}

export class AlertsState {
  readonly #deps: AlertsDeps;
  #shown = $state.raw<readonly Alert[]>([]);
  #chain: Promise<void> = Promise.resolve();
  /** A round queued and not started yet: it will read the newest data, so later asks share it. */
  #waiting: Promise<void> | undefined;

  constructor(deps: AlertsDeps) {
    this.#deps = deps;
  }

  /** The alerts to show in the app: due, not muted, not dismissed; soonest first. */
  get current(): readonly Alert[] {
    return this.#shown;
  }

  /** Starts the timer; returns the stop function. */
  start(): () => void {
    void this.evaluate();
    const timer = setInterval(() => void this.evaluate(), this.#deps.everyMs ?? EVERY_MS);
    return () => clearInterval(timer);
  }

  /** A sync stores batches in bursts: asks made while a round waits to start are that round. */
  evaluate(): Promise<void> {
    this.#waiting ??= this.#queue(async () => {
      this.#waiting = undefined;
      const db = this.#deps.db();
      const settings = this.#deps.settings();
      this.#shown = db && settings ? await alertRound(db, settings, this.#deps.now(), this.#deps.bridge) : [];
    });
    return this.#waiting;
  }

  dismiss(alertId: string): Promise<void> {
    return this.#queue(async () => {
      const db = this.#deps.db();
      if (!db) return;
      await dismissAlert(db, alertId, this.#deps.now(), this.#deps.bridge);
      this.#shown = this.#shown.filter((a) => a.id !== alertId);
    });
  }

  #queue(step: () => Promise<void>): Promise<void> {
    this.#chain = this.#chain.then(step).catch((error: unknown) => (this.#deps.onError ?? console.error)(error));
    return this.#chain;
  }
}
