// Each sync, and the light timer between syncs, reads the status of followed orders from the
// simulator, within the run's rate gate; a 404 leaves the order placed without a failure.
import { describe, expect, it, vi } from 'vitest';
import type { FollowedOrder } from '../../../../../preload/contract.js';
import { DEFAULT_PROFILE } from '../../../../../main/core/api/profile.js';
import { ORDER_READS_PER_RUN } from '../../../../../main/core/sync/followed-orders.js';
import { setFaults, useSimulator, waitFor } from '../core-kit.js';
import { useSyncServices, type ServiceOptions } from './sync-services.js';

const sim = useSimulator({ events: 4, workers: 8 });
const startService = useSyncServices(sim);

function setup(over: ServiceOptions = {}) {
  const { service, finished, batches, watched } = startService(over);
  const statusBatches = () => batches.filter((b) => b.kind === 'order-status' || b.kind === 'order-status-unavailable');
  const orderReads = () => watched.urls.filter((u) => /\/workers\/\d+\/orders\/\d+/.test(u)).length;
  return { service, finished, batches, statusBatches, orderReads, watched };
}

/** `n` orders placed on the simulator, as the renderer would name them. */
function placeOrders(n: number): FollowedOrder[] {
  const worker = sim().store.worker('3002')!;
  const orderable = sim().store.orderable('32')!;
  return Array.from({ length: n }, (_, i) => {
    const placed = sim().store.createOrder(worker, orderable);
    return {
      localId: `local-${i}`,
      workerId: '3002',
      orderId: placed.id,
      placedAt: new Date(Date.UTC(2026, 10, 22, 8, 0, i)).toISOString(),
    };
  });
}

describe('order statuses in a sync', () => {
  it('a sync reads each followed order and delivers what the office said, in stored form', async () => {
    const { service, statusBatches } = setup();
    const [first, second] = placeOrders(2);
    sim().store.moveOrder(second!.orderId, { status: '1', response_message: ' Pick up at trailer 3 ' });
    service.followedOrders.replace([first!, second!]);
    expect((await service.request('sync now')).outcome).toBe('complete');
    const byLocal = Object.fromEntries(
      statusBatches().map((b) => [b.kind === 'order-status' ? b.localId : '', b.kind === 'order-status' && b.status]),
    );
    expect(byLocal['local-0']).toEqual({
      status: '0',
      changedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      message: '',
      cost: '42.50',
      deductionTypeId: '2',
    });
    expect(byLocal['local-1']).toMatchObject({ status: '1', message: 'Pick up at trailer 3' });
  });

  it(`reads at most ${ORDER_READS_PER_RUN} a run, the ones read longest ago next, and a completed one no more`, async () => {
    const { service, orderReads, statusBatches } = setup();
    const orders = placeOrders(ORDER_READS_PER_RUN + 5);
    service.followedOrders.replace(orders);
    await service.request('sync now');
    expect(orderReads()).toBe(ORDER_READS_PER_RUN);
    const firstRun = new Set(statusBatches().map((b) => (b.kind === 'order-status' ? b.localId : '')));
    sim().store.moveOrder(orders[0]!.orderId, { status: '2' });
    await service.request('sync now');
    const secondRun = statusBatches()
      .slice(ORDER_READS_PER_RUN)
      .map((b) => (b.kind === 'order-status' ? b.localId : ''));
    // The five never read come first, then the longest-read ones (the first of the first run).
    expect(secondRun.slice(0, 5).every((id) => !firstRun.has(id))).toBe(true);
    expect(secondRun).toContain('local-0');
    await service.request('sync now');
    const thirdRun = statusBatches().slice(2 * ORDER_READS_PER_RUN);
    expect(thirdRun.map((b) => (b.kind === 'order-status' ? b.localId : ''))).not.toContain('local-0');
  });

  it('an order the server does not know (WRK-100) is delivered as unknown, is no failure, and is not asked again', async () => {
    const { service, statusBatches, orderReads } = setup();
    service.followedOrders.replace([
      { localId: 'gone', workerId: '3002', orderId: '99999', placedAt: new Date().toISOString() },
    ]);
    const summary = await service.request('sync now');
    expect(summary).toMatchObject({ outcome: 'complete', failures: [] });
    expect(statusBatches()).toEqual([
      expect.objectContaining({ kind: 'order-status', localId: 'gone', status: undefined }),
    ]);
    await service.request('sync now');
    expect(orderReads()).toBe(1);
  });

  it('a server without the operation: said once, no failure, asked no more until the connection changes', async () => {
    const profile = {
      ...DEFAULT_PROFILE,
      paths: { ...DEFAULT_PROFILE.paths, workerOrder: '/no-such/{id}/{order_id}' },
    };
    const { service, statusBatches } = setup({ clientOptions: { profile }, concurrency: () => 1 });
    const orders = placeOrders(5);
    service.followedOrders.replace(orders);
    const summary = await service.request('sync now');
    expect(summary).toMatchObject({ outcome: 'complete', failures: [] });
    expect(statusBatches().map((b) => b.kind)).toEqual(['order-status-unavailable']);
    await service.request('sync now');
    expect(statusBatches()).toHaveLength(1);
    expect(service.readOrderStatuses()).toBeUndefined();
  });

  it("an answer for another order (another id) is not taken as this order's: a failure, and still followed", async () => {
    const lying: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      if (!/\/workers\/\d+\/orders\/\d+/.test(String(input)) || !answer.ok) return answer;
      const body = (await answer.json()) as Record<string, unknown>;
      return new Response(JSON.stringify({ ...body, id: '999', status: '2' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const { service, statusBatches } = setup({ clientOptions: { fetch: lying } });
    const orders = placeOrders(1);
    service.followedOrders.replace(orders);
    const summary = await service.request('sync now');
    expect(statusBatches()).toEqual([]);
    expect(summary.failures).toEqual([
      expect.objectContaining({
        item: `Status of order ${orders[0]!.orderId}`,
        message: expect.stringContaining(`order 999 instead of order ${orders[0]!.orderId}`),
      }),
    ]);
    expect(service.followedOrders.due().map((o) => o.localId)).toEqual(['local-0']);
  });

  it('a network failure of one read is a failure of that item only, and it is read first next time', async () => {
    const { service } = setup();
    const orders = placeOrders(1);
    service.followedOrders.replace(orders);
    await setFaults(sim(), { failNext: 20 });
    const summary = await service.readOrderStatuses();
    expect(summary?.failures.map((f) => f.item)).toEqual([`Status of order ${orders[0]!.orderId}`]);
    expect(service.followedOrders.due()[0]?.localId).toBe('local-0');
  });
});

describe('the light timer between syncs', () => {
  it('reads only order statuses, is not reported as a sync, and stays quiet with nothing to read', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { service, finished, batches, watched } = setup();
    service.setOrderStatusInterval(60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(watched.urls).toEqual([]);

    service.followedOrders.replace(placeOrders(3));
    await vi.advanceTimersByTimeAsync(60_000);
    await service.idle();
    expect(batches.map((b) => b.kind)).toEqual(['order-status', 'order-status', 'order-status']);
    expect(watched.urls.every((u) => /\/workers\/3002\/orders\/\d+$/.test(u))).toBe(true);
    expect(finished).toEqual([]);
    expect(service.status()).toEqual({ running: false, progress: undefined, last: undefined });
  });

  it('does not start while a sync runs or offline', async () => {
    let online = true;
    const { service, orderReads } = setup({ isOnline: () => online });
    service.followedOrders.replace(placeOrders(2));
    const syncing = service.request('sync now');
    expect(service.readOrderStatuses()).toBeUndefined();
    await syncing;
    expect(orderReads()).toBe(2);
    online = false;
    expect(service.readOrderStatuses()).toBeUndefined();
  });

  it('a 429 pause outlives its run: neither the light timer nor the next sync goes around it', async () => {
    let at429: number | undefined;
    const starts: number[] = [];
    const { service } = setup({
      concurrency: () => 1,
      clientOptions: {
        fetch: async (input, init) => {
          starts.push(Date.now());
          const res = await fetch(input, init);
          if (res.status === 429) at429 = Date.now();
          return res;
        },
      },
    });
    service.followedOrders.replace(placeOrders(3));
    await setFaults(sim(), { rateLimitNext: 1 });
    const light = service.readOrderStatuses();
    await waitFor(() => at429 !== undefined, 'the 429');
    // Offline mid-pause: the run ends, its pause (Retry-After: 1 s) does not.
    service.cancel();
    await light;
    expect(service.readOrderStatuses()).toBeUndefined();
    starts.length = 0;
    await service.request('sync now');
    expect(starts.length).toBeGreaterThan(0);
    for (const t of starts) expect(t).toBeGreaterThanOrEqual(at429! + 900);
  });
});
