/**
 * Failure paths over real HTTP: wrong keys, rate limits, server errors, timeouts, lost
 * connections and refused connections, and the central safety property that a POST is never
 * sent twice when its outcome is unknown.
 */
import { describe, expect, it, vi } from 'vitest';
import type { WorkforceClient } from '../../../main/core/api/client.js';
import { abortableSleep } from '../../../main/core/api/http.js';
import { OPERATIONS } from '../../../main/core/api/operations.js';
import { resolveProfile } from '../../../main/core/api/profile.js';
import { startSimulator } from '../../../main/simulator/server.js';
import { apiError, clientFor, recordingFetch, ROUTES, simOptions, useClientSuite, WRONG_KEY } from './helpers.js';

const { sim, client, simState, setFaults, requestCount, totalRequests } = useClientSuite();
const ordersStored = async () => (await simState()).orders.length;
/** Call options whose rate gate never holds a request back and records every 429 it is told of. */
const telling = (told: (number | undefined)[]) => ({
  rate: { ready: async () => undefined, rateLimited: (ms: number | undefined) => void told.push(ms) },
});

describe('ATH-100: a wrong or missing key', () => {
  const uuid = () => sim().store.data.workers[0]!.summary.uuid;
  const operations: [string, (c: WorkforceClient) => Promise<unknown>][] = [
    ['getIntegration', (c) => c.getIntegration(11)],
    ['regenerateIntegrationSecret', (c) => c.regenerateIntegrationSecret(11)],
    ['workerTags', (c) => c.workerTags('3001')],
    ['auditLog', (c) => c.auditLog()],
    ['workerSummary', (c) => c.workerSummary(uuid(), '2026-11-20')],
    ['clientOrders', (c) => c.clientOrders('201')],
    ['clientWorkers', (c) => c.clientWorkers('201')],
    ['clientDocument', (c) => c.clientDocument('201', 9001)],
    ['patchTemplateRequirement', (c) => c.patchTemplateRequirement(1, 101, { notes: 'bad key' })],
    ['tasks', (c) => c.tasks()],
    ['hrContacts', (c) => c.call(OPERATIONS.hrContacts, undefined)],
    ['createWorkerOrder', (c) => c.createWorkerOrder('3001', { id: '31', p_id: '500001' })],
    ['eventShifts', (c) => c.eventShifts('1001')],
    ['patchEventShift', (c) => c.patchEventShift('1001', '20001', { filled: 0 })],
    ['eventAdmins', (c) => c.eventAdmins('1001')],
    ['catalogue', (c) => c.catalogue()],
    ['events', (c) => c.events()],
    ['workers', (c) => c.workers()],
    ['clients', (c) => c.clients()],
    ['verifyKey', (c) => c.verifyKey()],
  ];

  it.each(operations)('%s: auth ATH-100 (401), asked once, nothing changed', async (_name, op) => {
    const secret = sim().store.integration('11')!.secret;
    const notes = sim().store.template('1')!.requirements[0]!.notes;
    const err = await apiError(() => op(client({ apiKey: WRONG_KEY })));
    expect(err).toMatchObject({ kind: 'auth', code: 'ATH-100', status: 401, notSent: false });
    expect(err.message).toMatch(/API key was rejected/);
    expect(await totalRequests()).toBe(1);
    expect(await ordersStored()).toBe(0);
    expect(sim().store.integration('11')!.secret).toBe(secret);
    expect(sim().store.template('1')!.requirements[0]!.notes).toBe(notes);
  });

  it('an empty key is refused the same way', async () => {
    const err = await apiError(() => client({ apiKey: '' }).eventShifts('1001'));
    expect(err).toMatchObject({ kind: 'auth', code: 'ATH-100', status: 401 });
  });

  it('an unknown operation still checks the key first (ATH-100), and with a good key is API-404', async () => {
    const profile = resolveProfile({ paths: { hrContacts: '/company/info/hr-contacts' } });
    const bad = await apiError(() => client({ apiKey: WRONG_KEY, profile }).call(OPERATIONS.hrContacts, undefined));
    expect(bad).toMatchObject({ kind: 'auth', code: 'ATH-100' });
    const missing = await apiError(() => client({ profile }).call(OPERATIONS.hrContacts, undefined));
    expect(missing).toMatchObject({ kind: 'not-found', code: 'API-404', status: 404 });
  });
});

describe('429 and Retry-After', () => {
  it('rateLimitNext 2: a GET waits about 1 s per 429 and then succeeds; the rate gate of the call is told each time', async () => {
    await setFaults({ rateLimitNext: 2 });
    const told: (number | undefined)[] = [];
    const stamps: number[] = [];
    const { fetch } = recordingFetch();
    const c = client({
      fetch: (input, init) => {
        stamps.push(performance.now());
        return fetch(input, init);
      },
    });
    const started = performance.now();
    const shifts = await c.eventShifts('1001', telling(told));
    const elapsed = performance.now() - started;

    expect(shifts).toEqual(sim().store.event('1001')!.shifts);
    expect(told).toEqual([1000, 1000]);
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    expect(elapsed).toBeLessThan(6_000);
    expect(stamps).toHaveLength(3);
    expect(stamps[1]! - stamps[0]!).toBeGreaterThanOrEqual(950);
    expect(stamps[2]! - stamps[1]!).toBeGreaterThanOrEqual(950);
    expect(await requestCount(ROUTES.eventShifts)).toBe(3);
  });

  it('the wait is the Retry-After, not the (small) backoff, and gives up after the retries', async () => {
    await setFaults({ rateLimitNext: 10 });
    const slept: number[] = [];
    const told: (number | undefined)[] = [];
    const c = client({
      sleep: async (ms) => void slept.push(ms),
      retry: { retries: 3 },
    });
    const err = await apiError(() => c.call(OPERATIONS.hrContacts, undefined, telling(told)));
    expect(err).toMatchObject({ kind: 'rate-limited', code: 'API-429', status: 429, retryAfterMs: 1000 });
    expect(slept).toEqual([1000, 1000, 1000]);
    expect(told).toHaveLength(4);
    expect(await requestCount(ROUTES.hrContacts)).toBe(4);
  });

  it('a Retry-After longer than maxRetryAfterMs is not waited out: the error goes to the caller at once', async () => {
    await setFaults({ rateLimitNext: 1 });
    const told: (number | undefined)[] = [];
    const started = performance.now();
    const err = await apiError(() => client({ retry: { maxRetryAfterMs: 500 } }).eventAdmins('1001', telling(told)));
    expect(performance.now() - started).toBeLessThan(500);
    expect(err).toMatchObject({ kind: 'rate-limited', retryAfterMs: 1000 });
    expect(told).toEqual([1000]);
    expect(await requestCount(ROUTES.eventAdmins)).toBe(1);
  });

  it('a rate-limited POST is not retried and stores nothing', async () => {
    await setFaults({ rateLimitNext: 1 });
    const told: (number | undefined)[] = [];
    const err = await apiError(() => client().createWorkerOrder('3001', { id: '31', p_id: '500001' }, telling(told)));
    expect(err).toMatchObject({ kind: 'rate-limited', code: 'API-429', retryAfterMs: 1000 });
    expect(told).toEqual([1000]);
    expect(await requestCount(ROUTES.createWorkerOrder)).toBe(1);
    expect(await ordersStored()).toBe(0);
  });
});

describe('500s: GET is retried, POST and PATCH are not', () => {
  it('failNext 2 on a GET: retried with backoff and succeeds on the third attempt', async () => {
    await setFaults({ failNext: 2 });
    const slept: number[] = [];
    const c = client({ random: () => 0.5, sleep: async (ms) => void slept.push(ms) });
    expect(await c.workerTags('3001')).toEqual(sim().store.worker('3001')!.tags);
    expect(await requestCount(ROUTES.workerTags)).toBe(3);
    // Full jitter on base 10 ms: attempt 0 → [0, 10), attempt 1 → [0, 20); random 0.5 → 5, 10.
    expect(slept).toEqual([5, 10]);
  });

  it('failNext 1 with real (small) sleeps also recovers', async () => {
    await setFaults({ failNext: 1 });
    expect(await client().clientWorkers('201')).toEqual(sim().store.client('201')!.workers);
    expect(await requestCount(ROUTES.clientWorkers)).toBe(2);
  });

  it('more failures than retries: kind server with the route code, after retries + 1 attempts', async () => {
    await setFaults({ failNext: 5 });
    const err = await apiError(() => client({ retry: { retries: 2 } }).events());
    expect(err).toMatchObject({ kind: 'server', code: 'API-500', status: 500 });
    expect(await requestCount(ROUTES.events)).toBe(3);
  });

  it('failNext on a POST: exactly one attempt, kind server WRK-900, nothing stored', async () => {
    await setFaults({ failNext: 1 });
    const err = await apiError(() => client().createWorkerOrder('3001', { id: '31', p_id: '500001' }));
    expect(err).toMatchObject({ kind: 'server', code: 'WRK-900', status: 500, notSent: false });
    expect(await requestCount(ROUTES.createWorkerOrder)).toBe(1);
    expect(await ordersStored()).toBe(0);
    // The fault was used up by that single attempt: the next order goes through.
    await client().createWorkerOrder('3001', { id: '31', p_id: '500001' });
    expect(await ordersStored()).toBe(1);
    sim().store.orders.length = 0;
  });
});

describe('timeouts', () => {
  it('latency above timeoutMs: kind timeout, without waiting for the server', async () => {
    await setFaults({ latencyMs: 600 });
    const started = performance.now();
    const err = await apiError(() => client({ timeoutMs: 100, retry: { retries: 0 } }).call(OPERATIONS.hrContacts, undefined));
    const elapsed = performance.now() - started;
    expect(err).toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });
    expect(elapsed).toBeGreaterThanOrEqual(90);
    expect(elapsed).toBeLessThan(550);
  });

  it('a GET that times out is retried, then the timeout is reported', async () => {
    await setFaults({ latencyMs: 400 });
    const err = await apiError(() => client({ timeoutMs: 80, retry: { retries: 2 } }).eventShifts('1001'));
    expect(err.kind).toBe('timeout');
    expect(await requestCount(ROUTES.eventShifts)).toBe(3);
  });

  it('a timeout is recovered from when the server becomes fast again', async () => {
    await setFaults({ latencyMs: 400 });
    const c = client({ timeoutMs: 150, retry: { retries: 1 }, sleep: async () => void (await setFaults({})) });
    expect(await c.eventAdmins('1001')).toEqual(sim().store.event('1001')!.admins);
    expect(await requestCount(ROUTES.eventAdmins)).toBe(2);
  });

  it('a POST that times out is not retried and is reported as possibly sent (notSent false)', async () => {
    await setFaults({ latencyMs: 300 });
    const err = await apiError(() => client({ timeoutMs: 80 }).createWorkerOrder('3001', { id: '31', p_id: '500001' }));
    expect(err).toMatchObject({ kind: 'timeout', notSent: false });
    await setFaults({});
    // Let the slow server finish whatever it does with that request.
    await vi.waitFor(() => expect(sim().store.traffic.inFlight).toBe(0), { timeout: 2_000 });
    expect(await requestCount(ROUTES.createWorkerOrder)).toBe(1);
    expect(await ordersStored()).toBeLessThanOrEqual(1);
    sim().store.orders.length = 0;
  });
});

describe('a connection lost after the server stored the order (dropAfterCommitNext)', () => {
  it('POST is not retried: network error with notSent false, and exactly ONE order stored', async () => {
    await setFaults({ dropAfterCommitNext: 1 });
    const before = await ordersStored();
    const err = await apiError(() => client().createWorkerOrder('3004', { id: '33', p_id: '500004' }));
    expect(err).toMatchObject({ kind: 'network', code: 'NETWORK', notSent: false });
    expect(err.message).toMatch(/no answer came back: the connection was cut/);
    const orders = (await simState()).orders;
    expect(orders).toHaveLength(before + 1);
    expect(
      orders.filter((o) => o.personnel_id === '500004' && o.companies_personnel_orderables_id === '33'),
    ).toHaveLength(1);
    expect(await requestCount(ROUTES.createWorkerOrder)).toBe(1);
    sim().store.orders.length = 0;
  });

  it('also with generous retries configured: still one attempt, one order', async () => {
    await setFaults({ dropAfterCommitNext: 3 });
    const err = await apiError(() =>
      client({ retry: { retries: 5 } }).createWorkerOrder('3005', { id: '34', p_id: '500005' }),
    );
    expect(err).toMatchObject({ kind: 'network', notSent: false });
    expect((await simState()).orders).toHaveLength(1);
    expect(await requestCount(ROUTES.createWorkerOrder)).toBe(1);
    sim().store.orders.length = 0;
  });

  it('a regenerated secret lost on the way is generated once (not twice)', async () => {
    await setFaults({ dropAfterCommitNext: 1 });
    const before = sim().store.integration('12')!.secret;
    const err = await apiError(() => client().regenerateIntegrationSecret(12));
    expect(err).toMatchObject({ kind: 'network', notSent: false });
    expect(sim().store.integration('12')!.secret).not.toBe(before);
    expect(await requestCount(ROUTES.regenerate)).toBe(1);
  });

  it('GETs are not affected by the fault', async () => {
    const contacts = await client().call(OPERATIONS.hrContacts, undefined);
    expect(contacts).toHaveLength(3);
    await setFaults({ dropAfterCommitNext: 1 });
    expect(await client().call(OPERATIONS.hrContacts, undefined)).toEqual(contacts);
    await setFaults({});
  });
});

describe('a refused connection (closed simulator)', () => {
  it('POST: network error with notSent true, sent once', async () => {
    const closed = await startSimulator(simOptions());
    const url = closed.url;
    await closed.close();
    const { fetch, calls } = recordingFetch();
    const c = clientFor(closed, { fetch, retry: { retries: 3 } });
    const err = await apiError(() => c.createWorkerOrder('3001', { id: '31', p_id: '500001' }));
    expect(err).toMatchObject({ kind: 'network', code: 'NETWORK', notSent: true });
    expect(err.message).toMatch(/Could not reach the server/);
    expect(calls).toEqual([`POST ${url}/workers/3001/orders`]);
  });

  it('GET: retried (it is safe), then network with notSent true', async () => {
    const closed = await startSimulator(simOptions());
    await closed.close();
    const { fetch, calls } = recordingFetch();
    const err = await apiError(() => clientFor(closed, { fetch, retry: { retries: 2 } }).events());
    expect(err).toMatchObject({ kind: 'network', notSent: true });
    expect(calls).toHaveLength(3);
  });
});

describe('cancellation', () => {
  it('an abort while waiting is CANCELLED at once and not retried', async () => {
    await setFaults({ latencyMs: 500 });
    const controller = new AbortController();
    const call = apiError(() => client().eventShifts('1001', { signal: controller.signal }));
    // Aborted once the server holds the request, however long sending it took.
    await vi.waitFor(() => expect(sim().store.traffic.inFlight).toBe(1));
    const aborted = performance.now();
    controller.abort();
    const err = await call;
    expect(performance.now() - aborted).toBeLessThan(400);
    expect(err).toMatchObject({ kind: 'network', code: 'CANCELLED' });
    expect(await requestCount(ROUTES.eventShifts)).toBe(1);
  });

  it('an abort during the retry backoff stops the retries', async () => {
    await setFaults({ failNext: 5 });
    const controller = new AbortController();
    const c = client({
      retry: { baseDelayMs: 5_000, maxDelayMs: 5_000 },
      random: () => 0.99,
      // Aborted once the client sleeps before its first retry, however long the failure took.
      sleep: (ms, signal) => {
        const slept = abortableSleep(ms, signal);
        controller.abort();
        return slept;
      },
    });
    const started = performance.now();
    const err = await apiError(() => c.tasks({}, { signal: controller.signal }));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(err).toMatchObject({ code: 'CANCELLED' });
    expect(await requestCount(ROUTES.tasks)).toBe(1);
  });
});
