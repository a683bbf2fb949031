/**
 * What one sync fetches: for each followed event its shifts and admins, for each crew worker
 * its tags, the orderables catalogue, the HR contacts, the tasks (every page, up to TASKS_CAP),
 * and the discovery lists the server is known to have.
 */
import { setKey, TASKS_CAP } from '../../../preload/contract.js';
import type { CallOptions, WorkforceClient } from '../api/client.js';
import type { ApiBatchBody } from './normalise.js';

export type DiscoveryList = 'events' | 'workers';

export interface SyncItem {
  /** The key of the set it fetches (setKey), e.g. "event-shifts:42". */
  key: string;
  /** Words for the progress line and the failure list. */
  label: string;
  /** Whose "not found on server" a 404 marks, if anyone's. */
  owner?: { type: 'event' | 'worker'; id: string } | undefined;
  /** Which discovery list this is, so a 404 can be remembered. */
  discovery?: DiscoveryList | undefined;
  /** `call` carries the run's cancel signal and its rate gate to every request. */
  fetch(client: WorkforceClient, call: CallOptions): Promise<ApiBatchBody>;
}

export interface PlanInput {
  followedEventIds: readonly string[];
  crewWorkerIds: readonly string[];
  /** Discovery lists that answered 404 earlier: not asked again. */
  missingDiscovery: ReadonlySet<DiscoveryList>;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

export function planSync(input: PlanInput): SyncItem[] {
  const items: SyncItem[] = [];
  if (!input.missingDiscovery.has('events')) {
    items.push({
      key: setKey('events'),
      label: 'Event list',
      discovery: 'events',
      fetch: async (c, call) => ({ kind: 'events', events: await collect(c.eventsAll(call)) }),
    });
  }
  if (!input.missingDiscovery.has('workers')) {
    items.push({
      key: setKey('workers'),
      label: 'Worker list',
      discovery: 'workers',
      fetch: async (c, call) => ({ kind: 'workers', workers: await c.workers(call) }),
    });
  }
  items.push({
    key: setKey('orderables'),
    label: 'Orderable items',
    fetch: async (c, call) => ({ kind: 'orderables', ...(await c.catalogue(call)) }),
  });
  // Synced, not fetched on demand: after an incident on site there may be no signal to ask.
  items.push({
    key: setKey('hr-contacts'),
    label: 'HR contacts',
    fetch: async (c, call) => ({ kind: 'hr-contacts', contacts: await c.hrContacts(call) }),
  });
  items.push({
    key: setKey('tasks'),
    label: 'Tasks',
    fetch: async (c, call) => ({ kind: 'tasks', ...(await c.tasksUpTo(TASKS_CAP, call)) }),
  });
  for (const eventId of input.followedEventIds) {
    const owner = { type: 'event' as const, id: eventId };
    items.push({
      key: setKey('event-shifts', eventId),
      label: `Shifts of event ${eventId}`,
      owner,
      fetch: async (c, call) => ({ kind: 'event-shifts', eventId, shifts: await c.eventShifts(eventId, call) }),
    });
    items.push({
      key: setKey('event-admins', eventId),
      label: `Admins of event ${eventId}`,
      owner,
      fetch: async (c, call) => ({ kind: 'event-admins', eventId, admins: await c.eventAdmins(eventId, call) }),
    });
  }
  for (const workerId of input.crewWorkerIds) {
    items.push({
      key: setKey('worker-tags', workerId),
      label: `Tags of worker ${workerId}`,
      owner: { type: 'worker', id: workerId },
      fetch: async (c, call) => ({ kind: 'worker-tags', workerId, tags: await c.workerTags(workerId, call) }),
    });
  }
  return items;
}
