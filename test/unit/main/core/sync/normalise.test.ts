import { describe, expect, it } from 'vitest';
import {
  normaliseAdmin,
  normaliseClientWorkers,
  normaliseEvent,
  normaliseHrContact,
  normaliseOrderable,
  normaliseShift,
  normaliseTask,
  normaliseWorker,
} from '../../../../../main/core/sync/normalise';
import { normaliseBody } from '../../../../../main/core/sync/set-sources';
import {
  clientsPageSchema,
  clientWorkersSchema,
  hrContactsSchema,
  tasksPageSchema,
} from '../../../../../main/core/api/schemas';

describe('normaliseShift', () => {
  it('maps every field and derives overnight from the times', () => {
    expect(
      normaliseShift('42', {
        id: '7',
        event_id: '42',
        custom_name: 'Bar - North',
        start_time: '2026-07-01 22:00:00',
        end_time: '2026-07-02 05:30:00',
        skillsets: [{ id: 3, name: 'Bartender' }, {}],
        quantity: 6,
        filled: 5,
        alternate_quantity: 2,
        alternate_filled: 1,
        comments: 'Black shirt',
      }),
    ).toEqual({
      eventId: '42',
      id: '7',
      customName: 'Bar - North',
      startTime: '2026-07-01 22:00:00',
      endTime: '2026-07-02 05:30:00',
      overnight: true,
      skillsets: [
        { id: 3, name: 'Bartender' },
        { id: null, name: '' },
      ],
      quantity: 6,
      filled: 5,
      alternateQuantity: 2,
      alternateFilled: 1,
      comments: 'Black shirt',
    });
  });

  it('reads an end earlier on the clock of the same date as overnight, a same-day shift as not', () => {
    const times = (start_time: string, end_time: string) => ({ id: '1', skillsets: [], start_time, end_time });
    expect(normaliseShift('1', times('2026-07-01 23:00:00', '2026-07-01 07:00:00')).overnight).toBe(true);
    expect(normaliseShift('1', times('2026-07-01 07:00:00', '2026-07-01 23:00:00')).overnight).toBe(false);
  });

  it('reads absent and negative counts as 0 and absent text as empty', () => {
    const stored = normaliseShift('42', { id: '1', skillsets: [], quantity: -2, filled: undefined });
    expect(stored).toMatchObject({
      quantity: 0,
      filled: 0,
      alternateQuantity: 0,
      alternateFilled: 0,
      customName: '',
      startTime: '',
      endTime: '',
      overnight: false,
      comments: '',
    });
  });

  it('files the shift under the event that was asked for', () => {
    expect(normaliseShift('42', { id: '1', event_id: '99', skillsets: [] }).eventId).toBe('42');
  });
});

describe('other rows', () => {
  it('admins get string ids', () => {
    expect(normaliseAdmin('42', { id: 17, name: 'Ana' })).toEqual({ eventId: '42', id: '17', name: 'Ana', email: '' });
  });

  it('events flatten the location', () => {
    expect(
      normaliseEvent({ id: '5', name: 'Expo', date: '2026-07-01', client_id: '3', location: { location: 'Hall 1' } }),
    ).toEqual({ id: '5', name: 'Expo', date: '2026-07-01', venue: 'Hall 1', city: '', clientId: '3' });
    expect(normaliseEvent({ id: '6' })).toMatchObject({ venue: '', city: '' });
  });

  it('workers join the name parts that exist', () => {
    expect(normaliseWorker({ id: 'w', name_first: ' Ada ', name_last: 'Lovelace' }).name).toBe('Ada Lovelace');
    expect(normaliseWorker({ id: 'w', name_last: 'Lovelace' }).name).toBe('Lovelace');
    expect(normaliseWorker({ id: 'w', personnel_id: 'p9', uuid: 'ABCDE12345' })).toEqual({
      id: 'w',
      name: '',
      email: '',
      phone: '',
      uuid: 'ABCDE12345',
      personnelId: 'p9',
    });
  });

  it("orderables keep the cost as written, each with the catalogue's currency", () => {
    expect(normaliseOrderable({ id: '1', name: 'Vest', cost: '12.50' }, 'EUR')).toEqual({
      id: '1',
      name: 'Vest',
      cost: '12.50',
      currency: 'EUR',
    });
    expect(normaliseOrderable({ id: '2' }, '')).toEqual({ id: '2', name: '', cost: '', currency: '' });
  });

  it('an orderables batch carries the currency onto every row, and none when the configuration gives none', () => {
    const orderables = [{ id: '1', name: 'Vest', cost: '5' }, { id: '2' }];
    expect(normaliseBody({ kind: 'orderables', orderables, currency: 'USD' })).toEqual({
      kind: 'orderables',
      orderables: [
        { id: '1', name: 'Vest', cost: '5', currency: 'USD' },
        { id: '2', name: '', cost: '', currency: 'USD' },
      ],
    });
    expect(normaliseBody({ kind: 'orderables', orderables })).toEqual({
      kind: 'orderables',
      orderables: [
        { id: '1', name: 'Vest', cost: '5', currency: '' },
        { id: '2', name: '', cost: '', currency: '' },
      ],
    });
  });
});

describe('HR contacts', () => {
  it('map to camelCase with a string id, the default marked by is_default = 1 only', () => {
    expect(
      normaliseHrContact({
        id: 7,
        hr_manager: ' Zoë Øster-Nakamura ',
        hr_email: 'zoe@example.com',
        hr_phone: '+47 22 00 00 00',
        is_default: 1,
      }),
    ).toEqual({
      id: '7',
      name: 'Zoë Øster-Nakamura',
      email: 'zoe@example.com',
      phone: '+47 22 00 00 00',
      isDefault: true,
    });
    expect(normaliseHrContact({ id: 8, is_default: 2 }).isDefault).toBe(false);
    expect(normaliseHrContact({ id: 9, is_default: 0 }).isDefault).toBe(false);
  });

  it('tolerate omitted optional fields and drop fields the contract does not carry', () => {
    const parsed = hrContactsSchema.parse([{ id: 3, hr_email: 'hr@example.com', office: 'Oslo', extra: { a: 1 } }]);
    expect(normaliseBody({ kind: 'hr-contacts', contacts: parsed })).toEqual({
      kind: 'hr-contacts',
      contacts: [{ id: '3', name: '', email: 'hr@example.com', phone: '', isDefault: false }],
    });
  });
});

describe('client worker preferences', () => {
  it('become one stored row per worker, with the list it came in as its preference', () => {
    const parsed = clientWorkersSchema.parse({
      preferred: [{ personnel_id: 'P1', name: ' Zoë Øster-Nakamura ', date: '2026-03-01' }],
      normal: [{ personnel_id: 7 }],
      banned: [{ personnel_id: 'P3', name: '李小龍', date: '2025-12-24', reason: 'no-show', extra: { a: 1 } }],
      vip: [{ personnel_id: 'P9' }],
    });
    expect(normaliseBody({ kind: 'client-workers', clientId: '201', lists: parsed })).toEqual({
      kind: 'client-workers',
      clientId: '201',
      workers: [
        { clientId: '201', personnelId: '7', name: '', since: '', preference: 'normal' },
        {
          clientId: '201',
          personnelId: 'P1',
          name: 'Zoë Øster-Nakamura',
          since: '2026-03-01',
          preference: 'preferred',
        },
        { clientId: '201', personnelId: 'P3', name: '李小龍', since: '2025-12-24', preference: 'banned' },
      ],
    });
  });

  it('keep the stricter standing for a worker listed twice: banned over preferred over normal', () => {
    const rows = normaliseClientWorkers('201', {
      preferred: [{ personnel_id: 'P1' }, { personnel_id: 'P2' }],
      normal: [{ personnel_id: 'P1' }, { personnel_id: 'P2' }],
      banned: [{ personnel_id: 'P2' }],
    });
    expect(rows.map((r) => [r.personnelId, r.preference])).toEqual([
      ['P1', 'preferred'],
      ['P2', 'banned'],
    ]);
  });

  it('missing lists are refused at the schema, so a half answer never replaces the stored set', () => {
    expect(() => clientWorkersSchema.parse({ preferred: [], normal: [] })).toThrow();
  });

  it('the client list keeps the id and the trimmed name, extra fields dropped', () => {
    const parsed = clientsPageSchema.parse({
      clients: [{ id: 201, client_name: ' Café Ünïcode ', tier: 'gold' }, { id: '202' }],
      total_count: 2,
    });
    expect(normaliseBody({ kind: 'clients', clients: parsed.clients })).toEqual({
      kind: 'clients',
      clients: [
        { id: '201', name: 'Café Ünïcode' },
        { id: '202', name: '' },
      ],
    });
  });
});

describe('tasks', () => {
  it('map every field of the reference to camelCase with string ids, the status as the server wrote it', () => {
    expect(
      normaliseTask({
        id: 12,
        application_id: 10_443,
        title: ' Vérifier le certificat TIPS: Zoë Øster ',
        description: 'Before the first shift 🍸',
        assigned_to: 4,
        due_date: '2026-11-20',
        status: 'awaiting_documents',
        reminder_days_before: 0,
        created_at: '2026-10-30T09:15:00Z',
      }),
    ).toEqual({
      id: '12',
      title: 'Vérifier le certificat TIPS: Zoë Øster',
      description: 'Before the first shift 🍸',
      assigneeId: '4',
      dueDate: '2026-11-20',
      status: 'awaiting_documents',
      applicationId: '10443',
      reminderDaysBefore: 0,
      createdAt: '2026-10-30T09:15:00Z',
    });
  });

  it('tolerate omitted optional fields, nulls and extra fields, and keep the day of a due date-time', () => {
    const parsed = tasksPageSchema.parse({
      tasks: [
        { id: '7', title: null, assigned_to: null, due_date: null, priority: 'high', tags: ['x'] },
        { id: 8, due_date: '2026-12-01T17:00:00Z', assigned_to: '15' },
      ],
      total: '2',
      next: 'ignored',
    });
    expect(normaliseBody({ kind: 'tasks', tasks: parsed.tasks, total: parsed.total })).toEqual({
      kind: 'tasks',
      total: 2,
      tasks: [
        {
          id: '7',
          title: '',
          description: '',
          assigneeId: '',
          dueDate: '',
          status: '',
          applicationId: '',
          reminderDaysBefore: null,
          createdAt: '',
        },
        {
          id: '8',
          title: '',
          description: '',
          assigneeId: '15',
          dueDate: '2026-12-01',
          status: '',
          applicationId: '',
          reminderDaysBefore: null,
          createdAt: '',
        },
      ],
    });
  });
});
