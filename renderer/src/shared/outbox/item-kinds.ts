/**
 * Each kind of outbox item as one row: what a sentence calls it, the one request it makes, what
 * a delivered answer records on it and what an unsure answer does to it. The state machine and
 * the sender read these rows instead of branching on the kind; the mapped type fails to compile
 * until a new kind has its row. The Orders room's rows (orders-view.ts ITEM_VIEWS, orders-csv.ts
 * CSV_COLUMNS) say how each kind is shown and exported, typed the same way.
 */
import type {
  OrderOutcome,
  OutboxOutcome,
  RequirementEditOutcome,
  Result,
  SubmitOrderRequest,
  SubmitRequirementEditRequest,
} from '../../../../preload/contract';
import type { OutboxItem } from '../db/rows';

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
}

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
  },
};

// The rows are typed per kind; an item of the union reaches its own row here, once.
interface AnyRow {
  noun: string;
  send(senders: ItemSenders, item: OutboxItem): Promise<Result<OutboxOutcome>>;
  delivered(item: OutboxItem, outcome: Delivered): OutboxItem | undefined;
  unsure: 'resend' | 'ask';
}
const rowOf = (item: OutboxItem) => ITEM_KINDS[item.kind] as AnyRow;

/** "an order", "a requirement change". */
export const itemNoun = (item: OutboxItem): string => rowOf(item).noun;

/** The one request an item makes, through its own channel. */
export const sendItem = (senders: ItemSenders, item: OutboxItem) => rowOf(item).send(senders, item);

/** The item as a delivered answer leaves it; undefined when the answer is another kind's. */
export const deliveredItem = <T extends OutboxItem>(item: T, outcome: Delivered): T | undefined =>
  rowOf(item).delivered(item, outcome) as T | undefined;

/** An item an unsure answer queues again by itself (its request is safe to repeat). */
export const resendsWhenUnsure = (item: OutboxItem): item is Extract<OutboxItem, Resending> =>
  rowOf(item).unsure === 'resend';
