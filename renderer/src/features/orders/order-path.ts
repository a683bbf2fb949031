/**
 * A worker order's path, Queued → Placed → Approved → Completed: how far it got, in the
 * office's words where the office said more, and when each step was known. One function for
 * the Orders screen, the worker's page and the CSV export. Pure.
 */
import { WORKER_ORDER_STATUS, ownEntry } from '../../../../preload/contract';
import { formatDayMoment, m } from '../../../../preload/i18n';
import { codeWords } from '../../shared/code-words';
import type { OutboxItem, StoredOrder } from '../../shared/db/rows';
import { isWorkerOrder } from '../../shared/outbox/item-kinds';

export type PathStep = 'queued' | 'placed' | 'approved' | 'completed';

export const PATH_STEPS: readonly { step: PathStep; readonly label: string }[] = [
  {
    step: 'queued',
    get label() {
      return m.orders_state_queued();
    },
  },
  {
    step: 'placed',
    get label() {
      return m.orders_state_placed();
    },
  },
  {
    step: 'approved',
    get label() {
      return m.orders_state_approved();
    },
  },
  {
    step: 'completed',
    get label() {
      return m.orders_state_completed();
    },
  },
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
  /** When the office says its status last changed, as the server wrote it (the CSV's); '' when not given. */
  officeChangedAt: string;
  /** The same, read on this computer's clock; undefined when not given or unreadable. */
  officeTime: OfficeTime | undefined;
  /** When this computer first read the current status (ISO). */
  seenAt: string | undefined;
  /** When the progress was last read (ISO): "as of" offline. */
  asOf: string | undefined;
  /** Why the progress cannot be read, in words; '' when it can. */
  unavailable: string;
}

const UNAVAILABLE: Readonly<Record<string, () => string>> = {
  'order-not-found': m.orders_unavailable_not_found,
  'no-operation': m.orders_unavailable_no_operation,
};

/**
 * The office's time of a change. The server writes its own wall clock with no zone
 * ("2026-11-28 00:36:55"); read on this computer's clock it must fall between the moment the
 * order was made here and the moment this computer read the change. Outside those bounds by
 * more than a few minutes, the server's clock is off from ours: `clockOff` says by at least how
 * much, and the time is then the server's, not ours.
 */
export interface OfficeTime {
  /** The office's time as an instant read in this computer's zone (ISO). */
  at: string;
  /** Set when the server's clock disagrees with ours: by this many minutes at least (what the bounds show), ahead or behind. */
  clockOff?: { minutes: number; ahead: boolean } | undefined;
}

/** A few minutes: two clocks that disagree by less are the same clock to a supervisor. */
const CLOCK_SLACK_MS = 5 * 60_000;
const SERVER_STAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

export function officeTime(written: string, madeAt: string | undefined, readAt: string | undefined): OfficeTime | undefined {
  const parts = SERVER_STAMP.exec(written.trim());
  if (!parts) return undefined;
  const [y, mo, d, h, mi, s] = parts.slice(1).map((part) => Number(part ?? 0)) as number[];
  const local = new Date(y!, mo! - 1, d!, h!, mi!, s!).getTime();
  if (Number.isNaN(local)) return undefined;
  const at = new Date(local).toISOString();
  const latest = readAt ? Date.parse(readAt) : Number.NaN;
  const earliest = madeAt ? Date.parse(madeAt) : Number.NaN;
  const minutes = (ms: number) => Math.floor(ms / 60_000);
  if (local - latest > CLOCK_SLACK_MS) return { at, clockOff: { minutes: minutes(local - latest), ahead: true } };
  if (earliest - local > CLOCK_SLACK_MS) return { at, clockOff: { minutes: minutes(earliest - local), ahead: false } };
  return { at };
}

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
        : codeWords(status, { named: WORKER_ORDER_STATUS, unnamed: m.common_status_unnamed() }).words,
    message: progress?.office?.message ?? '',
    queuedAt: order.createdAt,
    placedAt: order.state === 'delivered' ? (order.markedPlacedAt ?? order.updatedAt) : undefined,
    officeChangedAt: progress?.office?.changedAt ?? '',
    // Nothing happens at the office before the order was made here.
    officeTime: officeTime(progress?.office?.changedAt ?? '', order.createdAt, progress?.since || progress?.asOf),
    seenAt: progress?.office ? progress.since : undefined,
    asOf: progress?.asOf,
    unavailable: progress?.unavailable ? (ownEntry(UNAVAILABLE, progress.unavailable)?.() ?? '') : '',
  };
}

/**
 * The office's time of a change in words, for the screen and the paper alike: on this
 * computer's clock with its day ("Sat, Nov 28, 4:37 PM"); the server's clock is named only
 * when it is off from ours.
 */
export function officeTimeWords(time: OfficeTime, now?: Date, locale?: string): string {
  const at = formatDayMoment(time.at, now, locale);
  if (!time.clockOff) return at;
  const { minutes, ahead } = time.clockOff;
  // Clocks that disagree mostly disagree by a time zone: "about 7 hours", not "6 hours 58 minutes".
  const by =
    minutes >= 60 ? m.orders_hours({ count: Math.round(minutes / 60) }) : m.orders_minutes({ count: minutes });
  return ahead ? m.orders_clock_ahead({ at, by }) : m.orders_clock_behind({ at, by });
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
  const placed = items.filter(isWorkerOrder).filter((o) => o.state === 'delivered');
  if (placed.some((o) => o.progress?.unavailable === 'no-operation')) return m.orders_note_no_operation();
  const gone = placed.filter((o) => o.progress?.unavailable === 'order-not-found').length;
  return gone === 0 ? '' : m.orders_note_not_found({ count: gone });
}
