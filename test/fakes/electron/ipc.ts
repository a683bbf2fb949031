import { EventEmitter } from 'node:events';
import { APP_ENTRY_URL } from '../../../main/core/app-origin.js';

/** The invoke event a handler receives; senderFrame is null when the frame is gone. */
export interface FakeIpcEvent {
  senderFrame: { url: string } | null;
  sender: { id: number };
  processId: number;
  frameId: number;
}

export type FakeIpcHandler = (event: FakeIpcEvent, ...args: unknown[]) => unknown;

export interface InvokeOptions {
  /** URL of the calling frame; defaults to the app's own page. null: the frame is gone. */
  senderUrl?: string | null;
  /** Extra arguments after the payload, as a renderer could send. */
  extraArgs?: unknown[];
}

export class FakeIpcMain extends EventEmitter {
  readonly handlers = new Map<string, FakeIpcHandler>();

  handle(channel: string, handler: FakeIpcHandler): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  }

  handleOnce(channel: string, handler: FakeIpcHandler): void {
    this.handle(channel, (event, ...args) => {
      this.handlers.delete(channel);
      return handler(event, ...args);
    });
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }

  /** Test helper: what ipcRenderer.invoke(channel, payload) does from a page. */
  async invoke(channel: string, payload?: unknown, options: InvokeOptions = {}): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler)
      throw new Error(`Error invoking remote method '${channel}': Error: No handler registered for '${channel}'`);
    const senderUrl = options.senderUrl === undefined ? APP_ENTRY_URL : options.senderUrl;
    const event: FakeIpcEvent = {
      senderFrame: senderUrl === null ? null : { url: senderUrl },
      sender: { id: 1 },
      processId: 1,
      frameId: 1,
    };
    return handler(event, payload, ...(options.extraArgs ?? []));
  }

  reset(): void {
    this.handlers.clear();
    this.removeAllListeners();
  }
}

/** The renderer side, for preload tests: invoke goes straight to ipcMain's handlers. */
export class FakeIpcRenderer extends EventEmitter {
  readonly #main: FakeIpcMain;

  constructor(main: FakeIpcMain) {
    super();
    this.#main = main;
  }

  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    return this.#main.invoke(channel, args[0], { extraArgs: args.slice(1) });
  }

  reset(): void {
    this.removeAllListeners();
  }
}

export class FakeContextBridge {
  readonly exposed = new Map<string, unknown>();

  exposeInMainWorld(key: string, api: unknown): void {
    if (this.exposed.has(key))
      throw new Error(`Cannot bind an API on top of an existing property on the window object`);
    this.exposed.set(key, api);
  }

  reset(): void {
    this.exposed.clear();
  }
}
