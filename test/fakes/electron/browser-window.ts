import { EventEmitter } from 'node:events';
import { fakeEvent, type FakeEvent } from './app.js';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowOpenDetails {
  url: string;
  frameName: string;
  features: string;
  disposition: string;
}

export type WindowOpenResponse = { action: 'deny' } | { action: 'allow'; overrideBrowserWindowOptions?: object };

export interface SentMessage {
  channel: string;
  args: unknown[];
}

let nextWebContentsId = 1;
let nextWindowId = 1;

export class FakeWebContents extends EventEmitter {
  readonly id = nextWebContentsId++;
  url = '';
  readonly sent: SentMessage[] = [];
  windowOpenHandler: ((details: WindowOpenDetails) => WindowOpenResponse) | undefined;
  devToolsOpened = false;
  destroyed = false;
  /** What the page's scripts answer (executeJavaScript), e.g. a print view's `sheetReady`. */
  scriptResult: unknown = { ok: true };
  readonly scripts: string[] = [];
  /** print(): the options asked, and the answer the system print dialog gives (success, reason). */
  readonly printCalls: Record<string, unknown>[] = [];
  printResult: { success: boolean; failureReason: string } = { success: true, failureReason: '' };
  /** printToPDF(): the options asked; the bytes it renders, or the error it throws. */
  readonly pdfCalls: Record<string, unknown>[] = [];
  pdfResult: Uint8Array | Error = new TextEncoder().encode('%PDF-1.4 fake');

  send(channel: string, ...args: unknown[]): void {
    // Electron throws here too, which is why senders must check isDestroyed().
    if (this.destroyed) throw new Error('Object has been destroyed');
    this.sent.push({ channel, args });
  }

  setWindowOpenHandler(handler: (details: WindowOpenDetails) => WindowOpenResponse): void {
    this.windowOpenHandler = handler;
  }

  async loadURL(url: string): Promise<void> {
    this.url = url;
    this.emit('did-finish-load');
  }

  getURL(): string {
    return this.url;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  openDevTools(): void {
    this.devToolsOpened = true;
  }

  async executeJavaScript(code: string): Promise<unknown> {
    this.scripts.push(code);
    return this.scriptResult;
  }

  print(options: Record<string, unknown>, callback: (success: boolean, failureReason: string) => void): void {
    this.printCalls.push(options);
    const { success, failureReason } = this.printResult;
    queueMicrotask(() => callback(success, failureReason));
  }

  async printToPDF(options: Record<string, unknown>): Promise<Buffer> {
    this.pdfCalls.push(options);
    if (this.pdfResult instanceof Error) throw this.pdfResult;
    return Buffer.from(this.pdfResult);
  }

  /** Test helper: the page calls window.open; returns the handler's answer (allow when none). */
  requestWindowOpen(url: string): WindowOpenResponse {
    const details = { url, frameName: '', features: '', disposition: 'new-window' };
    return this.windowOpenHandler ? this.windowOpenHandler(details) : { action: 'allow' };
  }

  /** Test helper: the page navigates; returns the event so tests can see if it was prevented. */
  navigate(
    url: string,
    channel: 'will-navigate' | 'will-redirect' | 'will-frame-navigate' = 'will-navigate',
  ): FakeEvent {
    const event = fakeEvent({ url, isMainFrame: true });
    this.emit(channel, event, url);
    return event;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static readonly created: FakeBrowserWindow[] = [];
  /** Test helper: runs on each window as it is created (a window main opens by itself, hidden). */
  static configure: ((window: FakeBrowserWindow) => void) | undefined;

  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.created.filter((w) => !w.destroyed);
  }

  static getFocusedWindow(): FakeBrowserWindow | null {
    return FakeBrowserWindow.getAllWindows().find((w) => w.focused) ?? null;
  }

  static fromWebContents(webContents: FakeWebContents): FakeBrowserWindow | null {
    return FakeBrowserWindow.created.find((w) => w.webContents === webContents) ?? null;
  }

  readonly id = nextWindowId++;
  readonly options: Record<string, unknown>;
  readonly webContents = new FakeWebContents();
  bounds: Rectangle;
  visible: boolean;
  focused = false;
  minimized = false;
  maximized = false;
  destroyed = false;
  title = '';
  menuRemoved = false;

  constructor(options: Record<string, unknown> = {}) {
    super();
    this.options = options;
    const num = (key: string, fallback: number) => (typeof options[key] === 'number' ? options[key] : fallback);
    this.bounds = { x: num('x', 0), y: num('y', 0), width: num('width', 800), height: num('height', 600) };
    this.visible = options.show !== false;
    FakeBrowserWindow.created.push(this);
    FakeBrowserWindow.configure?.(this);
  }

  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }

  loadFile(filePath: string): Promise<void> {
    return this.webContents.loadURL(`file://${filePath}`);
  }

  show(): void {
    this.visible = true;
    this.focused = true;
    this.emit('show');
  }

  hide(): void {
    this.visible = false;
    this.emit('hide');
  }

  focus(): void {
    this.focused = true;
    this.emit('focus');
  }

  blur(): void {
    this.focused = false;
    this.emit('blur');
  }

  minimize(): void {
    this.minimized = true;
    this.emit('minimize');
  }

  restore(): void {
    this.minimized = false;
    this.emit('restore');
  }

  maximize(): void {
    this.maximized = true;
    this.emit('maximize');
  }

  unmaximize(): void {
    this.maximized = false;
    this.emit('unmaximize');
  }

  isMinimized(): boolean {
    return this.minimized;
  }

  isMaximized(): boolean {
    return this.maximized;
  }

  isVisible(): boolean {
    return this.visible;
  }

  isFocused(): boolean {
    return this.focused;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  getBounds(): Rectangle {
    return { ...this.bounds };
  }

  getNormalBounds(): Rectangle {
    return { ...this.bounds };
  }

  setBounds(bounds: Partial<Rectangle>): void {
    this.bounds = { ...this.bounds, ...bounds };
    this.emit('resize');
    this.emit('move');
  }

  setTitle(title: string): void {
    this.title = title;
  }

  getTitle(): string {
    return this.title;
  }

  removeMenu(): void {
    this.menuRemoved = true;
  }

  setMenuBarVisibility(visible: boolean): void {
    this.menuRemoved = !visible;
  }

  /** Like Electron: 'close' is preventable, then 'closed' once destroyed. */
  close(): void {
    if (this.destroyed) return;
    const event = fakeEvent();
    this.emit('close', event);
    if (!event.defaultPrevented) this.destroy();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }

  static reset(): void {
    FakeBrowserWindow.created.length = 0;
    FakeBrowserWindow.configure = undefined;
  }
}
