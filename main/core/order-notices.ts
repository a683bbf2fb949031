/**
 * Desktop notices for queued orders that main sent. A drain sends orders one after another,
 * so answers that arrive close together become one notice ("3 orders placed") rather than a
 * burst. Whether a notice shows at all (only while the window is in the background) is the
 * platform notifier's decision.
 */
import type { OrderOutcome } from '../../preload/contract.js';
import { formatCount, m } from '../../preload/i18n/index.js';

export type Notify = (title: string, body: string) => void;

export interface OrderNotices {
  record(outcome: OrderOutcome): void;
  dispose(): void;
}

const GATHER_MS = 1_500;

function describe(placed: string[], rejected: string[]): [title: string, body: string] {
  const [first] = placed.length > 0 ? placed : rejected;
  if (rejected.length === 0) {
    return placed.length === 1
      ? [m.notice_order_placed(), first!]
      : [m.notice_orders_placed(), m.notice_orders_placed_body({ count: placed.length })];
  }
  if (placed.length === 0) {
    return rejected.length === 1
      ? [m.notice_order_rejected(), first!]
      : [m.notice_orders_rejected(), m.notice_orders_rejected_body({ count: rejected.length })];
  }
  return [
    m.notice_orders_sent(),
    m.notice_orders_sent_body({ placed: formatCount(placed.length), rejected: formatCount(rejected.length) }),
  ];
}

export function createOrderNotices(notify: Notify, gatherMs = GATHER_MS): OrderNotices {
  let placed: string[] = [];
  let rejected: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    timer = undefined;
    const [title, body] = describe(placed, rejected);
    placed = [];
    rejected = [];
    notify(title, body);
  }

  return {
    record(outcome) {
      if (outcome.outcome === 'delivered') {
        placed.push(m.notice_order_placed_body({ item: outcome.order.name ?? m.notice_the_order(), id: outcome.order.id }));
      } else if (outcome.outcome === 'rejected') {
        rejected.push(outcome.message);
      } else {
        return;
      }
      timer ??= setTimeout(flush, gatherMs);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      placed = [];
      rejected = [];
    },
  };
}
