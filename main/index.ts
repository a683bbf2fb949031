/**
 * Composition root: wires Electron's adapters (main/platform) into the Electron-free core.
 * Wiring only; behaviour lives in the modules imported here.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, net, session, shell } from 'electron';
import { m } from '../preload/i18n/index.js';
import { createAppCore } from './core/app-core.js';
import { SettingsService } from './core/settings/settings-service.js';
import { Vault } from './core/vault.js';
import { startDemoServer } from './simulator/demo-server.js';
import { createUpdater } from './platform/app-updater.js';
import { watchOsConnectivity } from './platform/connectivity-source.js';
import { createCsvSaver } from './platform/dialogs.js';
import { createAlertNotifier, createNotifier } from './platform/notifications.js';
import { createEmitter, registerIpcHandlers } from './platform/ipc.js';
import { installAppMenu } from './platform/menu.js';
import { registerAppScheme, serveAppProtocol } from './platform/protocol.js';
import { createSafeStorageCipher } from './platform/safe-storage-cipher.js';
import { applySessionPolicy } from './platform/session-policy.js';
import { openSettingsFile } from './platform/settings-store.js';
import { claimSingleInstance } from './platform/single-instance.js';
import { applyUserDataDir } from './platform/user-data-dir.js';
import { openVaultStore } from './platform/vault-store.js';
import { createSheetPrinter } from './platform/print-window.js';
import { createAppWindow } from './platform/window.js';

// This file runs as out/main/index.js: the page and the preload are found beside it, not in the cwd.
const bundleDir = path.dirname(fileURLToPath(import.meta.url));
const RENDERER_DIR = path.join(bundleDir, '../renderer');
const PRELOAD_PATH = path.join(bundleDir, '../preload/index.cjs');

const log = (message: string, error?: unknown) =>
  console.error(`[main] ${message}`, ...(error === undefined ? [] : [error]));

let window: BrowserWindow | undefined;
const getWindow = () => window;

// Before ready: Electron reads these once at startup.
applyUserDataDir();
app.enableSandbox();
registerAppScheme();
if (process.platform === 'win32') app.setAppUserModelId('com.fieldsupervisor.app');

if (claimSingleInstance(getWindow)) {
  app.whenReady().then(start).catch(failedToStart);
}

async function start(): Promise<void> {
  const settings = new SettingsService({ file: openSettingsFile(), onError: (error) => log('settings', error) });
  try {
    settings.load();
  } catch (error) {
    // A disk or permission problem, not bad content: run on defaults rather than not at all.
    log('settings could not be read; running on defaults', error);
  }
  const vault = new Vault({
    cipher: createSafeStorageCipher(),
    store: openVaultStore(),
    policy: {
      get: () => settings.get().weakKeyPolicy,
      set: (policy) => void settings.update({ weakKeyPolicy: policy }),
    },
  });
  const emit = createEmitter(getWindow);
  const core = createAppCore({
    vault,
    settings,
    systemLanguages: () => app.getPreferredSystemLanguages(),
    fetch: (input, init) => net.fetch(input, init),
    osOnline: () => net.isOnline(),
    emit,
    startDemo: startDemoServer,
    appInfo: () => ({ version: app.getVersion(), dataFolder: app.getPath('userData'), platform: process.platform }),
    saveCsv: createCsvSaver(getWindow),
    printer: createSheetPrinter(getWindow),
    openExternal: (url) => shell.openExternal(url.href),
    notify: createNotifier(getWindow),
    alerts: createAlertNotifier(getWindow),
    updater: await createUpdater(log),
  });

  registerIpcHandlers(core.handlers, { log });
  applySessionPolicy(session.defaultSession);
  serveAppProtocol(RENDERER_DIR);
  const menu = {
    platform: process.platform,
    packaged: app.isPackaged,
    appName: app.getName(),
    trigger: core.trigger,
    emit,
  };
  // A menu in another language than English waits for its words: never built in English first.
  await core.language.ready();
  installAppMenu(menu);
  core.language.onChange(() => installAppMenu(menu));

  const openWindow = () => {
    window = createAppWindow({ preloadPath: PRELOAD_PATH, settings, onRendererGone: core.rendererGone, log });
  };
  openWindow();
  const stopWatching = watchOsConnectivity(core);

  // macOS apps stay running without windows and reopen one from the Dock.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.once('before-quit', () => {
    stopWatching();
    core.stop().catch((error: unknown) => log('stopping failed', error));
  });

  await core.start().catch((error: unknown) => log('starting the sync core failed', error));
}

function failedToStart(error: unknown): void {
  log('startup failed', error);
  dialog.showErrorBox(m.main_could_not_start(), error instanceof Error ? error.message : String(error));
  app.quit();
}
