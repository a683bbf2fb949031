/**
 * The one file that touches electron-updater. The feed is whatever the build configured:
 * electron-builder writes resources/app-update.yml only when electron-builder.yml (or the
 * command line) names a `publish` feed, so a build without one, or a development run, has no
 * updater at all and never loads the library.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { app } from 'electron';
import type { Updater } from '../core/update-checker.js';

export const FEED_CONFIG_FILE = 'app-update.yml';

export function updateFeedConfigured(packaged: boolean, resourcesPath: string): boolean {
  return packaged && existsSync(path.join(resourcesPath, FEED_CONFIG_FILE));
}

export async function createUpdater(log: (message: string, error?: unknown) => void): Promise<Updater | undefined> {
  if (!updateFeedConfigured(app.isPackaged, process.resourcesPath)) return undefined;
  const { default: electronUpdater } = await import('electron-updater');
  const { autoUpdater } = electronUpdater;
  // Downloads run in the background as soon as a check finds a newer version; a downloaded
  // update also installs when the supervisor quits the app normally.
  autoUpdater.autoDownload = true;
  autoUpdater.autoInstallOnAppQuit = true;
  autoUpdater.logger = null;
  // An EventEmitter 'error' with no listener would throw in main.
  autoUpdater.on('error', (error) => log('update failed', error));
  return {
    check: async () => {
      await autoUpdater.checkForUpdates();
    },
    onDownloaded: (listener) => autoUpdater.on('update-downloaded', (info) => listener(info.version)),
    restartAndInstall: () => autoUpdater.quitAndInstall(),
  };
}
