// The sender: creation order, a few requests at a time, every change on disk first, and the
// stops of the state machine (later, paused, unknown never resent).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxReason } from '../../../../../preload/contract';
import { closeFieldDb, openFieldDb } from '../../../../../renderer/src/shared/db/open';
import type { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { OutboxSender, SEND_AT_ONCE, type OutboxSenderDeps } from '../../../../../renderer/src/shared/outbox/sender';
import { createMutex, DRAIN_LOCK_NAME } from '../../../../../renderer/src/shared/outbox/lock';
import { enqueue } from '../../../../../renderer/src/shared/outbox/store';
import { freshDb } from '../db/helpers';
import { answers, descendingIds, newOrder, noEdits, row, scriptedRig, scriptedSubmit } from './helpers';

async function setup(script: Parameters<typeof scriptedRig>[0] = [], extra: Partial<OutboxSenderDeps> = {}) {
  const { db, c, timers, server, deps } = await scriptedRig(script);
  const sender = new OutboxSender({ ...deps, ...extra });
  const place = async (n: number) => {
    const ids = [];
    for (let i = 1; i <= n; i++)
      ids.push((await enqueue(db, 'worker-order', newOrder(i), c.now(), descendingIds)).localId);
    return ids;
  };
  return { db, c, timers, server, sender, place };
}

const states = async (db: FieldDb) => (await db.outbox.orderBy('createdAt').toArray()).map((o) => o.state);

describe('draining', () => {
  it('sends every queued order once, oldest first, six at a time, each marked sending first', async () => {
    const { db, server, sender, place } = await setup();
    const ids = await place(10);

    expect(await sender.drain('test')).toEqual({ sent: 10, stop: 'empty' });

    expect(server.calls.map((c) => c.req.localId)).toEqual(ids);
    expect(SEND_AT_ONCE).toBe(6);
    expect(server.maxInFlight).toBe(SEND_AT_ONCE);
    for (const call of server.calls) expect(call.stored).toMatchObject({ state: 'sending', attempts: 1 });
    const stored = await db.outbox.bulkGet(ids);
    expect(stored.map((o) => o?.kind === 'worker-order' && o.state)).toEqual(Array(10).fill('delivered'));
    expect(stored.slice(0, 2).map((o) => o?.kind === 'worker-order' && [o.serverOrderId, o.serverStatus])).toEqual([
      ['9001', '0'],
      ['9002', '0'],
    ]);
    expect(server.calls[0]!.req).toEqual({
      localId: ids[0],
      workerId: '3001',
      orderableId: '32',
      personnelId: '500001',
    });
  });

  it('records rejected and unknown and goes on with the next order', async () => {
    const { db, sender, place } = await setup([answers.rejected, answers.unknown]);
    await place(3);
    expect(await sender.drain('test')).toEqual({ sent: 3, stop: 'empty' });
    expect(await states(db)).toEqual(['rejected', 'unknown', 'delivered']);
  });

  it('never resends an unknown order by itself', async () => {
    const { db, server, sender, place } = await setup([answers.unknown]);
    const [id] = await place(1);
    await sender.drain('first');
    await sender.drain('back online');
    await sender.drain('start-up');
    expect(server.calls).toHaveLength(1);
    expect((await db.outbox.get(id!))?.state).toBe('unknown');
  });

  it('with one at a time (the setting), "later" stops the pass, keeps the order first in line and wakes at the given time', async () => {
    const { db, c, timers, server, sender, place } = await setup([() => answers.later(c.now() + 2_000)], {
      atOnce: () => 1,
    });
    const ids = await place(2);

    expect(await sender.drain('test')).toEqual({ sent: 1, stop: 'waiting' });
    expect(server.maxInFlight).toBe(1);
    expect(await states(db)).toEqual(['queued', 'queued']);
    expect(timers.pending).toEqual([c.now() + 2_000]);
    expect(sender.status().nextAttemptAt).toBe(new Date(c.now() + 2_000).toISOString());

    // Asked early (another trigger), the first order still waits and nothing overtakes it.
    expect(await sender.drain('too early')).toEqual({ sent: 0, stop: 'waiting' });
    expect(server.calls).toHaveLength(1);

    c.advance(2_000);
    timers.fireDue();
    await sender.idle();
    expect(server.calls.map((call) => call.req.localId)).toEqual([ids[0], ids[0], ids[1]]);
    expect(await states(db)).toEqual(['delivered', 'delivered']);
    expect((await db.outbox.get(ids[0]!))?.attempts).toBe(2);
    expect(sender.status().nextAttemptAt).toBeUndefined();
  });

  it('"later" to one of three out: the other two finish, no lane claims another, and the first stays first in line', async () => {
    const { db, c, timers, server, sender, place } = await setup([() => answers.later(c.now() + 2_000)], {
      atOnce: () => 3,
    });
    const ids = await place(8);

    expect(await sender.drain('test')).toEqual({ sent: 3, stop: 'waiting' });
    expect(await states(db)).toEqual(['queued', 'delivered', 'delivered', ...Array(5).fill('queued')]);
    expect(timers.pending).toEqual([c.now() + 2_000]);

    c.advance(2_000);
    timers.fireDue();
    await sender.idle();
    expect(server.calls.map((call) => call.req.localId)).toEqual([...ids.slice(0, 3), ids[0], ...ids.slice(3)]);
    expect(server.maxInFlight).toBe(3);
    expect(await states(db)).toEqual(Array(8).fill('delivered'));
  });

  it('a "later" of 30 days waits an hour at most, on a timer that holds it: no pass spins', async () => {
    const HOUR = 3_600_000;
    const { db, c, timers, server, sender, place } = await setup([() => answers.later(c.now() + 30 * 24 * HOUR)]);
    const [id] = await place(1);
    expect(await sender.drain('test')).toEqual({ sent: 1, stop: 'waiting' });
    expect(timers.pending).toEqual([c.now() + HOUR]);
    expect((await db.outbox.get(id!))?.retryAt).toBe(new Date(c.now() + HOUR).toISOString());
    c.advance(HOUR);
    timers.fireDue();
    await sender.idle();
    expect(server.calls).toHaveLength(2);
    expect(await states(db)).toEqual(['delivered']);
  });

  it('with the window\'s own timers, a far "later" sets one timer that does not fire at once', async () => {
    const { db, server, place } = await setup();
    const sender = new OutboxSender({
      db: async () => db,
      submit: async (req) => (await server.submit(req), answers.later(Date.now() + 30 * 24 * 3_600_000)),
      submitEdit: noEdits,
      lock: createMutex(),
    });
    const delays: number[] = [];
    const real = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      delays.push(ms ?? 0);
      return real(fn, ms);
    }) as typeof setTimeout);
    await place(1);
    await sender.drain('test');
    await new Promise((resolve) => real(resolve, 200));
    spy.mockRestore();
    sender.stop();
    expect(server.calls).toHaveLength(1);
    expect(delays.filter((ms) => ms > 1_000)).toHaveLength(1);
    expect(Math.max(...delays)).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  it('a wait stamped while the clock ran 3 days fast is due once the clock is corrected', async () => {
    const { db, c, server, sender, place } = await setup();
    const [id] = await place(1);
    await db.outbox.update(id!, { retryAt: new Date(c.now() + 72 * 3_600_000).toISOString() });
    expect(await sender.drain('clock corrected')).toEqual({ sent: 1, stop: 'empty' });
    expect(server.calls).toHaveLength(1);
    expect(await states(db)).toEqual(['delivered']);
  });

  it('offline ("later" with no wait) sets no timer: the next trigger sends', async () => {
    const { db, c, timers, sender, place } = await setup([() => answers.later(c.now())]);
    await place(1);
    expect(await sender.drain('placed')).toEqual({ sent: 1, stop: 'waiting' });
    expect(timers.pending).toEqual([]);
    expect(await sender.drain('back online')).toEqual({ sent: 1, stop: 'empty' });
    expect(await states(db)).toEqual(['delivered']);
  });

  it('paused (ATH-100) keeps every order queued and sends nothing until resumed', async () => {
    // The key is refused for every request out with it.
    const { db, server, sender, place } = await setup([answers.paused, answers.paused], {
      atOnce: () => 2,
    });
    await place(3);
    const seen: (OutboxReason | undefined)[] = [];
    sender.onStatus((s) => seen.push(s.paused));

    expect(await sender.drain('test')).toEqual({ sent: 2, stop: 'paused' });
    expect(await states(db)).toEqual(['queued', 'queued', 'queued']);
    const refused = { code: 'api', kind: 'auth', apiCode: 'ATH-100' };
    expect(sender.status().paused).toEqual(refused);
    expect(seen).toContainEqual(refused);

    expect(await sender.drain('back online')).toEqual({ sent: 0, stop: 'paused' });
    expect(server.calls).toHaveLength(2);

    expect(await sender.resume('new key')).toEqual({ sent: 3, stop: 'empty' });
    expect(sender.status().paused).toBeUndefined();
    expect(await states(db)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it.each([
    ['ORDER-IN-FLIGHT', 'unknown'],
    ['internal', 'unknown'],
    ['invalid-payload', 'rejected'],
  ])('an IPC failure %s leaves the order %s', async (code, state) => {
    const { db, sender, place } = await setup([() => answers.failed(code)]);
    await place(1);
    await sender.drain('test');
    expect(await states(db)).toEqual([state]);
  });

  it('an untrusted-sender refusal pauses the queue with the order still queued', async () => {
    const refused = () => answers.failed('untrusted-sender');
    const { db, sender, place } = await setup([refused, refused]);
    await place(2);
    expect(await sender.drain('test')).toMatchObject({ stop: 'paused' });
    expect(await states(db)).toEqual(['queued', 'queued']);
  });

  it('a submit that throws leaves the order unknown', async () => {
    const { db } = await freshDb();
    await enqueue(db, 'worker-order', newOrder(1), 0, descendingIds);
    const sender = new OutboxSender({
      db: async () => db,
      submit: () => Promise.reject(new Error('Target closed')),
      submitEdit: noEdits,
      lock: createMutex(),
    });
    await sender.drain('test');
    expect(await db.outbox.toArray()).toMatchObject([
      { state: 'unknown', errorReason: { code: 'lost-track' }, errorCode: 'Target closed' },
    ]);
  });

  it('has nothing to do without a database', async () => {
    const server = scriptedSubmit(() => {
      throw new Error('never asked');
    });
    const sender = new OutboxSender({
      db: async () => undefined,
      submit: server.submit,
      submitEdit: server.submitEdit,
      lock: createMutex(),
    });
    expect(await sender.drain('test')).toEqual({ sent: 0, stop: 'no-database' });
  });
});

describe('one sender at a time', () => {
  it('a trigger during a pass runs one more pass after it, on the same promise', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { db } = await freshDb();
    const server = scriptedSubmit(() => db);
    const gated = new OutboxSender({
      db: async () => db,
      lock: createMutex(),
      submitEdit: noEdits,
      submit: async (req) => {
        await held;
        return server.submit(req);
      },
    });
    await enqueue(db, 'worker-order', newOrder(1), Date.now(), descendingIds);
    const first = gated.drain('a');
    await vi.waitFor(async () => expect(await states(db)).toEqual(['sending']));
    expect(gated.status().draining).toBe(true);
    await enqueue(db, 'worker-order', newOrder(9), Date.now(), descendingIds);
    const second = gated.drain('b');
    expect(second).toBe(first);
    release();
    expect(await first).toEqual({ sent: 2, stop: 'empty' });
    expect(server.calls).toHaveLength(2);
    expect(gated.status().draining).toBe(false);
  });

  it('two senders sharing the lock never send at the same time nor the same order twice', async () => {
    const { db } = await freshDb();
    for (let i = 0; i < 6; i++) await enqueue(db, 'worker-order', newOrder(i), 1_000 + i, descendingIds);
    const server = scriptedSubmit(() => db);
    const lock = createMutex();
    const deps = { db: async () => db, submit: server.submit, submitEdit: server.submitEdit, lock, atOnce: () => 2 };
    const a = new OutboxSender(deps);
    const b = new OutboxSender(deps);
    await Promise.all([a.drain('a'), b.drain('b'), a.drain('a2'), b.drain('b2')]);
    // One pass at a time: never more out than one sender's two.
    expect(server.maxInFlight).toBe(2);
    expect(new Set(server.calls.map((c) => c.req.localId)).size).toBe(server.calls.length);
    expect(server.calls).toHaveLength(6);
  });

  it('takes the navigator.locks lock named fieldsup-outbox-drain when the browser has it', async () => {
    const names: string[] = [];
    const locks = { request: (name: string, work: () => Promise<unknown>) => (names.push(name), work()) };
    vi.stubGlobal('navigator', { ...globalThis.navigator, locks });
    try {
      const { db } = await freshDb();
      await enqueue(db, 'worker-order', newOrder(1), 0, descendingIds);
      const server = scriptedSubmit(() => db);
      expect(
        await new OutboxSender({ db: async () => db, submit: server.submit, submitEdit: server.submitEdit }).drain(
          'test',
        ),
      ).toEqual({
        sent: 1,
        stop: 'empty',
      });
      expect(names).toEqual([DRAIN_LOCK_NAME]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('crash recovery', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the first pass on a database turns a crashed `sending` into unknown and does not send it', async () => {
    const { db, server, sender } = await setup();
    await db.outbox.bulkPut([
      row('crashed', 'sending', { attempts: 1 }),
      row('next', 'queued', { createdAt: '2026-07-01T10:00:01.000Z' }),
    ]);
    expect(await sender.drain('start-up')).toEqual({ sent: 1, stop: 'empty' });
    expect(server.calls.map((c) => c.req.localId)).toEqual(['next']);
    expect(await db.outbox.get('crashed')).toMatchObject({ state: 'unknown', attempts: 1 });
  });

  it('an answer that cannot be stored leaves `sending`, which the next pass reads as unknown', async () => {
    const { db, rec } = await freshDb();
    await enqueue(db, 'worker-order', newOrder(1), 0, descendingIds);
    const errors: unknown[] = [];
    const server = scriptedSubmit(
      () => db,
      [
        (req) => {
          rec.failWritesTo = 'outbox';
          return answers.delivered(req.localId);
        },
      ],
    );
    const sender = new OutboxSender({
      db: async () => db,
      submit: server.submit,
      submitEdit: server.submitEdit,
      lock: createMutex(),
      onError: (e) => errors.push(e),
    });
    expect(await sender.drain('test')).toEqual({ sent: 0, stop: 'failed' });
    expect(errors).toHaveLength(1);
    expect(await states(db)).toEqual(['sending']);

    rec.failWritesTo = undefined;
    expect(await sender.drain('next')).toEqual({ sent: 0, stop: 'empty' });
    expect(await states(db)).toEqual(['unknown']);
    expect(server.calls).toHaveLength(1);
  });

  it('a window that dies mid-send leaves `sending`; the next start reads it as unknown', async () => {
    const name = `crash-${Math.random().toString(36).slice(2)}`;
    const before = await openFieldDb(name);
    await enqueue(before, 'worker-order', newOrder(1), 0, descendingIds);
    let answer: () => void = () => undefined;
    const errors: unknown[] = [];
    const dying = new OutboxSender({
      db: async () => before,
      lock: createMutex(),
      onError: (e) => errors.push(e),
      submitEdit: noEdits,
      submit: () => new Promise((resolve) => (answer = () => resolve(answers.delivered('1')))),
    });
    const pass = dying.drain('test');
    await vi.waitFor(async () => expect((await before.outbox.toArray())[0]?.state).toBe('sending'));
    closeFieldDb(before); // the window is gone: its late answer cannot be written
    answer();
    expect(await pass).toEqual({ sent: 0, stop: 'failed' });
    expect(errors).toHaveLength(1);

    const after = await openFieldDb(name);
    const server = scriptedSubmit(() => after);
    expect(
      await new OutboxSender({
        db: async () => after,
        submit: server.submit,
        submitEdit: server.submitEdit,
        lock: createMutex(),
      }).drain('start-up'),
    ).toEqual({
      sent: 0,
      stop: 'empty',
    });
    expect(await after.outbox.toArray()).toMatchObject([{ state: 'unknown', attempts: 1 }]);
    expect(server.calls).toEqual([]);
    closeFieldDb(after);
  });
});

describe('stop', () => {
  it('cancels the wake-up and refuses further passes', async () => {
    const { c, timers, server, sender, place } = await setup([() => answers.later(c.now() + 1_000)]);
    await place(1);
    await sender.drain('test');
    expect(timers.pending).toHaveLength(1);
    sender.stop();
    expect(timers.pending).toHaveLength(0);
    expect(await sender.drain('after stop')).toEqual({ sent: 0, stop: 'stopped' });
    expect(server.calls).toHaveLength(1);
  });
});
