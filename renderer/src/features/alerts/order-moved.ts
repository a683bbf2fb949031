/**
 * "The office approved (or completed) an order": a placed order whose office status became
 * approved or completed is an alert, once per order and status. Its id names only those two,
 * so reading the same status at every sync, or answers arriving out of order, never announce
 * it again; a status the office moves back and forth is the same change. It stays due for
 * ANNOUNCE_HOURS after this computer first read the status, then leaves the in-app list. Pure.
 */
import { ownEntry } from '../../../../preload/contract';
import type { StoredOrder } from '../../shared/db/rows';
import { m } from '../../../../preload/i18n';
import type { Alert } from './alert';

/** How long an approval or completion stays in the in-app list after it was read. */
export const ANNOUNCE_HOURS = 12;

/** The statuses worth a word: the office acted. */
const ANNOUNCED: Readonly<Record<string, () => string>> = {
  '1': m.alert_order_approved,
  '2': m.alert_order_completed,
};

export function orderMovedAlertId(localId: string, status: string): string {
  return `order-moved:${localId}:${status}`;
}

/** The alerts due now, oldest change first. `workerName` names the worker of an order. */
export function orderMovedAlerts(
  orders: readonly StoredOrder[],
  workerName: (workerId: string) => string,
  now: Date,
): Alert[] {
  const after = new Date(now.getTime() - ANNOUNCE_HOURS * 3_600_000).toISOString();
  return orders
    .flatMap((order) => {
      const progress = order.progress;
      const status = progress?.office?.status ?? '';
      const title = ownEntry(ANNOUNCED, status)?.();
      if (!progress || !title || progress.since < after) return [];
      const what = m.alert_order_what({
        item: order.orderableName || m.alert_item_name({ id: order.orderableId }),
        worker: workerName(order.workerId),
      });
      const message = progress.office?.message ?? '';
      const alert: Alert = {
        id: orderMovedAlertId(order.localId, status),
        kind: 'order-moved',
        target: { kind: 'order', localId: order.localId },
        title,
        detail: message ? m.alert_order_message({ what, message }) : what,
        asOf: progress.asOf,
      };
      return [{ alert, since: progress.since }];
    })
    .sort((a, b) => a.since.localeCompare(b.since))
    .map((a) => a.alert);
}
