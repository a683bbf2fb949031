import { describe, expect, it } from 'vitest';
import type { StoredHrContact, StoredShift } from '../../../../../preload/contract';
import type { EventDetail } from '../../../../../renderer/src/features/event/event-queries';
import { signInSheet } from '../../../../../renderer/src/features/print/sign-in-sheet';
import { toShiftItem } from '../../../../../renderer/src/features/event';
import { storedShift } from '../../support/builders';

const NOW = new Date(2026, 10, 22, 16, 32);
const shift = (id: string, start: string, end: string, fields: Partial<StoredShift> = {}) =>
  storedShift({ eventId: '9', id, startTime: `2026-11-22 ${start}:00`, endTime: `2026-11-22 ${end}:00`, ...fields });

function detail(shifts: StoredShift[]): EventDetail {
  return {
    event: { id: '9', name: 'Harbour Gala', date: '2026-11-22', venue: 'Pier 4', city: 'Oakland', clientId: 'c1', notFound: false },
    totals: undefined,
    shifts,
    admins: [{ eventId: '9', id: 'a', name: 'Ana Admin', email: 'ana@example.com' }],
    shiftsSet: { key: 's', kind: 'event-shifts', status: 'ok', asOf: new Date(2026, 10, 22, 16, 21).toISOString(), checkedAt: '', rows: 3 },
    adminsSet: { key: 'a', kind: 'event-admins', status: 'ok', asOf: new Date(2026, 10, 22, 16, 25).toISOString(), checkedAt: '', rows: 1 },
  };
}
const hr = (id: string, isDefault: boolean): StoredHrContact => ({ id, name: `HR ${id}`, email: '', phone: '555-0100', isDefault });

describe('the sign-in sheet', () => {
  const shifts = [
    shift('late', '18:00', '23:00', { quantity: 4, filled: 7, alternateQuantity: 1, alternateFilled: 0 }),
    shift('ended', '08:00', '12:00', { quantity: 5, filled: 2 }),
    shift('now', '14:00', '20:00', { quantity: 10, filled: 6, alternateQuantity: 2, alternateFilled: 3 }),
    shift('zero', '19:00', '22:00', { quantity: 0, filled: 0, alternateQuantity: 0, alternateFilled: 0 }),
  ];
  const sheet = signInSheet({
    eventId: '9',
    detail: detail(shifts),
    client: { id: 'c1', name: 'Bay Events' },
    hrContacts: [hr('x', false), hr('d', true)],
    now: NOW,
    allShifts: false,
  });

  it('has the shifts not ended, in start order, and says how many ended', () => {
    expect(sheet.blocks.map((b) => b.shiftId)).toEqual(['now', 'late', 'zero']);
    expect(sheet.endedLeftOut).toBe(1);
  });

  it('gives a line to every place, every alternate and every person booked beyond them', () => {
    expect(Object.fromEntries(sheet.blocks.map((b) => [b.shiftId, b.lines]))).toEqual({ now: 13, late: 8, zero: 0 });
  });

  it('prints the figures the event screen shows', () => {
    for (const block of sheet.blocks) {
      const item = toShiftItem(shifts.find((s) => s.id === block.shiftId)!, '2026-11-22 16:32');
      expect([block.open, block.fill.label, block.booked, block.needed]).toEqual([
        item.open,
        item.fill.label,
        item.shift.filled,
        item.shift.quantity,
      ]);
    }
  });

  it('heads every page with the event and the age of the oldest figures, and ends with who to call', () => {
    expect(sheet.header.about[0]).toBe('Harbour Gala');
    expect(sheet.header.about.join(' ')).toMatch(/Pier 4, Oakland.*Client: Bay Events/);
    expect(sheet.header.age).toMatch(/^Printed \S*4:32.* · data as of \S*4:21/);
    expect(sheet.hrContact?.name).toBe('HR d');
    expect(sheet.admins).toEqual([{ name: 'Ana Admin', email: 'ana@example.com' }]);
  });

  it('prints every shift when asked, and says when some data never synced', () => {
    const all = signInSheet({
      eventId: '9',
      detail: { ...detail(shifts), adminsSet: undefined },
      client: undefined,
      hrContacts: [],
      now: NOW,
      allShifts: true,
    });
    expect(all.blocks).toHaveLength(4);
    expect(all.endedLeftOut).toBe(0);
    expect(all.header.age).toMatch(/some data never synced/);
    expect(all.hrContact).toBeUndefined();
  });
});
