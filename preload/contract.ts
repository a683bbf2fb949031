/**
 * THE IPC contract: every channel, its request and response, every event and its payload, and
 * the rows they carry (rows.ts, re-exported here: synced rows and online answers, all camelCase). Types,
 * constants and pure functions only: main, preload, renderer and tests all import it, and
 * everything else (the preload bridge, main's handler table, the e2e harness) is derived from it.
 */
import type { METHODS } from './channels';
import type { PrintRequest } from './print-sheets';
import type {
  AuditLogPageRows,
  ClientWorkerListsRow,
  DiscoveredClientRow,
  IntegrationRow,
  IntegrationSecretRow,
  RequirementAnswerRow,
  WorkerOrderRow,
  ClientDocumentRow,
  ClientOrdersPageRows,
  FollowedOrder,
  StoredOrderStatus,
} from './rows';
import type { z } from 'zod';
import type { ApiErrorKind } from './api-error-words';
import type { SetBatches } from './synced-sets';
import type { settingsUpdateSchema, sharedSettingsSchema } from './settings-fields';

export type * from './rows';
export { ownEntry, TASKS_CAP, WORKER_ORDER_STATUS } from './rows';
export {
  OWNER_FIELDS,
  SET_KINDS,
  setKey,
  setOwnerOf,
  setShape,
  SYNCED_SETS,
  type OwnedKind,
  type SetBatch,
  type SetKind,
  type SetOwner,
  type SetRow,
  type SetShape,
  type SetTable,
  type SetTableKey,
  type WholeKind,
} from './synced-sets';
export { isOvernight, splitTime } from './shift-time';
export {
  API_CODE_WORDS,
  API_ERROR_KINDS,
  advisedWords,
  API_KIND_WORDS,
  apiErrorWords,
  networkWords,
  type ApiErrorCode,
  type ApiErrorKind,
} from './api-error-words';
export { CodedError } from './coded-error';
export { LANGUAGE_CHOICES, type LanguageChoice } from './i18n/locale';
export { SETTING_LIMITS, withinLimits, type LimitedSetting } from './settings-limits';
export {
  paperForLocale,
  parseSheetSearch,
  PAPERS,
  PAPER_SETTINGS,
  ROSTER_MAX_EVENTS,
  sheetProblem,
  sheetSearch,
  type Paper,
  type PaperSetting,
  type ParsedSheet,
  type PrintRequest,
  type SheetKind,
  type SheetRequest,
} from './print-sheets';
export {
  addDays,
  dueAt,
  eventTiming,
  hasEnded,
  isOver,
  localDay,
  LONGEST_SERVER_WAIT_MS,
  LONGEST_TIMER_MS,
  shiftEnd,
  toShiftTime,
  type EventWindow,
  type ShiftTimes,
} from './time';

export { CHANNEL_PREFIX, CHANNELS_COMPLETE, EVENT_NAMES, METHODS } from './channels';

// --- Shared shapes -----------------------------------------------------------------------------

/**
 * Codes of refusals made by the IPC layer itself, before any handler ran. Handlers add their
 * own codes (an API error code such as ATH-100, or a word such as 'not-connected').
 */
export const IPC_ERROR = {
  invalidPayload: 'invalid-payload',
  /** Too large, too deep or not plain data: refused before its schema reads it. */
  payloadTooLarge: 'payload-too-large',
  untrustedSender: 'untrusted-sender',
  unknownChannel: 'unknown-channel',
  internal: 'internal',
} as const;

/** `kind`: an API error's kind (auth, network...), so the renderer can react without knowing codes. */
export type IpcError = { code: string; message: string; kind?: string | undefined };
export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export type Environment = 'production' | 'sandbox' | 'custom' | 'demo';
export type WeakKeyPolicy = 'remember-weak' | 'session-only';

export interface ConnectionStatus {
  /** empty: no key; ready: key usable; needs-key: re-enter it; weak-choice: basic_text backend, user must choose. */
  state: 'empty' | 'ready' | 'needs-key' | 'weak-choice';
  environment: Environment | undefined;
  baseUrl: string | undefined;
  keychainBackend: string;
  weakProtection: boolean;
  /** Last four characters of the key, for recognition only. */
  last4: string | undefined;
  savedAt: string | undefined;
  /** Why the key must be entered again, in words. */
  reason: string | undefined;
}

export interface ConnectRequest {
  environment: Environment;
  /** Required for `custom`; ignored otherwise. */
  baseUrl?: string | undefined;
  apiKey: string;
  weakPolicy?: WeakKeyPolicy | undefined;
}

/** The settings the window sees and may change, derived from their one description (settings-fields.ts). */
export type Settings = z.output<typeof sharedSettingsSchema>;
export type SettingsPatch = z.input<typeof settingsUpdateSchema>;
export type Theme = Settings['theme'];
export type ShiftDensity = Settings['shiftDensity'];
/** Hours with no desktop notification, "HH:mm" to "HH:mm"; an end before the start runs past midnight. */
export type QuietHours = NonNullable<Settings['quietHours']>;
export type ApiProfileOverride = Settings['apiProfileOverride'];

export interface SettingsNotice {
  /** The corrupt settings file was moved here and defaults restored. */
  recoveredFrom?: string | undefined;
  /** The settings file was made by a newer version: left untouched, this run is on defaults, not saved. */
  madeByNewerVersion?: boolean | undefined;
}

export type ConnectivityState = 'online' | 'offline' | 'degraded';
export interface Connectivity {
  state: ConnectivityState;
  /** ISO time the state began (for "Offline since 14:02"). */
  since: string;
}

export interface AppInfo {
  version: string;
  keychainBackend: string;
  dataFolder: string;
  platform: string;
}

// --- Sync ------------------------------------------------------------------------------------

/**
 * One complete set as fetched at `asOf`, already in stored form; the renderer applies it with
 * replace-set semantics.
 */
/** A followed event's first shift start and last shift end ("YYYY-MM-DD HH:mm:ss", event-local). */
export interface SyncEventWindow {
  eventId: string;
  start: string;
  end: string;
}

export type SyncBatch =
  | SetBatches
  /**
   * A followed order's status as read at `asOf`; `status` undefined: the server does not know
   * the order (404 WRK-100), so it stays "Placed" and is not asked again.
   */
  | {
      kind: 'order-status';
      batchId: string;
      asOf: string;
      localId: string;
      orderId: string;
      status: StoredOrderStatus | undefined;
    }
  /** The server has no operation to read an order (a 404 without WRK-100): orders stay "Placed". */
  | { kind: 'order-status-unavailable'; batchId: string; asOf: string }
  /** The server answered 404: the item is marked, its cached rows are kept. */
  | { kind: 'not-found'; batchId: string; asOf: string; set: { type: 'event' | 'worker'; id: string } }
  /**
   * The server answered "not modified" for the set `key` stored at `since`: its rows hold, its
   * "as of" moves to `asOf`. Refused as 'stale' when the stored set is not that one.
   */
  | { kind: 'unchanged'; batchId: string; asOf: string; key: string; since: string };

/**
 * The renderer stored a batch: how many data rows it put or deleted. `refused` instead says
 * it could not (the disk is full, an "unchanged" set it does not hold as main thought, or
 * another failure); nothing of that batch was kept.
 */
export interface BatchAck {
  batchId: string;
  rowsWritten: number;
  refused?: BatchRefusal;
}

export const BATCH_REFUSALS = ['disk-full', 'stale', 'failed'] as const;
export type BatchRefusal = (typeof BATCH_REFUSALS)[number];

export interface SyncFailure {
  item: string;
  code: string;
  message: string;
}

export interface SyncProgress {
  syncId: string;
  planned: number;
  done: number;
  failed: number;
  current: string | undefined;
}

export interface SyncSummary {
  syncId: string;
  startedAt: string;
  finishedAt: string;
  outcome: 'complete' | 'partial' | 'failed' | 'cancelled' | 'auth-required' | 'offline';
  planned: number;
  done: number;
  failures: SyncFailure[];
}

export interface SyncStatus {
  running: boolean;
  progress: SyncProgress | undefined;
  last: SyncSummary | undefined;
}

// --- Worker orders ---------------------------------------------------------------------------

export interface SubmitOrderRequest {
  localId: string;
  workerId: string;
  orderableId: string;
  personnelId: string;
}

/** What an outbox reason speaks of: a worker order, or a change of a compliance requirement. */
export type OutboxSubject = 'order' | 'change';

/**
 * Why an outbox item was not delivered, as a code: it is stored with the item and the renderer
 * words it from the catalogue each time it shows it, so a change of language re-words it. Only
 * `said` is text, and only the server's own (shown as it wrote it). `api`: an API failure in the
 * words of its code (else its kind); `network`: its words come from the network code kept as
 * the item's `detail`.
 */
export type OutboxReason =
  | { code: 'offline' | 'no-key' | 'unexpected' | 'later' | 'busy' | 'cancelled' | 'lost-track' }
  | { code: 'server-unsure' | 'closed'; subject: OutboxSubject }
  /** `seconds`: how long the app waited; rows stored before it was kept say "in time". */
  | { code: 'timeout'; subject: OutboxSubject; seconds?: number | undefined }
  | { code: 'network'; notSent: boolean }
  | { code: 'api'; kind: ApiErrorKind; apiCode?: string | undefined; said?: string | undefined }
  | { code: 'window-refused' | 'ipc-failed'; ipcCode: string };

/** Every answer but "delivered": the same for each kind of outbox item. */
export type NotDelivered =
  | { outcome: 'rejected'; code: string; message: string }
  /** `detail`: the technical cause (a network code), for a details disclosure, never the message. */
  | { outcome: 'unknown'; reason: OutboxReason; detail?: string | undefined }
  | {
      outcome: 'retry-later';
      retryAt: string;
      reason: OutboxReason;
      detail?: string | undefined;
      notSent?: boolean | undefined;
    }
  /** `notSent`: no request left (offline, no key, connection refused): not an attempt. */
  | { outcome: 'paused'; reason: OutboxReason; notSent?: boolean | undefined };

// --- Alerts ------------------------------------------------------------------------------------

/** What a click on an alert opens: a followed shift, or a worker order in the outbox. */
export type AlertTarget = { kind: 'shift'; eventId: string; shiftId: string } | { kind: 'order'; localId: string };

/**
 * A desktop notification the renderer asks for: it decides what is due from its data, main only
 * shows it. `alertId` names it for withdrawal and comes back in 'alerts:open' on a click.
 */
export interface AlertNotice {
  alertId: string;
  title: string;
  body: string;
  target: AlertTarget;
}

export type OrderOutcome = { outcome: 'delivered'; order: WorkerOrderRow } | NotDelivered;

// --- Compliance requirement edits (the same outbox) -----------------------------------------

/** One queued change of a compliance template requirement; at least one of the two fields. */
export interface SubmitRequirementEditRequest {
  localId: string;
  templateId: string;
  requirementId: string;
  isRequired?: boolean | undefined;
  notes?: string | undefined;
}

/** "delivered" carries the requirement as the server confirmed it. */
export type RequirementEditOutcome = { outcome: 'delivered'; requirement: RequirementAnswerRow } | NotDelivered;

/** Any outbox answer, as the state machine records it. */
export type OutboxOutcome = OrderOutcome | RequirementEditOutcome;

/** An app update: off (no feed in this build), idle, checking, or downloaded and ready to install. */
export interface UpdateStatus {
  state: 'off' | 'idle' | 'checking' | 'ready';
  /** The downloaded version, once ready. */
  version: string | undefined;
}

/** Ids a newcomer could not guess, offered as examples in demo mode. */
export interface DemoExamples {
  requirements: { templateId: string; requirementId: string }[];
  integrations: string[];
  /** Active documents only, every client's. */
  documents: { clientId: string; documentId: string }[];
}

// --- Calls: channel → request and response ---------------------------------------------------

export interface Calls {
  'connection:status': { req: void; res: ConnectionStatus };
  'connection:connect': { req: ConnectRequest; res: ConnectionStatus };
  'connection:choose-weak-policy': { req: { policy: WeakKeyPolicy }; res: ConnectionStatus };
  'connection:disconnect': { req: void; res: ConnectionStatus };
  'demo:start': { req: void; res: ConnectionStatus };
  /** In demo mode the simulator's own ids, as one-click examples; empty lists on any other connection. */
  'demo:examples': { req: void; res: DemoExamples };
  'settings:get': { req: void; res: Settings };
  'settings:update': { req: SettingsPatch; res: Settings };
  'settings:notice': { req: void; res: SettingsNotice };
  'connectivity:get': { req: void; res: Connectivity };
  'app:info': { req: void; res: AppInfo };
  'app:open-external': { req: { url: string }; res: boolean };
  'app:save-csv': { req: { suggestedName: string; csv: string }; res: { saved: boolean; path: string | undefined } };
  /** The system print dialog over a sheet drawn in a hidden window; printed false when cancelled. */
  'print:sheet': { req: PrintRequest; res: { printed: boolean } };
  /**
   * The sheet as a PDF, where the supervisor picks, then an offer to show it in its folder; saved
   * false when the dialog was cancelled.
   */
  'print:save-pdf': { req: PrintRequest; res: { saved: boolean; path: string | undefined } };
  'update:status': { req: void; res: UpdateStatus };
  /** Quits, installs the downloaded update and relaunches; false when none is ready. */
  'update:restart': { req: void; res: boolean };
  'sync:now': { req: void; res: SyncStatus };
  'sync:cancel': { req: void; res: SyncStatus };
  'sync:status': { req: void; res: SyncStatus };
  'sync:ack': { req: { acks: BatchAck[] }; res: void };
  'discovery:clients': { req: void; res: DiscoveredClientRow[] };
  'orders:submit': { req: SubmitOrderRequest; res: OrderOutcome };
  /** The placed, not completed orders whose status each sync reads (replaces the last list). */
  'orders:follow': { req: { orders: FollowedOrder[] }; res: void };
  /** The outbox finished the drain main asked for ('outbox:drain' with this drainId): the sync may read. */
  'outbox:drained': { req: { drainId: string }; res: void };
  /** When the followed events run, from the window's database: a sync fetches what runs soonest first. */
  'sync:hints': { req: { events: SyncEventWindow[] }; res: void };
  /** Shows a desktop notification; false when none was shown (switched off, window in use, unsupported). */
  'alerts:notify': { req: AlertNotice; res: boolean };
  /** Closes that alert's notification if it is still open; false when there was none. */
  'alerts:withdraw': { req: { alertId: string }; res: boolean };
  /** The outbox's PATCH of a requirement: answered like orders:submit. */
  'compliance:submit': { req: SubmitRequirementEditRequest; res: RequirementEditOutcome };
  'api:client-orders': { req: { clientId: string; page: number; itemsPerPage: number }; res: ClientOrdersPageRows };
  'api:client-workers': { req: { clientId: string }; res: ClientWorkerListsRow };
  'api:client-document': { req: { clientId: string; documentId: string }; res: ClientDocumentRow };
  'api:integration': { req: { id: string }; res: IntegrationRow };
  'api:regenerate-integration': { req: { id: string }; res: IntegrationSecretRow };
  'api:audit-log': {
    req: {
      cursor?: string;
      limit?: number;
      startDate?: string;
      endDate?: string;
      documentType?: string;
      accessType?: string;
    };
    res: AuditLogPageRows;
  };
}
export type Channel = keyof Calls;

// --- Events: main → renderer -----------------------------------------------------------------

export interface Events {
  'connection:changed': ConnectionStatus;
  'settings:changed': Settings;
  'connectivity:changed': Connectivity;
  'sync:progress': SyncProgress;
  /** Sets ready to store, several per message (each still applied as one complete set). */
  'sync:batches': { batches: SyncBatch[] };
  'sync:finished': SyncSummary;
  /** The application menu or a shortcut asked for something the renderer does. */
  'menu:command': { command: 'sync-now' | 'open-settings' | 'show-shortcuts' | 'show-contacts' | 'print' };
  /**
   * Main asks the renderer to drain the outbox, orders and requirement changes alike (back
   * online, before a sync, "Send now"); with a drainId, main waits for 'outbox:drained' before
   * the sync reads.
   */
  'outbox:drain': { reason: string; drainId?: string | undefined };
  /** An update was downloaded: the window offers "Restart to update". */
  'update:ready': UpdateStatus;
  /** The supervisor clicked an alert's desktop notification: open what it is about. */
  'alerts:open': { alertId: string; target: AlertTarget };
}
export type EventName = keyof Events;
// --- The shape of window.workforce -----------------------------------------------------------

type Methods = typeof METHODS;
type MethodFn<C extends Channel> = Calls[C]['req'] extends void
  ? () => Promise<Result<Calls[C]['res']>>
  : (req: Calls[C]['req']) => Promise<Result<Calls[C]['res']>>;

export type WorkforceApi = { [M in keyof Methods]: MethodFn<Methods[M]> } & {
  /** Subscribes to a main-process event; returns the unsubscribe function. */
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void;
};
