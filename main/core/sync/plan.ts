/**
 * What one sync fetches: for each followed event its shifts and admins, for each crew worker
 * its tags and its hours for the pay period containing today, for each client of a followed event
 * its worker preferences, the orderables catalogue, the HR contacts, the tasks (every page, up to
 * TASKS_CAP), and the discovery lists the server is known to have.
 */
import { setShape, type SetKind, type SetOwner } from '../../../preload/contract.js';
import type { CallOptions, WorkforceClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import type { DiscoveredEvent, DiscoveredWorker } from '../api/schemas.js';
import { setItemOf, SET_SOURCES, type ApiBatchBody, type FetchContext } from './set-sources.js';

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
  /** The validators of the stored sets: single-request sets are asked conditionally. */
  validatorsFor?: FetchContext['validatorsFor'];
}

/**
 * Only the event list names an event's client, so the client preferences follow from it: a
 * server without the list leaves them unknown rather than costing a request per event.
 */
function clientItems(
  events: readonly DiscoveredEvent[],
  followedEventIds: readonly string[],
  validatorsFor: FetchContext['validatorsFor'],
): SyncItem[] {
  const followed = new Set(followedEventIds);
  return clientItemsFor(
    events.filter((e) => followed.has(e.id) && e.client_id).map((e) => e.client_id!),
    validatorsFor,
  );
}

/**
 * The worker preferences of these clients. A sync plans them up front for the clients the last
 * event list named (so a cut sync's next run need not read the list again first to reach them);
 * the list's answer adds the others.
 */
export function clientItemsFor(clientIds: readonly string[], validatorsFor?: FetchContext['validatorsFor']): SyncItem[] {
  const context = { ...NO_CONTEXT, validatorsFor };
  return [...new Set(clientIds)].sort().flatMap((clientId) => ownedItems('client', clientId, context));
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

/** The client sets need neither the worker list nor today. */
const NO_CONTEXT: FetchContext = {
  workers: () => Promise.reject(new Error('No worker list here.')),
  uuidOf: async () => '',
  today: '',
};

const kindsOf = (owner: SetOwner | undefined) =>
  (Object.keys(SET_SOURCES) as SetKind[]).filter((kind) => setShape(kind).owner === owner);

function toItem(kind: SetKind, ownerId: string, context: FetchContext): SyncItem {
  const { discovery, marksOwner, ...item } = setItemOf(kind, ownerId, context);
  const owner = setShape(kind).owner;
  return {
    ...item,
    ...(marksOwner && (owner === 'event' || owner === 'worker') ? { owner: { type: owner, id: ownerId } } : {}),
    ...(discovery ? { discovery: discovery as DiscoveryList } : {}),
  };
}

/** The sets one owner has, in the table's order. */
function ownedItems(owner: SetOwner, ownerId: string, context: FetchContext): SyncItem[] {
  return kindsOf(owner).map((kind) => toItem(kind, ownerId, context));
}

/**
 * The company-wide sets (a discovery list only while the server is not known to lack it), then
 * each followed event's sets, then each crew worker's; the event list's answer adds its clients'.
 */
export function planSync(input: PlanInput): SyncItem[] {
  const context: FetchContext = {
    ...sharedWorkerList(input.missingDiscovery.has('workers')),
    today: input.today,
    validatorsFor: input.validatorsFor,
  };
  const items = kindsOf(undefined)
    .filter((kind) => !input.missingDiscovery.has(kind as DiscoveryList))
    .map((kind) => toItem(kind, '', context));
  const events = items.find((item) => item.discovery === 'events');
  if (events) events.followUp = (body) => (body.kind === 'events' ? clientItems(body.events, input.followedEventIds, input.validatorsFor) : []);
  return [
    ...items,
    ...input.followedEventIds.flatMap((eventId) => ownedItems('event', eventId, context)),
    ...input.crewWorkerIds.flatMap((workerId) => ownedItems('worker', workerId, context)),
  ];
}
