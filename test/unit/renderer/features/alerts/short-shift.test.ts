// "Short shift starting soon" with fixed times: which stage is due when, and what it says.
import { describe, expect, it } from 'vitest';
import { asOfText, noticeOf } from '../../../../../renderer/src/features/alerts/alert';
import { inQuietHours } from '../../../../../renderer/src/features/alerts/quiet-hours';
import { shortShiftAlerts, stageAt } from '../../../../../renderer/src/features/alerts/short-shift';
import { storedShift } from '../../support/builders';

// Local wall-clock times: the shift times are read as this machine's clock, as the app does.
const at = (clock: string) => new Date(`2026-11-24T${clock}:00`);
const input = (shifts: ReturnType<typeof storedShift>[], now: Date, leadMinutes = 60) => ({
  shifts,
  now,
  leadMinutes,
  eventNames: new Map([['1', 'Harbour Gala']]),
  asOf: new Map([['1', at('13:40').toISOString()]]),
});
const shift = (fields: Parameters<typeof storedShift>[0] = {}) =>
  storedShift({ startTime: '2026-11-24 14:00:00', quantity: 10, filled: 7, ...fields });

describe('shortShiftAlerts', () => {
  it('is due within the lead time, saying how soon, which shift, how short and how old the data is', () => {
    const [alert] = shortShiftAlerts(input([shift()], at('13:15')));
    expect(alert).toEqual({
      id: 'short-soon:1:s:lead:2026-11-24 14:00:00',
      kind: 'short-soon',
      target: { kind: 'shift', eventId: '1', shiftId: 's' },
      title: 'Short shift starts in 45 min',
      detail: 'Bar - North · Harbour Gala',
      figures: '3 of 10 places open',
      asOf: at('13:40').toISOString(),
    });
    expect(noticeOf(alert!, at('13:45')).body).toMatch(
      /^Bar - North · Harbour Gala · 3 of 10 places open\. Data as of 1?\d:40/,
    );
  });

  it('is not due before the lead time, for a full or overfilled shift, or for a shift with no demand', () => {
    expect(shortShiftAlerts(input([shift()], at('12:59')))).toEqual([]);
    expect(shortShiftAlerts(input([shift({ filled: 10 }), shift({ id: 'o', filled: 12 })], at('13:30')))).toEqual([]);
    expect(shortShiftAlerts(input([shift({ quantity: 0, filled: 0 })], at('13:30')))).toEqual([]);
  });

  it('is due again at the start, as its own occurrence, and no longer once the shift is underway', () => {
    const [start] = shortShiftAlerts(input([shift()], at('14:00')));
    expect(start).toMatchObject({ id: 'short-soon:1:s:start:2026-11-24 14:00:00', title: 'Short shift starting now' });
    expect(shortShiftAlerts(input([shift()], at('14:10')))[0]?.title).toBe('Short shift started 10 min ago');
    expect(shortShiftAlerts(input([shift()], at('14:15')))).toEqual([]);
  });

  it('lists the soonest shift first', () => {
    const later = shift({ id: 'later', startTime: '2026-11-24 14:30:00' });
    const sooner = shift({ id: 'sooner', startTime: '2026-11-24 13:50:00' });
    expect(
      shortShiftAlerts(input([later, sooner], at('13:40'))).map((a) => a.target.kind === 'shift' && a.target.shiftId),
    ).toEqual(['sooner', 'later']);
  });

  it('has stage boundaries at the lead time and the start', () => {
    expect(stageAt(61, 60)).toBeUndefined();
    expect(stageAt(60, 60)).toBe('lead');
    expect(stageAt(1, 60)).toBe('lead');
    expect(stageAt(0, 60)).toBe('start');
    expect(stageAt(-14, 60)).toBe('start');
    expect(stageAt(-15, 60)).toBeUndefined();
  });

  it('says when the data was never synced', () => {
    expect(asOfText(undefined, at('13:00'))).toBe('Not synced yet');
  });
});

describe('inQuietHours', () => {
  it('covers start up to end, across midnight when the end comes first', () => {
    const night = { start: '22:00', end: '06:00' };
    expect(inQuietHours(at('23:30'), night)).toBe(true);
    expect(inQuietHours(at('05:59'), night)).toBe(true);
    expect(inQuietHours(at('06:00'), night)).toBe(false);
    expect(inQuietHours(at('21:59'), night)).toBe(false);
    const lunch = { start: '12:00', end: '13:00' };
    expect(inQuietHours(at('12:00'), lunch)).toBe(true);
    expect(inQuietHours(at('13:00'), lunch)).toBe(false);
    expect(inQuietHours(at('12:30'), null)).toBe(false);
  });
});
