/**
 * Online / offline / degraded, from the OS's own online flag plus a light periodic probe of
 * the API base URL. Changes are debounced so a flapping Wi-Fi does not flood the UI or the
 * sync triggers.
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
  probeEveryMs?: number;
  now?: () => Date;
}

export class ConnectivityMonitor {
  #current: Connectivity;
  #candidate: ConnectivityState | undefined;
  #debounce: ReturnType<typeof setTimeout> | undefined;
  #probeTimer: ReturnType<typeof setInterval> | undefined;
  #lastProbe: ProbeResult | undefined;
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
    void this.probeNow();
    this.#probeTimer = setInterval(() => void this.probeNow(), this.deps.probeEveryMs ?? 30_000);
    this.#probeTimer.unref?.();
  }

  stop(): void {
    if (this.#probeTimer) clearInterval(this.#probeTimer);
    if (this.#debounce) clearTimeout(this.#debounce);
  }

  /** The OS flag changed (Electron's online/offline); re-evaluates and probes again. */
  osChanged(): void {
    if (!this.deps.osOnline()) this.#lastProbe = undefined;
    this.#evaluate();
    if (this.deps.osOnline()) void this.probeNow();
  }

  async probeNow(): Promise<void> {
    if (!this.deps.osOnline()) return this.#evaluate();
    this.#lastProbe = await this.deps.probe();
    this.#evaluate();
  }

  #evaluate(): void {
    const next = connectivityFrom(this.deps.osOnline(), this.#lastProbe);
    if (next === this.#current.state) {
      this.#candidate = undefined;
      if (this.#debounce) clearTimeout(this.#debounce);
      return;
    }
    if (next === this.#candidate) return;
    this.#candidate = next;
    if (this.#debounce) clearTimeout(this.#debounce);
    const commit = () => {
      this.#candidate = undefined;
      const now = this.deps.now ?? (() => new Date());
      this.#current = { state: next, since: now().toISOString() };
      for (const listener of this.#listeners) listener(this.#current);
    };
    const wait = this.deps.debounceMs ?? 1500;
    if (wait <= 0) commit();
    else this.#debounce = setTimeout(commit, wait);
  }
}
