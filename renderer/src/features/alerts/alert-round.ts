/**
 * One round of the alert scheduler over the local database: what is due, what is new (logged
 * first, then notified), what to withdraw, and the log pruned. Returns the alerts to show.
 */
import type { Settings, WorkforceApi } from '../../../../preload/contract';
import { noticeOf, type Alert } from './alert';
import { planAlerts } from './plan';
import { inQuietHours } from './quiet-hours';
import { dueAlerts } from './due-alerts';
import { firedAlertLog, pruneFiredAlerts, recordFiredAlerts } from './fired-alerts';
import type { FieldDb } from '../../shared/db/schema';

/** Fired rows older than this, of alerts no longer due, are forgotten (a lead time is at most a day). */
const KEEP_LOG_MS = 2 * 24 * 3_600_000;

export type AlertBridge = Pick<WorkforceApi, 'notifyAlert' | 'withdrawAlert'>;

export async function alertRound(db: FieldDb, settings: Settings, now: Date, bridge: AlertBridge): Promise<Alert[]> {
  const [due, log] = await Promise.all([dueAlerts(db, settings, now), firedAlertLog(db)]);
  const plan = planAlerts({
    due,
    log,
    muted: new Set(settings.mutedEventIds),
    desktop: settings.alertsEnabled && !inQuietHours(now, settings.quietHours),
    now,
  });
  // On disk before anything is shown: a crash after this point cannot make the alert fire again.
  await recordFiredAlerts(db, [...plan.fire, ...plan.withdraw]);
  for (const alert of plan.notify) void bridge.notifyAlert(noticeOf(alert, now));
  for (const row of plan.withdraw) void bridge.withdrawAlert({ alertId: row.id });
  await pruneFiredAlerts(db, new Date(now.getTime() - KEEP_LOG_MS).toISOString(), new Set(due.map((a) => a.id)));
  return plan.shown;
}

/** The supervisor closed it in the app: it stays closed, and its desktop notification goes. */
export async function dismissAlert(db: FieldDb, alertId: string, now: Date, bridge: AlertBridge): Promise<void> {
  await db.firedAlerts.update(alertId, { dismissedAt: now.toISOString() });
  void bridge.withdrawAlert({ alertId });
}
