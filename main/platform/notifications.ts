/** Desktop notifications for outcomes the user should hear about while looking elsewhere. */
import { Notification, type BrowserWindow } from 'electron';
import { bringToFront } from './window.js';

/** Returns notify(title, body): true when a notification was shown. */
export function createNotifier(getWindow: () => BrowserWindow | undefined) {
  // Held until dismissed: a collected Notification silently loses its click handler.
  const shown = new Set<Notification>();
  return function notify(title: string, body: string): boolean {
    const window = getWindow();
    // The page already shows the outcome to a user who is looking at it.
    if (!Notification.isSupported() || (window && !window.isDestroyed() && window.isFocused())) return false;
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
