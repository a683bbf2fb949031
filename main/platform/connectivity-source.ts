/**
 * The OS side of connectivity. Electron's main process has no "online" event, so the OS flag
 * is polled; waking from sleep is a sync trigger of its own.
 */
import { net, powerMonitor } from 'electron';

export interface ConnectivityTarget {
  osConnectivityChanged(): void;
  trigger(reason: string): void;
}

// Cheap to read: a second is how soon a returned network is noticed without a probe.
export const OS_POLL_MS = 1_000;

/** Starts watching; returns the function that stops it. */
export function watchOsConnectivity(target: ConnectivityTarget, pollMs = OS_POLL_MS): () => void {
  let online = net.isOnline();
  const timer = setInterval(() => {
    const now = net.isOnline();
    if (now === online) return;
    online = now;
    target.osConnectivityChanged();
  }, pollMs);
  const onResume = () => target.trigger('system resume');
  powerMonitor.on('resume', onResume);
  return () => {
    clearInterval(timer);
    powerMonitor.off('resume', onResume);
  };
}
