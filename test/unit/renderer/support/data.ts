// API rows as main's sync delivers them, for seeding screens through the batch receiver.
import type { DiscoveredEvent, EventShift } from '../../../../main/core/api/schemas';

export function apiShift(id: string, fields: Partial<EventShift> = {}): EventShift {
  return {
    id,
    custom_name: `Shift ${id}`,
    start_time: '2026-11-22 18:00:00',
    end_time: '2026-11-22 23:00:00',
    skillsets: [{ id: 1, name: 'Bartender' }],
    quantity: 4,
    filled: 2,
    alternate_quantity: 0,
    alternate_filled: 0,
    comments: '',
    ...fields,
  };
}

export function apiEvent(id: string, name: string, date = '2026-11-22', city = 'Oakland'): DiscoveredEvent {
  return { id, name, date, client_id: 'c1', location: { location: 'Oakland Arena', addy_city: city } };
}
