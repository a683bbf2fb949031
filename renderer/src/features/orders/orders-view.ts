/**
 * How worker orders read on screen: each outbox state as a label, an icon and a tone (never
 * colour alone), the server's status in words, costs, and the count that needs the supervisor.
 */
import { WORKER_ORDER_STATUS } from '../../../../preload/contract';
import type { OutboxItem, OutboxState } from '../../shared/db/rows';
import { orderPath, type PathStep } from './order-path';

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

/** Where an order's words would not fit a requirement change, the change's own. */
const EDIT_LOOK: Partial<Record<OutboxState, Partial<StateLook>>> = {
  delivered: { label: 'Confirmed', means: 'The server has this change.' },
  rejected: { means: 'The server refused this change.' },
};

/** A placed order the office moved on: the step it reached, in place of "Placed". */
const OFFICE_LOOK: Partial<Record<PathStep, Partial<StateLook>>> = {
  approved: { label: 'Approved', means: 'The office approved this order.' },
  completed: { label: 'Completed', icon: '✓✓', means: 'The office completed this order.' },
};

/** The look of an outbox item's state, in the words of its kind. */
export function lookOf(item: OutboxItem): StateLook {
  const look = STATE_LOOK[item.state];
  if (item.kind === 'requirement-edit') return { ...look, ...EDIT_LOOK[item.state] };
  const reached = orderPath(item).reached;
  return reached ? { ...look, ...OFFICE_LOOK[reached] } : look;
}

/** "pending", "approved", "completed"; a code the app does not know as "status X". */
export function serverStatusLabel(status: string | undefined): string {
  if (status === undefined || status === '') return '';
  return (WORKER_ORDER_STATUS as Record<string, string>)[status] ?? `status ${status}`;
}

/** An ISO 4217 code is three letters; anything else from the server is not trusted as one. */
const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/**
 * The catalogue's money: with its currency when the configuration gives a valid code ("$12.50"),
 * else in the locale's number format labelled "cost" ("cost 12.50"), never a bare number that
 * could be any currency. An empty cost says so instead of showing 0; unreadable text is shown
 * as written.
 */
export function costLabel(cost: string, currency?: string, locale?: string): string {
  const text = cost.trim();
  if (text === '') return 'no cost';
  const amount = Number(text);
  if (!Number.isFinite(amount)) return `cost ${text}`;
  const code = currency?.trim() ?? '';
  if (CURRENCY_CODE.test(code))
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount);
  return `cost ${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

/**
 * THE badge rule, read by the nav, the status bar, the Orders screen and the disconnect dialog:
 * only rejected and not-sure orders need the supervisor; queued and sending ones are waiting
 * for the network and are counted apart.
 */
export interface OrderBadge {
  /** Rejected or not sure: the supervisor must act. */
  attention: number;
  /** Queued or sending: the app sends them by itself. */
  waiting: number;
}

export function orderBadge(counts: OrderCounts | undefined): OrderBadge {
  if (!counts) return { attention: 0, waiting: 0 };
  return { attention: counts.rejected + counts.unknown, waiting: counts.queued + counts.sending };
}

/** Orders and edits per state, from the list the screen already has. */
export function countByState(orders: readonly OutboxItem[]): OrderCounts {
  const counts: OrderCounts = { queued: 0, sending: 0, delivered: 0, rejected: 0, unknown: 0 };
  for (const order of orders) counts[order.state] += 1;
  return counts;
}
