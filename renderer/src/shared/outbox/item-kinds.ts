/**
 * Each kind of outbox item as one row: what a screen hands in to make one (checked, stored, or
 * folded into an earlier item still waiting), what a sentence calls it, the one request it
 * makes, what a delivered answer records on it (and beside it) and what an unsure answer does
 * to it, and what a row read from a damaged outbox needs to be listed. The state machine, the
 * store and the sender read these rows instead of branching on the kind; the mapped type fails
 * to compile until a new kind has its row. The Orders room's rows (orders-view.ts ITEM_VIEWS,
 * orders-csv.ts CSV_COLUMNS) say how each kind is shown, printed and exported, typed the same way.
 */
import type {
  OrderOutcome,
  OutboxOutcome,
  RequirementEditOutcome,
  Result,
  SubmitOrderRequest,
  SubmitRequirementEditRequest,
} from '../../../../preload/contract';
import type {
  NewOrder,
  NewRequirementEdit,
  OutboxItem,
  OutboxItemBase,
  StoredOrder,
  StoredRequirementEdit,
} from '../db/rows';
import type { Table } from 'dexie';
import type { FieldDb } from '../db/schema';
import { checkId } from '../follow-view';
import { confirmedRequirement } from './confirmed-requirement';
import { OutboxError } from './errors';
import { replaceQueued } from './transitions';

export type ItemKindName = OutboxItem['kind'];
export type ItemOf<K extends ItemKindName> = Extract<OutboxItem, { kind: K }>;
/** An item whose request is safe to repeat counts the times it was sent again by itself. */
type Resending = OutboxItem & { autoResends: number };
type Delivered = Extract<OutboxOutcome, { outcome: 'delivered' }>;

/** What a screen hands the outbox to make an item of each kind. */
export interface NewItems {
  'worker-order': NewOrder;
  'requirement-edit': NewRequirementEdit;
}

/** The requests the items make (in the app: window.workforce). */
export interface ItemSenders {
  submit(req: SubmitOrderRequest): Promise<Result<OrderOutcome>>;
  submitEdit(req: SubmitRequirementEditRequest): Promise<Result<RequirementEditOutcome>>;
}

export interface ItemKind<K extends ItemKindName> {
  /** The screen's input with its text trimmed; throws OutboxError saying what is wrong. */
  check(input: NewItems[K]): NewItems[K];
  /** A new item's own fields, from its checked input (beside those every new item starts with). */
  made(input: NewItems[K]): Omit<ItemOf<K>, keyof OutboxItemBase>;
  /**
   * The earlier item still queued that takes the new input in its place (one request for both),
   * as it is then; undefined queues the new item behind the others. Inside the enqueue's transaction.
   */
  foldInto?(db: FieldDb, input: NewItems[K], now: number): Promise<ItemOf<K> | undefined>;
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
  records?: {
    tables: readonly StoreName[];
    write(db: FieldDb, item: ItemOf<K>, outcome: Delivered, now: number): unknown;
  };
}

const ID_MAX = 100;
const TEXT_MAX = 200;
/** As main's payload schema allows. */
export const NOTES_MAX = 5000;

// An order main would refuse as a payload (ids of 1 to 100 characters) is never queued.
function orderId(value: unknown, message: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length === 0 || text.length > ID_MAX) throw new OutboxError('invalid-order', message);
  return text;
}

function orderText(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.length > TEXT_MAX)
    throw new OutboxError('invalid-order', `The ${what} is not readable.`);
  return value.trim();
}

/** An edit's ids follow the rule of every typed id; it changes "required" or the notes, or both. */
function checkRequirementEdit(input: NewRequirementEdit): NewRequirementEdit {
  const { isRequired, notes } = input.change;
  if (isRequired === undefined && notes === undefined) {
    throw new OutboxError('invalid-edit', 'Change "required" or the notes first.');
  }
  if (notes !== undefined && notes.length > NOTES_MAX) {
    throw new OutboxError('invalid-edit', `Notes have at most ${NOTES_MAX} characters.`);
  }
  const id = (text: string, what: string) => {
    const checked = checkId(text);
    if ('error' in checked) throw new OutboxError('invalid-edit', `The ${what}: ${checked.error}`);
    return checked.id;
  };
  return {
    templateId: id(input.templateId, 'template id'),
    requirementId: id(input.requirementId, 'requirement id'),
    change: {
      ...(isRequired === undefined ? {} : { isRequired }),
      ...(notes === undefined ? {} : { notes }),
    },
  };
}

/** A table of the database, by name. */
type StoreName = { [T in keyof FieldDb]: FieldDb[T] extends Table ? T : never }[keyof FieldDb];
const isText = (value: unknown): value is string => typeof value === 'string';

export const ITEM_KINDS: { [K in ItemKindName]: ItemKind<K> } = {
  'worker-order': {
    check: (input) => ({
      workerId: orderId(input.workerId, 'Choose a worker.'),
      personnelId: orderId(input.personnelId, 'This worker has no personnel id yet: sync the crew, then try again.'),
      orderableId: orderId(input.orderableId, 'Choose an item to order.'),
      orderableName: orderText(input.orderableName, 'item name'),
      cost: orderText(input.cost, 'cost'),
      currency: orderText(input.currency ?? '', 'currency'),
    }),
    made: (order) => ({
      kind: 'worker-order',
      ...order,
      serverOrderId: undefined,
      serverStatus: undefined,
    }),
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
    check: checkRequirementEdit,
    made: (edit) => ({ kind: 'requirement-edit', ...edit, autoResends: 0, replaced: 0 }),
    // While an earlier edit of the same requirement still waits, the change joins it (one PATCH,
    // in its place). An edit already out or settled is left alone: the new one queues behind it.
    foldInto: async (db, edit, now) => {
      const edits = await db.outbox
        .where('[templateId+requirementId]')
        .equals([edit.templateId, edit.requirementId])
        .sortBy('createdAt');
      // Only the newest may take it: folded into an older one, it would be overwritten by those between.
      const newest = edits.at(-1);
      return newest && isRequirementEdit(newest) && newest.state === 'queued'
        ? replaceQueued(newest, edit.change, now)
        : undefined;
    },
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
        'requirement' in outcome
          ? db.requirements.put(confirmedRequirement(item, outcome.requirement, now))
          : undefined,
    },
  },
};

// The rows are typed per kind; an item of the union reaches its own row here, once.
interface AnyRow {
  check(input: NewItems[ItemKindName]): NewItems[ItemKindName];
  made(input: NewItems[ItemKindName]): Omit<OutboxItem, keyof OutboxItemBase>;
  foldInto?(db: FieldDb, input: NewItems[ItemKindName], now: number): Promise<OutboxItem | undefined>;
  noun: string;
  send(senders: ItemSenders, item: OutboxItem): Promise<Result<OutboxOutcome>>;
  delivered(item: OutboxItem, outcome: Delivered): OutboxItem | undefined;
  unsure: 'resend' | 'ask';
  workerOf(item: OutboxItem): string | undefined;
  readable(row: Record<string, unknown>): boolean;
  records?: {
    tables: readonly StoreName[];
    write(db: FieldDb, item: OutboxItem, outcome: Delivered, now: number): unknown;
  };
}
const rowOf = (item: OutboxItem) => kindRow(item.kind);

/** The row of a kind, for code that works on items of any kind. */
export const kindRow = (kind: ItemKindName) => ITEM_KINDS[kind] as AnyRow;

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
