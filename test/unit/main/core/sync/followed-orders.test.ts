// Which followed orders a run reads: at most the stated number, oldest reading first.
import { describe, expect, it } from 'vitest';
import type { FollowedOrder } from '../../../../../preload/contract.js';
import { FollowedOrders, ORDER_READS_PER_RUN } from '../../../../../main/core/sync/followed-orders.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();
const order = (n: number, statusAsOf?: string): FollowedOrder => ({
  localId: `l${n}`,
  workerId: '3001',
  orderId: String(70_000 + n),
  placedAt: at(n),
  ...(statusAsOf ? { statusAsOf } : {}),
});

describe('FollowedOrders', () => {
  it('reads never-read orders first, the earliest placed first, then the one read longest ago', () => {
    const followed = new FollowedOrders();
    followed.replace([order(3, at(50)), order(2), order(1, at(40)), order(4)]);
    expect(followed.due().map((o) => o.localId)).toEqual(['l2', 'l4', 'l1', 'l3']);
  });

  it(`reads at most ${ORDER_READS_PER_RUN} a run, and with 200 followed every one is read in turn`, () => {
    const followed = new FollowedOrders();
    followed.replace(Array.from({ length: 200 }, (_, i) => order(i)));
    const read = new Set<string>();
    for (let run = 0; run < 200 / ORDER_READS_PER_RUN; run++) {
      const due = followed.due();
      expect(due).toHaveLength(ORDER_READS_PER_RUN);
      for (const o of due) {
        expect(read.has(o.localId)).toBe(false);
        read.add(o.localId);
        followed.read(o.localId, at(59), false);
      }
    }
    expect(read.size).toBe(200);
  });

  it('a completed order, or one the server does not know, is read no more', () => {
    const followed = new FollowedOrders();
    followed.replace([order(1), order(2)]);
    followed.read('l1', at(30), true);
    expect(followed.due().map((o) => o.localId)).toEqual(['l2']);
  });

  it("a new list from the renderer keeps a reading main made since the renderer's", () => {
    const followed = new FollowedOrders();
    followed.replace([order(1), order(2)]);
    followed.read('l1', at(30), false);
    followed.replace([order(1), order(2, at(20))]);
    expect(followed.due()).toEqual([
      { ...order(2), statusAsOf: at(20) },
      { ...order(1), statusAsOf: at(30) },
    ]);
  });

  it('a server without the operation: nothing is due until the connection changes', () => {
    const followed = new FollowedOrders();
    followed.replace([order(1)]);
    followed.markUnavailable();
    expect(followed.due()).toEqual([]);
    followed.reset();
    expect(followed.due()).toEqual([]);
    followed.replace([order(1)]);
    expect(followed.due()).toHaveLength(1);
  });
});
