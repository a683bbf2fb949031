/**
 * The alert scheduler: re-evaluates what is due on a timer and after sync batches were stored
 * (the batch receiver calls afterStored()), from the local copy only, so it works offline
 * (db/alert-round.ts does one round). Rounds run one after another, never two at once over
 * the same fired log, so no alert can fire twice.
 */
import type { Settings } from '../../../../preload/contract';
import { alertRound, dismissAlert, type AlertBridge } from './alert-round';
import type { FieldDb } from '../../shared/db/schema';
import type { Alert } from './alert';

/** Every half minute: a "starts in 60 min" alert is never more than that late. */
const EVERY_MS = 30_000;
/**
 * Stored batches ask for a round at most this long after the last one ended: a sync stores
 * messages for seconds, and back-to-back rounds (each reads every shift starting soon and the
 * office's changes) took more of the window's thread than storing the batches did.
 */
const AFTER_STORED_GAP_MS = 1_000;

export interface AlertsDeps {
  bridge: AlertBridge;
  db: () => FieldDb | undefined;
  settings: () => Settings | undefined;
  now: () => Date;
  everyMs?: number;
  afterStoredGapMs?: number;
  /** The first round waits for it (the app's: the first screen painted, see perf.ts). */
  ready?: Promise<void>;
  onError?: (error: unknown) => void;
}

export class AlertsState {
  readonly #deps: AlertsDeps;
  #shown = $state.raw<readonly Alert[]>([]);
  #chain: Promise<void>;
  /** A round queued and not started yet: it will read the newest data, so later asks share it. */
  #waiting: Promise<void> | undefined;
  /** When the last round ended (performance.now()), and the round stored batches have asked for. */
  #lastRoundEnd = -Infinity;
  #afterStored: ReturnType<typeof setTimeout> | undefined;

  constructor(deps: AlertsDeps) {
    this.#deps = deps;
    this.#chain = deps.ready ?? Promise.resolve();
  }

  /** The alerts to show in the app: due, not muted, not dismissed; soonest first. */
  get current(): readonly Alert[] {
    return this.#shown;
  }

  /** Starts the timer; returns the stop function. */
  start(): () => void {
    void this.evaluate();
    const timer = setInterval(() => void this.evaluate(), this.#deps.everyMs ?? EVERY_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(this.#afterStored);
      this.#afterStored = undefined;
    };
  }

  /**
   * Sync batches were stored (the batch receiver calls this): one round, started no sooner than
   * the gap after the last round, serves every batch stored until it starts.
   */
  afterStored(): void {
    if (this.#afterStored !== undefined) return;
    const gap = this.#deps.afterStoredGapMs ?? AFTER_STORED_GAP_MS;
    const wait = Math.max(0, this.#lastRoundEnd + gap - performance.now());
    this.#afterStored = setTimeout(() => {
      this.#afterStored = undefined;
      void this.evaluate();
    }, wait);
  }

  /** A sync stores batches in bursts: asks made while a round waits to start are that round. */
  evaluate(): Promise<void> {
    this.#waiting ??= this.#queue(async () => {
      this.#waiting = undefined;
      const db = this.#deps.db();
      const settings = this.#deps.settings();
      try {
        this.#shown = db && settings ? await alertRound(db, settings, this.#deps.now(), this.#deps.bridge) : [];
      } catch (error) {
        // A disconnect closed the database under the round: nothing of that connection is due.
        if (db === this.#deps.db()) throw error;
        this.#shown = [];
      } finally {
        this.#lastRoundEnd = performance.now();
      }
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
