// Property tests of following a placed order: the office's answers arrive in any order, read
// again and again, with statuses moved forward and back, over restarts of the alert log; what is
// shown is always the newest answer, and no approval or completion is announced twice.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredOrderStatus } from '../../../../../preload/contract';
import { orderMovedAlerts } from '../../../../../renderer/src/features/alerts/order-moved';
import { planAlerts } from '../../../../../renderer/src/features/alerts/plan';
import type { OrderProgress, StoredFiredAlert, StoredOrder } from '../../../../../renderer/src/shared/db/rows';
import { mergeProgress, type ProgressAnswer } from '../../../../../renderer/src/shared/outbox/order-progress';

const T0 = Date.parse('2026-11-24T08:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const officeArb: fc.Arbitrary<StoredOrderStatus> = fc.record({
  // '7': a status the reference does not list, shown as written.
  status: fc.constantFrom('0', '1', '2', '7'),
  changedAt: fc.constantFrom('', '2026-11-24 08:05:00', '2026-11-24 09:00:00'),
  message: fc.constantFrom('', 'Pick up at trailer 3', 'Out of stock'),
  cost: fc.constantFrom('42.50', '0.00'),
  deductionTypeId: fc.constantFrom('2', ''),
});

/** Answers read at distinct times (a minute apart at most 3 hours in), then delivered in any order. */
const answersArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 180 }), { minLength: 1, maxLength: 12 })
  .chain((minutes) =>
    fc.tuple(
      fc.constant(minutes),
      fc.array(
        fc.oneof(
          { weight: 5, arbitrary: officeArb.map((office) => ({ office })) },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom('order-not-found' as const, 'no-operation' as const)
              .map((unavailable) => ({ office: undefined, unavailable })),
          },
        ),
        { minLength: minutes.length, maxLength: minutes.length },
      ),
    ),
  )
  .map(([minutes, bodies]) => minutes.map((m, i) => ({ ...bodies[i]!, asOf: iso(T0 + m * 60_000) }) as ProgressAnswer))
  .chain((answers) => fc.shuffledSubarray(answers, { minLength: answers.length, maxLength: answers.length }));

const order = (progress: OrderProgress | undefined): StoredOrder => ({
  localId: 'l1',
  kind: 'worker-order',
  state: 'delivered',
  createdAt: iso(T0),
  attempts: 1,
  lastAttemptAt: iso(T0),
  retryAt: undefined,
  errorCode: undefined,
  errorMessage: undefined,
  workerId: '3002',
  personnelId: '500002',
  orderableId: '32',
  orderableName: 'Event staff jacket',
  cost: '42.50',
  serverOrderId: '70001',
  serverStatus: '0',
  progress,
});

describe('following a placed order', () => {
  it('shows the newest answer, whatever order the answers arrive in, a status moved back included', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        let kept: OrderProgress | undefined;
        for (const answer of answers) kept = mergeProgress(kept, answer)?.progress ?? kept;
        const newest = [...answers].sort((a, b) => b.asOf.localeCompare(a.asOf))[0]!;
        expect(kept?.asOf).toBe(newest.asOf);
        if (newest.office) {
          expect(kept?.office).toEqual(newest.office);
          expect(kept?.unavailable).toBeUndefined();
        } else {
          expect(kept?.unavailable).toBe(newest.unavailable);
          // What the office said last stays on screen: one of its answers, or none.
          if (kept?.office) expect(answers.map((a) => a.office)).toContainEqual(kept.office);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('an answer no newer than the kept one changes nothing, and one read again changes only its time', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        let kept: OrderProgress | undefined;
        for (const answer of answers) {
          const merged = mergeProgress(kept, answer);
          if (kept && answer.asOf <= kept.asOf) expect(merged).toBeUndefined();
          if (merged) kept = merged.progress;
        }
        const again = { ...answers[0]!, asOf: iso(T0 + 1_000 * 60_000) } as ProgressAnswer;
        const first = mergeProgress(kept, again)!;
        const repeat = mergeProgress(first.progress, { ...again, asOf: iso(T0 + 1_001 * 60_000) })!;
        expect(repeat.changed).toBe(false);
        expect(repeat.progress.since).toBe(first.progress.since);
      }),
      { numRuns: 300 },
    );
  });

  it('announces each approval and completion at most once, across any order of answers and restarts', () => {
    fc.assert(
      fc.property(answersArb, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (answers, desktop) => {
        let kept: OrderProgress | undefined;
        const log = new Map<string, StoredFiredAlert>();
        const fired: string[] = [];
        answers.forEach((answer, i) => {
          kept = mergeProgress(kept, answer)?.progress ?? kept;
          const now = new Date(Date.parse(answer.asOf) + 1_000);
          const due = orderMovedAlerts([order(kept)], () => 'Ana Ruiz', now);
          const plan = planAlerts({ due, log, muted: new Set(), desktop: desktop[i] ?? true, now });
          for (const row of [...plan.fire, ...plan.withdraw]) log.set(row.id, row);
          fired.push(...plan.fire.map((row) => row.id));
          // Every status announced is one the office gave at some point.
          for (const id of plan.fire.map((r) => r.id)) expect(id).toMatch(/^order-moved:l1:[12]$/);
        });
        expect(new Set(fired).size).toBe(fired.length);
      }),
      { numRuns: 400 },
    );
  });
});
