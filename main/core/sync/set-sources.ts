/**
 * Where each synced set comes from, one row per kind of preload/synced-sets.ts: the words that
 * name it, how it is fetched (and so where the plan puts it: once, per followed event, per crew
 * worker or per client, by its owner there), and how the API's answer becomes its stored rows.
 * The plan (plan.ts) and the runner's normalisation read this table; the API's answer shapes
 * (`ApiBatchBody`) are derived from it. A set whose row says what the simulator answers
 * (`served`) is served by a route derived from it (main/simulator/routes/set-routes.ts).
 */
import { setKey, TASKS_CAP, type SetBatch, type SetKind, type SyncBatch } from '../../../preload/contract.js';
import type { CallOptions, WorkforceClient } from '../api/client.js';
import { NotModified } from '../api/http.js';
import { OPERATIONS, type Operation } from '../api/operations.js';
import type {
  ClientWorkers,
  DiscoveredWorker,
  Orderable,
  Task,
  WorkerOrder,
} from '../api/schemas.js';
import type { WorkerTimeTrackingSummary } from '../api/time-tracking-schema.js';
import {
  normaliseAdmin,
  normaliseClient,
  normaliseClientWorkers,
  normaliseEvent,
  normaliseHrContact,
  normaliseOrderable,
  normaliseOrderStatus,
  normaliseShift,
  normaliseTag,
  normaliseTask,
  normaliseWorker,
} from './normalise.js';
import { normaliseWorkerHours } from './normalise-hours.js';
import type { SetValidators } from './sync-memory.js';

/** What a fetch may share with the rest of its run: the worker list (asked for once) and today. */
export interface FetchContext {
  workers(c: WorkforceClient, call: CallOptions): Promise<DiscoveredWorker[]>;
  /** The worker's time-tracking UUID from the worker list; '' when the list does not give one. */
  uuidOf(c: WorkforceClient, call: CallOptions, workerId: string): Promise<string>;
  /** The local date (YYYY-MM-DD) whose pay period the crew hours cover. */
  today: string;
  /** The validators of the stored sets (SyncMemory); none: every set is read in full. */
  validatorsFor?: ((key: string) => SetValidators) | undefined;
}

/** What the simulator draws a served set's answer from; one seed gives the same rows every time. */
export interface ServedWorld {
  /** The simulator's local date (YYYY-MM-DD). */
  today: string;
  company: { name: string; domain: string };
  /** Seeded for this set and owner. */
  rng: { int(min: number, max: number): number; pick<T>(items: readonly T[]): T };
}

/** A set's batch before the runner stamps its id and time. */
type StoredBody<K extends SetKind> = Omit<SetBatch<K>, 'kind' | 'batchId' | 'asOf'>;

export interface SetSource<K extends SetKind, Api> {
  /** Words for the progress line and the failure list; `ownerId` is '' for a company-wide set. */
  label(ownerId: string): string;
  /** A list the server may lack: its 404 is remembered and it is not asked again. */
  discovery?: true;
  /** A 404 says the owner is gone from the server (its rows are kept, marked). */
  marksOwner?: true;
  /**
   * One request answers the whole set, so it is asked conditionally and a 304 means the stored
   * set is unchanged. Paged lists are not: an unchanged first page says nothing of the others.
   */
  conditional?: true;
  /** Undefined: there was nothing to ask; the stored set is left as it was. */
  fetch(c: WorkforceClient, call: CallOptions, ownerId: string, context: FetchContext): Promise<Api | undefined>;
  normalise(api: Api): StoredBody<K>;
  /**
   * The simulator's side, for a set no other simulator route holds the data of: the GET it
   * answers and its answer for one owner ('' for a company-wide set). An owner the simulator
   * does not know is answered 404 before `answer` is asked.
   */
  served?: { operation: Operation<never, unknown>; answer(world: ServedWorld, ownerId: string): unknown };
}

const source =
  <K extends SetKind>() =>
  <Api>(row: SetSource<K, Api>) =>
    row;

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** In the order the plan asks for them, company-wide sets first. */
export const SET_SOURCES = {
  events: source<'events'>()({
    label: () => 'Event list',
    discovery: true,
    fetch: async (c, call) => ({ events: await collect(c.eventsAll(call)) }),
    normalise: (api) => ({ events: api.events.map(normaliseEvent) }),
  }),
  workers: source<'workers'>()({
    label: () => 'Worker list',
    discovery: true,
    fetch: async (c, call, _id, context) => ({ workers: await context.workers(c, call) }),
    normalise: (api) => ({ workers: api.workers.map(normaliseWorker) }),
  }),
  clients: source<'clients'>()({
    label: () => 'Client list',
    discovery: true,
    fetch: async (c, call) => ({ clients: await collect(c.clientsAll(call)) }),
    normalise: (api) => ({ clients: api.clients.map(normaliseClient) }),
  }),
  orderables: source<'orderables'>()({
    conditional: true,
    label: () => 'Orderable items',
    fetch: (c, call): Promise<{ orderables: Orderable[]; currency?: string }> => c.catalogue(call),
    // The catalogue's currency rides on each row, so a change of currency rewrites the rows it changes.
    normalise: (api) => ({ orderables: api.orderables.map((o) => normaliseOrderable(o, api.currency ?? '')) }),
  }),
  // Synced, not fetched on demand: after an incident on site there may be no signal to ask.
  'hr-contacts': source<'hr-contacts'>()({
    conditional: true,
    label: () => 'HR contacts',
    fetch: async (c, call) => ({ contacts: await c.call(OPERATIONS.hrContacts, undefined, call) }),
    normalise: (api) => ({ contacts: api.contacts.map(normaliseHrContact) }),
    served: {
      operation: OPERATIONS.hrContacts,
      answer: ({ company: { domain } }) => [
        { id: 1, hr_manager: 'Dana Whitfield', hr_email: `hr@${domain}`, hr_phone: '(415) 555-0140', is_default: 0 },
        { id: 2, hr_manager: 'Luis Carvalho', hr_email: `luis.carvalho@${domain}`, hr_phone: '(415) 555-0141', is_default: 1 },
        { id: 3, hr_manager: 'Priya Raman', hr_email: `payroll@${domain}`, hr_phone: '(408) 555-0142', is_default: 0 },
      ],
    },
  }),
  tasks: source<'tasks'>()({
    label: () => 'Tasks',
    fetch: (c, call): Promise<{ tasks: Task[]; total: number }> => c.tasksUpTo(TASKS_CAP, call),
    normalise: (api) => ({ tasks: api.tasks.map(normaliseTask), total: api.total }),
  }),
  'event-shifts': source<'event-shifts'>()({
    conditional: true,
    label: (eventId) => `Shifts of event ${eventId}`,
    marksOwner: true,
    fetch: async (c, call, eventId) => ({ eventId, shifts: await c.eventShifts(eventId, call) }),
    normalise: (api) => ({ eventId: api.eventId, shifts: api.shifts.map((s) => normaliseShift(api.eventId, s)) }),
  }),
  'event-admins': source<'event-admins'>()({
    conditional: true,
    label: (eventId) => `Admins of event ${eventId}`,
    marksOwner: true,
    fetch: async (c, call, eventId) => ({ eventId, admins: await c.eventAdmins(eventId, call) }),
    normalise: (api) => ({ eventId: api.eventId, admins: api.admins.map((a) => normaliseAdmin(api.eventId, a)) }),
  }),
  'worker-tags': source<'worker-tags'>()({
    conditional: true,
    label: (workerId) => `Tags of worker ${workerId}`,
    marksOwner: true,
    fetch: async (c, call, workerId) => ({ workerId, tags: await c.workerTags(workerId, call) }),
    normalise: (api) => ({ workerId: api.workerId, tags: api.tags.map((t) => normaliseTag(api.workerId, t)) }),
  }),
  // Marks no owner: a 404 here says the UUID is unknown to time tracking, not that the worker is gone.
  'worker-hours': source<'worker-hours'>()({
    conditional: true,
    label: (workerId) => `Hours of worker ${workerId}`,
    fetch: async (c, call, workerId, context): Promise<{ workerId: string; uuid: string; summary: WorkerTimeTrackingSummary } | undefined> => {
      // A crew worker without a UUID has no hours to fetch. The worker list is not this set's answer.
      const { conditional: _summaryOnly, ...listCall } = call;
      const uuid = await context.uuidOf(c, listCall, workerId);
      if (uuid === '') return undefined;
      return { workerId, uuid, summary: await c.workerSummary(uuid, context.today, call) };
    },
    normalise: (api) => ({ workerId: api.workerId, hours: normaliseWorkerHours(api.workerId, api.uuid, api.summary) }),
  }),
  'client-workers': source<'client-workers'>()({
    conditional: true,
    label: (clientId) => `Worker preferences of client ${clientId}`,
    fetch: async (c, call, clientId): Promise<{ clientId: string; lists: ClientWorkers }> => ({
      clientId,
      lists: await c.clientWorkers(clientId, call),
    }),
    normalise: (api) => ({ clientId: api.clientId, workers: normaliseClientWorkers(api.clientId, api.lists) }),
  }),
} satisfies { [K in SetKind]: { normalise(api: never): StoredBody<K> } };

type Sources = typeof SET_SOURCES;
type ApiOf<K extends SetKind> = Sources[K] extends SetSource<K, infer Api> ? Api : never;

/** A batch's content as the API answered it. */
export type ApiBatchBody =
  | { [K in SetKind]: { kind: K } & ApiOf<K> }[SetKind]
  /** `order` undefined: the server does not know the order. */
  | { kind: 'order-status'; localId: string; orderId: string; order: WorkerOrder | undefined }
  | { kind: 'order-status-unavailable' }
  /** A 304: the set stored at `since` holds. */
  | { kind: 'unchanged'; key: string; since: string };

/** A batch before the runner stamps its id and time: its rows in stored form. */
export type BatchBody = SyncBatch extends infer B ? (B extends SyncBatch ? Omit<B, 'batchId' | 'asOf'> : never) : never;

export function normaliseBody(body: ApiBatchBody): BatchBody {
  switch (body.kind) {
    case 'order-status':
      return {
        kind: body.kind,
        localId: body.localId,
        orderId: body.orderId,
        status: body.order && normaliseOrderStatus(body.order),
      };
    case 'order-status-unavailable':
    case 'unchanged':
      return body;
    default: {
      const normalise = SET_SOURCES[body.kind].normalise as (api: ApiBatchBody) => object;
      return { kind: body.kind, ...normalise(body) } as BatchBody;
    }
  }
}

/** The item that fetches one set (for its owner, when it has one), as its source row says. */
export function setItemOf(
  kind: SetKind,
  ownerId: string,
  context: FetchContext,
  row = SET_SOURCES[kind] as SetSource<SetKind, object>,
) {
  const key = ownerId === '' ? setKey(kind as never) : setKey(kind as never, ownerId);
  return {
    key,
    label: row.label(ownerId),
    discovery: row.discovery && kind,
    marksOwner: row.marksOwner,
    fetch: async (c: WorkforceClient, call: CallOptions): Promise<ApiBatchBody | undefined> => {
      // Read when the item runs: a set refused as stale is asked again without them.
      const kept = row.conditional ? context.validatorsFor?.(key) : undefined;
      try {
        const api = await row.fetch(c, kept ? { ...call, conditional: kept.conditional } : call, ownerId, context);
        return api && ({ kind, ...api } as ApiBatchBody);
      } catch (e) {
        if (e instanceof NotModified && kept?.since !== undefined) return { kind: 'unchanged', key, since: kept.since };
        throw e;
      }
    },
  };
}
