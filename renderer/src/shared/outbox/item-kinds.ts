/**
 * Each kind of outbox item as one row: what a sentence calls it, the one request it makes, what
 * a delivered answer records on it (and beside it) and what an unsure answer does to it, and
 * what a row read from a damaged outbox needs to be listed. The state machine, the store and the
 * sender read these rows instead of branching on the kind; the mapped type fails to compile
 * until a new kind has its row. The Orders room's rows (orders-view.ts ITEM_VIEWS, orders-csv.ts
 * CSV_COLUMNS) say how each kind is shown, printed and exported, typed the same way.
 */
import type {
  OrderOutcome,
  OutboxOutcome,
  RequirementEditOutcome,
  Result,
  SubmitOrderRequest,
  SubmitRequirementEditRequest,
} from '../../../../preload/contract';
import type { OutboxItem, StoredOrder, StoredRequirementEdit } from '../db/rows';
import type { Table } from 'dexie';
import type { FieldDb } from '../db/schema';
import { confirmedRequirement } from './confirmed-requirement';

export type ItemKindName = OutboxItem['kind'];
export type ItemOf<K extends ItemKindName> = Extract<OutboxItem, { kind: K }>;
/** An item whose request is safe to repeat counts the times it was sent again by itself. */
type Resending = OutboxItem & { autoResends: number };
type Delivered = Extract<OutboxOutcome, { outcome: 'delivered' }>;

/** The requests the items make (in the app: window.workforce). */
export interface ItemSenders {
  submit(req: SubmitOrderRequest): Promise<Result<OrderOutcome>>;
  submitEdit(req: SubmitRequirementEditRequest): Promise<Result<RequirementEditOutcome>>;
}

export interface ItemKind<K extends ItemKindName> {
  /** The item in a sentence: "Cannot send an order that is delivered." */
  noun: string;
  send(senders: ItemSenders, item: ItemOf<K>): Promise<Result<OutboxOutcome>>;
  /** The item as the delivered answer leaves it; undefined when the answer is another kind's. */
  delivered(item: ItemOf<K>, outcome: Delivered): ItemOf<K> | undefined;
  /**
   * An answer that may or may not have arrived (or the app closing mid-send): 'resend' when the
   * request sets values (a PATCH: twice is once), so it is queued again by itself; 'ask' when a
   * repeat may duplicate (a POST), so it waits for the supervisor to send again or mark it placed.
   */
  unsure: ItemOf<K> extends Resending ? 'resend' | 'ask' : 'ask';
  /** The worker the item is for; undefined when it is for none. */
  workerOf(item: ItemOf<K>): string | undefined;
  /** A raw row from a damaged outbox has what a listed item of this kind needs. */
  readable(row: Record<string, unknown>): boolean;
  /** What a delivery also stores beside the item, in its transaction: the tables and the write. */
  records?: { tables: readonly StoreName[]; write(db: FieldDb, item: ItemOf<K>, outcome: Delivered, now: number): unknown };
}

/** A table of the database, by name. */
type StoreName = { [T in keyof FieldDb]: FieldDb[T] extends Table ? T : never }[keyof FieldDb];
const isText = (value: unknown): value is string => typeof value === 'string';

export const ITEM_KINDS: { [K in ItemKindName]: ItemKind<K> } = {
  'worker-order': {
    noun: 'an order',
    send: (senders, item) =>
      senders.submit({
        localId: item.localId,
        workerId: item.workerId,
        orderableId: item.orderableId,
        personnelId: item.personnelId,
      }),
    delivered: (item, outcome) =>
      'order' in outcome ? { ...item, serverOrderId: outcome.order.id, serverStatus: outcome.order.status } : undefined,
    unsure: 'ask',
    workerOf: (item) => item.workerId,
    readable: (r) => isText(r['workerId']) && isText(r['orderableId']),
  },
  'requirement-edit': {
    noun: 'a requirement change',
    send: (senders, item) =>
      senders.submitEdit({
        localId: item.localId,
        templateId: item.templateId,
        requirementId: item.requirementId,
        ...item.change,
      }),
    delivered: (item, outcome) => ('requirement' in outcome ? item : undefined),
    unsure: 'resend',
    workerOf: () => undefined,
    readable: (r) => isText(r['templateId']) && isText(r['requirementId']),
    // The server's answer is the requirement's value from now on, on disk with the delivery.
    records: {
      tables: ['requirements'],
      write: (db, item, outcome, now) =>
        'requirement' in outcome ? db.requirements.put(confirmedRequirement(item, outcome.requirement, now)) : undefined,
    },
  },
};

// The rows are typed per kind; an item of the union reaches its own row here, once.
interface AnyRow {
  noun: string;
  send(senders: ItemSenders, item: OutboxItem): Promise<Result<OutboxOutcome>>;
  delivered(item: OutboxItem, outcome: Delivered): OutboxItem | undefined;
  unsure: 'resend' | 'ask';
  workerOf(item: OutboxItem): string | undefined;
  readable(row: Record<string, unknown>): boolean;
  records?: { tables: readonly StoreName[]; write(db: FieldDb, item: OutboxItem, outcome: Delivered, now: number): unknown };
}
const rowOf = (item: OutboxItem) => ITEM_KINDS[item.kind] as AnyRow;

/** "an order", "a requirement change". */
export const itemNoun = (item: OutboxItem): string => rowOf(item).noun;

/** The one request an item makes, through its own channel. */
export const sendItem = (senders: ItemSenders, item: OutboxItem) => rowOf(item).send(senders, item);

/** The item as a delivered answer leaves it; undefined when the answer is another kind's. */
export const deliveredItem = <T extends OutboxItem>(item: T, outcome: Delivered): T | undefined =>
  rowOf(item).delivered(item, outcome) as T | undefined;

/** The worker an item is for; undefined when it is for none (an edit). */
export const itemWorker = (item: OutboxItem): string | undefined => rowOf(item).workerOf(item);

/** An item an unsure answer queues again by itself (its request is safe to repeat). */
export const resendsWhenUnsure = (item: OutboxItem): item is Extract<OutboxItem, Resending> =>
  rowOf(item).unsure === 'resend';

/** A raw row of a kind the outbox knows, with what its kind needs to be listed. */
export function isReadableItem(r: Record<string, unknown>): boolean {
  const row = (ITEM_KINDS as Record<string, AnyRow | undefined>)[String(r['kind'])];
  return row?.readable(r) ?? false;
}

/** Every table a delivery may write beside the outbox: a settle's transaction opens them all. */
export const DELIVERY_TABLES: readonly StoreName[] = [
  'outbox',
  ...new Set(Object.values(ITEM_KINDS as Record<string, AnyRow>).flatMap((row) => row.records?.tables ?? [])),
];

/** What a delivered answer stores beside the item (the kind's own record), in the caller's transaction. */
export const recordDelivery = (db: FieldDb, item: OutboxItem, outcome: OutboxOutcome, now: number) =>
  outcome.outcome === 'delivered' ? rowOf(item).records?.write(db, item, outcome, now) : undefined;

/** The items that are worker orders (those the office tracks along a path), wherever a list wants only them. */
export const isWorkerOrder = (item: OutboxItem): item is StoredOrder => item.kind === 'worker-order';
export const isRequirementEdit = (item: OutboxItem): item is StoredRequirementEdit => item.kind === 'requirement-edit';
