/**
 * Each kind of outbox item as one row: what a sentence calls it, the one request it makes, and
 * what a delivered answer records on it. The state machine and the sender read these rows
 * instead of branching on the kind; the mapped type fails to compile until a new kind has its row.
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
type ItemOf<K extends ItemKindName> = Extract<OutboxItem, { kind: K }>;
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
  },
};

// The rows are typed per kind; an item of the union reaches its own row here, once.
interface AnyRow {
  noun: string;
  send(senders: ItemSenders, item: OutboxItem): Promise<Result<OutboxOutcome>>;
  delivered(item: OutboxItem, outcome: Delivered): OutboxItem | undefined;
}
const rowOf = (item: OutboxItem) => ITEM_KINDS[item.kind] as AnyRow;

/** "an order", "a requirement change". */
export const itemNoun = (item: OutboxItem): string => rowOf(item).noun;

/** The one request an item makes, through its own channel. */
export const sendItem = (senders: ItemSenders, item: OutboxItem) => rowOf(item).send(senders, item);

/** The item as a delivered answer leaves it; undefined when the answer is another kind's. */
export const deliveredItem = <T extends OutboxItem>(item: T, outcome: Delivered): T | undefined =>
  rowOf(item).delivered(item, outcome) as T | undefined;
