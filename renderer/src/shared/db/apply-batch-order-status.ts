/** A followed order's progress, read by the sync, merged into its outbox row (outbox/order-progress.ts). */
import { isFollowed, mergeProgress, type ProgressAnswer } from '../outbox/order-progress';
import type { FieldDb } from './schema';
import type { BatchOf } from './apply-batch-writes';
import { isWorkerOrder } from '../outbox/item-kinds';

/**
 * Counted as a data row only when what the supervisor sees changed: reading the same status
 * again only refreshes its "as of", like a set's bookkeeping. An order this database does not
 * hold (another connection's) is left alone.
 */
export async function applyOrderStatus(db: FieldDb, b: BatchOf<'order-status'>, now: Date): Promise<number> {
  const order = await db.outbox.get(b.localId);
  if (!order || !isWorkerOrder(order) || order.serverOrderId !== b.orderId) return 0;
  const answer: ProgressAnswer = b.status
    ? { asOf: b.asOf, office: b.status }
    : { asOf: b.asOf, office: undefined, unavailable: 'order-not-found' };
  const merged = mergeProgress(order.progress, answer, order.serverStatus, now.getTime());
  if (!merged) return 0;
  await db.outbox.put({ ...order, progress: merged.progress });
  return merged.changed ? 1 : 0;
}

/** The server has no way to read an order: every followed order stays "Placed", and says why. */
export async function applyOrderStatusUnavailable(
  db: FieldDb,
  b: BatchOf<'order-status-unavailable'>,
  now: Date,
): Promise<number> {
  const followed = (await db.outbox.where('state').equals('delivered').toArray()).filter(isFollowed);
  const marked = followed.flatMap((order) => {
    const merged = mergeProgress(
      order.progress,
      { asOf: b.asOf, office: undefined, unavailable: 'no-operation' },
      order.serverStatus,
      now.getTime(),
    );
    return merged ? [{ ...order, progress: merged.progress }] : [];
  });
  if (marked.length > 0) await db.outbox.bulkPut(marked);
  return marked.length;
}
