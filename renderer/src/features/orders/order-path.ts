/**
 * A worker order's path, Queued → Placed → Approved → Completed: how far it got, in the
 * office's words where the office said more, and when each step was known. One function for
 * the Orders screen, the worker's page and the CSV export. Pure.
 */
import { WORKER_ORDER_STATUS, ownEntry } from '../../../../preload/contract';
import { codeWords } from '../../shared/code-words';
import type { OutboxItem, StoredOrder } from '../../shared/db/rows';

export type PathStep = 'queued' | 'placed' | 'approved' | 'completed';

export const PATH_STEPS: readonly { step: PathStep; label: string }[] = [
  { step: 'queued', label: 'Queued' },
  { step: 'placed', label: 'Placed' },
  { step: 'approved', label: 'Approved' },
  { step: 'completed', label: 'Completed' },
];

const BY_STATUS: Readonly<Record<string, PathStep>> = { '0': 'placed', '1': 'approved', '2': 'completed' };

export interface OrderPath {
  /** The last step reached; undefined off the path (rejected, or not sure it arrived). */
  reached: PathStep | undefined;
  /** A status the reference does not list, in the one code-words rule ("status code 7 (not named by the service)"); '' otherwise. */
  otherStatus: string;
  /** What the office wrote; '' when nothing. */
  message: string;
  /** When the order was queued (ISO). */
  queuedAt: string;
  /** When the server took it (ISO), once placed. */
  placedAt: string | undefined;
  /** When the office says its status last changed, as the server wrote it; '' when not given. */
  officeChangedAt: string;
  /** When this computer first read the current status (ISO). */
  seenAt: string | undefined;
  /** When the progress was last read (ISO): "as of" offline. */
  asOf: string | undefined;
  /** Why the progress cannot be read, in words; '' when it can. */
  unavailable: string;
}

const UNAVAILABLE: Readonly<Record<string, string>> = {
  'order-not-found': 'The server does not know this order any more, so its progress cannot be read.',
  'no-operation': 'This server does not tell what becomes of placed orders.',
};

function reachedOf(order: StoredOrder): PathStep | undefined {
  if (order.state === 'queued' || order.state === 'sending') return 'queued';
  if (order.state !== 'delivered') return undefined;
  const status = order.progress?.office?.status ?? order.serverStatus ?? '0';
  return ownEntry(BY_STATUS, status) ?? 'placed';
}

export function orderPath(order: StoredOrder): OrderPath {
  const progress = order.progress;
  const status = progress?.office?.status ?? order.serverStatus ?? '';
  const known = status === '' || Object.hasOwn(WORKER_ORDER_STATUS, status);
  return {
    reached: reachedOf(order),
    otherStatus:
      known || order.state !== 'delivered'
        ? ''
        : codeWords(status, { named: WORKER_ORDER_STATUS, kind: 'status' }).words,
    message: progress?.office?.message ?? '',
    queuedAt: order.createdAt,
    placedAt: order.state === 'delivered' ? (order.markedPlacedAt ?? order.updatedAt) : undefined,
    officeChangedAt: progress?.office?.changedAt ?? '',
    seenAt: progress?.office ? progress.since : undefined,
    asOf: progress?.asOf,
    unavailable: progress?.unavailable ? (ownEntry(UNAVAILABLE, progress.unavailable) ?? '') : '',
  };
}

/** Placed and not completed: the order is still open at the office. */
export function isOpenOrder(order: StoredOrder): boolean {
  const reached = reachedOf(order);
  return reached === 'queued' || reached === 'placed' || reached === 'approved';
}

/**
 * Why some placed orders stay "Placed", said once for the whole list (never as an error per
 * order): the server has no way to tell, or no longer knows some of them. '' when all is well.
 */
export function progressNote(items: readonly OutboxItem[]): string {
  const placed = items.filter((o): o is StoredOrder => o.kind === 'worker-order' && o.state === 'delivered');
  if (placed.some((o) => o.progress?.unavailable === 'no-operation')) {
    return 'This server does not tell what becomes of placed orders: they stay at “Placed”.';
  }
  const gone = placed.filter((o) => o.progress?.unavailable === 'order-not-found').length;
  if (gone === 0) return '';
  return gone === 1
    ? 'The server no longer knows one placed order: its progress is not read any more.'
    : `The server no longer knows ${gone} placed orders: their progress is not read any more.`;
}
