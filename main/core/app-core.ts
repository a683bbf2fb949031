/**
 * Main's core services wired together, Electron-free: connection, settings, connectivity,
 * sync and orders, exposed as one handler per contract channel plus outgoing events. The
 * Electron shell registers these handlers with ipcMain; the e2e harness calls the very same
 * handlers through Playwright bindings.
 */
import type {
  AlertNotice,
  AppInfo,
  Calls,
  Channel,
  Events,
  EventName,
  Settings as ContractSettings,
} from '../../preload/contract.js';
import type { WorkforceClient } from './api/client.js';
import type { FetchLike } from './api/transport.js';
import { clientDocumentRow, clientOrdersPageRows } from './clients/client-rows.js';
import { BatchDelivery } from './sync/batch-delivery.js';
import { Connection, type DemoServer } from './connection.js';
import { ConnectivityMonitor, probeBaseUrl } from './connectivity.js';
import { ExpectedError } from './ipc/expected-error.js';
import { createOrderNotices } from './order-notices.js';
import { OrdersFirst } from './orders-first.js';
import { OutboxGateway } from './outbox-gateway.js';
import { externalUrlAllowed } from './security/url-policy.js';
import type { Settings } from './settings/schema.js';
import type { SettingsService } from './settings/settings-service.js';
import { ORDER_STATUS_EVERY_MS } from './sync/followed-orders.js';
import { SyncService } from './sync/sync-service.js';
import { UpdateChecker, type Updater } from './update-checker.js';
import type { Vault } from './vault.js';

export type Handlers = { [C in Channel]: (req: Calls[C]['req']) => Promise<Calls[C]['res']> };

export interface AppCoreDeps {
  vault: Vault;
  settings: SettingsService;
  fetch: FetchLike;
  osOnline(): boolean;
  emit<E extends EventName>(event: E, payload: Events[E]): void;
  startDemo(): Promise<DemoServer>;
  appInfo(): Omit<AppInfo, 'keychainBackend'>;
  saveCsv(suggestedName: string, csv: string): Promise<{ saved: boolean; path: string | undefined }>;
  openExternal(url: URL): Promise<void>;
  /** A desktop notification; the platform shows it only while the window is in the background. */
  notify?(title: string, body: string): void;
  /** Desktop notifications of the alerts the renderer found due; absent: none are shown. */
  alerts?: AlertNotifier;
  /** App updates; absent where the build has no update feed. */
  updater?: Updater;
  timing?: {
    probeEveryMs?: number;
    debounceMs?: number;
    batchTimeoutMs?: number;
    requestTimeoutMs?: number;
    /** How long order outcomes are gathered into one notification. */
    noticeGatherMs?: number;
    /** How often placed orders' statuses are read between syncs. */
    orderStatusEveryMs?: number;
  };
}

/** The platform's side of alert notifications (main/platform/notifications.ts). */
export interface AlertNotifier {
  /** True when a notification was shown; `onClick` runs when the supervisor clicks it. */
  show(notice: AlertNotice, onClick: () => void): boolean;
  /** Closes the alert's notification if it is still open; true when one was. */
  withdraw(alertId: string): boolean;
}

function toContractSettings(s: Settings): ContractSettings {
  return {
    environment: s.environment,
    customBaseUrl: s.customBaseUrl,
    followedEventIds: [...s.followedEventIds],
    crewWorkerIds: [...s.crewWorkerIds],
    syncIntervalMinutes: s.syncIntervalMinutes,
    syncConcurrency: s.syncConcurrency,
    theme: s.theme,
    shiftDensity: s.shiftDensity,
    startingSoonHours: s.startingSoonHours,
    overtimeDailyHours: s.overtimeDailyHours,
    overtimeWeeklyHours: s.overtimeWeeklyHours,
    alertsEnabled: s.alertsEnabled,
    alertLeadMinutes: s.alertLeadMinutes,
    quietHours: s.quietHours ? { ...s.quietHours } : null,
    mutedEventIds: [...s.mutedEventIds],
    apiProfileOverride: s.apiProfileOverride as ContractSettings['apiProfileOverride'],
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function createAppCore(deps: AppCoreDeps) {
  const { settings, emit } = deps;

  // Services first, each from the ones built before it; what they report is wired below.
  const connection = new Connection({
    vault: deps.vault,
    settings,
    fetch: deps.fetch,
    startDemo: deps.startDemo,
    timeoutMs: deps.timing?.requestTimeoutMs,
  });

  const connectivity = new ConnectivityMonitor({
    osOnline: deps.osOnline,
    probe: async () => {
      const base = connection.baseUrl();
      return base ? probeBaseUrl(deps.fetch, base, 8_000, 4_000) : undefined;
    },
    debounceMs: deps.timing?.debounceMs,
    probeEveryMs: deps.timing?.probeEveryMs,
  });

  const delivery = new BatchDelivery((batches) => emit('sync:batches', { batches }), {
    timeoutMs: deps.timing?.batchTimeoutMs,
  });

  const ordersFirst = new OrdersFirst((drainId) => emit('orders:drain', { reason: 'before sync', drainId }));

  const sync = new SyncService({
    client: () => connection.client(),
    followed: () => settings.get(),
    concurrency: () => settings.get().syncConcurrency,
    isOnline: () => connectivity.isOnline(),
    deliver: (batch) => delivery.deliver(batch),
    onProgress: (p) => emit('sync:progress', p),
    onFinished: (s) => emit('sync:finished', s),
    ordersFirst: (signal) => ordersFirst.before(signal),
    onAuthRequired: () => {
      connection.markRejected();
      emit('connection:changed', connection.status());
    },
  });

  const updates = new UpdateChecker({
    updater: deps.updater,
    isOnline: () => connectivity.isOnline(),
    onReady: (status) => emit('update:ready', status),
    log: (message, error) => console.error(`[updates] ${message}`, error ?? ''),
  });

  const orders = new OutboxGateway({ client: () => connection.client(), isOnline: () => connectivity.isOnline() });
  const orderNotices = deps.notify
    ? createOrderNotices((title, body) => deps.notify?.(title, body), deps.timing?.noticeGatherMs)
    : undefined;

  const unsubscribe = [
    connectivity.onChange((state) => {
      emit('connectivity:changed', state);
      updates.checkIfDue();
      if (state.state !== 'offline') {
        void sync.request('back online');
        emit('orders:drain', { reason: 'back online' });
      } else {
        sync.cancel();
      }
    }),
    settings.onChange((next, previous) => {
      emit('settings:changed', toContractSettings(next));
      if (next.syncIntervalMinutes !== previous.syncIntervalMinutes) sync.setInterval(next.syncIntervalMinutes);
      const followChanged =
        !sameIds(next.followedEventIds, previous.followedEventIds) ||
        !sameIds(next.crewWorkerIds, previous.crewWorkerIds);
      if (followChanged && next.environment === previous.environment) void sync.request('followed items changed');
    }),
  ];

  /** ATH-100 on an outbox send means the same as during a sync: the key must be entered again. */
  async function keyChecked<T extends { outcome: string }>(send: () => Promise<T>): Promise<T> {
    const hadKey = connection.client() !== undefined;
    const outcome = await send();
    if (outcome.outcome === 'paused' && hadKey) {
      connection.markRejected();
      emit('connection:changed', connection.status());
    }
    return outcome;
  }

  function requireClient(): WorkforceClient {
    const client = connection.client();
    if (!client) throw new ExpectedError('not-connected', 'Connect with an API key first.');
    return client;
  }

  async function afterConnect<T>(status: T): Promise<T> {
    sync.resetDiscovery();
    // The renderer opens this connection's database, then asks for the first sync itself.
    emit('connection:changed', connection.status());
    await connectivity.probeNow();
    return status;
  }

  const collect = async <T>(items: AsyncIterable<T>): Promise<T[]> => {
    const out: T[] = [];
    for await (const item of items) out.push(item);
    return out;
  };

  // One map per domain; the merge below must cover every channel of the contract, once.
  const connectionHandlers = {
    'connection:status': async () => connection.status(),
    'connection:connect': async (req) => afterConnect(await connection.connect(req)),
    'connection:choose-weak-policy': async (req) => connection.chooseWeakPolicy(req.policy),
    'connection:disconnect': async () => {
      sync.cancel();
      const status = await connection.disconnect();
      emit('connection:changed', status);
      return status;
    },
    'demo:start': async () => afterConnect(await connection.startDemo()),
    'demo:examples': async () => connection.demoExamples(),
    'connectivity:get': async () => connectivity.get(),
  } satisfies Partial<Handlers>;

  const settingsHandlers = {
    'settings:get': async () => toContractSettings(settings.get()),
    'settings:update': async (patch) => toContractSettings(settings.update(patch)),
    'settings:notice': async () => {
      const notice = settings.recoveredFrom;
      settings.acknowledgeRecovery();
      return { recoveredFrom: notice?.movedTo ?? (notice ? 'an unreadable settings file' : undefined) };
    },
  } satisfies Partial<Handlers>;

  const appHandlers = {
    'app:info': async () => ({ ...deps.appInfo(), keychainBackend: deps.vault.status().backend }),
    'app:open-external': async ({ url }) => {
      const allowed = externalUrlAllowed(url);
      if (!allowed) return false;
      await deps.openExternal(allowed);
      return true;
    },
    'app:save-csv': async ({ suggestedName, csv }) => deps.saveCsv(suggestedName, csv),
    'update:status': async () => updates.status(),
    'update:restart': async () => updates.restart(),
  } satisfies Partial<Handlers>;

  const syncHandlers = {
    'sync:now': async () => {
      // The supervisor pressing it is the best sign the network is back: look now. Found back,
      // the "back online" sync has started and covers this request.
      if (!connectivity.isOnline() && (await connectivity.checkNow())) return sync.status();
      void sync.request('sync now');
      return sync.status();
    },
    'sync:hints': async ({ events }) => sync.memory.seedWindows(events),
    'sync:cancel': async () => {
      sync.cancel();
      return sync.status();
    },
    'sync:status': async () => sync.status(),
    'sync:ack': async ({ acks }) => {
      for (const { batchId, rowsWritten } of acks) delivery.ack(batchId, rowsWritten);
    },
  } satisfies Partial<Handlers>;

  const outboxHandlers = {
    'orders:submit': async (req) => {
      const outcome = await keyChecked(() => orders.submit(req));
      orderNotices?.record(outcome);
      return outcome;
    },
    'compliance:submit': async (req) => keyChecked(() => orders.submitRequirementEdit(req)),
    'orders:follow': async ({ orders: followed }) => sync.followedOrders.replace(followed),
    'orders:drained': async ({ drainId }) => ordersFirst.drained(drainId),
  } satisfies Partial<Handlers>;

  const alertHandlers = {
    // Switched off in Settings means off here too, whatever the renderer asks.
    'alerts:notify': async (notice) =>
      settings.get().alertsEnabled && deps.alerts
        ? deps.alerts.show(notice, () =>
            emit('alerts:open', { alertId: notice.alertId, target: notice.target }),
          )
        : false,
    'alerts:withdraw': async ({ alertId }) => deps.alerts?.withdraw(alertId) ?? false,
  } satisfies Partial<Handlers>;

  /** Online only: asked of the server when the supervisor opens the page, never synced. */
  const onlineHandlers = {
    'discovery:clients': async () => collect(requireClient().clientsAll()),
    'api:client-orders': async ({ clientId, page, itemsPerPage }) =>
      clientOrdersPageRows(await requireClient().clientOrders(clientId, { page, itemsPerPage })),
    'api:client-workers': async ({ clientId }) => requireClient().clientWorkers(clientId),
    'api:client-document': async ({ clientId, documentId }) =>
      clientDocumentRow(await requireClient().clientDocument(clientId, documentId)),
    'api:integration': async ({ id }) => requireClient().getIntegration(id),
    'api:regenerate-integration': async ({ id }) => requireClient().regenerateIntegrationSecret(id),
    'api:audit-log': async (q) =>
      requireClient().auditLog({
        cursor: q.cursor,
        limit: q.limit,
        start_date: q.startDate,
        end_date: q.endDate,
        document_type: q.documentType,
        access_type: q.accessType,
      }),
  } satisfies Partial<Handlers>;

  const handlers = {
    ...connectionHandlers,
    ...settingsHandlers,
    ...appHandlers,
    ...syncHandlers,
    ...outboxHandlers,
    ...alertHandlers,
    ...onlineHandlers,
  } satisfies Handlers;

  return {
    handlers,
    connection,
    connectivity,
    delivery,
    get sync(): SyncService {
      return sync;
    },
    /**
     * After app ready: unlock the key, start probing and the interval. The first sync is the
     * renderer's to ask for, once its database is open (a batch sent earlier would be lost).
     */
    async start(): Promise<void> {
      await connection.start();
      connectivity.start();
      updates.start();
      sync.setInterval(settings.get().syncIntervalMinutes);
      sync.setOrderStatusInterval(deps.timing?.orderStatusEveryMs ?? ORDER_STATUS_EVERY_MS);
      emit('connection:changed', connection.status());
    },
    /** Something outside asks for a sync: system resume, the menu, the OS coming online. */
    trigger(reason: string): void {
      void sync.request(reason);
    },
    osConnectivityChanged(): void {
      connectivity.osChanged();
    },
    /** The window reloaded or closed: batches it had not stored will not be stored. */
    rendererGone(): void {
      delivery.failAll();
      ordersFirst.windowGone();
    },
    async stop(): Promise<void> {
      for (const stop of unsubscribe) stop();
      orderNotices?.dispose();
      updates.stop();
      sync.dispose();
      connectivity.stop();
      delivery.failAll();
      await connection.dispose();
    },
  };
}

export type AppCore = ReturnType<typeof createAppCore>;
