/**
 * When to look for an app update, and what the window is told. The updater itself (one
 * platform file over electron-updater) checks and downloads in the background; this decides
 * when it may: at start and then daily, only while online, never two checks at once, and not
 * at all when the build has no update feed. Restarting is only ever the supervisor's click.
 */
import type { UpdateStatus } from '../../preload/contract.js';

/** The platform's updater; undefined where the build configures no feed. */
export interface Updater {
  /** Checks the feed and, when there is a newer version, downloads it in the background. */
  check(): Promise<void>;
  /** Called once a downloaded update is ready to install. */
  onDownloaded(listener: (version: string) => void): void;
  /** Quits, installs and relaunches. */
  restartAndInstall(): void;
}

export const CHECK_EVERY_MS = 24 * 60 * 60 * 1000;
/** How often "is a check due?" is asked: a laptop asleep or offline at the day mark catches up. */
export const DUE_TICK_MS = 60 * 60 * 1000;

/** The pure rule: a check is due when online, none is running, and the last is a day old. */
export function checkDue(state: {
  online: boolean;
  checking: boolean;
  lastCheckAt: number | undefined;
  now: number;
}): boolean {
  if (!state.online || state.checking) return false;
  return state.lastCheckAt === undefined || state.now - state.lastCheckAt >= CHECK_EVERY_MS;
}

export interface UpdateCheckerDeps {
  updater: Updater | undefined;
  isOnline(): boolean;
  onReady(status: UpdateStatus): void;
  log(message: string, error?: unknown): void;
  now?: () => number;
  /** Repeats `fn` every `ms`; returns the cancel function. */
  every?: (ms: number, fn: () => void) => () => void;
}

const realEvery = (ms: number, fn: () => void) => {
  const timer = setInterval(fn, ms);
  timer.unref?.();
  return () => clearInterval(timer);
};

export class UpdateChecker {
  readonly #deps: UpdateCheckerDeps;
  #checking = false;
  #lastCheckAt: number | undefined;
  #readyVersion: string | undefined;
  #cancelTick: (() => void) | undefined;

  constructor(deps: UpdateCheckerDeps) {
    this.#deps = deps;
    deps.updater?.onDownloaded((version) => {
      this.#readyVersion = version;
      deps.onReady(this.status());
    });
  }

  status(): UpdateStatus {
    if (!this.#deps.updater) return { state: 'off', version: undefined };
    if (this.#readyVersion !== undefined) return { state: 'ready', version: this.#readyVersion };
    return { state: this.#checking ? 'checking' : 'idle', version: undefined };
  }

  /** At app start: a check now if online, then one whenever due. */
  start(): void {
    if (!this.#deps.updater) return;
    this.#cancelTick = (this.#deps.every ?? realEvery)(DUE_TICK_MS, () => this.checkIfDue());
    this.checkIfDue();
  }

  stop(): void {
    this.#cancelTick?.();
    this.#cancelTick = undefined;
  }

  /** Also called when connectivity changes: coming online catches up on a missed check. */
  checkIfDue(): void {
    const updater = this.#deps.updater;
    if (!updater || this.#readyVersion !== undefined) return;
    const now = (this.#deps.now ?? Date.now)();
    if (!checkDue({ online: this.#deps.isOnline(), checking: this.#checking, lastCheckAt: this.#lastCheckAt, now })) {
      return;
    }
    this.#checking = true;
    this.#lastCheckAt = now;
    // Never awaited by anything the supervisor does: a slow feed or a big download blocks nothing.
    updater
      .check()
      .catch((error: unknown) => {
        // A feed that is down is asked again in an hour, not tomorrow.
        this.#lastCheckAt = now - CHECK_EVERY_MS + DUE_TICK_MS;
        this.#deps.log('update check failed', error);
      })
      .finally(() => (this.#checking = false));
  }

  /** The supervisor's "Restart to update"; false when nothing is ready to install. */
  restart(): boolean {
    if (!this.#deps.updater || this.#readyVersion === undefined) return false;
    this.#deps.updater.restartAndInstall();
    return true;
  }
}
