// Net changes since the last look, and the alert a change that makes a shift short raises.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summariseChanges, unseen } from '../../../../../renderer/src/features/office-changes/change-summary';
import { shiftFill } from '../../../../../renderer/src/shared/db/fill';
import type { ShiftFigures, StoredShiftChange } from '../../../../../renderer/src/shared/db/rows';
import { shortByChange } from '../../../../../renderer/src/features/office-changes/short-by-change';

const FIG: ShiftFigures = {
  quantity: 4,
  filled: 4,
  alternateQuantity: 0,
  alternateFilled: 0,
  startTime: '2026-11-22 14:00:00',
  endTime: '2026-11-22 22:00:00',
};
const NOW = '2026-11-22 09:00';

function change(
  shiftId: string,
  asOf: string,
  before: Partial<ShiftFigures> | undefined,
  after: Partial<ShiftFigures> | undefined,
): StoredShiftChange {
  return {
    eventId: '1',
    shiftId,
    asOf,
    recordedAt: asOf,
    name: `Shift ${shiftId}`,
    before: before && { ...FIG, ...before },
    after: after && { ...FIG, ...after },
  };
}

describe('summariseChanges: the net change since the last look', () => {
  it('runs from the state first seen to the state last synced', () => {
    const [s] = summariseChanges([
      change('a', 'T2', { filled: 3 }, { filled: 2 }),
      change('a', 'T1', {}, { filled: 3 }),
    ]);
    expect(s).toMatchObject({
      kind: 'changed',
      figures: ['filled'],
      before: { filled: 4 },
      after: { filled: 2 },
      asOf: 'T2',
    });
  });

  it('drops a figure changed and changed back, and a shift added then removed', () => {
    expect(
      summariseChanges([
        change('a', 'T1', {}, { filled: 3 }),
        change('a', 'T2', { filled: 3 }, {}),
        change('b', 'T1', undefined, {}),
        change('b', 'T2', {}, undefined),
      ]),
    ).toEqual([]);
  });

  it('says added and removed', () => {
    const kinds = summariseChanges([change('a', 'T1', undefined, {}), change('b', 'T1', {}, undefined)]).map((s) => [
      s.shiftId,
      s.kind,
    ]);
    expect(kinds).toEqual([
      ['a', 'added'],
      ['b', 'removed'],
    ]);
  });

  it('unseen: only what was stored after the last look', () => {
    const rows = [
      change('a', '2026-11-20T10:00:00.000Z', {}, { filled: 1 }),
      change('b', '2026-11-20T12:00:00.000Z', {}, { filled: 1 }),
    ];
    expect(unseen(rows, undefined)).toHaveLength(2);
    expect(unseen(rows, '2026-11-20T11:00:00.000Z').map((c) => c.shiftId)).toEqual(['b']);
  });
});

describe('shortByChange', () => {
  const alertsFor = (...changes: StoredShiftChange[]) => shortByChange(summariseChanges(changes), NOW);

  it('alerts when a full shift now has a gap', () => {
    expect(alertsFor(change('a', 'T1', { filled: 4 }, { filled: 2 }))).toEqual([
      {
        key: '1:a:T1',
        eventId: '1',
        shiftId: 'a',
        name: 'Shift a',
        startTime: FIG.startTime,
        gap: 2,
        filledBefore: 4,
        filled: 2,
        neededBefore: 4,
        needed: 4,
        asOf: 'T1',
      },
    ]);
  });

  it('alerts when more people are needed than are booked, and for a shift added short', () => {
    expect(alertsFor(change('a', 'T1', { quantity: 4 }, { quantity: 6 })).map((a) => a.gap)).toEqual([2]);
    expect(alertsFor(change('b', 'T1', undefined, { filled: 1 })).map((a) => [a.shiftId, a.filledBefore])).toEqual([
      ['b', undefined],
    ]);
  });

  it('does not alert for a shift already short, one still full, one removed or one already over', () => {
    expect(
      alertsFor(
        change('a', 'T1', { filled: 3 }, { filled: 1 }),
        change('b', 'T1', { filled: 4 }, { filled: 5 }),
        change('c', 'T1', {}, undefined),
        change('d', 'T1', {}, { filled: 0, startTime: '2026-11-22 02:00:00', endTime: '2026-11-22 08:00:00' }),
      ),
    ).toEqual([]);
  });

  it('withdraws the alert once a later sync fills the shift again', () => {
    expect(alertsFor(change('a', 'T1', {}, { filled: 2 }), change('a', 'T2', { filled: 2 }, { filled: 4 }))).toEqual(
      [],
    );
  });

  it('over random figures: an alert exactly when there was no gap and now is one', () => {
    const figures = fc.record({ quantity: fc.integer({ min: 0, max: 6 }), filled: fc.integer({ min: 0, max: 6 }) });
    fc.assert(
      fc.property(fc.option(figures, { nil: undefined }), figures, (before, after) => {
        const alerts = alertsFor(change('a', 'T1', before, after));
        const gapBefore = before ? shiftFill(before.quantity, before.filled).gap : 0;
        const gapAfter = shiftFill(after.quantity, after.filled).gap;
        const changed = !before || before.quantity !== after.quantity || before.filled !== after.filled;
        expect(alerts.length).toBe(changed && gapBefore === 0 && gapAfter > 0 ? 1 : 0);
        for (const a of alerts) expect(a.gap).toBe(gapAfter);
      }),
    );
  });
});
