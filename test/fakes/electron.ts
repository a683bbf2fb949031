/**
 * The `electron` module as tests see it (vitest aliases 'electron' here): the Electron binary
 * cannot be downloaded on build machines. Real electron-store runs on top of it. Objects are
 * singletons, as in Electron, so `fakeElectron.reset()` clears them in place: modules that
 * imported them keep valid references.
 */
import { FakeApp } from './electron/app.js';
import { FakeBrowserWindow } from './electron/browser-window.js';
import { FakeContextBridge, FakeIpcMain, FakeIpcRenderer, type InvokeOptions } from './electron/ipc.js';
import { FakeSafeStorage } from './electron/safe-storage.js';
import {
  FakeDialog,
  FakeMenu,
  FakeNativeTheme,
  FakeNet,
  FakeNotification,
  FakePowerMonitor,
  FakeProtocol,
  FakeScreen,
  FakeSession,
  FakeShell,
} from './electron/system.js';

export { FAKE_CIPHER_PREFIX } from './electron/safe-storage.js';
export type { FakeIpcEvent, FakeIpcHandler, InvokeOptions } from './electron/ipc.js';
export type { FakeWebContents, Rectangle, WindowOpenResponse } from './electron/browser-window.js';

export const app = new FakeApp();
export const ipcMain = new FakeIpcMain();
export const ipcRenderer = new FakeIpcRenderer(ipcMain);
export const contextBridge = new FakeContextBridge();
export const safeStorage = new FakeSafeStorage();
export const protocol = new FakeProtocol(app);
const defaultSession = new FakeSession();
const partitions = new Map<string, FakeSession>();
export const session = {
  defaultSession,
  fromPartition(partition: string): FakeSession {
    let found = partitions.get(partition);
    if (!found) {
      found = new FakeSession();
      partitions.set(partition, found);
    }
    return found;
  },
};
export const shell = new FakeShell();
export const net = new FakeNet();
export const dialog = new FakeDialog();
export const powerMonitor = new FakePowerMonitor();
export const nativeTheme = new FakeNativeTheme();
export const screen = new FakeScreen();
export { FakeBrowserWindow as BrowserWindow, FakeMenu as Menu, FakeNotification as Notification };

const electron = {
  app,
  ipcMain,
  ipcRenderer,
  contextBridge,
  safeStorage,
  protocol,
  session,
  shell,
  net,
  dialog,
  powerMonitor,
  nativeTheme,
  screen,
  BrowserWindow: FakeBrowserWindow,
  Menu: FakeMenu,
  Notification: FakeNotification,
};
export default electron;

/** Test controls over the fake. Call reset() in beforeEach when a test touches shared state. */
export const fakeElectron = {
  ...electron,

  /** Every window created since the last reset, destroyed ones included. */
  get windows(): readonly FakeBrowserWindow[] {
    return FakeBrowserWindow.created;
  },
  get handlers(): ReadonlyMap<string, unknown> {
    return ipcMain.handlers;
  },
  get notifications(): readonly FakeNotification[] {
    return FakeNotification.created;
  },
  get applicationMenu(): FakeMenu | null {
    return FakeMenu.applicationMenu;
  },

  /** Resolves app.whenReady() and emits 'ready'. */
  fireReady(): void {
    app.fireReady();
  },
  setBackend(backend: string, available = true): void {
    safeStorage.backend = backend;
    safeStorage.available = available;
  },
  setUserDataDir(dir: string): void {
    app.setPath('userData', dir);
  },
  /** Calls a registered ipcMain.handle handler as a page of `senderUrl` would. */
  invoke(channel: string, payload?: unknown, options?: InvokeOptions): Promise<unknown> {
    return ipcMain.invoke(channel, payload, options);
  },

  reset(): void {
    app.reset();
    ipcMain.reset();
    ipcRenderer.reset();
    contextBridge.reset();
    safeStorage.reset();
    protocol.reset();
    defaultSession.reset();
    partitions.clear();
    shell.reset();
    net.reset();
    dialog.reset();
    powerMonitor.reset();
    nativeTheme.reset();
    screen.reset();
    FakeBrowserWindow.reset();
    FakeMenu.reset();
    FakeNotification.reset();
  },
};
