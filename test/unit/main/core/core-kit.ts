/**
 * Shared setup for the main-core unit tests: the real simulator over real HTTP, the real API
 * client with fast retries, the real Vault over an in-memory keychain, and the real
 * SettingsService over a JSON file in a temp folder. Only the renderer side is faked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createClient, type ClientOptions, type WorkforceClient } from '../../../../main/core/api/client.js';
import type { AppCoreDeps } from '../../../../main/core/app-core.js';
import type { FetchLike } from '../../../../main/core/api/transport.js';
import { SettingsService } from '../../../../main/core/settings/settings-service.js';
import { Vault } from '../../../../main/core/vault.js';
import { startSimulator, type SimulatorHandle, type SimulatorOptions } from '../../../../main/simulator/server.js';
import { jsonSettingsFile } from '../../../../main/preview/json-settings-file.js';
import { memoryCipher, memoryVaultStore } from '../../../e2e/harness/test-adapters.js';

export const KEY = 'core-unit-key-0001';
/** A base URL on 127.0.0.1 at a port nobody listens on (just freed): every request is refused. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api/1_12`;
}

/** One simulator for the whole file; the getter is valid inside tests. */
export function useSimulator(extra: Partial<SimulatorOptions> = {}): () => SimulatorHandle {
  let sim: SimulatorHandle | undefined;
  beforeAll(async () => {
    sim = await startSimulator({
      apiKey: KEY,
      port: 0,
      seed: 7,
      today: '2026-11-22',
      clock: () => new Date(2026, 10, 22, 18, 0),
      ...extra,
    });
  });
  afterAll(async () => {
    await sim?.close();
  });
  return () => {
    if (!sim) throw new Error('simulator not started');
    return sim;
  };
}

/** The real client of the simulator, with fast retries. */
export function clientFor(baseUrl: string, options: Partial<ClientOptions> = {}): WorkforceClient {
  return createClient({
    baseUrl,
    apiKey: KEY,
    timeoutMs: 5_000,
    ...options,
    retry: { baseDelayMs: 5, maxDelayMs: 20, ...options.retry },
  });
}

/** POST /__simulator/faults; what is left out is cleared. */
export async function setFaults(
  sim: SimulatorHandle,
  faults: {
    latencyMs?: number;
    failNext?: number;
    rateLimitNext?: number;
    dropAfterCommitNext?: number;
    offlineForMs?: number;
  },
): Promise<void> {
  const res = await fetch(`${sim.url}/__simulator/faults`, {
    method: 'POST',
    headers: { 'X-API-KEY': sim.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(faults),
  });
  if (!res.ok) throw new Error(`faults answered ${res.status}`);
}

/** Fresh counters and no faults, between tests sharing one simulator. */
export async function resetSimulator(sim: SimulatorHandle): Promise<void> {
  sim.rotateKey(KEY);
  await setFaults(sim, {});
  sim.state.resetCounters();
}

export function totalRequests(sim: SimulatorHandle): number {
  return Object.values(sim.state.traffic.requests).reduce((a, b) => a + b, 0);
}

/** A real fetch that remembers every URL asked and how many requests were in flight at most. */
export function watchedFetch(): {
  fetch: FetchLike;
  urls: string[];
  inFlight: () => number;
  maxInFlight: () => number;
} {
  const urls: string[] = [];
  let inFlight = 0;
  let max = 0;
  return {
    urls,
    inFlight: () => inFlight,
    maxInFlight: () => max,
    fetch: async (input, init) => {
      urls.push(input);
      inFlight++;
      max = Math.max(max, inFlight);
      try {
        const res = await fetch(input, init);
        // The body is read by the caller; count the request as over once its text is in.
        const text = await res.text();
        const body = [101, 204, 205, 304].includes(res.status) ? null : text;
        return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
      } finally {
        inFlight--;
      }
    },
  };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(e: unknown): void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `check` is true; throws with `what` after `timeoutMs`. */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** A temp folder removed after the file's tests. */
export function useTempDir(): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fieldsup-core-'));
    dirs.push(dir);
    return dir;
  };
}

/** The platform a test core has but does not look at: no demo, fixed app info, nothing saved or opened outside. */
export function quietPlatform(dir: string): Pick<AppCoreDeps, 'startDemo' | 'appInfo' | 'saveCsv' | 'openExternal'> {
  return {
    startDemo: () => Promise.reject(new Error('no demo in this test')),
    appInfo: () => ({ version: '1.2.3', dataFolder: dir, platform: 'linux' }),
    saveCsv: async () => ({ saved: false, path: undefined }),
    openExternal: async () => undefined,
  };
}

/** Real settings (JSON file in `dir`) and a real vault over an in-memory keychain. */
export function realStores(dir: string) {
  const settings = new SettingsService({ file: jsonSettingsFile(dir), onError: () => undefined });
  settings.load();
  const vaultStore = memoryVaultStore();
  const vault = new Vault({
    cipher: memoryCipher(),
    store: vaultStore,
    policy: { get: () => settings.get().weakKeyPolicy, set: (p) => void settings.update({ weakKeyPolicy: p }) },
  });
  return { settings, vault, vaultStore, settingsFile: path.join(dir, 'settings.json') };
}
