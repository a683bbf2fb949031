/**
 * Registers one ipcMain handler per contract channel, each behind wrapHandler (sender-frame
 * check, zod validation, result objects), and sends contract events to the app window.
 */
import { ipcMain, type BrowserWindow } from 'electron';
import { CHANNEL_PREFIX, METHODS, type Channel, type EventName, type Events } from '../../preload/contract.js';
import type { Handlers } from '../core/app-core.js';
import { wrapHandler } from '../core/ipc/handler.js';
import { payloadSchemas } from '../core/ipc/payloads.js';

export interface IpcOptions {
  /** Unexpected errors go to the main-process log; the page only sees 'internal'. */
  log?: (message: string, error?: unknown) => void;
}

/** Returns the channels registered, prefix included. */
export function registerIpcHandlers(handlers: Handlers, options: IpcOptions = {}): string[] {
  const log = options.log ?? console.error;
  const register = <C extends Channel>(channel: C): string => {
    const name = CHANNEL_PREFIX + channel;
    const onUnexpectedError = (error: unknown) => log(`ipc ${channel} failed`, error);
    ipcMain.handle(name, wrapHandler(payloadSchemas[channel], handlers[channel], { onUnexpectedError }));
    return name;
  };
  // METHODS names every channel (the contract fails to compile otherwise).
  return Object.values(METHODS).map((channel) => register(channel));
}

/** An emit for the core: events reach the window's page, and are dropped while it has none. */
export function createEmitter(getWindow: () => BrowserWindow | undefined) {
  return <E extends EventName>(event: E, payload: Events[E]): void => {
    const window = getWindow();
    if (!window || window.isDestroyed() || window.webContents.isDestroyed()) return;
    window.webContents.send(CHANNEL_PREFIX + event, payload);
  };
}
