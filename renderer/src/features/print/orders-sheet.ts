/**
 * The orders list on paper: every worker order and compliance change on this computer, newest
 * first, with its state, what the office said and when, for the office or the supervisor's own
 * records. The words come from the functions the Orders screen and its CSV use (lookOf, and
 * each kind's row in ITEM_VIEWS: itemWords, orderPath, serverStatusLabel, costLabel), so paper
 * and screen say the same. Pure.
 */
import { formatMoment, m } from '../../../../preload/i18n';
import type { OutboxItem } from '../../shared/db/rows';
import { isWorkerOrder } from '../../shared/outbox/item-kinds';
import { isOpenOrder, lookOf, orderPath, problemWords, viewOf, type ItemPaper } from '../orders';
import { ageLine, oldestAsOf, type SheetHeader } from './sheet-header';

export interface OrdersSheetRow extends ItemPaper {
  localId: string;
  created: string;
  /** The Orders screen's state, in words and its shape. */
  state: { label: string; icon: string };
  /** Why it is where it is (a refusal, a lost answer); '' when nothing to explain. */
  problem: string;
}

export interface OrdersSheet {
  header: SheetHeader;
  rows: OrdersSheetRow[];
}

export interface OrdersInput {
  /** Newest first, as outboxList gives them. */
  items: readonly OutboxItem[];
  names: ReadonlyMap<string, string>;
  now: Date;
  locale?: string | undefined;
}

function row(item: OutboxItem, names: ReadonlyMap<string, string>, now: Date, locale: string | undefined): OrdersSheetRow {
  const look = lookOf(item);
  const at = (iso: string | undefined) => (iso ? formatMoment(iso, now, locale) : '');
  return {
    localId: item.localId,
    created: at(item.createdAt),
    state: { label: look.label, icon: look.icon },
    problem: problemWords(item),
    // What the kind prints: its name and, for an order, how far it got at the office.
    ...viewOf(item).paper(item, { names, at, locale }),
  };
}

export function ordersSheet(input: OrdersInput): OrdersSheet {
  const { now, locale } = input;
  const orders = input.items.filter((i) => viewOf(i).tally === 'orders').length;
  // What came from the office: the last reading of each order still open there, or the
  // server's answer when it was placed while none was read since.
  const readings = input.items
    .filter(isWorkerOrder)
    .flatMap((i) => (i.state === 'delivered' && isOpenOrder(i) ? [i.progress?.asOf ?? orderPath(i).placedAt] : []));
  return {
    header: {
      title: m.print_title_orders(),
      about: [
        `${m.print_orders_worker_orders({ count: orders })} · ${m.print_orders_changes({ count: input.items.length - orders })}`,
      ],
      age: ageLine(readings.length > 0 ? oldestAsOf(readings) : now.toISOString(), now, locale),
    },
    rows: input.items.map((item) => row(item, input.names, now, locale)),
  };
}
