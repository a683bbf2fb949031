/**
 * Main's core services wired together, Electron-free, and each domain's handlers merged into
 * one per contract channel. The Electron shell registers these handlers with ipcMain; the e2e
 * harness calls the very same handlers through Playwright bindings.
 */
import { alertHandlers } from './alert-handlers.js';
import type { AppCoreDeps } from './app-core-deps.js';
import { appHandlers } from './app-handlers.js';
import { clientHandlers } from './clients/client-handlers.js';
import { complianceHandlers } from './compliance-handlers.js';
import { Connection } from './connection.js';
import { connectionHandlers } from './connection-handlers.js';
import { ConnectivityMonitor, probeBaseUrl } from './connectivity.js';
import type { Handlers } from './ipc/handler-map.js';
import { keyChecker } from './key-checked.js';
import { MainLanguage } from './main-language.js';
import { officeHandlers } from './office/office-handlers.js';
import { createOrderNotices } from './order-notices.js';
import { OutboxFirst } from './outbox-first.js';
import { ordersHandlers } from './orders-handlers.js';
import { printHandlers } from './print/print-handlers.js';
import { wireReactions } from './reactions.js';
import { OutboxGateway } from './outbox-gateway.js';
import { settingsHandlers } from './settings/settings-handlers.js';
import { BatchDelivery } from './sync/batch-delivery.js';
import { ORDER_STATUS_EVERY_MS } from './sync/followed-orders.js';
import { SyncService } from './sync/sync-service.js';
import { syncHandlers } from './sync/sync-handlers.js';
import { UpdateChecker } from './update-checker.js';

export type { AlertNotifier, AppCoreDeps, SheetPrinter } from './app-core-deps.js';
export type { Handlers } from './ipc/handler-map.js';

export function createAppCore(deps: AppCoreDeps) {
  // Services first, each from the ones built before it; what they report is wired below.
  const { settings, emit, timing, vault, fetch, startDemo } = deps;
  const language = new MainLanguage(settings, () => deps.systemLanguages?.() ?? []);
  const connection = new Connection({ vault, settings, fetch, startDemo, timeoutMs: timing?.requestTimeoutMs });
  /** ATH-100, in a sync or an outbox send: the key must be entered again. */
  const keyRejected = () => {
    connection.markRejected();
    emit('connection:changed', connection.status());
  };

  const connectivity = new ConnectivityMonitor({
    osOnline: deps.osOnline,
    probe: async () => {
      const base = connection.baseUrl();
      return base ? probeBaseUrl(deps.fetch, base, 8_000, 4_000) : undefined;
    },
    debounceMs: timing?.debounceMs,
    probeEveryMs: timing?.probeEveryMs,
  });

  const delivery = new BatchDelivery((batches) => emit('sync:batches', { batches }), { timeoutMs: timing?.batchTimeoutMs });

  const outboxFirst = new OutboxFirst((drainId) => emit('outbox:drain', { reason: 'before sync', drainId }));

  const sync = new SyncService({
    client: () => connection.client(),
    followed: () => settings.get(),
    concurrency: () => settings.get().syncConcurrency,
    isOnline: () => connectivity.isOnline(),
    deliver: (batch) => delivery.deliver(batch),
    onProgress: (p) => emit('sync:progress', p),
    onFinished: (s) => emit('sync:finished', s),
    onAuthRequired: keyRejected,
    outboxFirst: (signal) => outboxFirst.before(signal),
  });

  const updates = new UpdateChecker({
    updater: deps.updater,
    isOnline: () => connectivity.isOnline(),
    onReady: (status) => emit('update:ready', status),
    log: (message, error) => console.error(`[updates] ${message}`, error ?? ''),
  });

  const outbox = new OutboxGateway({ client: () => connection.client(), isOnline: () => connectivity.isOnline() });
  const orderNotices = deps.notify && createOrderNotices(deps.notify.bind(deps), timing?.noticeGatherMs);

  const unsubscribe = wireReactions({ connectivity, settings, sync, updates, emit });

  const keyChecked = keyChecker(connection, keyRejected);
  // One line per domain; the type below fails to compile unless every channel is answered once.
  const handlers = {
    ...connectionHandlers(connection, connectivity, sync, emit),
    ...settingsHandlers(settings, language),
    ...appHandlers(deps, updates),
    ...syncHandlers(sync, delivery, connectivity),
    ...ordersHandlers(outbox, keyChecked, sync, orderNotices, outboxFirst),
    ...complianceHandlers(outbox, keyChecked),
    ...alertHandlers(settings, deps.alerts, emit),
    ...clientHandlers(connection),
    ...officeHandlers(connection),
    ...printHandlers(deps),
  } satisfies Handlers;

  return {
    handlers,
    connection,
    connectivity,
    delivery,
    language,
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
      sync.setOrderStatusInterval(timing?.orderStatusEveryMs ?? ORDER_STATUS_EVERY_MS);
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
      outboxFirst.windowGone();
    },
    async stop(): Promise<void> {
      for (const stop of unsubscribe) stop();
      language.stop();
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
