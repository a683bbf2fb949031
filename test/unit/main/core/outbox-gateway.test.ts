import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SubmitOrderRequest } from '../../../../preload/contract.js';
import { camelKeys } from '../../../../main/core/api/camel-keys.js';
import type { WorkforceClient } from '../../../../main/core/api/client.js';
import { ApiError } from '../../../../main/core/api/errors.js';
import { ExpectedError } from '../../../../main/core/ipc/expected-error.js';
import { classifyItemError, OutboxGateway } from '../../../../main/core/outbox-gateway.js';
import { networkError } from '../../../../main/core/api/transport.js';
import { resolveLanguage, setLanguageSource } from '../../../../preload/i18n/index.js';
import { clientFor, deadUrl, resetSimulator, setFaults, totalRequests, useSimulator, waitFor } from './core-kit.js';

const sim = useSimulator({ workers: 8 });
let before = 0;
beforeEach(() => {
  before = sim().state.orders.length;
});
afterEach(async () => {
  // A request the client gave up on may still be running on the server: let it finish first.
  await waitFor(() => sim().state.traffic.inFlight === 0, 'the server to be idle');
  await resetSimulator(sim());
});

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

function order(localId = 'local-1', over: Partial<SubmitOrderRequest> = {}): SubmitOrderRequest {
  const worker = sim().state.data.workers[2]!.summary;
  return {
    localId,
    workerId: worker.id,
    personnelId: worker.personnel_id,
    orderableId: sim().state.data.orderables[0]!.id,
    ...over,
  };
}

function gateway(client: WorkforceClient | 'none' = clientFor(sim().url), online = true) {
  return new OutboxGateway({
    client: () => (client === 'none' ? undefined : client),
    isOnline: () => online,
    now: () => NOW,
  });
}

/** Orders the server stored during this test. */
const stored = () => sim().state.orders.length - before;

describe('OutboxGateway.submit', () => {
  it('a 2xx is "delivered" with the order the server stored', async () => {
    const outcome = await gateway().submit(order());
    expect(outcome.outcome).toBe('delivered');
    expect(stored()).toBe(1);
    expect(outcome).toEqual({ outcome: 'delivered', order: camelKeys(sim().state.orders.at(-1)!) });
  });

  it('a validation or not-found answer is "rejected" with the server code, and nothing is stored', async () => {
    const badItem = await gateway().submit(order('a', { orderableId: 'not-in-catalogue' }));
    expect(badItem).toMatchObject({ outcome: 'rejected', code: 'WRK-900' });
    expect(badItem.outcome === 'rejected' && badItem.message).toMatch(/not-in-catalogue/);
    const noWorker = await gateway().submit(order('b', { workerId: '99999999' }));
    expect(noWorker).toMatchObject({ outcome: 'rejected', code: 'WRK-100' });
    expect(stored()).toBe(0);
  });

  it('a connection lost after the server stored it is "unknown" and is not sent again', async () => {
    await setFaults(sim(), { dropAfterCommitNext: 1 });
    const outcome = await gateway().submit(order());
    expect(outcome.outcome).toBe('unknown');
    // A code the renderer words; the network code (e.g. UND_ERR_SOCKET) as the detail it words it by.
    expect(outcome).toMatchObject({ outcome: 'unknown', reason: { code: 'network', notSent: false } });
    expect(outcome.outcome === 'unknown' && outcome.detail).toMatch(/^[A-Z_]+$/);
    // The order is on the server: sending it again would place it twice.
    expect(stored()).toBe(1);
    expect(totalRequests(sim())).toBe(1);
  });

  it('a 500 is "unknown": the server may have stored it', async () => {
    await setFaults(sim(), { failNext: 1 });
    const outcome = await gateway().submit(order());
    // One story: the server's problem, never its WRK-900 "refused" words beside "not sure".
    expect(outcome).toEqual({
      outcome: 'unknown',
      reason: { code: 'server-unsure', subject: 'order' },
      detail: 'HTTP 500 WRK-900',
    });
    expect(totalRequests(sim())).toBe(1);
  });

  it('a timeout is "unknown" and says the order may have been placed', async () => {
    await setFaults(sim(), { latencyMs: 300 });
    const outcome = await gateway(clientFor(sim().url, { timeoutMs: 60 })).submit(order());
    expect(outcome).toEqual({ outcome: 'unknown', reason: { code: 'timeout', subject: 'order', seconds: 0 } });
  });

  it('a 429 goes back to the queue for the time the server asked, sent once', async () => {
    await setFaults(sim(), { rateLimitNext: 1 });
    const outcome = await gateway().submit(order());
    expect(outcome).toMatchObject({ outcome: 'retry-later', retryAt: new Date(NOW + 1_000).toISOString() });
    expect(totalRequests(sim())).toBe(1);
    expect(stored()).toBe(0);
  });

  it('a request that never left (connection refused) may go back to the queue', async () => {
    const outcome = await gateway(clientFor(await deadUrl())).submit(order());
    expect(outcome).toMatchObject({
      outcome: 'retry-later',
      notSent: true,
      detail: 'ECONNREFUSED',
      reason: { code: 'network', notSent: true },
    });
  });

  it('a rejected key pauses the queue', async () => {
    sim().rotateKey('rotated-by-the-office');
    const outcome = await gateway().submit(order());
    expect(outcome.outcome).toBe('paused');
    expect(stored()).toBe(0);
  });

  it('without a key it pauses, and offline it waits, both without any request', async () => {
    expect((await gateway('none').submit(order())).outcome).toBe('paused');
    const offline = await gateway(clientFor(sim().url), false).submit(order());
    expect(offline).toMatchObject({ outcome: 'retry-later', retryAt: new Date(NOW).toISOString(), notSent: true });
    expect(totalRequests(sim())).toBe(0);
  });

  it('refuses a second submit of an order still in flight (ORDER-IN-FLIGHT), not other orders', async () => {
    await setFaults(sim(), { latencyMs: 80 });
    const g = gateway();
    const first = g.submit(order('same'));
    const second = g.submit(order('same'));
    await expect(second).rejects.toBeInstanceOf(ExpectedError);
    await expect(second).rejects.toMatchObject({ code: 'ORDER-IN-FLIGHT' });
    const other = g.submit(order('other'));
    expect((await first).outcome).toBe('delivered');
    expect((await other).outcome).toBe('delivered');
    expect(stored()).toBe(2);
    // Once the first answer is in, the supervisor may send it again deliberately.
    expect((await g.submit(order('same'))).outcome).toBe('delivered');
  });

  it('an order whose submit failed is not stuck "in flight"', async () => {
    await setFaults(sim(), { failNext: 1 });
    const g = gateway();
    expect((await g.submit(order('x'))).outcome).toBe('unknown');
    expect((await g.submit(order('x'))).outcome).toBe('delivered');
  });
});

describe('classifyItemError', () => {
  const err = (init: ConstructorParameters<typeof ApiError>[0]) => new ApiError(init);

  it('a 503 with Retry-After was not taken: retry later; any other 5xx may have stored it', () => {
    expect(classifyItemError(err({ kind: 'server', status: 503, retryAfterMs: 5_000, message: 'busy' }), NOW)).toEqual(
      {
        outcome: 'retry-later',
        retryAt: new Date(NOW + 5_000).toISOString(),
        reason: { code: 'busy' },
      },
    );
    expect(classifyItemError(err({ kind: 'server', status: 503, message: 'busy' }), NOW).outcome).toBe('unknown');
    expect(
      classifyItemError(err({ kind: 'server', status: 502, retryAfterMs: 5, message: 'bad gw' }), NOW).outcome,
    ).toBe('unknown');
  });

  it("a 429 without Retry-After waits as a sync's reads do (1 s), not 30 s behind them", () => {
    expect(classifyItemError(err({ kind: 'rate-limited', status: 429, message: 'slow down' }), NOW)).toMatchObject({
      outcome: 'retry-later',
      retryAt: new Date(NOW + 1_000).toISOString(),
    });
  });

  it('only a request provably never sent goes back to the queue', () => {
    expect(classifyItemError(err({ kind: 'network', notSent: true, message: 'refused' }), NOW).outcome).toBe(
      'retry-later',
    );
    expect(classifyItemError(err({ kind: 'network', notSent: false, message: 'reset' }), NOW).outcome).toBe('unknown');
    expect(classifyItemError(err({ kind: 'bad-response', status: 200, message: 'garbled' }), NOW).outcome).toBe(
      'unknown',
    );
    expect(classifyItemError(new Error('boom'), NOW).outcome).toBe('unknown');
  });

  it('says why as a code, whatever language main speaks: the screen words it in its own', () => {
    setLanguageSource(() => resolveLanguage('es', ['es-ES']));
    try {
      const refused = networkError(Object.assign(new Error('fetch failed'), { code: 'ECONNREFUSED' }), undefined, 30_000);
      expect(classifyItemError(refused, NOW)).toMatchObject({
        outcome: 'retry-later',
        reason: { code: 'network', notSent: true },
        detail: 'ECONNREFUSED',
      });
      const timedOut = networkError(new Error('aborted'), 'timeout', 30_000);
      expect(classifyItemError(timedOut, NOW)).toEqual({
        outcome: 'unknown',
        reason: { code: 'timeout', subject: 'order', seconds: 30 },
      });
      expect(classifyItemError(err({ kind: 'server', status: 500, message: 'oops' }), NOW, 'change')).toMatchObject({
        reason: { code: 'server-unsure', subject: 'change' },
      });
      expect(classifyItemError(err({ kind: 'server', status: 503, retryAfterMs: 5, message: 'x' }), NOW)).toMatchObject({
        reason: { code: 'busy' },
      });
    } finally {
      setLanguageSource(() => resolveLanguage('en', ['en-US']));
    }
  });

  it('a refusal without a code names the HTTP status', () => {
    expect(classifyItemError(err({ kind: 'permission', status: 403, message: 'read-only key' }), NOW)).toEqual({
      outcome: 'rejected',
      code: 'HTTP-403',
      message: 'read-only key',
    });
  });
});
