import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncBatch } from '../../../../../preload/contract.js';
import { BatchDelivery, type DeliveryOptions } from '../../../../../main/core/sync/batch-delivery.js';
import { ExpectedError } from '../../../../../main/core/ipc/expected-error.js';

const batch = (n: number): SyncBatch => ({
  kind: 'worker-tags',
  batchId: `s1:${n}`,
  asOf: '2026-11-22T10:00:00.000Z',
  workerId: String(n),
  tags: [],
});

/** A window that records every message it gets and answers only when told. */
function setup(options: DeliveryOptions = {}) {
  const messages: SyncBatch[][] = [];
  const delivery = new BatchDelivery((batches) => messages.push(batches), { gatherMs: 20, ...options });
  const settled = new Map<string, 'stored' | Error>();
  const send = (n: number) => {
    const b = batch(n);
    const p = delivery.deliver(b);
    p.then(
      () => settled.set(b.batchId, 'stored'),
      (e: Error) => settled.set(b.batchId, e),
    );
    return p;
  };
  return { delivery, messages, settled, send };
}

// The gather and timeout timers run on a fake clock: exact instants, no real waiting.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('BatchDelivery', () => {
  it('batches ready together travel in one message', async () => {
    const { messages, send } = setup();
    void send(1);
    void send(2);
    void send(3);
    await elapse(19);
    expect(messages).toEqual([]);
    await elapse(1);
    expect(messages.map((m) => m.map((b) => b.batchId))).toEqual([['s1:1', 's1:2', 's1:3']]);
  });

  it('a full message leaves at once; the rest follows after the gather time', async () => {
    const { messages, send } = setup({ maxPerMessage: 2 });
    for (let n = 1; n <= 5; n++) void send(n);
    expect(messages.map((m) => m.length)).toEqual([2, 2]);
    await elapse(20);
    expect(messages.map((m) => m.length)).toEqual([2, 2, 1]);
    expect(messages.flat().map((b) => b.batchId)).toEqual(['s1:1', 's1:2', 's1:3', 's1:4', 's1:5']);
  });

  it('a set counts as stored only when the window acknowledges it', async () => {
    const { delivery, settled, send } = setup();
    void send(1);
    void send(2);
    await elapse(40);
    expect(settled.size).toBe(0);
    delivery.ack('s1:2', 7);
    await elapse(0);
    expect([...settled]).toEqual([['s1:2', 'stored']]);
    delivery.ack('s1:1', 3);
    await elapse(0);
    expect(settled.get('s1:1')).toBe('stored');
    expect(delivery.rowsWritten).toBe(10);
    delivery.resetCount();
    expect(delivery.rowsWritten).toBe(0);
  });

  it('a set the window refused fails at once, a full disk by its own code', async () => {
    const { delivery, settled, send } = setup();
    void send(1);
    void send(2);
    await elapse(20);
    delivery.refuse('s1:1', 'disk-full');
    delivery.refuse('s1:2', 'failed');
    await elapse(0);
    expect(settled.get('s1:1')).toMatchObject({ code: 'disk-full' });
    expect(settled.get('s1:2')).toMatchObject({ code: 'not-stored' });
    expect(settled.get('s1:1')).toBeInstanceOf(ExpectedError);
    expect(delivery.rowsWritten).toBe(0);
  });

  it('an acknowledgement for an unknown or already stored set is ignored', async () => {
    const { delivery, settled, send } = setup();
    void send(1);
    delivery.ack('s9:404', 50);
    delivery.ack('s1:1', 2);
    delivery.ack('s1:1', 2);
    await elapse(0);
    expect(settled.get('s1:1')).toBe('stored');
    expect(delivery.rowsWritten).toBe(2);
  });

  it('a window that never answers fails the set with "not-stored"', async () => {
    const { delivery, send, settled } = setup({ timeoutMs: 50 });
    const p = send(1);
    await elapse(49);
    expect(settled.size).toBe(0);
    await elapse(1);
    await expect(p).rejects.toBeInstanceOf(ExpectedError);
    await expect(p).rejects.toMatchObject({ code: 'not-stored' });
    // A late answer changes nothing.
    delivery.ack('s1:1', 4);
    expect(delivery.rowsWritten).toBe(0);
  });

  it('failAll rejects everything pending and never sends what had not left yet', async () => {
    const { delivery, messages, settled, send } = setup({ maxPerMessage: 2 });
    void send(1);
    void send(2);
    void send(3);
    expect(messages).toHaveLength(1);
    delivery.failAll();
    await elapse(20);
    expect(messages).toHaveLength(1);
    expect([...settled.keys()].sort()).toEqual(['s1:1', 's1:2', 's1:3']);
    for (const outcome of settled.values()) expect(outcome).toMatchObject({ code: 'not-stored' });
  });
});
