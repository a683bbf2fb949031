// What screens call: every action on disk before it resolves.
import { describe, expect, it } from 'vitest';
import { createOutbox } from '../../../../../renderer/src/shared/outbox/outbox-api';
import { createMutex } from '../../../../../renderer/src/shared/outbox/lock';
import { freshDb } from '../db/helpers';
import { answers, clock, descendingIds, newOrder, noEdits, row, scriptedRig, workerOrder } from './helpers';

async function setup(script: Parameters<typeof scriptedRig>[0] = []) {
  const { db, c, timers, server, deps } = await scriptedRig(script);
  const errors: unknown[] = [];
  const box = createOutbox({
    ...deps,
    newId: descendingIds,
    onError: (e) => errors.push(e),
  });
  return { db, c, timers, server, box, errors };
}

describe('placing an order', () => {
  it('resolves with the queued row once stored, then sends it', async () => {
    const { db, server, box } = await setup();
    const placed = await box.enqueue('worker-order', newOrder(1));
    expect(placed.state).toBe('queued');
    await box.idle();
    expect(server.calls.map((c) => c.req.localId)).toEqual([placed.localId]);
    expect(await db.outbox.get(placed.localId)).toMatchObject({ state: 'delivered', serverOrderId: '9001' });
  });

  it('offline it stays queued, with the reason', async () => {
    const { db, c, box } = await setup([
      () => ({
        ok: true,
        value: {
          outcome: 'retry-later',
          retryAt: new Date(c.now()).toISOString(),
          reason: { code: 'offline' },
        },
      }),
    ]);
    const placed = await box.enqueue('worker-order', newOrder(1));
    await box.idle();
    expect(await db.outbox.get(placed.localId)).toMatchObject({
      state: 'queued',
      errorReason: { code: 'offline' },
    });
  });

  it('offline, orders placed after the first make no request and no write until main is back online', async () => {
    const { db, c, server, box } = await setup([() => answers.later(c.now())]);
    const first = await box.enqueue('worker-order', newOrder(1));
    await box.idle();
    const waiting = await db.outbox.get(first.localId);
    const later = [await box.enqueue('worker-order', newOrder(2)), await box.enqueue('worker-order', newOrder(3))];
    await box.idle();
    expect(server.calls).toHaveLength(1);
    expect(await db.outbox.get(first.localId)).toEqual(waiting);

    await box.drain('back online');
    expect(server.calls.map((call) => call.req.localId)).toEqual([first, first, ...later].map((o) => o.localId));
    expect((await db.outbox.toArray()).map((o) => o.state)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('offline, orders placed while a pass is out start at most one more pass, which stops the rest', async () => {
    const { db } = await freshDb();
    const c = clock();
    const replies: ((offline: boolean) => void)[] = [];
    const sent: string[] = [];
    const box = createOutbox({
      db: async () => db,
      submit: (req) =>
        new Promise((resolve) => {
          sent.push(req.localId);
          replies.push((offline) =>
            resolve(
              offline
                ? {
                    ok: true,
                    value: {
                      outcome: 'retry-later',
                      retryAt: new Date(c.now()).toISOString(),
                      reason: { code: 'offline' },
                      notSent: true,
                    },
                  }
                : { ok: true, value: { outcome: 'delivered', order: workerOrder(String(9000 + replies.length)) } },
            ),
          );
        }),
      submitEdit: noEdits,
      lock: createMutex(),
      now: c.now,
      newId: descendingIds,
    });
    const requestOut = async (n: number) => {
      while (replies.length < n) await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const first = await box.enqueue('worker-order', newOrder(1));
    await requestOut(1);
    const second = await box.enqueue('worker-order', newOrder(2));
    replies[0]!(true);
    // The one more pass sends both queued orders at once; the third, placed meanwhile, starts none.
    await requestOut(3);
    await box.enqueue('worker-order', newOrder(3));
    replies[1]!(true);
    replies[2]!(true);
    await box.idle();
    expect(sent).toEqual([first.localId, first.localId, second.localId]);

    const back = box.drain('back online');
    for (let n = 4; n <= 6; n++) {
      await requestOut(n);
      replies[n - 1]!(false);
    }
    await back;
    expect((await db.outbox.toArray()).map((o) => o.state)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('refuses without a database, and a bad order, with an OutboxError', async () => {
    const box = createOutbox({
      db: async () => undefined,
      submit: async () => answers.delivered('1'),
      submitEdit: noEdits,
      lock: createMutex(),
    });
    await expect(box.enqueue('worker-order', newOrder(1))).rejects.toMatchObject({ code: 'no-database' });
    const { box: connected } = await setup();
    await expect(connected.enqueue('worker-order', newOrder(1, { personnelId: '' }))).rejects.toMatchObject({
      code: 'invalid-order',
    });
  });
});

describe("the supervisor's actions", () => {
  it('send now overrides the server\'s "later"', async () => {
    const { db, c, timers, server, box } = await setup([() => answers.later(c.now() + 60_000)]);
    const placed = await box.enqueue('worker-order', newOrder(1));
    await box.idle();
    expect(timers.pending).toHaveLength(1);
    expect(await box.sendNow()).toEqual({ sent: 1, stop: 'empty' });
    expect(server.calls).toHaveLength(2);
    expect((await db.outbox.get(placed.localId))?.state).toBe('delivered');
  });

  it('send now does not lift a pause', async () => {
    const { server, box } = await setup([answers.paused]);
    await box.enqueue('worker-order', newOrder(1));
    await box.idle();
    expect(await box.sendNow()).toEqual({ sent: 0, stop: 'paused' });
    expect(box.status().paused).toMatchObject({ apiCode: 'ATH-100' });
    expect(server.calls).toHaveLength(1);
  });

  it('send again: an unknown order is queued and sent, counted as sent again', async () => {
    const { db, server, box } = await setup([answers.unknown]);
    const placed = await box.enqueue('worker-order', newOrder(1));
    await box.idle();
    expect((await db.outbox.get(placed.localId))?.state).toBe('unknown');
    expect(await box.sendAgain(placed.localId)).toMatchObject({ state: 'queued', sentAgain: 1 });
    await box.idle();
    expect(await db.outbox.get(placed.localId)).toMatchObject({ state: 'delivered', sentAgain: 1, attempts: 2 });
    expect(server.calls).toHaveLength(2);
  });

  it('mark as placed: an unknown order is delivered with no server id and not sent', async () => {
    const { db, server, box } = await setup([answers.unknown]);
    const placed = await box.enqueue('worker-order', newOrder(1));
    await box.idle();
    await box.markPlaced(placed.localId);
    expect(await db.outbox.get(placed.localId)).toMatchObject({ state: 'delivered', serverOrderId: undefined });
    expect(server.calls).toHaveLength(1);
  });

  it('discard: a queued order goes; a delivered one cannot', async () => {
    const { db, box } = await setup([answers.paused]);
    const queued = await box.enqueue('worker-order', newOrder(1));
    await box.idle();
    await db.outbox.put(row('done', 'delivered'));
    await box.discard(queued.localId);
    await expect(box.discard('done')).rejects.toMatchObject({ code: 'not-allowed' });
    expect((await db.outbox.toArray()).map((o) => o.localId)).toEqual(['done']);
  });
});
