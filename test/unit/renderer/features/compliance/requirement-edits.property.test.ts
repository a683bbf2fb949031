// Random runs of requirement edits: changes of two requirements made at any moment, answers
// that arrive, are lost after the server applied them, or are lost before, "later", and the
// window crashing mid-send. Whatever happens, once the network is good the server holds every
// change in the order it was made (no edit lost), and no edit is sent after a later edit of the
// same requirement was sent (none overwrites what replaced it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RequirementEditOutcome, Result, SubmitRequirementEditRequest } from '../../../../../preload/contract';
import type { RequirementChange } from '../../../../../renderer/src/shared/db/rows';
import { closeFieldDb, deleteFieldDb, openFieldDb } from '../../../../../renderer/src/shared/db/open';
import type { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { createMutex } from '../../../../../renderer/src/shared/outbox/lock';
import { createOutbox, type Outbox } from '../../../../../renderer/src/shared/outbox/outbox-api';
import { mergeChanges } from '../../../../../renderer/src/shared/outbox/transitions';
import { clock, manualTimers } from '../../shared/outbox/helpers';

type Answer = 'ok' | 'lost-after-apply' | 'lost-before' | 'later';
type Command =
  | { kind: 'edit'; requirement: '105' | '106'; change: RequirementChange }
  | { kind: 'answer'; answer: Answer }
  | { kind: 'crash' }
  | { kind: 'advance' };

const change = fc
  .record({
    isRequired: fc.option(fc.boolean(), { nil: undefined }),
    notes: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
  })
  .filter((c) => c.isRequired !== undefined || c.notes !== undefined);

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('edit' as const),
    requirement: fc.constantFrom('105' as const, '106' as const),
    change,
  }),
  fc.record({
    kind: fc.constant('answer' as const),
    answer: fc.constantFrom<Answer>('ok', 'lost-after-apply', 'lost-before', 'later'),
  }),
  fc.constant({ kind: 'crash' as const }),
  fc.constant({ kind: 'advance' as const }),
);

/** The server with the requests out held open, oldest first, until the run answers them. */
class FakeServer {
  readonly values = new Map<string, RequirementChange>();
  /** Per requirement, the creation rank of each edit as its requests arrived. */
  readonly arrivals = new Map<string, number[]>();
  /** Two requests of one requirement out at once (the sender must never race them). */
  readonly races: string[] = [];
  readonly #held: { req: SubmitRequirementEditRequest; resolve(r: Result<RequirementEditOutcome>): void }[] = [];
  #waiters: (() => void)[] = [];

  constructor(private readonly rank: (localId: string) => number) {}

  submit(req: SubmitRequirementEditRequest): Promise<Result<RequirementEditOutcome>> {
    const racing = this.#held.find((held) => held.req.requirementId === req.requirementId);
    if (racing) this.races.push(`${req.localId} sent while ${racing.req.localId} was out`);
    return new Promise((resolve) => {
      this.#held.push({ req, resolve });
      for (const wake of this.#waiters.splice(0)) wake();
    });
  }

  whenHeld(): Promise<void> {
    return this.#held.length > 0 ? Promise.resolve() : new Promise((wake) => this.#waiters.push(wake));
  }

  get holding(): boolean {
    return this.#held.length > 0;
  }

  /** Answers the oldest request out. */
  answer(answer: Answer): void {
    const held = this.#held.shift();
    if (!held) return;
    const { req } = held;
    if (answer === 'ok' || answer === 'lost-after-apply') this.#apply(req);
    if (answer === 'ok') {
      const value = this.values.get(req.requirementId)!;
      held.resolve({
        ok: true,
        value: {
          outcome: 'delivered',
          requirement: { id: Number(req.requirementId), isRequired: value.isRequired, notes: value.notes },
        },
      });
    } else if (answer === 'lost-after-apply') {
      held.resolve({ ok: true, value: { outcome: 'unknown', reason: { code: 'network', notSent: false } } });
    } else {
      held.resolve({
        ok: true,
        value: {
          outcome: 'retry-later',
          retryAt: new Date(0).toISOString(),
          reason: { code: 'later' },
          notSent: answer === 'lost-before',
        },
      });
    }
  }

  /** A window that dies mid-request: the server may or may not have applied them; no answer comes back. */
  abandon(applied: boolean): void {
    for (const held of this.#held.splice(0)) {
      if (applied) this.#apply(held.req);
      // What the dead window's pending call sees: its sender stops on it.
      held.resolve({ ok: false, error: { code: 'internal', message: 'window gone' } });
    }
  }

  #apply(req: SubmitRequirementEditRequest): void {
    const sent: RequirementChange = {
      ...(req.isRequired === undefined ? {} : { isRequired: req.isRequired }),
      ...(req.notes === undefined ? {} : { notes: req.notes }),
    };
    this.values.set(req.requirementId, mergeChanges(this.values.get(req.requirementId) ?? {}, sent));
    const ranks = this.arrivals.get(req.requirementId) ?? [];
    this.arrivals.set(req.requirementId, [...ranks, this.rank(req.localId)]);
  }
}

let runs = 0;

async function randomRun(commands: Command[]): Promise<void> {
  const name = `edits-property-${(runs += 1)}`;
  const c = clock();
  const created: string[] = [];
  const server = new FakeServer((localId) => created.indexOf(localId));
  const expected = new Map<string, RequirementChange>();
  let serial = 0;
  let app!: { db: FieldDb; box: Outbox; timers: ReturnType<typeof manualTimers>; alive: boolean };

  async function boot(): Promise<void> {
    const db = await openFieldDb(name);
    const timers = manualTimers(c);
    const instance = { db, box: undefined as unknown as Outbox, timers, alive: true };
    instance.box = createOutbox({
      db: async () => db,
      submit: () => Promise.reject(new Error('This run places no order.')),
      submitEdit: (req) => (instance.alive ? server.submit(req) : Promise.reject(new Error('window gone'))),
      lock: createMutex(),
      now: c.now,
      schedule: timers.schedule,
      newId: () => {
        const id = `e${String((serial += 1)).padStart(4, '0')}`;
        created.push(id);
        return id;
      },
      onError: () => undefined,
    });
    app = instance;
    void instance.box.drain('start-up');
    await quiet();
  }

  const quiet = () => Promise.race([app.box.idle(), server.whenHeld()]);

  await boot();
  try {
    for (const cmd of commands) {
      if (cmd.kind === 'edit') {
        await app.box.enqueue('requirement-edit', {
          templateId: '2',
          requirementId: cmd.requirement,
          change: cmd.change,
        });
        expected.set(cmd.requirement, mergeChanges(expected.get(cmd.requirement) ?? {}, cmd.change));
      } else if (cmd.kind === 'answer') {
        server.answer(cmd.answer);
      } else if (cmd.kind === 'advance') {
        c.advance(11 * 60_000);
        app.timers.fireDue();
        void app.box.drain('back online');
      } else {
        const { db, box } = app;
        app.alive = false;
        box.stop();
        closeFieldDb(db);
        server.abandon(serial % 2 === 0);
        await box.idle();
        await boot();
      }
      await quiet();
    }
    // The network is good from here: every answer arrives, every wait passes.
    for (let round = 0; round < 200; round += 1) {
      while (server.holding) server.answer('ok');
      c.advance(11 * 60_000);
      app.timers.fireDue();
      void app.box.drain('settle');
      await quiet();
      const left = await app.db.outbox.where('state').anyOf(['queued', 'sending']).count();
      if (left === 0 && !server.holding) break;
    }

    expect(await app.db.outbox.where('state').anyOf(['queued', 'sending']).count()).toBe(0);
    expect(await app.db.outbox.where('state').equals('unknown').count()).toBe(0);
    expect(server.races).toEqual([]);
    for (const [requirement, value] of expected) {
      expect(server.values.get(requirement), `requirement ${requirement} on the server`).toEqual(value);
      expect(await app.db.requirements.get(['2', requirement])).toMatchObject({
        isRequired: value.isRequired,
        notes: value.notes,
      });
    }
    for (const [requirement, ranks] of server.arrivals) {
      const sorted = [...ranks].sort((a, b) => a - b);
      expect(ranks, `edits of ${requirement} arrived in the order they were made`).toEqual(sorted);
    }
  } finally {
    app.alive = false;
    app.box.stop();
    closeFieldDb(app.db);
    await deleteFieldDb(name);
  }
}

describe('requirement edits under random answers and crashes', () => {
  it('no edit is lost and none arrives after a later edit of the same requirement', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), (commands) => randomRun(commands)),
      { numRuns: 100 },
    );
  }, 120_000);
});
