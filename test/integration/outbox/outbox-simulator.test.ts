// The real outbox over the real gateway, IPC wrapper and client, against the simulator over
// real HTTP: its faults drive each arrow of the state machine. The integration project has
// no IndexedDB, so fake-indexeddb comes first, before Dexie loads.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../main/core/api/client.js';
import { wrapHandler } from '../../../main/core/ipc/handler.js';
import { payloadSchemas } from '../../../main/core/ipc/payloads.js';
import { OutboxGateway } from '../../../main/core/outbox-gateway.js';
import { startSimulator, type SimulatorHandle } from '../../../main/simulator/server.js';
import { closeFieldDb, deleteFieldDb, openFieldDb } from '../../../renderer/src/shared/db/open';
import type { FieldDb } from '../../../renderer/src/shared/db/schema';
import { createOutbox, type Outbox } from '../../../renderer/src/shared/outbox/outbox-api';
import type { NewOrder } from '../../../renderer/src/shared/db/rows';

const KEY = 'outbox-test-key';
const NEW_KEY = 'outbox-test-key-2';
const POSTS = 'POST /workers/:id/orders';

let sim: SimulatorHandle;
let key: string;
let db: FieldDb;
let box: Outbox;
let serial = 0;
/** Connections the next requests find refused (a venue's drop the app has not noticed). */
let refuseNext = 0;

const order = (workerId: string, orderableId = '32'): NewOrder => ({
  workerId,
  personnelId: sim.store.worker(workerId)!.summary.personnel_id!,
  orderableId,
  orderableName: 'Event staff jacket',
  cost: '42.50',
});

async function faults(body: Record<string, number | string>): Promise<void> {
  const res = await fetch(`${sim.url}/__simulator/faults`, {
    method: 'POST',
    headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

async function serverState() {
  const res = await fetch(`${sim.url}/__simulator/state`, { headers: { 'X-API-KEY': key } });
  return (await res.json()) as {
    orders: { id: string; personnel_id?: string }[];
    counters: { requests: Record<string, number> };
  };
}

const stored = async (localId: string) => (await db.outbox.get(localId))!;

beforeAll(async () => {
  sim = await startSimulator({ port: 0, apiKey: KEY, seed: 7 });
});
afterAll(async () => {
  await sim.close();
});

beforeEach(async () => {
  key = KEY;
  sim.rotateKey(KEY);
  await faults({});
  // Each test counts the orders it placed on the one simulator of this file.
  sim.store.orders.length = 0;
  sim.store.resetCounters();
  refuseNext = 0;
  const client = createClient({
    baseUrl: sim.url,
    apiKey: () => key,
    timeoutMs: 5_000,
    // A connection refused before any byte went out, as undici reports it.
    fetch: (input, init) =>
      refuseNext-- > 0
        ? Promise.reject(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }))
        : fetch(input, init),
  });
  const gateway = new OutboxGateway({ client: () => client, isOnline: () => true });
  // The very wrapper main registers for orders:submit: payload check, result object.
  const handler = wrapHandler(payloadSchemas['orders:submit'], (req) => gateway.submit(req), {
    isTrustedSender: () => true,
  });
  const editHandler = wrapHandler(payloadSchemas['compliance:submit'], (req) => gateway.submitRequirementEdit(req), {
    isTrustedSender: () => true,
  });
  db = await openFieldDb(`outbox-integration-${(serial += 1)}`);
  box = createOutbox({
    db: async () => db,
    submit: (req) => handler({}, req),
    submitEdit: (req) => editHandler({}, req),
  });
});

afterEach(async () => {
  box.stop();
  await box.idle();
  closeFieldDb(db);
  await deleteFieldDb(db.name);
});

describe('outbox against the simulator', () => {
  it('delivers queued orders in creation order, each once, with the server id stored', async () => {
    const placed = [];
    for (const worker of ['3001', '3002', '3003']) placed.push(await box.enqueue('worker-order', order(worker)));
    await box.idle();
    const server = await serverState();
    expect(server.orders.map((o) => o.personnel_id)).toEqual(['500001', '500002', '500003']);
    for (const [i, p] of placed.entries()) {
      expect(await stored(p.localId)).toMatchObject({
        state: 'delivered',
        serverOrderId: server.orders[i]!.id,
        serverStatus: '0',
      });
    }
    expect(server.counters.requests[POSTS]).toBe(3);
  });

  it('dropAfterCommitNext: unknown, exactly one order on the server, never resent by itself', async () => {
    await faults({ dropAfterCommitNext: 1 });
    const placed = await box.enqueue('worker-order', order('3004'));
    await box.idle();
    expect(await stored(placed.localId)).toMatchObject({ state: 'unknown', attempts: 1, serverOrderId: undefined });
    await box.drain('back online');
    await box.drain('start-up');
    const server = await serverState();
    expect(server.orders.filter((o) => o.personnel_id === '500004')).toHaveLength(1);
    expect(server.counters.requests[POSTS]).toBe(1);
  });

  it('rateLimitNext: later (Retry-After 1 s), then delivered once', async () => {
    await faults({ rateLimitNext: 1 });
    const before = Date.now();
    const placed = await box.enqueue('worker-order', order('3005'));
    await box.idle();
    const waiting = await stored(placed.localId);
    expect(waiting.state).toBe('queued');
    expect(Date.parse(waiting.retryAt!)).toBeGreaterThanOrEqual(before + 1_000);
    expect(box.status().nextAttemptAt).toBe(waiting.retryAt);

    await vi.waitFor(async () => expect((await stored(placed.localId)).state).toBe('delivered'), {
      timeout: 5_000,
      interval: 50,
    });
    const server = await serverState();
    expect(server.orders.filter((o) => o.personnel_id === '500005')).toHaveLength(1);
    expect(server.counters.requests[POSTS]).toBe(2);
    expect((await stored(placed.localId)).attempts).toBe(2);
  });

  it('a 429 whose Retry-After is an HTTP date waits until that moment, then is delivered once', async () => {
    // Whole seconds: three from now, so the wait is two to three seconds.
    const until = new Date(Math.ceil((Date.now() + 3_000) / 1000) * 1000);
    await faults({ rateLimitNext: 1, retryAfter: until.toUTCString() });
    const placed = await box.enqueue('worker-order', order('3006'));
    await box.idle();
    const waiting = await stored(placed.localId);
    expect(waiting.state).toBe('queued');
    expect(Math.abs(Date.parse(waiting.retryAt!) - until.getTime())).toBeLessThan(1_000);

    await vi.waitFor(async () => expect((await stored(placed.localId)).state).toBe('delivered'), {
      timeout: 8_000,
      interval: 50,
    });
    expect(Date.now()).toBeGreaterThanOrEqual(until.getTime() - 1_000);
    const server = await serverState();
    expect(server.orders.filter((o) => o.personnel_id === '500006')).toHaveLength(1);
    expect(server.counters.requests[POSTS]).toBe(2);
  });

  it("a 429 with no Retry-After: queued, nothing stored, and sent again by itself a second later (as a sync's reads are), once", async () => {
    await faults({ rateLimitNext: 1, retryAfter: '' });
    const before = Date.now();
    const placed = await box.enqueue('worker-order', order('3007'));
    await box.idle();
    const waiting = await stored(placed.localId);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, errorReason: { code: 'later' } });
    expect(Date.parse(waiting.retryAt!)).toBeGreaterThan(before);
    expect((await serverState()).orders.filter((o) => o.personnel_id === '500007')).toHaveLength(0);

    await vi.waitFor(async () => expect((await stored(placed.localId)).state).toBe('delivered'), {
      timeout: 4_000,
      interval: 50,
    });
    expect((await serverState()).orders.filter((o) => o.personnel_id === '500007')).toHaveLength(1);
  });

  it('an order refused by a drop the app had not noticed goes out at the next drain main asks for (before a sync reads), not 30 s later', async () => {
    // The venue's connection gone for a moment while the app still thinks it online.
    refuseNext = 1;
    const placed = await box.enqueue('worker-order', order('3008'));
    await box.idle();
    const refused = await stored(placed.localId);
    expect(refused).toMatchObject({ state: 'queued', errorReason: { code: 'network', notSent: true } });
    expect(Date.parse(refused.retryAt!)).toBeGreaterThan(Date.now() + 10_000);

    await box.drain('before-sync-1');
    expect(await stored(placed.localId)).toMatchObject({ state: 'delivered' });
    const server = await serverState();
    expect(server.orders.filter((o) => o.personnel_id === '500008')).toHaveLength(1);
    expect(server.counters.requests[POSTS]).toBe(1);
  });

  it('400 (an orderable not in the catalogue): rejected with the code, nothing stored', async () => {
    const placed = await box.enqueue('worker-order', order('3006', '99'));
    await box.idle();
    expect(await stored(placed.localId)).toMatchObject({ state: 'rejected', errorCode: 'WRK-900' });
    expect((await stored(placed.localId)).errorMessage).toContain('99');
    expect((await serverState()).orders).toEqual([]);
  });

  it('ATH-100: paused with every order kept, resumed by a new key', async () => {
    sim.rotateKey(NEW_KEY);
    const first = await box.enqueue('worker-order', order('3007'));
    const second = await box.enqueue('worker-order', order('3008'));
    await box.idle();
    expect(box.status().paused).toMatchObject({ code: 'api', kind: 'auth', apiCode: 'ATH-100' });
    expect([(await stored(first.localId)).state, (await stored(second.localId)).state]).toEqual(['queued', 'queued']);

    key = NEW_KEY;
    // Refused: the first order, and the second if it was queued when the pass claimed (both go out at once).
    const refused = (await serverState()).counters.requests[POSTS];
    expect(refused === 1 || refused === 2, `${refused} refused requests`).toBe(true);
    await box.drain('back online');
    expect((await serverState()).counters.requests[POSTS]).toBe(refused);

    expect(await box.resume('new key')).toEqual({ sent: 2, stop: 'empty' });
    expect(box.status().paused).toBeUndefined();
    const server = await serverState();
    expect(server.orders.map((o) => o.personnel_id)).toEqual(['500007', '500008']);
    expect((await stored(first.localId)).state).toBe('delivered');
    expect((await stored(second.localId)).state).toBe('delivered');
  });
});
