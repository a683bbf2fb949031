// The plan's one rule the property tests leave open: a burst of new alerts reaches the desktop
// as the first few only; the rest fire in the app alone and are never notified later.
import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../../../renderer/src/features/alerts/alert';
import { MAX_NOTIFIED_AT_ONCE, planAlerts } from '../../../../../renderer/src/features/alerts/plan';

const alert = (n: number): Alert => ({
  id: `short-soon:1:s${n}:lead:2026-11-24 14:0${n}:00`,
  kind: 'short-soon',
  target: { kind: 'shift', eventId: '1', shiftId: `s${n}` },
  title: 'Short shift starts in 45 min',
  detail: `Shift ${n}`,
  asOf: undefined,
});

describe('planAlerts', () => {
  it(`notifies at most ${MAX_NOTIFIED_AT_ONCE} new alerts of one round, the first ones; all fire and show`, () => {
    const due = [1, 2, 3, 4, 5].map(alert);
    const now = new Date('2026-11-24T13:15:00');
    const plan = planAlerts({ due, log: new Map(), muted: new Set(), desktop: true, now });
    expect(plan.notify.map((a) => a.id.split(':')[2])).toEqual(['s1', 's2', 's3']);
    expect(plan.fire.map((r) => [r.id.split(':')[2], r.notified])).toEqual([
      ['s1', true],
      ['s2', true],
      ['s3', true],
      ['s4', false],
      ['s5', false],
    ]);
    expect(plan.shown).toHaveLength(5);

    const log = new Map(plan.fire.map((r) => [r.id, r]));
    const next = planAlerts({ due, log, muted: new Set(), desktop: true, now });
    expect(next.notify).toEqual([]);
    expect(next.fire).toEqual([]);
  });
});
