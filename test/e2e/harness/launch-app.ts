/**
 * The e2e harness: the real renderer in real Chromium, answered by the real main core running
 * in this process against the simulator over real HTTP. Only the IPC pipe is swapped, for the
 * browser preview's (main/preview): the page's window.workforce is the preload's own builder
 * over a WebSocket on the renderer's origin, and every call goes through the same payload
 * schemas and handler wrapper as in the app.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import {
  CHANNEL_PREFIX,
  type AlertNotice,
  type Calls,
  type Channel,
  type EventName,
  type Events,
  type Result,
} from '../../../preload/contract.js';
import type { AppCore } from '../../../main/core/app-core.js';
import { startSimulator, type SimulatorHandle, type SimulatorOptions } from '../../../main/simulator/server.js';
import { coreModules } from './core-modules.js';
import { CHROMIUM_FLAGS, findBrowser, SHOW_SCROLLBARS } from './find-browser.js';
import { pageAddress } from './page-address.js';
import { memoryCipher, memoryVaultStore } from './test-adapters.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface LaunchOptions {
  /** Use an external server instead of the in-process simulator. */
  baseUrl?: string;
  apiKey?: string;
  simulator?: Partial<SimulatorOptions>;
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** The browser's (the system's) language; US English unless a test says otherwise. */
  locale?: string;
  /** Milliseconds main waits for the renderer to store a batch. */
  batchTimeoutMs?: number;
  /** How often main reads placed orders' progress between syncs (the app's default otherwise). */
  orderStatusEveryMs?: number;
  /** Online, how often main probes the server (60 s unless told; the app's own is 30 s). */
  probeEveryMs?: number;
  /**
   * The tree whose built renderer (out/renderer) and main core run: this one by default, or a
   * previous release's checkout, which a benchmark compares against.
   */
  buildRoot?: string;
  /** The save dialog accepts every CSV (into the profile folder) instead of being cancelled. */
  savesCsv?: boolean;
}

export interface EmittedEvent {
  event: EventName;
  payload: unknown;
  at: number;
}

/** What the platform's alert notifier was asked, in this run; a click plays the notification's. */
export interface AlertNotifications {
  shown: AlertNotice[];
  withdrawn: string[];
  click(alertId: string): void;
}

export interface LaunchedApp {
  page: Page;
  simulator: SimulatorHandle | undefined;
  baseUrl: string;
  apiKey: string;
  /** The main core of the current run (a new one after restart()). */
  readonly core: AppCore;
  /** Events main sent to the renderer in this run. */
  readonly events: EmittedEvent[];
  /** Desktop notifications of alerts, as the platform layer received them. */
  readonly alertNotifications: AlertNotifications;
  /** Every CSV the page asked main to save, in this launch (saved only with `savesCsv`). */
  readonly savedCsv: { suggestedName: string; csv: string }[];
  /**
   * What the page's Content Security Policy refused in this launch (Chromium's console report
   * of each). close() fails on any not taken: the suite runs every screen under the policy.
   */
  takeCspViolations(): string[];
  /** Calls a main handler as the renderer would (validated, wrapped). */
  invoke<C extends Channel>(channel: C, payload?: Calls[C]['req']): Promise<Calls[C]['res']>;
  /** Resolves with the next event of that name (after `since`, default now). */
  nextEvent<E extends EventName>(event: E, since?: number): Promise<Events[E]>;
  setOnline(online: boolean): Promise<void>;
  /** Another tab of the same page: one origin, so one IndexedDB, beside the main core's first. */
  openTab(): Promise<Page>;
  /** Closes window and main core, then starts both again with the same profile. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function launchApp(options: LaunchOptions = {}): Promise<LaunchedApp> {
  const profileDir = await mkdtemp(path.join(tmpdir(), 'fieldsup-e2e-'));
  const browserDir = path.join(profileDir, 'browser');
  const simulator = options.baseUrl
    ? undefined
    : await startSimulator({
        apiKey: options.apiKey ?? 'e2e-api-key-0001',
        readOnlyKey: 'e2e-read-only-key',
        port: 0,
        ...options.simulator,
      });
  const baseUrl = options.baseUrl ?? simulator!.url;
  const apiKey = options.apiKey ?? simulator!.apiKey;
  const vaultStore = memoryVaultStore();
  const executablePath = await findBrowser();
  const buildRoot = options.buildRoot ?? ROOT;
  const { createAppCore, SettingsService, Vault, answerCall, jsonSettingsFile, startPreviewServer } =
    await coreModules(buildRoot);

  let osOnline = true;
  let core: AppCore;
  let context: BrowserContext;
  let page: Page | undefined;
  let events: EmittedEvent[] = [];
  let cspViolations: string[] = [];
  const savedCsv: LaunchedApp['savedCsv'] = [];
  const clicks = new Map<string, () => void>();
  const alertNotifications: AlertNotifications = {
    shown: [],
    withdrawn: [],
    click: (alertId) => clicks.get(alertId)?.(),
  };
  let waiters: { event: EventName; since: number; resolve(p: unknown): void }[] = [];
  const preview = await startPreviewServer({ rendererDir: path.join(buildRoot, 'out/renderer'), core: () => core });

  function emit<E extends EventName>(event: E, payload: Events[E]): void {
    const at = performance.now();
    events.push({ event, payload, at });
    waiters = waiters.filter((w) => {
      if (w.event !== event || w.since > at) return true;
      w.resolve(payload);
      return false;
    });
    // Like Electron: an event sent while no window is open reaches nobody.
    preview.emit(CHANNEL_PREFIX + event, payload);
  }

  function startCore(): AppCore {
    const settings = new SettingsService({ file: jsonSettingsFile(profileDir) });
    settings.load();
    const vault = new Vault({
      cipher: memoryCipher(),
      store: vaultStore,
      policy: { get: () => settings.get().weakKeyPolicy, set: (p) => void settings.update({ weakKeyPolicy: p }) },
    });
    return createAppCore({
      vault,
      settings,
      fetch: (input, init) => fetch(input, init),
      osOnline: () => osOnline,
      emit,
      startDemo: async () => ({ baseUrl, apiKey, close: async () => undefined }),
      appInfo: () => ({ version: '0.0.0-e2e', dataFolder: profileDir, platform: process.platform }),
      saveCsv: async (suggestedName, csv) => {
        savedCsv.push({ suggestedName, csv });
        const saved = options.savesCsv ?? false;
        return { saved, path: saved ? path.join(profileDir, suggestedName) : undefined };
      },
      openExternal: async () => undefined,
      alerts: {
        show: (notice, onClick) => {
          alertNotifications.shown.push(notice);
          clicks.set(notice.alertId, onClick);
          return true;
        },
        withdraw: (alertId) => {
          alertNotifications.withdrawn.push(alertId);
          return clicks.delete(alertId);
        },
      },
      timing: {
        debounceMs: 0,
        probeEveryMs: options.probeEveryMs ?? 60_000,
        batchTimeoutMs: options.batchTimeoutMs ?? 15_000,
        orderStatusEveryMs: options.orderStatusEveryMs,
      },
    });
  }

  async function openWindow(): Promise<void> {
    context = await chromium.launchPersistentContext(browserDir, {
      executablePath,
      args: CHROMIUM_FLAGS,
      ...SHOW_SCROLLBARS,
      headless: true,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      colorScheme: options.colorScheme ?? 'light',
      locale: options.locale ?? 'en-US',
    });
    context.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
        cspViolations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      }
    });
    const opened = context.pages()[0] ?? (await context.newPage());
    opened.on('pageerror', (e) => console.error('[page error]', e.message));
    page = opened;
    await opened.goto(pageAddress(preview));
  }

  core = startCore();
  await core.start();
  await openWindow();

  const app: LaunchedApp = {
    get page() {
      return page!;
    },
    simulator,
    baseUrl,
    apiKey,
    get core() {
      return core;
    },
    get events() {
      return events;
    },
    alertNotifications,
    savedCsv,
    takeCspViolations() {
      const taken = cspViolations;
      cspViolations = [];
      return taken;
    },
    async invoke(channel, payload) {
      const result = (await answerCall(core.handlers, CHANNEL_PREFIX + channel, payload, true)) as Result<unknown>;
      if (!result.ok) throw Object.assign(new Error(result.error.message), { code: result.error.code });
      return result.value as never;
    },
    nextEvent(event, since = performance.now()) {
      const past = events.find((e) => e.event === event && e.at >= since);
      if (past) return Promise.resolve(past.payload as never);
      return new Promise((resolve) => waiters.push({ event, since, resolve: resolve as (p: unknown) => void }));
    },
    async setOnline(online) {
      osOnline = online;
      core.osConnectivityChanged();
      await core.connectivity.probeNow();
    },
    async openTab() {
      const tab = await context.newPage();
      tab.on('pageerror', (e) => console.error('[page error]', e.message));
      await tab.goto(pageAddress(preview));
      return tab;
    },
    async restart() {
      page = undefined;
      await context.close();
      await core.stop();
      events = [];
      waiters = [];
      core = startCore();
      await core.start();
      await openWindow();
    },
    async close() {
      await context.close().catch(() => undefined);
      await core.stop();
      await preview.close();
      await simulator?.close();
      await rm(profileDir, { recursive: true, force: true });
      if (cspViolations.length > 0) {
        throw new Error(`The Content Security Policy refused:\n${cspViolations.join('\n')}`);
      }
    },
  };
  return app;
}
