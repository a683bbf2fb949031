// What the orders screen and the badges read of the outbox: live queries that follow changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { outboxCounts, outboxList } from '../../../../../renderer/src/features/orders/order-queries';
import { createMutex } from '../../../../../renderer/src/shared/outbox/lock';
import { createOutbox } from '../../../../../renderer/src/shared/outbox/outbox-api';
import { LiveQuery } from '../../../../../renderer/src/shared/state/live-query.svelte';
import { freshDb } from '../../shared/db/helpers';
import { answers, descendingIds, newOrder, row, scriptedSubmit } from '../../shared/outbox/helpers';
import { until, useLiveClock } from '../../support/live-clock';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

useLiveClock();

function live<T>(source: () => (() => Promise<T>) | undefined): LiveQuery<T> {
  let query!: LiveQuery<T>;
  cleanups.push($effect.root(() => void (query = new LiveQuery(source))));
  return query;
}

describe('live views of the outbox', () => {
  it('orders newest first, and again after each change', async () => {
    const { db } = await freshDb();
    const server = scriptedSubmit(() => db, [answers.paused]);
    const box = createOutbox({
      db: async () => db,
      submit: server.submit,
      submitEdit: server.submitEdit,
      lock: createMutex(),
      newId: descendingIds,
    });
    const list = live(() => () => outboxList(db));
    await until(() => list.current !== undefined);
    expect(list.current?.items).toEqual([]);
    const a = await box.enqueue('worker-order', newOrder(1));
    const b = await box.enqueue('worker-order', newOrder(2));
    await box.idle();
    await until(() => list.current?.items.length === 2);
    expect(list.current?.items.map((o) => o.localId)).toEqual([b.localId, a.localId]);
  });

  it('counts per state, and again after each change', async () => {
    const { db } = await freshDb();
    await db.outbox.bulkPut([row('q', 'queued'), row('u', 'unknown'), row('d', 'delivered'), row('r', 'rejected')]);
    const counts = live(() => () => outboxCounts(db));
    await until(() => counts.current !== undefined);
    expect(counts.current).toEqual({ queued: 1, sending: 0, delivered: 1, rejected: 1, unknown: 1 });
    await db.outbox.put(row('q2', 'queued'));
    await until(() => counts.current?.queued === 2);
  });

  it('without a database nothing is read', async () => {
    const database: FieldDb | undefined = undefined;
    const counts = live(() => (database ? () => outboxCounts(database) : undefined));
    await new Promise((r) => setImmediate(r));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(counts.current).toBeUndefined();
  });
});
