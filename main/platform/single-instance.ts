/** One running app per user: two would fight over the settings and vault files. */
import { app, type BrowserWindow } from 'electron';
import { bringToFront } from './window.js';

/** False when another instance runs: this one is quitting and must set nothing else up. */
export function claimSingleInstance(getWindow: () => BrowserWindow | undefined): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => bringToFront(getWindow()));
  return true;
}
