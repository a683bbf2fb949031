// Stored rows for the view tests: complete, with one field changed per test.
import type { StoredShift } from '../../../../renderer/src/shared/db/rows';

export function storedShift(fields: Partial<StoredShift> = {}): StoredShift {
  return {
    eventId: '1',
    id: 's',
    customName: 'Bar - North',
    startTime: '2026-11-22 20:00:00',
    endTime: '2026-11-23 04:00:00',
    overnight: false,
    skillsets: [{ id: 1, name: 'Bartender' }],
    quantity: 4,
    filled: 2,
    alternateQuantity: 1,
    alternateFilled: 0,
    comments: '',
    ...fields,
  };
}
