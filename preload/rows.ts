/**
 * The rows that cross IPC in sync batches and are stored as they arrive: camelCase, ids as
 * strings (the API mixes integer and string ids), text the server left out as '' and counts
 * as 0, so rows compare and sort without undefined checks. Main normalises API answers into
 * these (main/core/sync/normalise.ts); the renderer stores them. Part of the contract: types
 * and pure constants only.
 */

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
  /** The configuration's currency code as written ("USD"); '' when it gives none. */
  currency: string;
}

/** A company HR contact: who to call after an incident. */
export interface StoredHrContact {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The company's default HR contact, listed first. */
  isDefault: boolean;
}

/** Where a client puts a worker: the API's three lists (`preferred`, `normal`, `banned`). */
export type ClientPreference = 'preferred' | 'normal' | 'banned';

/** One company worker as one client sees them, matched to crew by personnel id. */
export interface StoredClientWorker {
  clientId: string;
  personnelId: string;
  name: string;
  /** The preference's date as the server wrote it; '' when not given. */
  since: string;
  preference: ClientPreference;
}

/** A client as the client list gives it. */
export interface StoredClient {
  id: string;
  name: string;
}

/** One shift of a client's portal order. */
export interface ClientOrderShiftRow {
  id: string;
  name: string;
  /** "YYYY-MM-DD HH:mm:ss" as the server wrote it, event-local; '' when not given. */
  start: string;
  end: string;
  overnight: boolean;
  /** People asked for; null when not given (0 is a real answer). */
  quantity: number | null;
  comments: string;
}

/** A client's portal order, as one page of the client's orders gives it. */
export interface ClientOrderRow {
  id: string;
  name: string;
  /** The order's two comment fields, joined. */
  comments: string;
  /** "YYYY-MM-DD HH:mm:ss", event-local; '' when not given. */
  start: string;
  end: string;
  /** Location and city, joined. */
  place: string;
  address: string;
  postalCode: string;
  /** The portal's status code; the reference names none of its values. null when not given. */
  status: number | null;
  createdAt: string;
  shifts: ClientOrderShiftRow[];
}

export interface ClientOrdersPageRows {
  orders: ClientOrderRow[];
  /** The server's count of all the client's orders. */
  total: number;
}

/** A client document, fetched by id. */
export interface ClientDocumentRow {
  /** The API's integer id, as text. */
  id: string;
  name: string;
  fileName: string;
  type: string;
  addedAt: string;
  /** The file's link; '' when not given. */
  location: string;
  /** The reference's soft-delete flag (0 active, 1 deleted), other values kept; null when not given. */
  deleted: number | null;
  deletedAt: string;
}

/** Worked time as the service splits it, in whole minutes. */
export interface HoursSplit {
  regular: number;
  overtime: number;
  doubleTime: number;
  /** As the server totals it (it may hold time outside the three, e.g. premiums). */
  total: number;
}

/** Why the server counted overtime or double time: the day's own length, or the week's. */
export interface HoursReasons {
  overtimeDaily: boolean;
  overtimeWeekly: boolean;
  doubleTimeDaily: boolean;
  doubleTimeWeekly: boolean;
}

export interface StoredHoursDay {
  /** YYYY-MM-DD. */
  date: string;
  /** The server's short date ("Mon, Nov 23"); '' when not given. */
  label: string;
  hours: HoursSplit;
  reasons: HoursReasons;
  problems: number;
  punches: number;
}

export interface StoredHoursWeek {
  /** YYYY-MM-DD of the week's first and last day. */
  start: string;
  end: string;
  /** In the server's keyArray order. */
  days: StoredHoursDay[];
  hours: HoursSplit;
  reasons: HoursReasons;
  problems: number;
}

/**
 * One crew worker's hours for the pay period containing the day of the sync: the whole
 * worker summary in one row, since the server answers it whole.
 */
export interface StoredWorkerHours {
  workerId: string;
  /** The worker UUID the summary was asked for. */
  uuid: string;
  /** YYYY-MM-DD of the pay period's first and last day; '' when not given. */
  periodStart: string;
  periodEnd: string;
  weeks: StoredHoursWeek[];
  period: { hours: HoursSplit; reasons: HoursReasons; problems: number; openPunches: number; pendingPunches: number };
  /**
   * The daily overtime and double-time cutoffs (minutes) the server applied to this worker's
   * punches; undefined when it gave none.
   */
  dailyOvertimeAfter: number | undefined;
  dailyDoubleTimeAfter: number | undefined;
  /**
   * Shifts the worker is clocked into and not out of, with their scheduled end (both
   * "YYYY-MM-DD HH:mm:ss", event-local): the only shifts still to work that the service shows.
   */
  openShifts: { clockedIn: string; scheduledEnd: string }[];
}

/**
 * An applicant-tracking task from the office's task list. The reference names one status
 * (`pending`) and leaves the rest open, so `status` is kept exactly as the server wrote it.
 */
export interface StoredTask {
  id: string;
  title: string;
  description: string;
  /** The user it is assigned to (an office user id); '' when unassigned. */
  assigneeId: string;
  /** YYYY-MM-DD; '' when the task has no due date. */
  dueDate: string;
  status: string;
  /** The application the task belongs to (its related entity); '' when not given. */
  applicationId: string;
  /** Days before the due date the server reminds; null when not given (0 is "on the day"). */
  reminderDaysBefore: number | null;
  /** As the server wrote it (date-time); '' when not given. */
  createdAt: string;
}

/**
 * The most tasks one sync keeps: the list is paged and a company's can grow without bound, so
 * past this the stored set is the first pages only and the Tasks screen says so.
 */
export const TASKS_CAP = 2_000;

/**
 * An event or worker as a discovery list gives it. Its `notFound` mark belongs to the fetches
 * of its own sets, which the renderer has stored, so the list row leaves it out.
 */
export type ListedEvent = Omit<StoredEvent, 'notFound'>;
export type ListedWorker = Omit<StoredWorker, 'notFound'>;

/**
 * What the office last said about a placed worker order, as main read it
 * (GET /workers/{id}/orders/{order_id}); the renderer keeps it with the order in the outbox.
 */
export interface StoredOrderStatus {
  /** "0" pending, "1" approved, "2" completed (WORKER_ORDER_STATUS); any other value as sent. */
  status: string;
  /** When the office last changed the status (its status_datetime, as written); '' when not given. */
  changedAt: string;
  /** What the office wrote ("pick up at trailer 3"); '' when nothing. */
  message: string;
  cost: string;
  deductionTypeId: string;
}

/** A placed, not completed order whose status main reads; the renderer's outbox names them. */
export interface FollowedOrder {
  localId: string;
  workerId: string;
  orderId: string;
  /** When it was queued (the outbox row's creation): the older first among orders never read. */
  placedAt: string;
  /** When its status was last read; absent: never. */
  statusAsOf?: string | undefined;
}

// --- Online-only answers, normalised in main into camelCase (never stored as such) ---------------

export interface AuditLogEntryRow {
  id: number;
  documentType?: string | undefined;
  documentId?: number | undefined;
  accessType?: string | undefined;
  accessedBy?: number | undefined;
  accessedAt?: string | undefined;
}

export interface AuditLogPageRows {
  entries: AuditLogEntryRow[];
  nextCursor: string | null;
}

export interface IntegrationRow {
  id: number;
  name?: string | undefined;
  description?: string | undefined;
  oneLiner?: string | undefined;
  url?: string | undefined;
  iconUrl?: string | undefined;
  category?: string | undefined;
  setupInstructions?: string | undefined;
}

export interface IntegrationSecretRow {
  secretKey: string;
}

export interface ClientWorkerRow {
  personnelId: string;
  name?: string | undefined;
  date?: string | undefined;
}

export interface ClientWorkerListsRow {
  preferred: ClientWorkerRow[];
  normal: ClientWorkerRow[];
  banned: ClientWorkerRow[];
}

/** A template's requirement as the server answered an edit of it. */
export interface RequirementAnswerRow {
  id: number;
  templateId?: number | undefined;
  credentialId?: number | undefined;
  isRequired?: boolean | undefined;
  notes?: string | undefined;
  sourceTemplateId?: number | undefined;
}

/** What the server's order status codes mean ("0" pending, "1" approved, "2" completed). */
export const WORKER_ORDER_STATUS = { '0': 'pending', '1': 'approved', '2': 'completed' } as const;

/** A placed order as the server answered it. */
export interface WorkerOrderRow {
  id: string;
  personnelId?: string | undefined;
  companyId?: string | undefined;
  orderingPersonnelId?: string | undefined;
  companiesPersonnelOrderablesId?: string | undefined;
  name?: string | undefined;
  cost?: string | undefined;
  date?: string | undefined;
  formattedDate?: string | undefined;
  /** A key of WORKER_ORDER_STATUS; anything else is kept as sent. */
  status?: string | undefined;
  responseMessage?: string | null | undefined;
  submitter?: string | undefined;
  reachOutEmail?: string | undefined;
  deductionTypesId?: string | undefined;
  statusDatetime?: string | undefined;
}

export interface DiscoveredClientRow {
  id: string;
  clientName?: string | undefined;
}

/**
 * `table[key]` for a key an answer gave (a status, a code): own entries only, so a status named
 * "constructor", "__proto__" or "toString" names nothing instead of a function or a prototype.
 */
export function ownEntry<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
