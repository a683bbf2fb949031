/**
 * What a screen hands the outbox to place an order, checked here so an order that main would
 * refuse as a payload (ids of 1 to 100 characters) is never queued in the first place.
 */
import { OutboxError } from './errors';

export interface NewOrder {
  workerId: string;
  personnelId: string;
  orderableId: string;
  /** As the cached catalogue showed it, so the outbox reads well offline. */
  orderableName: string;
  /** Money as the server wrote it ("12.50"); '' when the catalogue gives none. */
  cost: string;
  /** The catalogue's currency code as stored; absent or '' when the configuration gives none. */
  currency?: string | undefined;
}

const ID_MAX = 100;
const TEXT_MAX = 200;

function id(value: unknown, message: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length === 0 || text.length > ID_MAX) throw new OutboxError('invalid-order', message);
  return text;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.length > TEXT_MAX)
    throw new OutboxError('invalid-order', `The ${what} is not readable.`);
  return value.trim();
}

/** The order with its ids trimmed; throws OutboxError('invalid-order') naming what is missing. */
export function validateNewOrder(input: NewOrder): NewOrder {
  return {
    workerId: id(input.workerId, 'Choose a worker.'),
    personnelId: id(input.personnelId, 'This worker has no personnel id yet: sync the crew, then try again.'),
    orderableId: id(input.orderableId, 'Choose an item to order.'),
    orderableName: text(input.orderableName, 'item name'),
    cost: text(input.cost, 'cost'),
    currency: text(input.currency ?? '', 'currency'),
  };
}
