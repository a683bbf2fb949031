/**
 * Online / offline / degraded, from the OS's own online flag plus a light periodic probe of
 * the API base URL. Changes are debounced so a flapping Wi-Fi does not flood the UI or the
 * sync triggers. Offline, the probe comes back every second for the first ten, then after a
 * growing pause up to 15 s: a venue's network back after a drop of a few seconds is noticed
 * within a second, and a long outage costs four probes a minute.
 */
import type { Connectivity, ConnectivityState } from '../../preload/contract.js';
import type { FetchLike } from './api/transport.js';

export type ProbeResult = 'ok' | 'slow' | 'error' | 'unreachable';

/** The pure rule: the OS saying offline wins; a probe refines "online". */
export function connectivityFrom(osOnline: boolean, probe: ProbeResult | undefined): ConnectivityState {
  if (!osOnline) return 'offline';
  if (probe === 'unreachable') return 'offline';
  if (probe === 'error' || probe === 'slow') return 'degraded';
  return 'online';
}

/**
 * One GET of the base URL without the key: any HTTP answer (even 401 or 404) proves the
 * server is reachable; only 5xx, a slow answer or no answer at all count against it.
 */
export async function probeBaseUrl(
  fetch: FetchLike,
  baseUrl: string,
  timeoutMs: number,
  slowMs: number,
): Promise<ProbeResult> {
  const started = Date.now();
  try {
    const res = await fetch(baseUrl, { method: 'GET', signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await res.body?.cancel();
    if (res.status >= 500) return 'error';
    return Date.now() - started > slowMs ? 'slow' : 'ok';
  } catch (e) {
    return (e as { name?: string }).name === 'TimeoutError' ? 'error' : 'unreachable';
  }
}

export interface ConnectivityDeps {
  /** The OS's view (Electron's net.isOnline); the e2e harness controls it. */
  osOnline(): boolean;
  /** Probes the current base URL; undefined when there is nothing to probe. */
  probe(): Promise<ProbeResult | undefined>;
  debounceMs?: number;
  /** Online, the probe's period. */
  probeEveryMs?: number;
  /** Offline, the pause between the first probes; after them each pause doubles, up to offlineProbeMaxMs. */
  offlineProbeFirstMs?: number;
  offlineProbeMaxMs?: number;
  now?: () => Date;
}

/**
 * Offline, probes this many times, a second apart, before the pause grows: a venue's drops last
 * seconds, and a probe is one small request. With a 15 s ceiling that is 15 probes in the first
 * minute of an outage and 4 a minute after.
 */
const OFFLINE_STEADY_PROBES = 10;

/** The pause before the next probe: the period online; offline, steady at first, then doubling. */
export function nextProbeDelay(
  offline: boolean,
  offlineProbes: number,
  timing: { probeEveryMs: number; offlineProbeFirstMs: number; offlineProbeMaxMs: number },
): number {
  if (!offline) return timing.probeEveryMs;
  const doublings = Math.max(0, offlineProbes - OFFLINE_STEADY_PROBES + 1);
  const grown = timing.offlineProbeFirstMs * 2 ** Math.min(doublings, 20);
  return Math.min(grown, timing.offlineProbeMaxMs, timing.probeEveryMs);
}

export class ConnectivityMonitor {
  #current: Connectivity;
  #candidate: ConnectivityState | undefined;
  #debounce: ReturnType<typeof setTimeout> | undefined;
  #probeTimer: ReturnType<typeof setTimeout> | undefined;
  #lastProbe: ProbeResult | undefined;
  /** Probes in a row that found no network: the pause before the next one grows with them. */
  #offlineProbes = 0;
  #started = false;
  readonly #listeners = new Set<(state: Connectivity) => void>();

  constructor(private readonly deps: ConnectivityDeps) {
    const now = deps.now ?? (() => new Date());
    this.#current = { state: connectivityFrom(deps.osOnline(), undefined), since: now().toISOString() };
  }

  get(): Connectivity {
    return this.#current;
  }

  /** Called on every settled change; returns the function that stops it. */
  onChange(listener: (state: Connectivity) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  isOnline(): boolean {
    return this.#current.state !== 'offline';
  }

  start(): void {
    this.#started = true;
    void this.probeNow();
  }

  stop(): void {
    this.#started = false;
    if (this.#probeTimer) clearTimeout(this.#probeTimer);
    if (this.#debounce) clearTimeout(this.#debounce);
  }

  /** The OS flag changed (Electron's online/offline); re-evaluates and probes again. */
  osChanged(): void {
    if (!this.deps.osOnline()) this.#lastProbe = undefined;
    this.#evaluate();
    if (this.deps.osOnline()) void this.probeNow();
  }

  async probeNow(): Promise<void> {
    await this.#probe();
    // Offline, a server's answer proves the way back: taken at once, so queued orders go out
    // now. The debounce guards the other way, where one lost probe must not flip the app.
    const answered =
      this.#lastProbe !== undefined && connectivityFrom(this.deps.osOnline(), this.#lastProbe) !== 'offline';
    this.#evaluate(this.#current.state === 'offline' && answered);
  }

  /**
   * "Sync now" while offline: the supervisor pressing it is the best sign the network is back,
   * so the probe's answer is taken at once, without the debounce. True when the app is online.
   */
  async checkNow(): Promise<boolean> {
    await this.#probe();
    this.#evaluate(true);
    return this.isOnline();
  }

  /** One probe (none while the OS says offline), then the next one scheduled. */
  async #probe(): Promise<void> {
    if (this.deps.osOnline()) this.#lastProbe = await this.deps.probe();
    const offline = connectivityFrom(this.deps.osOnline(), this.#lastProbe) === 'offline';
    this.#offlineProbes = offline ? this.#offlineProbes + 1 : 0;
    if (!this.#started) return;
    if (this.#probeTimer) clearTimeout(this.#probeTimer);
    const delay = nextProbeDelay(offline, this.#offlineProbes - 1, {
      probeEveryMs: this.deps.probeEveryMs ?? 30_000,
      offlineProbeFirstMs: this.deps.offlineProbeFirstMs ?? 1_000,
      offlineProbeMaxMs: this.deps.offlineProbeMaxMs ?? 15_000,
    });
    this.#probeTimer = setTimeout(() => void this.probeNow(), delay);
    this.#probeTimer.unref?.();
  }

  #evaluate(atOnce = false): void {
    const next = connectivityFrom(this.deps.osOnline(), this.#lastProbe);
    if (next === this.#current.state) {
      this.#candidate = undefined;
      if (this.#debounce) clearTimeout(this.#debounce);
      return;
    }
    if (next === this.#candidate && !atOnce) return;
    this.#candidate = next;
    if (this.#debounce) clearTimeout(this.#debounce);
    const commit = () => {
      this.#candidate = undefined;
      const now = this.deps.now ?? (() => new Date());
      this.#current = { state: next, since: now().toISOString() };
      for (const listener of this.#listeners) listener(this.#current);
    };
    const wait = atOnce ? 0 : (this.deps.debounceMs ?? 1500);
    if (wait <= 0) commit();
    else this.#debounce = setTimeout(commit, wait);
  }
}
