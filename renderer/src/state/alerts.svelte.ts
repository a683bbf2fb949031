/**
 * The alert scheduler: re-evaluates what is due on a timer and whenever a sync batch was
 * stored (the batch receiver calls evaluate()), from the local copy only, so it works offline.
 * Each new alert is written to the fired log before its desktop notification is asked for, so
 * a crash or restart can never fire it twice; an alert no longer due has its notification
 * withdrawn. Evaluations run one after another, never two at once over the same log.
 */
import type { Settings, WorkforceApi } from '../../../preload/contract';
import { dueAlerts } from '../db/due-alerts';
import { firedAlertLog, pruneFiredAlerts, recordFiredAlerts } from '../db/fired-alerts';
import type { FieldDb } from '../db/schema';
import { noticeOf, type Alert } from '../lib/alerts/alert';
import { planAlerts } from '../lib/alerts/plan';
import { inQuietHours } from '../lib/alerts/quiet-hours';

/** Every half minute: a "starts in 60 min" alert is never more than that late. */
const EVERY_MS = 30_000;
/** Fired rows older than this name no alert that can be due again (the lead time is at most a day). */
const KEEP_LOG_MS = 2 * 24 * 3_600_000;

export interface AlertsDeps {
  bridge: Pick<WorkforceApi, 'notifyAlert' | 'withdrawAlert'>;
  db: () => FieldDb | undefined;
  settings: () => Settings | undefined;
  now?: () => Date;
  everyMs?: number;
  onError?: (error: unknown) => void;
}

export class AlertsState {
  readonly #deps: AlertsDeps;
  readonly #now: () => Date;
  #shown = $state.raw<readonly Alert[]>([]);
  #chain: Promise<void> = Promise.resolve();

  constructor(deps: AlertsDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
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

  evaluate(): Promise<void> {
    return this.#queue(() => this.#evaluate());
  }

  /** The supervisor closed it in the app: it stays closed, and its desktop notification goes. */
  dismiss(alertId: string): Promise<void> {
    return this.#queue(async () => {
      const db = this.#deps.db();
      if (!db) return;
      const at = this.#now().toISOString();
      await db.firedAlerts.update(alertId, { dismissedAt: at });
      this.#shown = this.#shown.filter((a) => a.id !== alertId);
      void this.#deps.bridge.withdrawAlert({ alertId });
    });
  }

  #queue(step: () => Promise<void>): Promise<void> {
    const next = this.#chain.then(step);
    this.#chain = next.catch((error: unknown) => (this.#deps.onError ?? console.error)(error));
    return this.#chain;
  }

  async #evaluate(): Promise<void> {
    const db = this.#deps.db();
    const settings = this.#deps.settings();
    if (!db || !settings) {
      this.#shown = [];
      return;
    }
    const now = this.#now();
    const [due, log] = await Promise.all([dueAlerts(db, settings, now), firedAlertLog(db)]);
    const plan = planAlerts({
      due,
      log,
      muted: new Set(settings.mutedEventIds),
      desktop: settings.alertsEnabled && !inQuietHours(now, settings.quietHours),
      now,
    });
    await recordFiredAlerts(db, [...plan.fire, ...plan.withdraw]);
    this.#shown = plan.shown;
    for (const alert of plan.notify) void this.#deps.bridge.notifyAlert(noticeOf(alert, now));
    for (const row of plan.withdraw) void this.#deps.bridge.withdrawAlert({ alertId: row.id });
    await pruneFiredAlerts(db, new Date(now.getTime() - KEEP_LOG_MS).toISOString());
  }
}
