/**
 * How worker orders read on screen: each outbox state as a label, an icon and a tone (never
 * colour alone), the server's status in words, costs, and the count that needs the supervisor.
 */
import { WORKER_ORDER_STATUS } from '../../../preload/contract';
import type { OutboxState, StoredOrder } from '../db/rows';

export type OrderCounts = Record<OutboxState, number>;

export interface StateLook {
  label: string;
  icon: string;
  tone: 'info' | 'warn' | 'danger' | 'ok';
  /** One line on what the state means for the supervisor. */
  means: string;
}

export const STATE_LOOK: Record<OutboxState, StateLook> = {
  queued: { label: 'Queued', icon: '…', tone: 'info', means: 'Waiting to be sent.' },
  sending: { label: 'Sending', icon: '↻', tone: 'info', means: 'Being sent now.' },
  delivered: { label: 'Placed', icon: '✓', tone: 'ok', means: 'The server has this order.' },
  rejected: { label: 'Rejected', icon: '✕', tone: 'danger', means: 'The server refused this order.' },
  unknown: {
    label: 'Not sure it arrived',
    icon: '?',
    tone: 'warn',
    means:
      'The server may or may not have this order: check the office dashboard, then mark it placed or send it again.',
  },
};

/** "pending", "approved", "completed"; a code the app does not know as "status X". */
export function serverStatusLabel(status: string | undefined): string {
  if (status === undefined || status === '') return '';
  return (WORKER_ORDER_STATUS as Record<string, string>)[status] ?? `status ${status}`;
}

/** The catalogue's money as written ("12.50"); an empty cost says so instead of showing 0. */
export function costLabel(cost: string): string {
  return cost.trim() === '' ? 'no cost' : cost;
}

/** Orders the supervisor still has to watch or act on: the nav and status-bar badge. */
export function ordersNeedingAttention(counts: OrderCounts | undefined): number {
  if (!counts) return 0;
  return counts.queued + counts.sending + counts.unknown + counts.rejected;
}

/** Orders per state, from the list the screen already has. */
export function countByState(orders: readonly StoredOrder[]): OrderCounts {
  const counts: OrderCounts = { queued: 0, sending: 0, delivered: 0, rejected: 0, unknown: 0 };
  for (const order of orders) counts[order.state] += 1;
  return counts;
}
