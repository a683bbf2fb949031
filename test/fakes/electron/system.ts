import { EventEmitter } from 'node:events';
import type { FakeApp } from './app.js';
import type { Rectangle } from './browser-window.js';

export interface CustomScheme {
  scheme: string;
  privileges?: Record<string, boolean>;
}

export type ProtocolHandler = (request: Request) => Response | Promise<Response>;

export class FakeProtocol {
  readonly privileged: CustomScheme[] = [];
  readonly handlers = new Map<string, ProtocolHandler>();
  readonly #app: FakeApp;

  constructor(app: FakeApp) {
    this.#app = app;
  }

  registerSchemesAsPrivileged(schemes: CustomScheme[]): void {
    // Electron refuses this after ready; the fake makes the ordering mistake loud.
    if (this.#app.isReady())
      throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
    this.privileged.push(...schemes);
  }

  handle(scheme: string, handler: ProtocolHandler): void {
    if (this.handlers.has(scheme)) throw new Error(`The scheme '${scheme}' is already handled`);
    this.handlers.set(scheme, handler);
  }

  unhandle(scheme: string): void {
    this.handlers.delete(scheme);
  }

  isProtocolHandled(scheme: string): boolean {
    return this.handlers.has(scheme);
  }

  /** Test helper: what the renderer's request for `url` gets back. */
  async request(url: string, init?: RequestInit): Promise<Response> {
    const scheme = new URL(url).protocol.slice(0, -1);
    const handler = this.handlers.get(scheme);
    if (!handler) throw new Error(`net::ERR_UNKNOWN_URL_SCHEME (${scheme})`);
    return handler(new Request(url, init));
  }

  reset(): void {
    this.privileged.length = 0;
    this.handlers.clear();
  }
}

export interface PermissionRequestDetails {
  requestingUrl?: string;
  isMainFrame?: boolean;
}

export type PermissionRequestHandler = (
  webContents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: PermissionRequestDetails,
) => void;

export type PermissionCheckHandler = (
  webContents: unknown,
  permission: string,
  requestingOrigin: string,
  details: object,
) => boolean;

export interface HeadersReceivedDetails {
  url: string;
  resourceType?: string;
  responseHeaders?: Record<string, string[]>;
}

export interface HeadersReceivedResponse {
  cancel?: boolean;
  responseHeaders?: Record<string, string | string[]>;
  statusLine?: string;
}

export type HeadersReceivedListener = (
  details: HeadersReceivedDetails,
  callback: (response: HeadersReceivedResponse) => void,
) => void;

function isListener(value: object | HeadersReceivedListener | null): value is HeadersReceivedListener {
  return typeof value === 'function';
}

export class FakeSession extends EventEmitter {
  permissionRequestHandler: PermissionRequestHandler | null = null;
  permissionCheckHandler: PermissionCheckHandler | null = null;
  headersReceivedListener: HeadersReceivedListener | null = null;
  readonly webRequest = {
    onHeadersReceived: (
      filterOrListener: object | HeadersReceivedListener | null,
      listener?: HeadersReceivedListener | null,
    ) => {
      // Electron accepts (listener) or (filter, listener).
      this.headersReceivedListener = isListener(filterOrListener) ? filterOrListener : (listener ?? null);
    },
  };

  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
    this.permissionRequestHandler = handler;
  }

  setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
    this.permissionCheckHandler = handler;
  }

  /** Test helper: a page asks for a permission. Without a handler Electron grants it. */
  requestPermission(permission: string, details: PermissionRequestDetails = {}): Promise<boolean> {
    const handler = this.permissionRequestHandler;
    if (!handler) return Promise.resolve(true);
    return new Promise((resolve) => handler({}, permission, resolve, details));
  }

  /** Test helper: a synchronous permission check. Without a handler Electron allows it. */
  checkPermission(permission: string, requestingOrigin: string): boolean {
    return this.permissionCheckHandler ? this.permissionCheckHandler({}, permission, requestingOrigin, {}) : true;
  }

  /** Test helper: runs a response through the onHeadersReceived listener. */
  receiveHeaders(details: HeadersReceivedDetails): Promise<HeadersReceivedResponse> {
    const listener = this.headersReceivedListener;
    if (!listener) return Promise.resolve({ responseHeaders: details.responseHeaders ?? {} });
    return new Promise((resolve) => listener(details, resolve));
  }

  reset(): void {
    this.permissionRequestHandler = null;
    this.permissionCheckHandler = null;
    this.headersReceivedListener = null;
    this.removeAllListeners();
  }
}

export class FakeShell {
  readonly openedExternal: string[] = [];
  readonly openedPaths: string[] = [];

  async openExternal(url: string): Promise<void> {
    this.openedExternal.push(url);
  }

  async openPath(filePath: string): Promise<string> {
    this.openedPaths.push(filePath);
    return '';
  }

  showItemInFolder(filePath: string): void {
    this.openedPaths.push(filePath);
  }

  reset(): void {
    this.openedExternal.length = 0;
    this.openedPaths.length = 0;
  }
}

export class FakeNet {
  online = true;

  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    return globalThis.fetch(input, init);
  }

  isOnline(): boolean {
    return this.online;
  }

  reset(): void {
    this.online = true;
  }
}

export interface MenuItemOptions {
  label?: string;
  role?: string;
  type?: string;
  submenu?: MenuItemOptions[];
  click?: (...args: unknown[]) => void;
  [key: string]: unknown;
}

export class FakeMenu {
  static applicationMenu: FakeMenu | null = null;

  static buildFromTemplate(template: MenuItemOptions[]): FakeMenu {
    return new FakeMenu(template);
  }

  static setApplicationMenu(menu: FakeMenu | null): void {
    FakeMenu.applicationMenu = menu;
  }

  static getApplicationMenu(): FakeMenu | null {
    return FakeMenu.applicationMenu;
  }

  readonly items: MenuItemOptions[];

  constructor(items: MenuItemOptions[] = []) {
    this.items = items;
  }

  popup(): void {}

  static reset(): void {
    FakeMenu.applicationMenu = null;
  }
}

export interface SaveDialogResult {
  canceled: boolean;
  filePath?: string;
}

export interface MessageBoxResult {
  response: number;
  checkboxChecked: boolean;
}

/** Dialog calls are recorded; answers come from queues a test fills (cancel / first button otherwise). */
export class FakeDialog {
  readonly calls: { method: string; options: unknown }[] = [];
  readonly saveDialogResults: SaveDialogResult[] = [];
  readonly messageBoxResults: MessageBoxResult[] = [];

  async showSaveDialog(windowOrOptions: unknown, options?: unknown): Promise<SaveDialogResult> {
    this.calls.push({ method: 'showSaveDialog', options: options ?? windowOrOptions });
    return this.saveDialogResults.shift() ?? { canceled: true };
  }

  async showMessageBox(windowOrOptions: unknown, options?: unknown): Promise<MessageBoxResult> {
    this.calls.push({ method: 'showMessageBox', options: options ?? windowOrOptions });
    return this.messageBoxResults.shift() ?? { response: 0, checkboxChecked: false };
  }

  showErrorBox(title: string, content: string): void {
    this.calls.push({ method: 'showErrorBox', options: { title, content } });
  }

  reset(): void {
    this.calls.length = 0;
    this.saveDialogResults.length = 0;
    this.messageBoxResults.length = 0;
  }
}

export class FakeNotification extends EventEmitter {
  static supported = true;
  static readonly created: FakeNotification[] = [];

  static isSupported(): boolean {
    return FakeNotification.supported;
  }

  readonly options: Record<string, unknown>;
  shown = false;

  constructor(options: Record<string, unknown> = {}) {
    super();
    this.options = options;
    FakeNotification.created.push(this);
  }

  show(): void {
    this.shown = true;
    this.emit('show');
  }

  close(): void {
    this.emit('close');
  }

  static reset(): void {
    FakeNotification.supported = true;
    FakeNotification.created.length = 0;
  }
}

export class FakePowerMonitor extends EventEmitter {
  onBatteryPower = false;

  reset(): void {
    this.onBatteryPower = false;
    this.removeAllListeners();
  }
}

export class FakeNativeTheme extends EventEmitter {
  themeSource: 'system' | 'light' | 'dark' = 'system';
  /** What the OS prefers when themeSource is 'system'. */
  systemPrefersDark = false;

  get shouldUseDarkColors(): boolean {
    return this.themeSource === 'dark' || (this.themeSource === 'system' && this.systemPrefersDark);
  }

  reset(): void {
    this.themeSource = 'system';
    this.systemPrefersDark = false;
    this.removeAllListeners();
  }
}

export interface FakeDisplay {
  id: number;
  bounds: Rectangle;
  workArea: Rectangle;
  scaleFactor: number;
}

const DEFAULT_DISPLAY: FakeDisplay = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
  scaleFactor: 1,
};

export class FakeScreen extends EventEmitter {
  displays: FakeDisplay[] = [DEFAULT_DISPLAY];

  getAllDisplays(): FakeDisplay[] {
    return this.displays;
  }

  getPrimaryDisplay(): FakeDisplay {
    return this.displays[0] ?? DEFAULT_DISPLAY;
  }

  /** The display with the largest overlap, like Electron (primary when none overlaps). */
  getDisplayMatching(rect: Rectangle): FakeDisplay {
    let best = this.getPrimaryDisplay();
    let bestArea = 0;
    for (const display of this.displays) {
      const b = display.bounds;
      const w = Math.min(b.x + b.width, rect.x + rect.width) - Math.max(b.x, rect.x);
      const h = Math.min(b.y + b.height, rect.y + rect.height) - Math.max(b.y, rect.y);
      const area = Math.max(0, w) * Math.max(0, h);
      if (area > bestArea) {
        best = display;
        bestArea = area;
      }
    }
    return best;
  }

  reset(): void {
    this.displays = [DEFAULT_DISPLAY];
    this.removeAllListeners();
  }
}
