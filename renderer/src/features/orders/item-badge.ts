/** How many outbox items need the supervisor or wait for the network: the nav's, status bar's and Orders screen's one count. */
import { m } from '../../../../preload/i18n';
import type { OutboxItem, OutboxState } from '../../shared/db/rows';

export type ItemCounts = Record<OutboxState, number>;

/**
 * THE badge rule, read by the nav, the status bar, the Orders screen and the disconnect dialog:
 * only rejected and not-sure items need the supervisor; queued and sending ones are waiting
 * for the network and are counted apart.
 */
export interface ItemBadge {
  /** Rejected or not sure: the supervisor must act. */
  attention: number;
  /** Queued or sending: the app sends them by itself. */
  waiting: number;
}

/**
 * The Orders nav item's one badge: the items that need the supervisor when there are any, else
 * those waiting to be sent. `words` always begin with the badge's count, so the item reads
 * "Orders, 1 needs attention, 2 waiting to be sent" with the count shown as part of it.
 * Undefined: no badge.
 */
export interface NavBadge {
  count: number;
  tone: 'attention' | 'waiting';
  words: string;
}

export function navBadge(badge: ItemBadge): NavBadge | undefined {
  const attention = badge.attention > 0 ? [m.nav_orders_attention({ count: badge.attention })] : [];
  const waiting = badge.waiting > 0 ? [m.nav_orders_waiting({ count: badge.waiting })] : [];
  const parts = [...attention, ...waiting];
  if (parts.length === 0) return undefined;
  const tone = badge.attention > 0 ? 'attention' : 'waiting';
  return { count: tone === 'attention' ? badge.attention : badge.waiting, tone, words: parts.join(', ') };
}

export function itemBadge(counts: ItemCounts | undefined): ItemBadge {
  if (!counts) return { attention: 0, waiting: 0 };
  return { attention: counts.rejected + counts.unknown, waiting: counts.queued + counts.sending };
}

/** Orders and edits per state, from the list the screen already has. */
export function countByState(items: readonly OutboxItem[]): ItemCounts {
  const counts: ItemCounts = { queued: 0, sending: 0, delivered: 0, rejected: 0, unknown: 0 };
  for (const item of items) counts[item.state] += 1;
  return counts;
}
