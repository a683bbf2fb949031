// Property tests of the alert decisions over random schedules and fake time: shifts starting
// over a few hours, syncs that fill or empty them between evaluations, muted events, quiet
// hours, notifications on or off, and restarts (the fired log read back as stored).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftFill } from '../../../../../renderer/src/shared/db/fill';
import type { StoredFiredAlert, StoredShift } from '../../../../../renderer/src/shared/db/rows';
import { planAlerts } from '../../../../../renderer/src/features/alerts/plan';
import { inQuietHours } from '../../../../../renderer/src/features/alerts/quiet-hours';
import { shortShiftAlerts, shortShiftAlertId, stageAt } from '../../../../../renderer/src/features/alerts/short-shift';
import { toShiftTime } from '../../../../../renderer/src/shared/shift-time';
import { storedShift } from '../../support/builders';

const BASE = new Date('2026-11-24T06:00:00').getTime();
const MINUTE = 60_000;
const EVENTS = ['e1', 'e2', 'e3'];

const clockArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

const scenarioArb = fc.record({
  shifts: fc.array(
    fc.record({
      eventId: fc.constantFrom(...EVENTS),
      startOffset: fc.integer({ min: 0, max: 240 }),
      quantity: fc.integer({ min: 0, max: 6 }),
      filled: fc.integer({ min: 0, max: 7 }),
    }),
    { minLength: 1, maxLength: 12 },
  ),
  leadMinutes: fc.integer({ min: 5, max: 180 }),
  /** Minutes between evaluations (the timer, a sync, a restart). */
  steps: fc.array(
    fc.record({
      gap: fc.integer({ min: 0, max: 20 }),
      /** A sync before this evaluation sets one shift's filled count. */
      sync: fc.option(fc.record({ shift: fc.nat(), filled: fc.integer({ min: 0, max: 7 }) }), { nil: undefined }),
      restart: fc.boolean(),
      /** Desktop notifications on in Settings at this evaluation (mostly on). */
      enabled: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
      mute: fc.option(fc.constantFrom(...EVENTS), { nil: undefined }),
    }),
    { minLength: 1, maxLength: 40 },
  ),
  quietHours: fc.option(
    fc.record({ start: clockArb, end: clockArb }).filter((q) => q.start !== q.end),
    { nil: null },
  ),
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

interface Step {
  now: Date;
  /** Desktop notifications allowed (switched on, outside quiet hours). */
  desktop: boolean;
  shifts: StoredShift[];
  muted: Set<string>;
  shownIds: string[];
  notified: string[];
  withdrawn: string[];
}

/** Runs the scheduler's loop as state/alerts.svelte.ts does, with the log as its only memory. */
function run(s: Scenario) {
  let shifts: StoredShift[] = s.shifts.map((x, i) =>
    storedShift({
      eventId: x.eventId,
      id: `s${i}`,
      startTime: toShiftTime(new Date(BASE + x.startOffset * MINUTE)),
      quantity: x.quantity,
      filled: x.filled,
    }),
  );
  let log = new Map<string, StoredFiredAlert>();
  const muted = new Set<string>();
  const steps: Step[] = [];
  let t = BASE - 90 * MINUTE;
  for (const step of s.steps) {
    t += step.gap * MINUTE;
    if (step.sync) {
      const i = step.sync.shift % shifts.length;
      shifts = shifts.map((x, j) => (j === i ? { ...x, filled: step.sync!.filled } : x));
    }
    if (step.mute) muted.add(step.mute);
    // A restart keeps only what IndexedDB kept: the log, as stored and read back.
    if (step.restart) log = new Map(JSON.parse(JSON.stringify([...log])) as [string, StoredFiredAlert][]);
    const now = new Date(t);
    const due = shortShiftAlerts({
      shifts: shifts.filter((x) => !muted.has(x.eventId)),
      now,
      leadMinutes: s.leadMinutes,
      eventNames: new Map(),
      asOf: new Map(),
    });
    const plan = planAlerts({
      due,
      log,
      muted,
      desktop: step.enabled && !inQuietHours(now, s.quietHours),
      now,
    });
    for (const row of [...plan.fire, ...plan.withdraw]) log.set(row.id, row);
    steps.push({
      now,
      desktop: step.enabled && !inQuietHours(now, s.quietHours),
      shifts,
      muted: new Set(muted),
      shownIds: plan.shown.map((a) => a.id),
      notified: plan.notify.map((a) => a.id),
      withdrawn: plan.withdraw.map((r) => r.id),
    });
  }
  return { steps, log };
}

const minutesTo = (shift: StoredShift, now: Date) =>
  Math.round((new Date(shift.startTime.replace(' ', 'T')).getTime() - now.getTime()) / MINUTE);

describe('alert decisions over random schedules', () => {
  it('never notifies the same alert twice, restarts included', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const all = run(s).steps.flatMap((step) => step.notified);
        expect(new Set(all).size).toBe(all.length);
      }),
      { numRuns: 300 },
    );
  });

  it('shows and notifies nothing for a full shift, nor for a muted event', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        for (const step of run(s).steps) {
          for (const id of [...step.shownIds, ...step.notified]) {
            const shift = step.shifts.find((x) => id.startsWith(`short-soon:${x.eventId}:${x.id}:`))!;
            expect(shiftFill(shift.quantity, shift.filled).gap).toBeGreaterThan(0);
            expect(step.muted.has(shift.eventId)).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('asks for no desktop notification in quiet hours or while switched off, and closes those still open (the app still shows the alert)', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        for (const step of run(s).steps) {
          if (!step.desktop) expect(step.notified).toEqual([]);
        }
        // Once silenced, nothing notified before stays open on the desktop.
        const steps = run(s).steps;
        steps.forEach((step, i) => {
          if (step.desktop) return;
          const upTo = steps.slice(0, i + 1);
          const open = upTo.flatMap((x) => x.notified).filter((id) => !upTo.some((x) => x.withdrawn.includes(id)));
          expect(open).toEqual([]);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('fires every due occurrence exactly once: each short shift in a stage at some evaluation is logged once', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { steps, log } = run(s);
        const expected = new Set<string>();
        for (const step of steps) {
          for (const shift of step.shifts) {
            if (step.muted.has(shift.eventId) || shiftFill(shift.quantity, shift.filled).gap === 0) continue;
            const stage = stageAt(minutesTo(shift, step.now), s.leadMinutes);
            if (stage) {
              expected.add(shortShiftAlertId(shift, stage));
              // Due now: shown in the app, whatever the desktop may do.
              expect(step.shownIds).toContain(shortShiftAlertId(shift, stage));
            }
          }
        }
        expect(new Set(log.keys())).toEqual(expected);
        const fired = steps.flatMap((step) => step.shownIds.filter((id) => !expected.has(id)));
        expect(fired).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('withdraws a shown notification once its alert is no longer due (filled, muted, or passed), and only once', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { steps } = run(s);
        const withdrawn = steps.flatMap((step) => step.withdrawn);
        expect(new Set(withdrawn).size).toBe(withdrawn.length);
        const notified = new Set(steps.flatMap((step) => step.notified));
        for (const id of withdrawn) expect(notified.has(id)).toBe(true);
        steps.forEach((step, i) => {
          if (i === 0) return;
          const before = steps[i - 1]!;
          for (const id of before.shownIds) {
            const open =
              steps.slice(0, i).some((x) => x.notified.includes(id)) &&
              !steps.slice(0, i).some((x) => x.withdrawn.includes(id));
            if (open && !step.shownIds.includes(id)) expect(step.withdrawn).toContain(id);
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});
