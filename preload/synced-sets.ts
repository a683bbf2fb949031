/**
 * The synced sets, one row each: whose set it is (one per followed event, crew worker or client,
 * or one for the company), the Dexie table its rows are kept in, and what its batch carries.
 * `SetKind`, `OwnedKind` and the sets' members of `SyncBatch` are derived from this table; main's
 * sources (main/core/sync/set-sources.ts) and the renderer's apply rules
 * (renderer/src/shared/db/apply-batch-kinds.ts) each hold one row per kind of it, and a test
 * fails when a kind is missing from either (test/unit/preload/synced-sets.test.ts).
 */
import type {
  ListedEvent,
  ListedWorker,
  StoredAdmin,
  StoredClient,
  StoredClientWorker,
  StoredHrContact,
  StoredOrderable,
  StoredShift,
  StoredTask,
  StoredWorkerHours,
  StoredWorkerTag,
} from './rows';

/** Who owns a set, and the field of its batch (and of its rows) that names the owner. */
export const OWNER_FIELDS = { event: 'eventId', worker: 'workerId', client: 'clientId' } as const;
export type SetOwner = keyof typeof OWNER_FIELDS;

export interface SetShape {
  /** Absent: one set for the company. */
  owner?: SetOwner;
  /** The renderer's table (renderer/src/shared/db/schema.ts) holding the set's rows. */
  table: string;
  /** The batch's field carrying the rows. */
  rows: string;
}

/** A row of the table; `Body` (what a batch carries besides its kind, stamp and owner id) is a type only. */
const set =
  <Body>() =>
  <const S extends SetShape & { rows: keyof Body }>(shape: S) =>
    shape as S & { readonly body?: Body };

export const SYNCED_SETS = {
  'event-shifts': set<{ shifts: StoredShift[] }>()({ owner: 'event', table: 'shifts', rows: 'shifts' }),
  'event-admins': set<{ admins: StoredAdmin[] }>()({ owner: 'event', table: 'admins', rows: 'admins' }),
  'worker-tags': set<{ tags: StoredWorkerTag[] }>()({ owner: 'worker', table: 'workerTags', rows: 'tags' }),
  'worker-hours': set<{ hours: StoredWorkerHours }>()({ owner: 'worker', table: 'workerHours', rows: 'hours' }),
  'client-workers': set<{ workers: StoredClientWorker[] }>()({ owner: 'client', table: 'clientWorkers', rows: 'workers' }),
  orderables: set<{ orderables: StoredOrderable[] }>()({ table: 'orderables', rows: 'orderables' }),
  'hr-contacts': set<{ contacts: StoredHrContact[] }>()({ table: 'hrContacts', rows: 'contacts' }),
  /** `total`: how many tasks the server says it has; more than `tasks` holds when capped. */
  tasks: set<{ tasks: StoredTask[]; total: number }>()({ table: 'tasks', rows: 'tasks' }),
  events: set<{ events: ListedEvent[] }>()({ table: 'events', rows: 'events' }),
  workers: set<{ workers: ListedWorker[] }>()({ table: 'workers', rows: 'workers' }),
  clients: set<{ clients: StoredClient[] }>()({ table: 'clients', rows: 'clients' }),
};

type SyncedSets = typeof SYNCED_SETS;
export type SetKind = keyof SyncedSets;
export const SET_KINDS = Object.keys(SYNCED_SETS) as SetKind[];

type OwnerOf<K extends SetKind> = SyncedSets[K] extends { owner: infer O extends SetOwner } ? O : never;
/** Sets owned by one event, worker or client. */
export type OwnedKind = { [K in SetKind]: [OwnerOf<K>] extends [never] ? never : K }[SetKind];
/** Sets of the whole company, one each. */
export type WholeKind = Exclude<SetKind, OwnedKind>;

/** A set's batch: its kind, when it was fetched, its owner's id (for an owned set) and its rows. */
export type SetBatch<K extends SetKind> = { kind: K; batchId: string; asOf: string } & {
  [F in (typeof OWNER_FIELDS)[OwnerOf<K>]]: string;
} & NonNullable<SyncedSets[K]['body']>;

/** The batch of each synced set. */
export type SetBatches = { [K in SetKind]: SetBatch<K> }[SetKind];

/** The key of a set: main's sync plan names its items by it, the renderer's syncSets table stores it. */
export function setKey(kind: OwnedKind, ownerId: string): string;
export function setKey(kind: WholeKind): string;
export function setKey(kind: SetKind, ownerId?: string): string {
  return ownerId === undefined ? kind : `${kind}:${ownerId}`;
}

/** A set's shape, for code that walks the table. */
export const setShape = (kind: SetKind): SetShape => SYNCED_SETS[kind];

/** The owner a set's batch names, as "event/42"; undefined for a company-wide set. */
export function setOwnerOf(batch: SetBatches): string | undefined {
  const { owner } = setShape(batch.kind);
  return owner && `${owner}/${(batch as unknown as Record<string, string>)[OWNER_FIELDS[owner]]}`;
}
