import { describe, expect, it } from 'vitest';
import type { ShortByChangeAlert } from '../../../../../renderer/src/features/office-changes/short-by-change';
import { madeShortAlerts } from '../../../../../renderer/src/features/alerts/made-short';

const base: ShortByChangeAlert = {
  key: '42:7:2026-11-20T11:00:00.000Z',
  eventId: '42',
  shiftId: '7',
  name: 'Ushers',
  startTime: '2026-11-22 14:00:00',
  gap: 2,
  filledBefore: 8,
  filled: 8,
  neededBefore: 8,
  needed: 10,
  asOf: '2026-11-20T11:00:00.000Z',
};

describe('madeShortAlerts', () => {
  it('say how the office made each shift short: more people needed, fewer booked, both, or added short', () => {
    const names = new Map([['42', 'Harbour Gala']]);
    const alerts = madeShortAlerts(
      [
        base,
        { ...base, shiftId: '8', neededBefore: 8, needed: 8, filledBefore: 8, filled: 6 },
        { ...base, shiftId: '9', neededBefore: 6, filledBefore: 6, filled: 5 },
        {
          ...base,
          shiftId: '10',
          name: '',
          eventId: '43',
          neededBefore: undefined,
          filledBefore: undefined,
          filled: 1,
          needed: 3,
        },
      ],
      names,
    );
    expect(alerts.map((a) => `${a.detail} · ${a.figures}`)).toEqual([
      'Ushers · Harbour Gala · needed 8 → 10',
      'Ushers · Harbour Gala · filled 8 → 6',
      'Ushers · Harbour Gala · needed 6 → 10, filled 6 → 5',
      'Shift 10 · Event 43 · added with 1 of 3 filled',
    ]);
    expect(alerts[0]).toMatchObject({
      id: 'made-short:42:7:2026-11-20T11:00:00.000Z',
      kind: 'made-short',
      title: 'Made short by the office: 2 open',
      asOf: base.asOf,
    });
  });
});
