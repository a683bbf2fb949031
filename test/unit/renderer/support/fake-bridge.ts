/**
 * window.workforce for screen tests: every method answers like main would (overridable per
 * test), every call is recorded, and `emit` plays main's events. Sync batches go through the
 * app's real batch receiver into fake-indexeddb, so screens read what a sync really stores.
 */
import { vi } from 'vitest';
import {
  METHODS,
  type AppInfo,
  type ConnectionStatus,
  type Connectivity,
  type EventName,
  type Events,
  type Result,
  type Settings,
  type SyncBatch,
  type SyncFailure,
  type SyncStatus,
  type SyncSummary,
  type WorkforceApi,
} from '../../../../preload/contract';

type Method = keyof typeof METHODS;
type Answer = (arg: unknown) => unknown;

let serial = 0;

/** A connection to a server of its own, so every test gets a database of its own. */
export function readyStatus(overrides: Partial<ConnectionStatus> = {}): ConnectionStatus {
  serial += 1;
  return {
    state: 'ready',
    environment: 'custom',
    baseUrl: `http://127.0.0.1/test-${Date.now()}-${serial}/api/1_12`,
    keychainBackend: 'gnome_libsecret',
    weakProtection: false,
    last4: 'k3y5',
    savedAt: '2026-11-22T08:00:00.000Z',
    reason: undefined,
    ...overrides,
  };
}

export const EMPTY_STATUS: ConnectionStatus = {
  state: 'empty',
  environment: undefined,
  baseUrl: undefined,
  keychainBackend: 'gnome_libsecret',
  weakProtection: false,
  last4: undefined,
  savedAt: undefined,
  reason: undefined,
};

export function settingsWith(overrides: Partial<Settings> = {}): Settings {
  return {
    environment: 'custom',
    customBaseUrl: undefined,
    followedEventIds: [],
    crewWorkerIds: [],
    syncIntervalMinutes: 15,
    syncConcurrency: 6,
    startingSoonHours: 4,
    alertsEnabled: true,
    alertLeadMinutes: 60,
    quietHours: null,
    mutedEventIds: [],
    overtimeDailyHours: 8,
    overtimeWeeklyHours: 40,
    theme: 'system',
    language: 'system',
    shiftDensity: 'comfortable',
    paper: 'region',
    coverageLarge: false,
    dayCoverageLarge: false,
    apiProfileOverride: {},
    ...overrides,
  };
}

/** A finished sync that refreshed all it planned but these failures (as `sync:finished` tells it). */
export function partialSync(
  failures: SyncFailure[],
  run: { startedAt: string; finishedAt: string; planned: number } = {
    startedAt: '2026-11-22T08:00:00.000Z',
    finishedAt: '2026-11-22T08:00:05.000Z',
    planned: 3,
  },
): SyncSummary {
  return { syncId: 's1', ...run, outcome: 'partial', done: run.planned - failures.length, failures };
}

export interface FakeBridge {
  api: WorkforceApi;
  /** Recorded calls per method, with their argument. */
  calls: Record<Method, ReturnType<typeof vi.fn>>;
  /** Replaces a method's answer; a thrown `{ code, message }` becomes a failed result. */
  answer(method: Method, fn: Answer): void;
  emit<E extends EventName>(event: E, payload: Events[E]): void;
  /** Delivers batches as main does and resolves once the renderer acknowledged them. */
  deliver(batches: SyncBatch[]): Promise<void>;
  settings: Settings;
  status: ConnectionStatus;
}

export function fakeBridge(init: { status?: ConnectionStatus; settings?: Partial<Settings> } = {}): FakeBridge {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const acked = new Set<string>();
  const ackWaiters: (() => void)[] = [];
  const state = {
    status: init.status ?? readyStatus(),
    settings: settingsWith(init.settings),
  };
  const sync: SyncStatus = { running: false, progress: undefined, last: undefined };
  const connectivity: Connectivity = { state: 'online', since: '2026-11-22T08:00:00.000Z' };
  const info: AppInfo = {
    version: '1.2.3',
    keychainBackend: 'gnome_libsecret',
    dataFolder: '/data',
    platform: 'linux',
  };

  const answers: Partial<Record<Method, Answer>> = {
    connectionStatus: () => state.status,
    getSettings: () => state.settings,
    updateSettings: (patch) => (state.settings = { ...state.settings, ...(patch as Partial<Settings>) }),
    settingsNotice: () => ({ recoveredFrom: undefined }),
    connectivity: () => connectivity,
    syncStatus: () => sync,
    syncNow: () => ({ ...sync, running: true }),
    cancelSync: () => sync,
    appInfo: () => info,
    openExternal: () => true,
    saveCsv: () => ({ saved: true, path: '/tmp/export.csv' }),
    ackBatch: (req) => {
      for (const a of (req as { acks: { batchId: string }[] }).acks) acked.add(a.batchId);
      for (const w of ackWaiters.splice(0)) w();
    },
    discoverClients: () => [],
    updateStatus: () => ({ state: 'off', version: undefined }),
    disconnect: () => (state.status = EMPTY_STATUS),
    notifyAlert: () => true,
    withdrawAlert: () => true,
  };

  const calls = {} as Record<Method, ReturnType<typeof vi.fn>>;
  const api = {
    on(event: string, listener: (payload: unknown) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => void set.delete(listener);
    },
  } as unknown as WorkforceApi;
  for (const method of Object.keys(METHODS) as Method[]) {
    calls[method] = vi.fn(async (arg?: unknown): Promise<Result<unknown>> => {
      try {
        const value = await (answers[method] ?? (() => undefined))(arg);
        return { ok: true, value };
      } catch (e) {
        const { code = 'internal', message = String(e) } = e as { code?: string; message?: string };
        return { ok: false, error: { code, message } };
      }
    });
    (api as unknown as Record<string, unknown>)[method] = calls[method];
  }

  const bridge: FakeBridge = {
    api,
    calls,
    answer: (method, fn) => void (answers[method] = fn),
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    async deliver(batches) {
      bridge.emit('sync:batches', { batches });
      while (!batches.every((b) => acked.has(b.batchId))) {
        await new Promise<void>((resolve) => ackWaiters.push(resolve));
      }
    },
    get settings() {
      return state.settings;
    },
    set settings(s) {
      state.settings = s;
    },
    get status() {
      return state.status;
    },
    set status(s) {
      state.status = s;
    },
  };
  return bridge;
}
