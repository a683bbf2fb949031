/**
 * The orders list on paper: every worker order and compliance change on this computer, newest
 * first, with its state, what the office said and when, for the office or the supervisor's own
 * records. The words come from the functions the Orders screen and its CSV use (lookOf,
 * itemWords, orderPath, serverStatusLabel, costLabel), so paper and screen say the same. Pure.
 */
import { formatMoment, m } from '../../../../preload/i18n';
import type { OutboxItem } from '../../shared/db/rows';
import { itemWords } from '../compliance';
import { costLabel, isOpenOrder, lookOf, officeTimeWords, orderPath, problemWords, serverStatusLabel } from '../orders';
import { ageLine, oldestAsOf, type SheetHeader } from './sheet-header';

export interface OrdersSheetRow {
  localId: string;
  created: string;
  /** "Safety vest for Ana Ruiz · $12.50", or the requirement and its change. */
  what: string;
  /** "Compliance change" for an edit; '' for an order. */
  kind: string;
  /** The Orders screen's state, in words and its shape. */
  state: { label: string; icon: string };
  /** The server's order number and status; '' before it has one. */
  server: string;
  /** What the office wrote; '' when nothing. */
  message: string;
  /** When it was placed, when the office last changed it, when that was read here. */
  times: string[];
  /** Why it is where it is (a refusal, a lost answer); '' when nothing to explain. */
  problem: string;
}

export interface OrdersSheet {
  header: SheetHeader;
  rows: OrdersSheetRow[];
}

export interface OrdersInput {
  /** Newest first, as orderList gives them. */
  items: readonly OutboxItem[];
  names: ReadonlyMap<string, string>;
  now: Date;
  locale?: string | undefined;
}

function row(
  item: OutboxItem,
  names: ReadonlyMap<string, string>,
  now: Date,
  locale: string | undefined,
): OrdersSheetRow {
  const look = lookOf(item);
  const at = (iso: string | undefined) => (iso ? formatMoment(iso, now, locale) : '');
  const base = {
    localId: item.localId,
    created: at(item.createdAt),
    state: { label: look.label, icon: look.icon },
    problem: problemWords(item),
  };
  if (item.kind === 'requirement-edit') {
    return {
      ...base,
      what: itemWords(item, () => ''),
      kind: m.print_compliance_change(),
      server: '',
      message: '',
      times: [],
    };
  }
  const path = orderPath(item);
  const worker = names.get(item.workerId) || item.workerId;
  const status = serverStatusLabel(item.progress?.office?.status ?? item.serverStatus);
  return {
    ...base,
    what: `${itemWords(item, () => worker)} · ${costLabel(item.cost, item.currency, locale)}`,
    kind: '',
    server: item.serverOrderId
      ? [m.orders_office_order({ id: item.serverOrderId }), status || path.otherStatus].filter(Boolean).join(' · ')
      : '',
    message: path.message || path.unavailable,
    times: [
      path.placedAt ? m.print_order_placed({ at: at(path.placedAt) }) : '',
      // On this computer's clock, the server's named only when it is off from ours (as on screen).
      path.officeTime ? m.print_order_office_changed({ at: officeTimeWords(path.officeTime, undefined, locale) }) : '',
      path.asOf ? m.print_order_read({ at: at(path.asOf) }) : '',
    ].filter(Boolean),
  };
}

export function ordersSheet(input: OrdersInput): OrdersSheet {
  const { now, locale } = input;
  const orders = input.items.filter((i) => i.kind === 'worker-order').length;
  // What came from the office: the last reading of each order still open there, or the
  // server's answer when it was placed while none was read since.
  const readings = input.items.flatMap((i) =>
    i.kind === 'worker-order' && i.state === 'delivered' && isOpenOrder(i)
      ? [i.progress?.asOf ?? orderPath(i).placedAt]
      : [],
  );
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
