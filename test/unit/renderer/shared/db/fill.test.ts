import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveLanguage, setLanguageSource } from '../../../../../preload/i18n';
import { aggregateShifts, extraText, fillOf, SEVERITIES, shiftFill } from '../../../../../renderer/src/shared/db/fill';
import type { ShiftFigures } from '../../../../../renderer/src/shared/db/rows';
import { shiftFillAt } from '../../../../../renderer/src/shared/db/still-to-fill';

describe('shiftFill', () => {
  it('no demand never divides by zero, whatever is booked', () => {
    expect(shiftFill(0, 0)).toMatchObject({ severity: 'no-demand', percent: undefined, gap: 0, label: 'No demand' });
    expect(shiftFill(0, 3)).toMatchObject({ severity: 'no-demand', percent: undefined, gap: 0, extra: 3 });
  });

  it('more people than needed is overfilled: 100% towards demand, the rest extra', () => {
    expect(shiftFill(4, 5)).toMatchObject({
      severity: 'overfilled',
      percent: 100,
      filled: 4,
      gap: 0,
      extra: 1,
      extraShifts: 1,
      label: 'Overfilled',
    });
  });

  it.each([
    [1000, 799, 'short', 79],
    [1000, 800, 'at-risk', 80],
    [1000, 999, 'at-risk', 99],
    [1000, 1000, 'full', 100],
    [5, 4, 'at-risk', 80],
    [3, 2, 'short', 66],
    [1, 0, 'short', 0],
  ] as const)('%i needed, %i filled: %s at %i%%', (needed, filled, severity, percent) => {
    const fill = shiftFill(needed, filled);
    expect(fill.severity).toBe(severity);
    expect(fill.percent).toBe(percent);
    expect(fill.gap).toBe(needed - filled);
  });

  it('every severity has words and its own shape, so colour is never the only signal', () => {
    const entries = Object.values(SEVERITIES);
    expect(entries).toHaveLength(6);
    for (const { label, icon } of entries) {
      expect(label.trim()).not.toBe('');
      expect(icon.trim()).not.toBe('');
    }
    expect(new Set(entries.map((e) => e.icon)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.label)).size).toBe(entries.length);
  });

  it('says its severity in the language the app speaks when it is made, ended shifts included', () => {
    const at = (startTime: string, endTime: string) => shift({ quantity: 3, filled: 1, startTime, endTime });
    const shifts = [at('2026-07-02 09:00:00', '2026-07-02 17:00:00'), at('2026-07-02 19:00:00', '2026-07-02 23:00:00')];
    const words = () =>
      shifts.map((s) => shiftFillAt(s, '2026-07-02 18:00')).map((f) => [f.severity, f.icon, f.label, f.percent, f.gap]);
    expect(words()).toEqual([
      ['ended', '■', 'Ended', 33, 2],
      ['short', '▼', 'Short', 33, 2],
    ]);
    try {
      setLanguageSource(() => resolveLanguage('es', ['es-ES']));
      expect(words()).toEqual([
        ['ended', '■', 'Terminado', 33, 2],
        ['short', '▼', 'Faltan', 33, 2],
      ]);
    } finally {
      setLanguageSource(() => resolveLanguage('en', ['en-US']));
    }
  });

  it('agrees with exact arithmetic on every count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 200_000 }), (needed, booked) => {
        const fill = shiftFill(needed, booked);
        const filled = Math.min(needed, booked);
        // Exact rational comparisons, independent of the implementation's cross-multiplication.
        const expected =
          booked > needed ? 'overfilled' : booked === needed ? 'full' : 5 * booked >= 4 * needed ? 'at-risk' : 'short';
        expect(fill.severity).toBe(expected);
        expect(fill.percent).toBe(Math.trunc((100 * filled - ((100 * filled) % needed)) / needed));
        if (fill.severity !== 'full' && fill.severity !== 'overfilled') expect(fill.percent).toBeLessThan(100);
        expect(fill.gap).toBe(Math.max(0, needed - booked));
        expect(fill.extra).toBe(Math.max(0, booked - needed));
        expect(fill.icon).toBe(SEVERITIES[fill.severity].icon);
      }),
    );
  });
});

const shift = (fields: Partial<ShiftFigures>): ShiftFigures => ({
  quantity: 0,
  filled: 0,
  alternateQuantity: 0,
  alternateFilled: 0,
  startTime: '',
  endTime: '',
  ...fields,
});

describe('aggregateShifts', () => {
  it('is all zeros with no times for no shifts', () => {
    expect(aggregateShifts([])).toEqual({
      needed: 0,
      filled: 0,
      gap: 0,
      extra: 0,
      extraShifts: 0,
      altNeeded: 0,
      altFilled: 0,
      understaffedShifts: 0,
      shiftCount: 0,
      firstStart: undefined,
      lastEnd: undefined,
      firstEndAt: undefined,
      lastEndAt: undefined,
      openEndedShifts: 0,
    });
  });

  it('keeps alternates and extra people apart: an overfilled shift never hides a short one', () => {
    const totals = aggregateShifts([
      shift({ quantity: 4, filled: 8 }),
      shift({ quantity: 4, filled: 1, alternateQuantity: 3, alternateFilled: 3 }),
      shift({ quantity: 2, filled: 2, alternateQuantity: 2, alternateFilled: 0 }),
      shift({ quantity: 0, filled: 0 }),
    ]);
    expect(totals).toMatchObject({
      needed: 10,
      filled: 7,
      gap: 3,
      extra: 4,
      extraShifts: 1,
      altNeeded: 5,
      altFilled: 3,
      understaffedShifts: 1,
    });
    const fill = fillOf(totals);
    expect(fill).toMatchObject({ severity: 'short', percent: 70 });
    expect(extraText(fill, true)).toBe('+4 extra on 1 shift');
  });

  it('the seen defect: 37 booked for 37 places with 3 short shifts reads neither Full nor 100%', () => {
    const totals = aggregateShifts([
      shift({ quantity: 5, filled: 10 }),
      shift({ quantity: 10, filled: 8 }),
      shift({ quantity: 10, filled: 8 }),
      shift({ quantity: 12, filled: 11 }),
    ]);
    const fill = fillOf(totals);
    expect(fill.severity).not.toBe('full');
    expect(fill.percent).toBeLessThan(100);
    expect(fill.gap).toBe(5);
    expect(extraText(fill, true)).toBe('+5 extra on 1 shift');
  });

  it('takes the earliest start and latest end, ignoring missing times', () => {
    const totals = aggregateShifts([
      shift({ startTime: '2026-07-02 09:00:00', endTime: '2026-07-02 17:00:00' }),
      shift({ startTime: '', endTime: '' }),
      shift({ startTime: '2026-07-01 22:00:00', endTime: '2026-07-03 06:00:00' }),
    ]);
    expect(totals).toMatchObject({ firstStart: '2026-07-01 22:00:00', lastEnd: '2026-07-03 06:00:00', shiftCount: 3 });
  });

  it('over random shift sets: open = sum of gaps = needed - filled; any short shift means not Full, below 100%', () => {
    const shiftArb = fc.record({ quantity: fc.nat(30), filled: fc.nat(40) });
    fc.assert(
      fc.property(fc.array(shiftArb, { maxLength: 25 }), (raw) => {
        const totals = aggregateShifts(raw.map(shift));
        const fill = fillOf(totals);
        const gaps = raw.reduce((sum, s) => sum + Math.max(0, s.quantity - s.filled), 0);
        expect(fill.gap).toBe(gaps);
        expect(fill.needed - fill.filled).toBe(gaps);
        expect(fill.extra).toBe(raw.reduce((sum, s) => sum + Math.max(0, s.filled - s.quantity), 0));
        if (raw.some((s) => s.filled < s.quantity)) {
          expect(['full', 'overfilled']).not.toContain(fill.severity);
          expect(fill.percent).toBeLessThan(100);
        }
      }),
    );
  });
});
