/**
 * Shared setup for the client-against-simulator tests: one simulator per test file (the simulator
 * tests' harness), a client pointed at it over real HTTP, and small readers of the simulator's control endpoints.
 */
import { beforeEach, expect } from 'vitest';
import { createClient, type ClientOptions, type WorkforceClient } from '../../../main/core/api/client.js';
import { ApiError } from '../../../main/core/api/errors.js';
import type { FetchLike } from '../../../main/core/api/transport.js';
import type { SimulatorHandle, SimulatorOptions } from '../../../main/simulator/server.js';
import { KEY, useSimulator } from '../simulator/harness.js';
import type { SimulatorState } from '../../../main/simulator/store.js';

export { KEY, RO_KEY, simOptions, useSimulator } from '../simulator/harness.js';
export const WRONG_KEY = 'not-the-key';

/** A record the simulator must hold: without it the fixture is broken, not the client. */
export function held<T>(value: T | undefined, what: string): T {
  if (!value) throw new Error(`no ${what} in the simulator`);
  return value;
}

/** The query of a recorded "METHOD url" call. */
export const queryOf = (call: string): URLSearchParams => new URL(call.split(' ')[1]!).searchParams;

/** A client of the simulator with fast retries; any option can be overridden. */
export function clientFor(sim: SimulatorHandle, options: Partial<ClientOptions> = {}): WorkforceClient {
  return createClient({
    baseUrl: sim.url,
    apiKey: KEY,
    timeoutMs: 5_000,
    ...options,
    retry: { baseDelayMs: 10, maxDelayMs: 50, ...options.retry },
  });
}

/** A fetch that goes over the network like the global one and remembers "METHOD url" of each call. */
export function recordingFetch(): { fetch: FetchLike; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    fetch: (input, init) => {
      calls.push(`${init.method ?? 'GET'} ${input}`);
      return fetch(input, init);
    },
  };
}

async function control<T>(sim: SimulatorHandle, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${sim.url}${path}`, {
    ...init,
    headers: { 'X-API-KEY': KEY, 'Content-Type': 'application/json' },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** GET /__simulator/state over HTTP. */
export function simState(sim: SimulatorHandle): Promise<SimulatorState> {
  return control<SimulatorState>(sim, '/__simulator/state');
}

type Faults = { latencyMs?: number; failNext?: number; rateLimitNext?: number; dropAfterCommitNext?: number };

/** POST /__simulator/faults over HTTP; `{}` clears every fault. */
export function setFaults(sim: SimulatorHandle, faults: Faults): Promise<unknown> {
  return control(sim, '/__simulator/faults', { method: 'POST', body: JSON.stringify(faults) });
}

/** Requests the simulator counted for one route ("GET /events/:id/shifts"), from /__simulator/state. */
export async function requestCount(sim: SimulatorHandle, route: string): Promise<number> {
  return (await simState(sim)).counters.requests[route] ?? 0;
}

/** All API requests the simulator counted, on every route. */
export async function totalRequests(sim: SimulatorHandle): Promise<number> {
  const counts = Object.values((await simState(sim)).counters.requests);
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * Runs `call` and returns the ApiError it fails with; fails the test if it succeeds or fails
 * with anything else. A synchronous throw counts as a failure too.
 */
export async function apiError(call: () => Promise<unknown>): Promise<ApiError> {
  let outcome: unknown;
  try {
    outcome = await call();
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error(`expected an ApiError, got a result: ${JSON.stringify(outcome)?.slice(0, 200)}`);
}

/**
 * The usual file setup: one simulator, reset before each test, with a client and the control
 * readers bound to it so that tests need not pass the simulator around.
 */
export function useClientSuite(extra: Partial<SimulatorOptions> = {}) {
  const sim = useSimulator(extra);
  // Each test starts with the simulator's request counters at zero and no fault armed.
  beforeEach(() => {
    sim().store.resetCounters();
    sim().store.faults.set({});
  });
  return {
    sim,
    client: (options: Partial<ClientOptions> = {}) => clientFor(sim(), options),
    simState: () => simState(sim()),
    setFaults: (faults: Faults) => setFaults(sim(), faults),
    requestCount: (route: string) => requestCount(sim(), route),
    totalRequests: () => totalRequests(sim()),
  };
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** Route keys of the simulator's request counters. */
export const ROUTES = {
  auditLog: 'GET /ats-dashboard/audit-log',
  workerSummary: 'GET /time-tracking/worker-summary',
  integration: 'GET /company/integrations/:id',
  regenerate: 'POST /company/integrations/:id/regenerate',
  clientOrders: 'GET /clients/:id/orders',
  clientWorkers: 'GET /clients/:id/workers',
  clientDocument: 'GET /clients/:id/documents/:document_id',
  templateRequirement: 'PATCH /ats-compliance-templates/:id/requirements/:req_id',
  workerTags: 'GET /workers/:id/tags',
  tasks: 'GET /ats-tasks',
  hrContacts: 'GET /company/info/hr',
  createWorkerOrder: 'POST /workers/:id/orders',
  workerOrder: 'GET /workers/:id/orders/:order_id',
  eventShifts: 'GET /events/:id/shifts',
  eventShift: 'PATCH /events/:id/shifts/:shift_id',
  eventAdmins: 'GET /events/:id/admins',
  config: 'GET /config',
  events: 'GET /events',
  workers: 'GET /workers',
  clients: 'GET /clients',
} as const;
