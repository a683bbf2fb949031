// The window's end of the sync. Sync batches are a copy of the server's data: they commit
// without waiting for the disk, on a connection of their own. What the outbox holds (orders,
// and a followed order's progress) is still on disk before the next step. Screens reading the
// strict connection see both. Each message is acknowledged once stored, and the next one does
// not wait for main's answer to that.
import { Dexie, liveQuery, RangeSet, type ObservabilitySet } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { closeFieldDb, deleteFieldDb, openFieldDb } from '../../../../../renderer/src/shared/db/open';
import type { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { startBatchReceiver } from '../../../../../renderer/src/shared/sync/batch-receiver';
import { row } from '../outbox/helpers';
import { apiShift, batch, shiftsBatch } from '../db/helpers';
import type { SyncBatch, WorkforceApi } from '../../../../../preload/contract';
import { fakeBridge } from '../../support/fake-bridge';

let serial = 0;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Every write transaction IndexedDB is asked for from now on: its stores and its durability. */
function recordWrites(): { stores: string[]; durability: unknown }[] {
  const asked: { stores: string[]; durability: unknown }[] = [];
  // Dexie binds the database's transaction() when it opens, so the spy goes in first.
  const original = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof original>) {
    const stores = typeof args[0] === 'string' ? [args[0]] : [...args[0]];
    if (args[1] === 'readwrite') asked.push({ stores, durability: args[2]?.durability });
    return original.apply(this, args);
  };
  cleanups.push(() => void (IDBDatabase.prototype.transaction = original));
  return asked;
}

async function openWithReceiver(): Promise<{ db: FieldDb; deliver: ReturnType<typeof fakeBridge>['deliver'] }> {
  const db = await openFieldDb(`sync-writer-test-${Date.now()}-${(serial += 1)}`);
  const bridge = fakeBridge();
  const stop = startBatchReceiver(bridge.api, async () => db);
  cleanups.push(async () => {
    stop();
    closeFieldDb(db);
    await deleteFieldDb(db.name);
  });
  return { db, deliver: (batches) => bridge.deliver(batches) };
}

const durabilityOf = (asked: { stores: string[]; durability: unknown }[], store: string) => [
  ...new Set(asked.filter((t) => t.stores.includes(store)).map((t) => t.durability)),
];

describe('the connection sync batches are written on', () => {
  it('commits shifts without waiting for the disk, and order progress like every outbox write, strictly', async () => {
    const asked = recordWrites();
    const { db, deliver } = await openWithReceiver();
    await db.outbox.put(row('placed', 'delivered', { serverOrderId: '70001', serverStatus: '0' }));

    await deliver([shiftsBatch('e1', [apiShift('s1'), apiShift('s2')])]);
    const order = { id: '70001', status: '1', response_message: null, status_datetime: '2026-11-24 08:05:00' };
    await deliver([batch({ kind: 'order-status', localId: 'placed', orderId: '70001', order })]);

    expect(durabilityOf(asked, 'shifts')).toEqual(['relaxed']);
    expect(durabilityOf(asked, 'outbox')).toEqual(['strict']);
    // Both are there to read on the app's own connection.
    expect(await db.shifts.count()).toBe(2);
    expect(await db.outbox.get('placed')).toMatchObject({ progress: { office: { status: '1' } } });
  });

  it("wakes the screens' live queries on the app's connection", async () => {
    const { db, deliver } = await openWithReceiver();
    const seen: number[] = [];
    const subscription = liveQuery(() => db.shifts.count()).subscribe((n) => seen.push(n));
    cleanups.push(() => subscription.unsubscribe());
    await expect.poll(() => seen).toEqual([0]);

    await deliver([shiftsBatch('e1', [apiShift('s1'), apiShift('s2'), apiShift('s3')])]);
    await expect.poll(() => seen.at(-1)).toBe(3);
  });

  it("wakes the live queries over the events whose shifts were stored, with the stored rows, and not the others'", async () => {
    const { db, deliver } = await openWithReceiver();
    const shiftsOf = (eventId: string) =>
      db.shifts.where('[eventId+startTime]').between([eventId, Dexie.minKey], [eventId, Dexie.maxKey]).toArray();
    const reads = { e1: 0, e2: 0 };
    const seen: string[][] = [];
    const watch = (eventId: 'e1' | 'e2', onRows: (ids: string[]) => void) => {
      const subscription = liveQuery(() => {
        reads[eventId] += 1;
        return shiftsOf(eventId);
      }).subscribe((rows) => onRows(rows.map((r) => r.id)));
      cleanups.push(() => subscription.unsubscribe());
    };
    watch('e1', (ids) => seen.push(ids));
    watch('e2', () => undefined);
    await expect.poll(() => [seen.length, reads.e2]).toEqual([1, 1]);

    await deliver([shiftsBatch('e1', [apiShift('s1'), apiShift('s2')])]);
    await expect.poll(() => seen.at(-1)).toEqual(['s1', 's2']);
    await deliver([shiftsBatch('e1', [apiShift('s2')])]);
    // Read again, not answered from the live-query cache of the first answer.
    await expect.poll(() => seen.at(-1)).toEqual(['s2']);
    expect(reads.e2).toBe(1);
  });

  it("tells the live queries a set's write as one span of keys per index, not one entry per row", async () => {
    const { db, deliver } = await openWithReceiver();
    const told: ObservabilitySet[] = [];
    const listen = (parts: ObservabilitySet) => void told.push(parts);
    Dexie.on('storagemutated', listen);
    cleanups.push(() => Dexie.on('storagemutated').unsubscribe(listen));

    const shifts = Array.from({ length: 40 }, (_, i) =>
      apiShift(`s${i}`, { start_time: `2026-07-01 ${8 + (i % 10)}:00:00` }),
    );
    await deliver([shiftsBatch('e1', shifts)]);
    await expect.poll(() => db.shifts.count()).toBe(40);

    const nodes = (index: string) =>
      told.flatMap((parts) => {
        const set = parts[`idb://${db.name}/shifts/${index}`];
        return set ? [...RangeSet(set)] : [];
      });
    expect(nodes('').map((n) => [n.from, n.to])).toEqual([
      [
        ['e1', 's0'],
        ['e1', 's9'],
      ],
    ]);
    expect(nodes('[eventId+startTime]')).toHaveLength(1);
  });

  it('closes with the database: a batch arriving after a disconnect erased it does not bring it back', async () => {
    const db = await openFieldDb(`sync-writer-test-${Date.now()}-${(serial += 1)}`);
    const bridge = fakeBridge();
    const errors: unknown[] = [];
    const stop = startBatchReceiver(bridge.api, async () => db, { onError: (_b, e) => errors.push(e) });
    cleanups.push(stop);
    await bridge.deliver([shiftsBatch('e1', [apiShift('s1')])]);

    closeFieldDb(db);
    await deleteFieldDb(db.name);
    bridge.emit('sync:batches', { batches: [shiftsBatch('e2', [apiShift('s2')])] });
    await expect.poll(() => errors.length).toBe(1);

    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(db.name);
    // Answered as refused, so main fails that set at once rather than waiting out its timer.
    await expect.poll(() => bridge.calls.ackBatch.mock.calls.length).toBe(2);
    expect(bridge.calls.ackBatch.mock.calls[1]![0]).toEqual({
      acks: [{ batchId: expect.any(String), rowsWritten: 0, refused: 'failed' }],
    });
  });
});

describe('acknowledging stored batches', () => {
  it('stores the next message while main has not yet answered the last acknowledgement', async () => {
    const db = await openFieldDb(`sync-writer-test-${Date.now()}-${(serial += 1)}`);
    const acked: string[] = [];
    let deliver: (payload: { batches: SyncBatch[] }) => void = () => undefined;
    // A main that takes the acknowledgements but never answers them (a busy or slow main).
    const bridge = {
      on: (_event: string, listener: typeof deliver) => ((deliver = listener), () => undefined),
      ackBatch: ({ acks }: { acks: { batchId: string }[] }) => {
        acked.push(...acks.map((a) => a.batchId));
        return new Promise<never>(() => undefined);
      },
    } as unknown as Pick<WorkforceApi, 'on' | 'ackBatch'>;
    cleanups.push(startBatchReceiver(bridge, async () => db));
    cleanups.push(async () => {
      closeFieldDb(db);
      await deleteFieldDb(db.name);
    });

    const first = shiftsBatch('e1', [apiShift('s1')]);
    const second = shiftsBatch('e2', [apiShift('s2'), apiShift('s3')]);
    deliver({ batches: [first] });
    deliver({ batches: [second] });

    await expect.poll(() => acked).toEqual([first.batchId, second.batchId]);
    expect(await db.shifts.count()).toBe(3);
  });
});
