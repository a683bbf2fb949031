/** What main's core is built from: the platform's adapters, injected (Electron's, or the preview's). */
import type { AlertNotice, AppInfo, EventName, Events, PrintRequest } from '../../preload/contract.js';
import type { FetchLike } from './api/transport.js';
import type { DemoServer } from './connection.js';
import type { SettingsService } from './settings/settings-service.js';
import type { Updater } from './update-checker.js';
import type { Vault } from './vault.js';

export interface AppCoreDeps {
  vault: Vault;
  settings: SettingsService;
  /** The system's languages, most preferred first: Settings → Language's "System" reads them. */
  systemLanguages?(): readonly string[];
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
  /** Printing and PDFs of the print views; absent in the browser preview (the browser prints). */
  printer?: SheetPrinter;
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

/** The platform's side of printing (main/platform/print-window.ts). */
export interface SheetPrinter {
  /** The system print dialog; printed false when the supervisor cancelled it. */
  print(request: PrintRequest): Promise<{ printed: boolean }>;
  /**
   * A save dialog, the PDF written whole, then an offer to show it in its folder; saved false
   * when the dialog was cancelled.
   */
  savePdf(request: PrintRequest): Promise<{ saved: boolean; path: string | undefined }>;
}

/** The platform's side of alert notifications (main/platform/notifications.ts). */
export interface AlertNotifier {
  /** True when a notification was shown; `onClick` runs when the supervisor clicks it. */
  show(notice: AlertNotice, onClick: () => void): boolean;
  /** Closes the alert's notification if it is still open; true when one was. */
  withdraw(alertId: string): boolean;
}

export type EmitEvent = AppCoreDeps['emit'];
