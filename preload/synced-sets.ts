/**
 * The synced sets, one row each: whose set it is (one per followed event, crew worker or client,
 * or one for the company), the Dexie table its rows are kept in (its key and indexes, and the
 * schema version that added it), and what its batch carries. `SetKind`, `OwnedKind`, the sets'
 * members of `SyncBatch`, the renderer's typed tables and the schema entry of each set's table
 * (renderer/src/shared/db/schema.ts) are derived from this table; main's sources
 * (main/core/sync/set-sources.ts) hold one row per kind of it, and a test fails when a kind is
 * missing from any derived table (test/unit/renderer/shared/db/synced-sets.test.ts).
 */
import type {
  ListedEvent,
  ListedWorker,
  StoredAdmin,
  StoredClient,
  StoredClientWorker,
  StoredEvent,
  StoredHrContact,
  StoredOrderable,
  StoredShift,
  StoredTask,
  StoredWorker,
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
  /**
   * The table's primary key and indexes, as Dexie writes them ('[eventId+id], [eventId+startTime]'):
   * an owned set is keyed by its owner first, so replacing one owner's rows never touches another's.
   */
  store: string;
  /**
   * The schema version that added the table. A new set takes the version after the last
   * published one; a published version is never edited, so a set whose table changed later
   * (its indexes) has that change written out in schema.ts's VERSIONS.
   */
  since: number;
  /** The batch's field carrying the rows. */
  rows: string;
}

/**
 * A row of the table. `Body` (what a batch carries besides its kind, stamp and owner id) and
 * `Stored` (the table's row, when it carries more than the batch's: a not-found mark) are types only.
 */
const set =
  <Body, Stored = never>() =>
  <const S extends SetShape & { rows: keyof Body }>(shape: S) =>
    shape as S & { readonly body?: Body; readonly stored?: Stored };

export const SYNCED_SETS = {
  'event-shifts': set<{ shifts: StoredShift[] }>()({
    owner: 'event',
    table: 'shifts',
    store: '[eventId+id], [eventId+startTime]',
    since: 1,
    rows: 'shifts',
  }),
  'event-admins': set<{ admins: StoredAdmin[] }>()({ owner: 'event', table: 'admins', store: '[eventId+id]', since: 1, rows: 'admins' }),
  'worker-tags': set<{ tags: StoredWorkerTag[] }>()({
    owner: 'worker',
    table: 'workerTags',
    store: '[workerId+id]',
    since: 1,
    rows: 'tags',
  }),
  'worker-hours': set<{ hours: StoredWorkerHours }>()({
    owner: 'worker',
    table: 'workerHours',
    store: 'workerId',
    since: 6,
    rows: 'hours',
  }),
  'client-workers': set<{ workers: StoredClientWorker[] }>()({
    owner: 'client',
    table: 'clientWorkers',
    store: '[clientId+personnelId]',
    since: 7,
    rows: 'workers',
  }),
  orderables: set<{ orderables: StoredOrderable[] }>()({ table: 'orderables', store: 'id', since: 1, rows: 'orderables' }),
  'hr-contacts': set<{ contacts: StoredHrContact[] }>()({ table: 'hrContacts', store: 'id', since: 4, rows: 'contacts' }),
  /**
   * `total`: how many tasks the server says it has; more than `tasks` holds when capped. Filtered
   * and sorted in memory (at most TASKS_CAP rows), so no index beyond the key.
   */
  tasks: set<{ tasks: StoredTask[]; total: number }>()({ table: 'tasks', store: 'id', since: 5, rows: 'tasks' }),
  events: set<{ events: ListedEvent[] }, StoredEvent>()({ table: 'events', store: 'id, date', since: 1, rows: 'events' }),
  workers: set<{ workers: ListedWorker[] }, StoredWorker>()({ table: 'workers', store: 'id', since: 1, rows: 'workers' }),
  clients: set<{ clients: StoredClient[] }>()({ table: 'clients', store: 'id', since: 7, rows: 'clients' }),
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

/** The name of a set's table in the renderer's database. */
export type SetTable<K extends SetKind> = SyncedSets[K]['table'];

type BatchRow<K extends SetKind> =
  NonNullable<SyncedSets[K]['body']>[SyncedSets[K]['rows'] & keyof NonNullable<SyncedSets[K]['body']>] extends infer R
    ? R extends readonly (infer Row)[]
      ? Row
      : R
    : never;

/** A row of a set's table: the batch's row, or the stored row the set's entry names. */
export type SetRow<K extends SetKind> = [NonNullable<SyncedSets[K]['stored']>] extends [never]
  ? BatchRow<K>
  : NonNullable<SyncedSets[K]['stored']>;

type CompoundKey<Inner extends string> = Inner extends `${string}+${infer Rest}` ? [string, ...CompoundKey<Rest>] : [string];

/** The primary key of a set's table, read from its store: '[eventId+id], …' is [string, string]. */
export type SetTableKey<K extends SetKind> = SyncedSets[K]['store'] extends `[${infer Inner}]${string}`
  ? CompoundKey<Inner>
  : string;

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
