/** Starts a simulator per test file and calls it over real HTTP with global fetch. */
import { afterAll, beforeAll } from 'vitest';
import { startSimulator, type SimulatorHandle, type SimulatorOptions } from '../../../main/simulator/server.js';

export const KEY = 'test-key';
export const RO_KEY = 'ro-key';

export const simOptions = (extra: Partial<SimulatorOptions> = {}): SimulatorOptions => ({
  port: 0,
  apiKey: KEY,
  readOnlyKey: RO_KEY,
  seed: 1,
  // Pinned: tests read dates relative to this day and time; the default would be the machine's now.
  today: '2026-11-22',
  clock: () => new Date(2026, 10, 22, 18, 0),
  ...extra,
});

/** One simulator for the whole file; the getter is valid inside tests. */
export function useSimulator(extra: Partial<SimulatorOptions> = {}): () => SimulatorHandle {
  let sim: SimulatorHandle | undefined;
  beforeAll(async () => {
    sim = await startSimulator(simOptions(extra));
  });
  afterAll(async () => {
    await sim?.close();
  });
  return () => {
    if (!sim) throw new Error('simulator not started');
    return sim;
  };
}

export interface CallInit {
  method?: string;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  /** The X-API-KEY to send; null sends none. Default: the full key. */
  key?: string | null;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = unknown>(sim: SimulatorHandle, path: string, init: CallInit = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  const key = init.key === undefined ? KEY : init.key;
  if (key !== null) headers['X-API-KEY'] = key;
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  const res = await fetch(`${sim.url}${path}`, { method: init.method ?? 'GET', headers, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

/** Asserts the error body shape of API.md and returns its code. */
export function errorCode(answer: Answer): string {
  const body = answer.body as { code?: unknown; error?: unknown };
  if (typeof body?.code !== 'string' || typeof body.error !== 'string' || body.error === '') {
    throw new Error(`not an error body: ${JSON.stringify(answer.body)}`);
  }
  return body.code;
}
