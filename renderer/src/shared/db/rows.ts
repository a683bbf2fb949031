/**
 * The shapes stored in IndexedDB: the synced rows of the contract (preload/rows.ts), and the
 * renderer's own bookkeeping, aggregates and orders.
 */
import type {
  AlertTarget,
  ClientDocumentRow,
  ClientOrderRow,
  OutboxReason,
  SetKind,
  StoredOrderStatus,
} from '../../../../preload/contract';
import type { ShiftTotals } from './fill';

// The synced rows are the contract's: main normalises them and they are stored as they arrive.
export type {
  HoursReasons,
  HoursSplit,
  SetKind,
  ClientPreference,
  StoredAdmin,
  StoredClient,
  StoredClientWorker,
  StoredEvent,
  StoredHrContact,
  StoredOrderable,
  StoredOrderStatus,
  StoredShift,
  StoredSkillset,
  StoredHoursDay,
  StoredHoursWeek,
  StoredTask,
  StoredWorker,
  StoredWorkerHours,
  StoredWorkerTag,
} from '../../../../preload/contract';

export type SetStatus = 'ok' | 'not-found';

/** Bookkeeping of one synced set (key as in main's sync plan, e.g. "event-shifts:42"). */
export interface StoredSyncSet {
  key: string;
  kind: SetKind;
  status: SetStatus;
  /** When the server last confirmed the cached rows; undefined if it never gave them. */
  asOf: string | undefined;
  /** When the server last answered for this set, found or not. */
  checkedAt: string;
  /** Rows the set held at `asOf`. */
  rows: number;
  /**
   * How many the server said it has, for a paged set kept up to a cap (the tasks): more than
   * `rows` means the stored set is partial.
   */
  serverTotal?: number | undefined;
}

export interface StoredEventAggregates extends ShiftTotals {
  eventId: string;
  /** `asOf` of the shifts these totals summarise. */
  asOf: string;
}

/**
 * One alert that fired (renderer/src/lib/alerts): kept so the same occurrence never fires
 * again, after a restart either, and so a desktop notification can be withdrawn.
 */
export interface StoredFiredAlert {
  /** The alert's id: kind, what it is about and stage. */
  id: string;
  kind: string;
  /** What it is about (rows stored before version 12 got it from their eventId and shiftId). */
  target: AlertTarget;
  /** ISO; rows are pruned once no alert they name can be due again. */
  firedAt: string;
  /** A desktop notification was asked for. */
  notified: boolean;
  /** Its notification was withdrawn (the alert was resolved). */
  withdrawnAt: string | undefined;
  /** The supervisor dismissed it in the app. */
  dismissedAt: string | undefined;
}

/** The figures of a shift: what the totals read (fill.ts), and what an office change is recorded for (shift-changes.ts). */
export interface ShiftFigures {
  quantity: number;
  filled: number;
  alternateQuantity: number;
  alternateFilled: number;
  startTime: string;
  endTime: string;
}

/** One shift's change in one applied 'event-shifts' set, keyed [eventId+asOf+shiftId]. */
export interface StoredShiftChange {
  eventId: string;
  shiftId: string;
  /** The batch's asOf: when the server gave the new state ("synced at"). */
  asOf: string;
  /** When this window stored it: compared with the event's `lookedAt`, and for retention. */
  recordedAt: string;
  /** The shift's name as last known, so a removed shift can still be named. */
  name: string;
  /** Undefined: the shift was added. */
  before: ShiftFigures | undefined;
  /** Undefined: the shift was removed. */
  after: ShiftFigures | undefined;
}

/**
 * One event's totals as one sync stored them (fill-readings.ts), keyed [eventId+at]: the fill
 * trend. Only kept when a total changed since the event's last reading.
 */
export interface StoredFillReading {
  eventId: string;
  /** When this window stored the figures (ISO, its own clock, like a change's `recordedAt`). */
  at: string;
  /** People needed, booked towards need, and beyond it. */
  needed: number;
  booked: number;
  extra: number;
  /** Alternates booked. */
  alternates: number;
  /** Shifts with fewer people than they need. */
  shortShifts: number;
}

/** When the supervisor last looked at an event's screen (this window's clock). */
export interface StoredEventLook {
  eventId: string;
  lookedAt: string;
}

/** What a "Recently opened" list holds: items opened by id, which the API offers no list of. */
export type OpenedKind = 'requirement' | 'integration' | 'client-document';

/** One item opened on this computer: its ids in order (template then requirement; client then document). */
export interface StoredOpened {
  kind: OpenedKind;
  /** The ids joined by "/": one row per item. */
  key: string;
  ids: string[];
  /** Its name when the app knew one at the time ('' otherwise). */
  label: string;
  openedAt: string;
}

export type OutboxState = 'queued' | 'sending' | 'delivered' | 'rejected' | 'unknown';

/** An outbox reason as stored: main's, or an edit queued again by itself after one. */
export type StoredReason = OutboxReason | { code: 'resend'; why: OutboxReason };

/** What every outbox item keeps, whatever it carries (its state machine is renderer/src/outbox/). */
export interface OutboxItemBase {
  localId: string;
  state: OutboxState;
  createdAt: string;
  attempts: number;
  lastAttemptAt: string | undefined;
  /** Not before this time (a 429/503 Retry-After, or the wait before an automatic resend). */
  retryAt: string | undefined;
  errorCode: string | undefined;
  /** The server's refusal as it wrote it; on rows stored before `errorReason`, the reason's words. */
  errorMessage: string | undefined;
  /** Why it waits or failed, as a code worded when shown (outbox/reason-words.ts). */
  errorReason?: StoredReason | undefined;
  /** When the state last changed. */
  updatedAt?: string | undefined;
  /** Times the supervisor chose "send again"; for an order only these sends may have made a duplicate. */
  sentAgain?: number | undefined;
  /** The supervisor found an `unknown` item on the office dashboard and marked it placed. */
  markedPlacedAt?: string | undefined;
}

/** What a screen hands the outbox to place an order (item-kinds.ts checks it). */
export interface NewOrder {
  workerId: string;
  personnelId: string;
  orderableId: string;
  /** As the cached catalogue showed it, so the outbox reads well offline. */
  orderableName: string;
  /** Money as the server wrote it ("12.50"); '' when the catalogue gives none. */
  cost: string;
  /** The catalogue's currency code as stored; absent or '' when the configuration gives none. */
  currency?: string | undefined;
}

/** One worker order (a POST: never resent without the supervisor choosing). */
export interface StoredOrder extends OutboxItemBase, NewOrder {
  /** Rows stored before version 8 got it from that version's upgrade. */
  kind: 'worker-order';
  /** The catalogue's currency when ordered; absent on orders stored before it was kept. */
  currency?: string | undefined;
  serverOrderId: string | undefined;
  /** The status the server gave when it took the order. */
  serverStatus: string | undefined;
  /** What became of it once placed, as read during syncs (outbox/order-progress.ts). */
  progress?: OrderProgress | undefined;
}

/** Why a placed order's progress cannot be read; it then stays "Placed". */
export type ProgressUnavailable = 'order-not-found' | 'no-operation';

/** A placed order's progress at the office, merged from the answers main reads. */
export interface OrderProgress {
  /** The office's last answer; undefined while none was read (or the server gave none). */
  office: StoredOrderStatus | undefined;
  /** When that answer was read (its sync's asOf): the screens' "as of". */
  asOf: string;
  /** When this computer first read the office's current status. */
  since: string;
  unavailable: ProgressUnavailable | undefined;
}

/**
 * One page of a client's portal orders as last fetched on demand (the client page), kept so it
 * reads offline; `fetchedAt` is when the server gave it.
 */
export interface StoredClientOrdersPage {
  clientId: string;
  itemsPerPage: number;
  page: number;
  orders: ClientOrderRow[];
  /** The server's count of all the client's orders. */
  total: number;
  fetchedAt: string;
}

/** A client document as last fetched by id, kept so it reads offline. */
export interface StoredClientDocument {
  clientId: string;
  /** As typed (the API's integer id, written as text). */
  documentId: string;
  document: ClientDocumentRow;
  fetchedAt: string;
}

/** The requirement fields an edit changes; a field left out is left as the server has it. */
export interface RequirementChange {
  isRequired?: boolean | undefined;
  notes?: string | undefined;
}

/** What the Compliance screen hands the outbox to change a requirement (item-kinds.ts checks it). */
export interface NewRequirementEdit {
  templateId: string;
  requirementId: string;
  change: RequirementChange;
}

/** One change of a compliance template requirement (a PATCH: safe to send again). */
export interface StoredRequirementEdit extends OutboxItemBase, NewRequirementEdit {
  kind: 'requirement-edit';
  /** Sends the app repeated by itself after an answer it could not be sure of. */
  autoResends: number;
  /** Later edits of the same requirement folded into this one while it waited. */
  replaced: number;
}

export type OutboxItem = StoredOrder | StoredRequirementEdit;

/** The last value of a requirement the server confirmed to this machine (there is no GET). */
export interface StoredRequirement {
  templateId: string;
  requirementId: string;
  isRequired: boolean | undefined;
  notes: string | undefined;
  credentialId: number | undefined;
  sourceTemplateId: number | undefined;
  /** When the server's answer arrived. */
  confirmedAt: string;
}
