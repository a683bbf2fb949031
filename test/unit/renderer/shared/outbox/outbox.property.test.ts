// Random runs against an in-memory model of main and the server: orders placed, the
// network coming and going, the window crashing at any quiet point (or mid-placement), the
// server's faults and the supervisor's choices. Whatever happens, an order is never lost and
// never on the server twice unless the supervisor chose "send again".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderOutcome, Result, SubmitOrderRequest } from '../../../../../preload/contract';
import { closeFieldDb, deleteFieldDb, openFieldDb } from '../../../../../renderer/src/shared/db/open';
import type { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { createMutex } from '../../../../../renderer/src/shared/outbox/lock';
import { createOutbox, type Outbox } from '../../../../../renderer/src/shared/outbox/outbox-api';
import { SEND_AT_ONCE } from '../../../../../renderer/src/shared/outbox/sender';
import { answers, clock, manualTimers, newOrder, noEdits } from './helpers';

type Fault = 'ok' | 'drop-after-commit' | 'rate-limit' | 'bad-request' | 'ath-100' | 'ipc-error-after-commit';

type Command =
  | { kind: 'enqueue' }
  | { kind: 'online' }
  | { kind: 'offline' }
  | { kind: 'respond'; fault: Fault }
  | { kind: 'crash'; committed: boolean }
  | { kind: 'crash-while-placing' }
  | { kind: 'advance' }
  | { kind: 'send-now' }
  | { kind: 'new-key' }
  | { kind: 'send-again' | 'mark-placed' | 'discard'; pick: number };

/** Main (gateway and IPC) with the server behind it: what it stored, and the requests held open, oldest first. */
class FakeMain {
  online: boolean;
  keyValid = true;
  readonly copies = new Map<string, number>();
  readonly pending: { req: SubmitOrderRequest; answer(r: Result<OrderOutcome>): void }[] = [];
  violations: string[] = [];
  #serverId = 0;
  #waiting: (() => void)[] = [];

  constructor(
    online: boolean,
    private readonly now: () => number,
  ) {
    this.online = online;
  }

  submit = (req: SubmitOrderRequest): Promise<Result<OrderOutcome>> => {
    if (this.pending.some((held) => held.req.localId === req.localId))
      this.violations.push(`${req.localId} sent again while its first request was still out`);
    if (this.pending.length >= SEND_AT_ONCE)
      this.violations.push(`${req.localId} sent with ${SEND_AT_ONCE} already out`);
    if (!this.keyValid) return Promise.resolve(answers.paused());
    if (!this.online) return Promise.resolve(answers.later(this.now()));
    return new Promise((answer) => {
      this.pending.push({ req, answer });
      for (const wake of this.#waiting.splice(0)) wake();
    });
  };

  /** Resolves once a request is held open (now or later). */
  whenPending(): Promise<void> {
    return this.pending.length > 0 ? Promise.resolve() : new Promise((resolve) => this.#waiting.push(resolve));
  }

  #store(localId: string): string {
    this.copies.set(localId, (this.copies.get(localId) ?? 0) + 1);
    return String((this.#serverId += 1));
  }

  /** Answers the oldest request held open. */
  respond(fault: Fault): void {
    const held = this.pending.shift();
    if (!held) return;
    const id = held.req.localId;
    switch (fault) {
      case 'ok':
        return held.answer(answers.delivered(this.#store(id)));
      case 'drop-after-commit':
        this.#store(id);
        return held.answer(answers.unknown());
      case 'ipc-error-after-commit':
        this.#store(id);
        return held.answer(answers.failed('internal', 'Something went wrong in the app.'));
      case 'rate-limit':
        return held.answer(answers.later(this.now() + 1_000));
      case 'bad-request':
        return held.answer(answers.rejected());
      case 'ath-100':
        this.keyValid = false;
        return held.answer(answers.paused());
    }
  }

  /** The window died: the requests still out may have been stored; their answers reach nobody. */
  abandon(committed: boolean): void {
    for (const held of this.pending.splice(0)) {
      if (committed) this.#store(held.req.localId);
      held.answer(answers.unknown());
    }
  }
}

const fault = fc.constantFrom<Fault>(
  'ok',
  'ok',
  'ok',
  'drop-after-commit',
  'rate-limit',
  'bad-request',
  'ath-100',
  'ipc-error-after-commit',
);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'enqueue' as const }) },
  { weight: 9, arbitrary: fault.map((f) => ({ kind: 'respond' as const, fault: f })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'online' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'offline' as const }) },
  { weight: 2, arbitrary: fc.boolean().map((committed) => ({ kind: 'crash' as const, committed })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'crash-while-placing' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'advance' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'send-now' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'new-key' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('send-again' as const, 'mark-placed' as const, 'discard' as const),
      pick: fc.nat(20),
    }),
  },
);

let runs = 0;

async function randomRun(startOnline: boolean, commands: Command[]): Promise<void> {
  const name = `outbox-property-${(runs += 1)}`;
  const c = clock();
  const main = new FakeMain(startOnline, c.now);
  const placed: string[] = [];
  const discarded = new Set<string>();
  const sentAgain = new Map<string, number>();
  let serial = 0;
  let app!: { db: FieldDb; box: Outbox; timers: ReturnType<typeof manualTimers>; alive: boolean };

  async function boot(): Promise<void> {
    const db = await openFieldDb(name);
    const timers = manualTimers(c);
    // A dead window sends nothing more, whatever its code was about to do.
    const submit = (req: SubmitOrderRequest) =>
      instance.alive ? main.submit(req) : Promise.reject(new Error('window gone'));
    const box = createOutbox({
      db: async () => db,
      submit,
      submitEdit: noEdits,
      lock: createMutex(),
      now: c.now,
      schedule: timers.schedule,
      newId: () => `o${String((serial += 1)).padStart(4, '0')}`,
      onError: () => undefined,
    });
    const instance = { db, box, timers, alive: true };
    app = instance;
    void box.drain('start-up');
    await quiet();
  }

  /** Until the sender rests or waits on a request main holds open. */
  async function quiet(): Promise<void> {
    await Promise.race([app.box.idle(), main.whenPending()]);
  }

  async function crash(committed: boolean, during?: Promise<unknown>): Promise<void> {
    const { db, box } = app;
    app.alive = false;
    box.stop();
    closeFieldDb(db);
    main.abandon(committed);
    await during?.catch(() => undefined);
    await box.idle();
    await boot();
  }

  async function check(): Promise<void> {
    const rows = await app.db.outbox.toArray();
    const byId = new Map(rows.map((o) => [o.localId, o]));
    expect(main.violations).toEqual([]);
    for (const id of placed) if (!discarded.has(id)) expect(byId.has(id), `order ${id} was lost`).toBe(true);
    for (const [id, copies] of main.copies) {
      const resent = sentAgain.get(id) ?? 0;
      expect(copies, `order ${id} on the server ${copies} times, sent again ${resent} times`).toBeLessThanOrEqual(
        1 + resent,
      );
      const state = byId.get(id)?.state;
      if (resent === 0)
        expect(['sending', 'delivered', 'unknown'], `order ${id} is ${state} but on the server`).toContain(state);
    }
    for (const o of rows) {
      expect(o.sentAgain ?? 0).toBe(sentAgain.get(o.localId) ?? 0);
      if (o.kind === 'worker-order' && o.state === 'delivered' && o.serverOrderId !== undefined)
        expect(main.copies.get(o.localId) ?? 0).toBeGreaterThan(0);
    }
  }

  async function supervisor(kind: 'send-again' | 'mark-placed' | 'discard', pick: number): Promise<void> {
    const rows = await app.db.outbox.orderBy('createdAt').toArray();
    const target = rows[pick % Math.max(rows.length, 1)];
    if (!target) return;
    const { box } = app;
    try {
      if (kind === 'send-again') {
        await box.sendAgain(target.localId);
        sentAgain.set(target.localId, (sentAgain.get(target.localId) ?? 0) + 1);
      } else if (kind === 'mark-placed') {
        await box.markPlaced(target.localId);
      } else {
        await box.discard(target.localId);
        discarded.add(target.localId);
      }
    } catch (e) {
      // The state machine refused this action for the order's state: nothing changed.
      expect(e).toMatchObject({ code: 'not-allowed' });
    }
  }

  await boot();
  try {
    for (const cmd of commands) {
      switch (cmd.kind) {
        case 'enqueue':
          placed.push((await app.box.enqueue('worker-order', newOrder(placed.length % 50))).localId);
          break;
        case 'online':
          main.online = true;
          void app.box.drain('back online');
          break;
        case 'offline':
          main.online = false;
          break;
        case 'respond':
          main.respond(cmd.fault);
          break;
        case 'crash':
          await crash(cmd.committed);
          break;
        case 'crash-while-placing':
          // The screen never said "queued": the order may or may not exist after the restart.
          await crash(false, app.box.enqueue('worker-order', newOrder(99)));
          break;
        case 'advance':
          c.advance(2_000);
          app.timers.fireDue();
          break;
        case 'send-now':
          // Its drain starts only after a write: wait for that drain to rest or to hold a request.
          await Promise.race([app.box.sendNow(), main.whenPending()]);
          break;
        case 'new-key':
          main.keyValid = true;
          void app.box.resume('connection ready');
          break;
        default:
          await supervisor(cmd.kind, cmd.pick);
      }
      await quiet();
      await check();
    }

    // Afterwards the network and the key are good and time moves on: the automatic drain
    // empties the queue, and every order has come to rest.
    main.online = true;
    main.keyValid = true;
    c.advance(5_000);
    void app.box.resume('final');
    for (let i = 0; i < 200; i++) {
      await quiet();
      if (main.pending.length === 0) break;
      main.respond('ok');
    }
    await app.box.idle();
    await check();
    for (const o of await app.db.outbox.toArray()) {
      expect(['delivered', 'rejected', 'unknown'], `order ${o.localId} ended ${o.state}`).toContain(o.state);
      const copies = main.copies.get(o.localId) ?? 0;
      if (
        o.kind === 'worker-order' &&
        o.state === 'delivered' &&
        o.markedPlacedAt === undefined &&
        !sentAgain.has(o.localId)
      )
        expect(copies).toBe(1);
    }
  } finally {
    app.box.stop();
    main.abandon(false);
    await app.box.idle();
    closeFieldDb(app.db);
    await deleteFieldDb(name);
  }
}

describe('outbox under random runs', () => {
  // 200 runs of up to 40 steps, each checked: thousands of steps over every command, fault and
  // crash point. 500 runs cost a minute of the suite (each step is real IndexedDB work) for
  // the same generators.
  it('never loses an order and never sends one twice without "send again" (200 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(command, { minLength: 1, maxLength: 40, size: 'max' }), randomRun),
      { numRuns: 200 },
    );
  }, 120_000);
});
