/**
 * What one sync fetches: for each followed event its shifts and admins, for each crew worker
 * its tags and its hours for the pay period containing today, for each client of a followed event
 * its worker preferences, the orderables catalogue, the HR contacts, the tasks (every page, up to
 * TASKS_CAP), and the discovery lists the server is known to have.
 */
import { setKey, TASKS_CAP } from '../../../preload/contract.js';
import type { CallOptions, WorkforceClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import type { DiscoveredEvent, DiscoveredWorker } from '../api/schemas.js';
import type { ApiBatchBody } from './normalise.js';

export type DiscoveryList = 'events' | 'workers' | 'clients';

export interface SyncItem {
  /** The key of the set it fetches (setKey), e.g. "event-shifts:42". */
  key: string;
  /** Words for the progress line and the failure list. */
  label: string;
  /** Whose "not found on server" a 404 marks, if anyone's. */
  owner?: { type: 'event' | 'worker'; id: string } | undefined;
  /** Which discovery list this is, so a 404 can be remembered. */
  discovery?: DiscoveryList | undefined;
  /**
   * `call` carries the run's cancel signal and its rate gate to every request. Undefined: there
   * was nothing to ask (a crew worker without a UUID has no hours to fetch); the item is done
   * and the stored set is left as it was.
   */
  fetch(client: WorkforceClient, call: CallOptions): Promise<ApiBatchBody | undefined>;
  /** Items this one's answer calls for, run in the same sync (the clients of followed events). */
  followUp?: ((body: ApiBatchBody) => SyncItem[]) | undefined;
}

export interface PlanInput {
  followedEventIds: readonly string[];
  crewWorkerIds: readonly string[];
  /** Discovery lists that answered 404 earlier: not asked again. */
  missingDiscovery: ReadonlySet<DiscoveryList>;
  /** The local date (YYYY-MM-DD) whose pay period the crew hours cover. */
  today: string;
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/**
 * Only the event list names an event's client, so the client preferences follow from it: a
 * server without the list leaves them unknown rather than costing a request per event.
 */
function clientItems(events: readonly DiscoveredEvent[], followedEventIds: readonly string[]): SyncItem[] {
  const followed = new Set(followedEventIds);
  return clientItemsFor(events.filter((e) => followed.has(e.id) && e.client_id).map((e) => e.client_id!));
}

/**
 * The worker preferences of these clients. A sync plans them up front for the clients the last
 * event list named (so a cut sync's next run need not read the list again first to reach them);
 * the list's answer adds the others.
 */
export function clientItemsFor(clientIds: readonly string[]): SyncItem[] {
  return [...new Set(clientIds)].sort().map((clientId) => ({
    key: setKey('client-workers', clientId),
    label: `Worker preferences of client ${clientId}`,
    fetch: async (c, call) => ({ kind: 'client-workers', clientId, lists: await c.clientWorkers(clientId, call) }),
  }));
}

/**
 * The worker list, asked for once per run: the discovery item stores it and the hours items
 * read worker UUIDs from it (the summary is asked for by UUID, the crew is kept by id). A
 * server without the list gives no UUIDs.
 */
function sharedWorkerList(missing: boolean) {
  let list: Promise<DiscoveredWorker[]> | undefined;
  const workers = (c: WorkforceClient, call: CallOptions) => (list ??= c.workers(call));
  const uuidOf = async (c: WorkforceClient, call: CallOptions, workerId: string): Promise<string> => {
    if (missing) return '';
    try {
      return (await workers(c, call)).find((w) => w.id === workerId)?.uuid ?? '';
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'not-found') return '';
      throw e;
    }
  };
  return { workers, uuidOf };
}

export function planSync(input: PlanInput): SyncItem[] {
  const items: SyncItem[] = [];
  const workerList = sharedWorkerList(input.missingDiscovery.has('workers'));
  /** A discovery list is asked for only while the server is not known to lack it. */
  const discovery = (list: DiscoveryList, item: Omit<SyncItem, 'key' | 'discovery'>) => {
    if (!input.missingDiscovery.has(list)) items.push({ key: setKey(list), discovery: list, ...item });
  };
  discovery('events', {
    label: 'Event list',
    fetch: async (c, call) => ({ kind: 'events', events: await collect(c.eventsAll(call)) }),
    followUp: (body) => (body.kind === 'events' ? clientItems(body.events, input.followedEventIds) : []),
  });
  discovery('workers', {
    label: 'Worker list',
    fetch: async (c, call) => ({ kind: 'workers', workers: await workerList.workers(c, call) }),
  });
  discovery('clients', {
    label: 'Client list',
    fetch: async (c, call) => ({ kind: 'clients', clients: await collect(c.clientsAll(call)) }),
  });
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
    // No owner: a 404 here says the UUID is unknown to time tracking, not that the worker is gone.
    items.push({
      key: setKey('worker-hours', workerId),
      label: `Hours of worker ${workerId}`,
      fetch: async (c, call) => {
        const uuid = await workerList.uuidOf(c, call, workerId);
        if (uuid === '') return undefined;
        return { kind: 'worker-hours', workerId, uuid, summary: await c.workerSummary(uuid, input.today, call) };
      },
    });
  }
  return items;
}
