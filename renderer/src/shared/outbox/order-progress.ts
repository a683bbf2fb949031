/**
 * What became of a placed worker order: the office's answers, as main reads them during syncs
 * (GET /workers/{id}/orders/{order_id}), merged into what is kept with the order. Pure.
 *
 * Answers can arrive in any order (a sync and the light timer between syncs overlap, a batch
 * is retried): the newest reading wins and an older one changes nothing. The newest is shown
 * as the server gives it, a status moved back included. `since` is when this computer first
 * read the current status, so an approval read again and again is one change, never two.
 */
import type { FollowedOrder, StoredOrderStatus } from '../../../../preload/contract';
import type { OrderProgress, OutboxItem, ProgressUnavailable, StoredOrder } from '../db/rows';
import { isWorkerOrder } from './item-kinds';

/** One reading: the office's answer, or why there is none. */
export type ProgressAnswer =
  { asOf: string; office: StoredOrderStatus } | { asOf: string; office: undefined; unavailable: ProgressUnavailable };

/** WORKER_ORDER_STATUS's "completed": the end of the path. */
export const COMPLETED_STATUS = '2';

/** What the supervisor sees of an answer: the status (the placing answer's until one is read) and the message. */
const seen = (office: StoredOrderStatus | undefined, placedStatus: string) =>
  `${office?.status ?? placedStatus}\n${office?.message ?? ''}`;

/** A reading is stamped when main reads it: one stamped later than this after now, a clock that ran fast stamped. */
const READING_AHEAD_MS = 60_000;

/**
 * The progress after `answer`, and whether anything the supervisor sees changed (a status or
 * message other than known, where a first reading is compared with the status the server gave
 * when it took the order); undefined when the answer is no newer than what is kept. A kept
 * reading stamped ahead of `now` (a clock that ran fast, put right since) is older than any.
 */
export function mergeProgress(
  kept: OrderProgress | undefined,
  answer: ProgressAnswer,
  placedStatus = '',
  now = Date.now(),
): { progress: OrderProgress; changed: boolean } | undefined {
  const keptTrusted = kept !== undefined && !(Date.parse(kept.asOf) - now > READING_AHEAD_MS);
  if (kept && keptTrusted && answer.asOf <= kept.asOf) return undefined;
  // A server that no longer answers for the order leaves what it said last on screen.
  const office = answer.office ?? kept?.office;
  const unavailable = answer.office ? undefined : answer.unavailable;
  const sameStatus = kept !== undefined && kept.office?.status === office?.status;
  const progress: OrderProgress = {
    office,
    asOf: answer.asOf,
    since: sameStatus ? kept.since : answer.asOf,
    unavailable,
  };
  const changed = seen(kept?.office, placedStatus) !== seen(office, placedStatus) || kept?.unavailable !== unavailable;
  return { progress, changed };
}

/** Placed with a server id, not completed, and the server can tell: its progress is read. */
export function isFollowed(item: OutboxItem): item is StoredOrder & { serverOrderId: string } {
  return (
    isWorkerOrder(item) &&
    item.state === 'delivered' &&
    item.serverOrderId !== undefined &&
    item.progress?.unavailable === undefined &&
    item.progress?.office?.status !== COMPLETED_STATUS
  );
}

/** What main is asked to follow, from the outbox's rows. */
export function followedOrders(items: readonly OutboxItem[]): FollowedOrder[] {
  return items.filter(isFollowed).map((o) => ({
    localId: o.localId,
    workerId: o.workerId,
    orderId: o.serverOrderId,
    placedAt: o.createdAt,
    ...(o.progress ? { statusAsOf: o.progress.asOf } : {}),
  }));
}
