/**
 * What to do with the alerts due now, given the fired log: which show in the app, which are
 * new (logged, and notified on the desktop when allowed), and which shown notifications to
 * withdraw because their alert is no longer due (the shift was filled, moved, muted, or its
 * stage passed). Pure; the scheduler (state/alerts.svelte.ts) reads and writes the log.
 *
 * Quiet hours and notifications switched off only silence the desktop: the alert still fires
 * (it is logged and shown in the app), and is not shown on the desktop later, since by then
 * a "starts in 20 min" notification would be stale. Likewise at most MAX_NOTIFIED_AT_ONCE
 * new alerts of one round reach the desktop (the first ones, soonest first): a start-up with
 * twenty short shifts due would otherwise bury the screen in notifications; the in-app list
 * holds them all.
 */
import type { StoredFiredAlert } from '../../shared/db/rows';
import type { Alert } from './alert';

export const MAX_NOTIFIED_AT_ONCE = 3;

export interface PlanInput {
  due: readonly Alert[];
  /** The fired log, by alert id. */
  log: ReadonlyMap<string, StoredFiredAlert>;
  /** Events whose shifts' alerts are muted: neither shown nor notified. */
  muted: ReadonlySet<string>;
  /** May a desktop notification be asked for now (switched on, outside quiet hours)? */
  desktop: boolean;
  now: Date;
}

export interface AlertPlan {
  /** For the in-app list: due, not muted, not dismissed. */
  shown: Alert[];
  /** New log rows, written before any notification is asked for. */
  fire: StoredFiredAlert[];
  /** Alerts to notify on the desktop (each also in `fire`). */
  notify: Alert[];
  /** Log rows whose desktop notification to close (no longer due, or the desktop silenced), marked withdrawn. */
  withdraw: StoredFiredAlert[];
}

export function planAlerts(input: PlanInput): AlertPlan {
  const active = input.due.filter((a) => a.target.kind !== 'shift' || !input.muted.has(a.target.eventId));
  const activeIds = new Set(active.map((a) => a.id));
  const firedAt = input.now.toISOString();
  const fresh = active.filter((a) => !input.log.has(a.id));
  const notify = input.desktop ? fresh.slice(0, MAX_NOTIFIED_AT_ONCE) : [];
  const fire = fresh.map((a, i): StoredFiredAlert => ({
    id: a.id,
    kind: a.kind,
    target: a.target,
    firedAt,
    notified: i < notify.length,
    withdrawnAt: undefined,
    dismissedAt: undefined,
  }));
  const withdraw = [...input.log.values()]
    // Switched off or quiet hours begun: what is still open on the desktop goes too.
    .filter((row) => row.notified && row.withdrawnAt === undefined && (!input.desktop || !activeIds.has(row.id)))
    .map((row) => ({ ...row, withdrawnAt: firedAt }));
  return {
    shown: active.filter((a) => input.log.get(a.id)?.dismissedAt === undefined),
    fire,
    notify,
    withdraw,
  };
}
