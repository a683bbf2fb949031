import { EventEmitter } from 'node:events';
import os from 'node:os';
import path from 'node:path';

/** A preventable Electron event as listeners see it. */
export interface FakeEvent {
  defaultPrevented: boolean;
  preventDefault(): void;
}

export function fakeEvent<T extends object>(extra?: T): FakeEvent & T {
  const event = {
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
    ...extra,
  };
  return event as FakeEvent & T;
}

export class FakeApp extends EventEmitter {
  name = 'Field Supervisor';
  version = '0.1.0';
  isPackaged = false;
  singleInstanceLock = true;
  quitCount = 0;
  exitCode: number | undefined;
  appUserModelId: string | undefined;
  sandboxEnabled = false;
  readonly paths = new Map<string, string>();
  #ready = false;
  #readyPromise!: Promise<void>;
  #resolveReady!: () => void;

  constructor() {
    super();
    this.#newReadyPromise();
  }

  whenReady(): Promise<void> {
    return this.#readyPromise;
  }

  isReady(): boolean {
    return this.#ready;
  }

  /** Test helper: what Electron does once at startup. */
  fireReady(): void {
    if (this.#ready) return;
    this.#ready = true;
    this.#resolveReady();
    this.emit('ready', fakeEvent(), {});
  }

  requestSingleInstanceLock(): boolean {
    return this.singleInstanceLock;
  }

  releaseSingleInstanceLock(): void {
    this.singleInstanceLock = false;
  }

  /** Test helper: a second launch of the app, as the first instance hears of it. */
  fireSecondInstance(argv: string[] = [], workingDirectory = process.cwd()): void {
    this.emit('second-instance', fakeEvent(), argv, workingDirectory, {});
  }

  quit(): void {
    this.quitCount += 1;
    const beforeQuit = fakeEvent();
    this.emit('before-quit', beforeQuit);
    if (beforeQuit.defaultPrevented) return;
    const willQuit = fakeEvent();
    this.emit('will-quit', willQuit);
    if (!willQuit.defaultPrevented) this.emit('quit', fakeEvent(), 0);
  }

  exit(code = 0): void {
    this.exitCode = code;
  }

  focus(): void {
    this.emit('fake:focus');
  }

  /**
   * userData is a per-process temp path (not created here: electron-store asks for it even when
   * given its own folder) unless a test set one; other paths live beneath it.
   */
  getPath(name: string): string {
    const set = this.paths.get(name);
    if (set) return set;
    if (name === 'temp') return os.tmpdir();
    const userData = this.paths.get('userData') ?? path.join(os.tmpdir(), `fake-electron-userdata-${process.pid}`);
    return name === 'userData' ? userData : path.join(userData, name);
  }

  setPath(name: string, value: string): void {
    this.paths.set(name, value);
  }

  getName(): string {
    return this.name;
  }

  getVersion(): string {
    return this.version;
  }

  getAppPath(): string {
    return process.cwd();
  }

  getLocale(): string {
    return 'en-US';
  }

  /** The system's languages, first preferred, as Electron's app gives them. */
  getPreferredSystemLanguages(): string[] {
    return ['en-US'];
  }

  setAppUserModelId(id: string): void {
    this.appUserModelId = id;
  }

  enableSandbox(): void {
    // Electron throws after ready too; the fake makes the ordering mistake loud.
    if (this.#ready) throw new Error('app.enableSandbox() can only be called before app is ready');
    this.sandboxEnabled = true;
  }

  reset(): void {
    this.removeAllListeners();
    this.name = 'Field Supervisor';
    this.version = '0.1.0';
    this.isPackaged = false;
    this.singleInstanceLock = true;
    this.quitCount = 0;
    this.exitCode = undefined;
    this.appUserModelId = undefined;
    this.sandboxEnabled = false;
    this.paths.clear();
    this.#ready = false;
    this.#newReadyPromise();
  }

  #newReadyPromise(): void {
    this.#readyPromise = new Promise<void>((resolve) => {
      this.#resolveReady = resolve;
    });
  }
}
