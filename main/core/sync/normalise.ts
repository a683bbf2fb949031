/**
 * Validated API rows into the contract's stored rows: camelCase, ids as strings, absent text
 * as '' and absent or negative counts as 0, so a stored row has no holes and compares by value.
 * Done here, once per fetch, so the renderer never reads the API's own shapes.
 */
import {
  isOvernight,
  type ListedEvent,
  type ListedWorker,
  type ClientPreference,
  type StoredAdmin,
  type StoredClient,
  type StoredClientWorker,
  type StoredHrContact,
  type StoredOrderable,
  type StoredOrderStatus,
  type StoredShift,
  type StoredTask,
  type StoredWorkerTag,
} from '../../../preload/contract.js';
import type {
  ClientWorkers,
  DiscoveredClient,
  DiscoveredEvent,
  DiscoveredWorker,
  EventAdmin,
  EventShift,
  HrContact,
  Orderable,
  Task,
  WorkerOrder,
  WorkerTag,
} from '../api/schemas.js';

const text = (v: string | undefined): string => v ?? '';
const count = (v: number | undefined): number => (v !== undefined && v > 0 ? v : 0);

/** The batch's event id wins over the row's own `event_id`: it is what was asked for. */
export function normaliseShift(eventId: string, s: EventShift): StoredShift {
  const startTime = text(s.start_time);
  const endTime = text(s.end_time);
  return {
    eventId,
    id: s.id,
    customName: text(s.custom_name),
    startTime,
    endTime,
    overnight: isOvernight(startTime, endTime),
    skillsets: s.skillsets.map((k) => ({ id: k.id ?? null, name: text(k.name) })),
    quantity: count(s.quantity),
    filled: count(s.filled),
    alternateQuantity: count(s.alternate_quantity),
    alternateFilled: count(s.alternate_filled),
    comments: text(s.comments),
  };
}

export function normaliseAdmin(eventId: string, a: EventAdmin): StoredAdmin {
  return { eventId, id: String(a.id), name: text(a.name), email: text(a.email) };
}

export function normaliseTag(workerId: string, t: WorkerTag): StoredWorkerTag {
  return { workerId, id: t.id, text: text(t.text) };
}

/** The catalogue's currency rides on each row, so a change of currency rewrites the rows it changes. */
export function normaliseOrderable(o: Orderable, currency: string): StoredOrderable {
  return { id: o.id, name: text(o.name), cost: text(o.cost), currency };
}

/** The API marks the default contact with is_default = 1; absent or any other number is not. */
export function normaliseHrContact(c: HrContact): StoredHrContact {
  return {
    id: String(c.id),
    name: text(c.hr_manager).trim(),
    email: text(c.hr_email).trim(),
    phone: text(c.hr_phone).trim(),
    isDefault: c.is_default === 1,
  };
}

/**
 * The API promises each worker in one list; should one come in two, the stricter standing
 * wins (banned over preferred over normal), since a wrong "banned" costs a call and a wrong
 * "preferred" sends someone to a client that refused them.
 */
const STRICTNESS: readonly ClientPreference[] = ['banned', 'preferred', 'normal'];

export function normaliseClientWorkers(clientId: string, lists: ClientWorkers): StoredClientWorker[] {
  const byPersonnel = new Map<string, StoredClientWorker>();
  for (const preference of [...STRICTNESS].reverse()) {
    for (const w of lists[preference]) {
      byPersonnel.set(w.personnel_id, {
        clientId,
        personnelId: w.personnel_id,
        name: text(w.name).trim(),
        since: text(w.date),
        preference,
      });
    }
  }
  return [...byPersonnel.values()];
}

export function normaliseClient(c: DiscoveredClient): StoredClient {
  return { id: c.id, name: text(c.client_name).trim() };
}

/** The status is kept as written (trimmed): the reference lists only `pending`. */
export function normaliseTask(t: Task): StoredTask {
  return {
    id: String(t.id),
    title: text(t.title).trim(),
    description: text(t.description).trim(),
    assigneeId: t.assigned_to === undefined ? '' : String(t.assigned_to),
    // The date part only: a server that sends a date-time still sorts and compares by day.
    dueDate: text(t.due_date).slice(0, 10),
    status: text(t.status).trim(),
    applicationId: t.application_id === undefined ? '' : String(t.application_id),
    reminderDaysBefore: t.reminder_days_before ?? null,
    createdAt: text(t.created_at).trim(),
  };
}

export function normaliseEvent(e: DiscoveredEvent): ListedEvent {
  return {
    id: e.id,
    name: text(e.name),
    date: text(e.date),
    venue: text(e.location?.location),
    city: text(e.location?.addy_city),
    clientId: text(e.client_id),
  };
}

export function normaliseWorker(w: DiscoveredWorker): ListedWorker {
  return {
    id: w.id,
    name: [w.name_first, w.name_last]
      .map((part) => part?.trim())
      .filter((part) => part)
      .join(' '),
    email: text(w.email),
    phone: text(w.phone),
    uuid: text(w.uuid),
    personnelId: text(w.personnel_id),
  };
}

/** Absent fields read as '' and a null message as none: the screen shows what is there. */
export function normaliseOrderStatus(o: WorkerOrder): StoredOrderStatus {
  return {
    status: text(o.status).trim(),
    changedAt: text(o.status_datetime).trim(),
    message: (o.response_message ?? '').trim(),
    cost: text(o.cost).trim(),
    deductionTypeId: text(o.deduction_types_id).trim(),
  };
}
