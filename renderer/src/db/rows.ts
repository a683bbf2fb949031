/**
 * The shapes stored in IndexedDB. Ids are strings everywhere (the API mixes integer and string
 * ids); text the server left out is stored as '' and counts as 0, so rows compare and sort
 * without undefined checks.
 */
import type { ShiftTotals } from './fill';

export interface StoredEvent {
  id: string;
  name: string;
  /** YYYY-MM-DD as the discovery list gives it; '' when only known by id. */
  date: string;
  venue: string;
  city: string;
  clientId: string;
  /** The server answered 404 for this event's shifts or admins; cached rows are kept. */
  notFound: boolean;
}

export interface StoredSkillset {
  id: number | null;
  name: string;
}

export interface StoredShift {
  eventId: string;
  id: string;
  customName: string;
  /** "YYYY-MM-DD HH:mm:ss", event-local, so strings sort in time order. */
  startTime: string;
  endTime: string;
  overnight: boolean;
  skillsets: StoredSkillset[];
  quantity: number;
  filled: number;
  alternateQuantity: number;
  alternateFilled: number;
  comments: string;
}

export interface StoredAdmin {
  eventId: string;
  id: string;
  name: string;
  email: string;
}

export interface StoredWorker {
  id: string;
  name: string;
  email: string;
  phone: string;
  uuid: string;
  personnelId: string;
  /** The server answered 404 for this worker's tags; cached tags are kept. */
  notFound: boolean;
}

export interface StoredWorkerTag {
  workerId: string;
  id: string;
  text: string;
}

export interface StoredOrderable {
  id: string;
  name: string;
  /** Money as the server wrote it ("12.50"); '' when not given. */
  cost: string;
}

export type SetKind = 'event-shifts' | 'event-admins' | 'worker-tags' | 'orderables' | 'events' | 'workers';
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
}

export interface StoredEventAggregates extends ShiftTotals {
  eventId: string;
  /** `asOf` of the shifts these totals summarise. */
  asOf: string;
}

export type OutboxState = 'queued' | 'sending' | 'delivered' | 'rejected' | 'unknown';

/** One worker order in the durable outbox (its state machine lives in renderer/src/outbox/). */
export interface StoredOrder {
  localId: string;
  state: OutboxState;
  createdAt: string;
  workerId: string;
  personnelId: string;
  orderableId: string;
  orderableName: string;
  cost: string;
  attempts: number;
  lastAttemptAt: string | undefined;
  /** Not before this time (a 429/503 Retry-After). */
  retryAt: string | undefined;
  serverOrderId: string | undefined;
  serverStatus: string | undefined;
  errorCode: string | undefined;
  errorMessage: string | undefined;
  /** When the state last changed. */
  updatedAt?: string | undefined;
  /** Times the supervisor chose "send again"; only these sends may have made a duplicate. */
  sentAgain?: number | undefined;
  /** The supervisor found an `unknown` order on the office dashboard and marked it placed. */
  markedPlacedAt?: string | undefined;
}
