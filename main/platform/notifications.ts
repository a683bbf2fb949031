/** Desktop notifications for what the user should hear about while looking elsewhere. */
import { Notification, type BrowserWindow } from 'electron';
import type { AlertNotice } from '../../preload/contract.js';
import type { AlertNotifier } from '../core/app-core.js';
import { bringToFront } from './window.js';

/** The page already shows it to a user who is looking at it. */
function mayShow(window: BrowserWindow | undefined): boolean {
  return Notification.isSupported() && !(window && !window.isDestroyed() && window.isFocused());
}

/** Returns notify(title, body): true when a notification was shown. */
export function createNotifier(getWindow: () => BrowserWindow | undefined) {
  // Held until dismissed: a collected Notification silently loses its click handler.
  const shown = new Set<Notification>();
  return function notify(title: string, body: string): boolean {
    if (!mayShow(getWindow())) return false;
    const notification = new Notification({ title, body });
    notification.on('click', () => {
      shown.delete(notification);
      bringToFront(getWindow());
    });
    notification.on('close', () => shown.delete(notification));
    shown.add(notification);
    notification.show();
    return true;
  };
}

/** Alert notifications, kept by alert id so a sync that resolves the alert can close its notification. */
export function createAlertNotifier(getWindow: () => BrowserWindow | undefined): AlertNotifier {
  const open = new Map<string, Notification>();
  const forget = (alertId: string, notification: Notification) => {
    if (open.get(alertId) === notification) open.delete(alertId);
  };
  return {
    show(notice: AlertNotice, onClick: () => void): boolean {
      if (!mayShow(getWindow())) return false;
      const notification = new Notification({ title: notice.title, body: notice.body });
      notification.on('click', () => {
        forget(notice.alertId, notification);
        bringToFront(getWindow());
        onClick();
      });
      notification.on('close', () => forget(notice.alertId, notification));
      open.get(notice.alertId)?.close();
      open.set(notice.alertId, notification);
      notification.show();
      return true;
    },
    withdraw(alertId: string): boolean {
      const notification = open.get(alertId);
      if (!notification) return false;
      open.delete(alertId);
      notification.close();
      return true;
    },
  };
}
