/**
 * How outbox items read on screen and paper: each outbox state as a label, an icon and a tone
 * (never colour alone), each kind's row (ITEM_VIEWS: its name, facts, actions and printed row),
 * and the server's status in words (costs: cost-label.ts; the badge: item-badge.ts).
 */
import { WORKER_ORDER_STATUS } from '../../../../preload/contract';
import { formatCount, m } from '../../../../preload/i18n';
import { codeWords } from '../../shared/code-words';
import type { OutboxItem, StoredOrder, StoredRequirementEdit } from '../../shared/db/rows';
import type { ItemKindName, ItemOf } from '../../shared/outbox/item-kinds';
import { storedReasonWords } from '../../shared/outbox/reason-words';
import { changeWords, requirementName } from '../compliance';
import { costLabel, isNoCost } from './cost-label';
import { officeTimeWords, orderPath } from './order-path';
import { EDIT_LOOK, OFFICE_LOOK, STATE_LOOK, type StateLook } from './state-looks';

/** An item's first line: its name (bold on screen), the rest ("for Ana Ruiz", ": required → yes"), its cost if any. */
export interface ItemWhat {
  name: string;
  rest: string;
  cost?: { label: string; none: boolean };
}

/** One fact on an item's line of times ("Office order 812"); `testid` names it to tests. */
export interface ItemFact {
  text: string;
  testid?: string;
}

/** What the Orders screen does on a row's buttons. */
export interface ItemHandlers {
  sendAgain(item: OutboxItem): void;
  markPlaced(item: OutboxItem): void;
  openRequirement(edit: StoredRequirementEdit): void;
}

/** A button a row's state allows, besides discarding a queued item. */
export interface ItemAction {
  label: string;
  run(on: ItemHandlers): void;
}

/** An item's columns on the printed list (print/orders-sheet.ts), beyond those every kind shares. */
export interface ItemPaper {
  /** "Safety vest for Ana Ruiz · $12.50", or the requirement and its change. */
  what: string;
  /** "Compliance change" for an edit; '' for an order. */
  kind: string;
  /** The server's order number and status; '' before it has one. */
  server: string;
  /** What the office wrote; '' when nothing. */
  message: string;
  /** When it was placed, when the office last changed it, when that was read here. */
  times: string[];
}

export interface PaperContext {
  names: ReadonlyMap<string, string>;
  /** A time on this computer's clock, in the sheet's words; '' for none. */
  at(iso: string | undefined): string;
  locale: string | undefined;
}

export interface ItemView<K extends ItemKindName> {
  /** The state's look in the words of this kind. */
  look(item: ItemOf<K>, look: StateLook): StateLook;
  /** What the item is, by the screen's worker names. */
  what(item: ItemOf<K>, nameOf: (workerId: string) => string): ItemWhat;
  /** A word before the row's times ("Compliance change"); '' when the look says enough. */
  lead(): string;
  /** What the server or the supervisor did with it, after the attempts; `when` words a time. */
  facts(item: ItemOf<K>, when: (iso: string) => string): ItemFact[];
  /** The order the office tracks along its path (the row opens to it); undefined for a kind with none. */
  tracked(item: ItemOf<K>): StoredOrder | undefined;
  /** The buttons its settled state allows (a queued item of any kind can be discarded). */
  actions(item: ItemOf<K>): ItemAction[];
  /** Its row on the printed list. */
  paper(item: ItemOf<K>, on: PaperContext): ItemPaper;
  /** Counted as orders ("3 orders") or as compliance changes ("1 change"). */
  tally: 'orders' | 'changes';
  /** The line under a queued item that waits until `at`. */
  nextTry(at: string): string;
  /** The discard dialog's title and its button. */
  discardTitle(): string;
  discardButton(): string;
  /** The worker an item is for, by the screen's names; '' when it is for none. */
  workerName(item: ItemOf<K>, nameOf: (workerId: string) => string): string;
}

/** How each kind of outbox item reads in the Orders room: one row a kind (see item-kinds.ts). */
export const ITEM_VIEWS: { [K in ItemKindName]: ItemView<K> } = {
  'worker-order': {
    look(item, look) {
      const reached = orderPath(item).reached;
      return reached ? { ...look, ...OFFICE_LOOK[reached] } : look;
    },
    what: (item, nameOf) => ({
      name: item.orderableName || m.orders_item_unnamed({ id: item.orderableId }),
      rest: ` ${m.orders_for_worker({ worker: nameOf(item.workerId) })}`,
      cost: { label: costLabel(item.cost, item.currency), none: isNoCost(item.cost) },
    }),
    lead: () => '',
    facts: (item, when) => [
      // The office's number, to quote on the phone; its status is the row's own words above.
      ...(item.serverOrderId
        ? [{ text: m.orders_office_order({ id: item.serverOrderId }), testid: 'server-order' }]
        : []),
      ...(item.markedPlacedAt ? [{ text: m.orders_marked_placed_at({ at: when(item.markedPlacedAt) }) }] : []),
      ...(item.sentAgain ? [{ text: m.orders_sent_again_times({ count: formatCount(item.sentAgain) }) }] : []),
    ],
    tracked: (item) => item,
    actions(item) {
      if (item.state === 'unknown')
        return [
          { label: m.orders_mark_placed(), run: (on) => on.markPlaced(item) },
          { label: m.orders_send_again_confirm(), run: (on) => on.sendAgain(item) },
        ];
      if (item.state === 'rejected') return [{ label: m.orders_send_again(), run: (on) => on.sendAgain(item) }];
      return [];
    },
    paper(item, { names, at, locale }) {
      const path = orderPath(item);
      const worker = names.get(item.workerId) || item.workerId;
      const status = serverStatusLabel(item.progress?.office?.status ?? item.serverStatus);
      return {
        what: `${itemWords(item, () => worker)} · ${costLabel(item.cost, item.currency, locale)}`,
        kind: '',
        server: item.serverOrderId
          ? [m.orders_office_order({ id: item.serverOrderId }), status || path.otherStatus].filter(Boolean).join(' · ')
          : '',
        message: path.message || path.unavailable,
        times: [
          path.placedAt ? m.print_order_placed({ at: at(path.placedAt) }) : '',
          // On this computer's clock, the server's named only when it is off from ours (as on screen).
          path.officeTime
            ? m.print_order_office_changed({ at: officeTimeWords(path.officeTime, undefined, locale) })
            : '',
          path.asOf ? m.print_order_read({ at: at(path.asOf) }) : '',
        ].filter(Boolean),
      };
    },
    tally: 'orders',
    nextTry: (at) => m.orders_server_wait_next_try({ at }),
    discardTitle: () => m.orders_discard_order_title(),
    discardButton: () => m.orders_discard_order(),
    workerName: (item, nameOf) => nameOf(item.workerId),
  },
  'requirement-edit': {
    look: (item, look) => ({ ...look, ...EDIT_LOOK[item.state] }),
    what: (item) => ({
      name: requirementName(item.templateId, item.requirementId),
      rest: `: ${changeWords(item.change)}`,
    }),
    lead: () => m.orders_compliance_change(),
    facts: (item) => [
      ...(item.state === 'delivered' ? [{ text: m.orders_server_confirmed(), testid: 'server-confirmed' }] : []),
      ...(item.replaced > 0 ? [{ text: m.orders_later_changes({ count: item.replaced }) }] : []),
      ...(item.autoResends > 0 ? [{ text: m.orders_resent_by_itself({ count: formatCount(item.autoResends) }) }] : []),
    ],
    tracked: () => undefined,
    actions: (item) =>
      item.state === 'rejected' ? [{ label: m.orders_change_again(), run: (on) => on.openRequirement(item) }] : [],
    paper: (item) => ({
      what: itemWords(item, () => ''),
      kind: m.print_compliance_change(),
      server: '',
      message: '',
      times: [],
    }),
    tally: 'changes',
    nextTry: (at) => m.orders_next_try({ at }),
    discardTitle: () => m.orders_discard_change_title(),
    discardButton: () => m.orders_discard_change(),
    workerName: () => '',
  },
};

// The rows are typed per kind; an item of the union reaches its own row here, once.
type Typed = 'look' | 'what' | 'facts' | 'tracked' | 'actions' | 'paper' | 'workerName';
type AnyView = Omit<ItemView<ItemKindName>, Typed> & {
  look(item: OutboxItem, look: StateLook): StateLook;
  what(item: OutboxItem, nameOf: (workerId: string) => string): ItemWhat;
  facts(item: OutboxItem, when: (iso: string) => string): ItemFact[];
  tracked(item: OutboxItem): StoredOrder | undefined;
  actions(item: OutboxItem): ItemAction[];
  paper(item: OutboxItem, on: PaperContext): ItemPaper;
  workerName(item: OutboxItem, nameOf: (workerId: string) => string): string;
};
export const viewOf = (item: OutboxItem) => ITEM_VIEWS[item.kind] as AnyView;

/** One line naming an outbox item: what is ordered for whom, or which requirement changes how. */
export function itemWords(item: OutboxItem, workerName: (workerId: string) => string): string {
  const what = viewOf(item).what(item, workerName);
  return `${what.name}${what.rest}`;
}

/** The look of an outbox item's state, in the words of its kind. */
export const lookOf = (item: OutboxItem): StateLook => viewOf(item).look(item, STATE_LOOK[item.state]);

/**
 * Why an item is where it is, in one story: the server's refusal, the lost answer (then the one
 * decision), the last failed try. '' when there is nothing to explain. Read by the Orders row
 * and the order dialog alike.
 */
export function problemWords(item: OutboxItem): string {
  const said = storedReasonWords(item);
  if (item.state === 'rejected')
    return `${said || m.orders_no_reason()}${item.errorCode ? ` (${item.errorCode})` : ''}`;
  // THE decision for an order that may or may not have arrived: the same words wherever it is shown.
  if (item.state === 'unknown') return `${said || lookOf(item).means} ${m.orders_unsure_decision()}`;
  if (item.state === 'queued' && said) return m.orders_last_try({ said });
  return '';
}

/** "Pending", "Approved", "Completed" (WORKER_ORDER_STATUS's codes); a code the reference does not name says so in words. */
export function serverStatusLabel(status: string | undefined): string {
  if (status === undefined || status.trim() === '') return '';
  const named: Record<keyof typeof WORKER_ORDER_STATUS, string> = {
    '0': m.orders_office_pending(),
    '1': m.orders_state_approved(),
    '2': m.orders_state_completed(),
  };
  return codeWords(status, { named, unnamed: m.common_status_unnamed() }).words;
}
