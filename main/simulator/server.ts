/**
 * Starts the simulator: a real HTTP server of the whole API on 127.0.0.1. Electron-free, so
 * the app can also run it in-process for demo mode.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { DEFAULT_PROFILE, type ApiProfile } from '../core/api/profile.js';
import { BASE_PATH, createApp } from './app.js';
import type { ServedSet } from './routes/set-routes.js';
import { Store, type StoreOptions } from './store.js';

export interface SimulatorOptions extends StoreOptions {
  /** 0 (the default) picks a free port. */
  port?: number | undefined;
  apiKey: string;
  /** A second key that may read but not write, and gets CMP-1000 on company settings. */
  readOnlyKey?: string | undefined;
  /** Delay before every API request is answered. */
  latencyMs?: number | undefined;
  /** Paths and parameter names to serve (default: the API profile's defaults). */
  profile?: ApiProfile | undefined;
  /** The synced sets served from their rows (default: the app's; a test adds its own). */
  sets?: readonly ServedSet[] | undefined;
}

export interface SimulatorHandle {
  /** Base URL, ending in /api/1_12. */
  url: string;
  apiKey: string;
  readOnlyKey?: string | undefined;
  port: number;
  /** The live state, for tests: data, orders, counters, faults, removeShift, setFilled, … */
  state: Store;
  /** The same object as `state`. */
  store: Store;
  /** The office replaces the key: from now on the old one answers ATH-100. */
  rotateKey(newKey: string): void;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

function check(options: SimulatorOptions): void {
  if (!options.apiKey) throw new Error('apiKey is required');
  if (options.readOnlyKey !== undefined && (options.readOnlyKey === '' || options.readOnlyKey === options.apiKey)) {
    throw new Error('readOnlyKey must be a non-empty key different from apiKey');
  }
  const limits: [keyof SimulatorOptions, number, number][] = [
    ['port', 0, 65_535],
    ['latencyMs', 0, 600_000],
    ['seed', 0, 2 ** 32 - 1],
    ['events', 1, 10_000],
    ['shiftsPerEvent', 1, 1_000],
    ['workers', 1, 100_000],
    ['tasks', 0, 100_000],
  ];
  for (const [name, min, max] of limits) {
    const value = options[name];
    if (value !== undefined && (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)) {
      throw new Error(`${name} must be a whole number from ${min} to ${max}`);
    }
  }
}

export async function startSimulator(options: SimulatorOptions): Promise<SimulatorHandle> {
  check(options);
  const store = new Store(options);
  const keys = { apiKey: options.apiKey, readOnlyKey: options.readOnlyKey };
  const app = createApp({
    store,
    profile: options.profile ?? DEFAULT_PROFILE,
    keys,
    latencyMs: options.latencyMs ?? 0,
    sets: options.sets,
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: HOST }, () =>
      resolve(s as Server),
    ) as Server;
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${HOST}:${port}${BASE_PATH}`,
    apiKey: options.apiKey,
    readOnlyKey: options.readOnlyKey,
    port,
    state: store,
    store,
    rotateKey: (newKey) => void (keys.apiKey = newKey),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Idle keep-alive connections would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
