/**
 * The one app window: hardened web preferences, the app:// page, no way to navigate or open
 * other windows, and its size and place remembered between starts.
 */
import { BrowserWindow, screen, shell, type Rectangle } from 'electron';
import { APP_ENTRY_URL } from '../core/app-origin.js';
import { externalUrlAllowed, isAppUrl } from '../core/security/url-policy.js';
import type { WindowBounds } from '../core/settings/schema.js';
import type { SettingsService } from '../core/settings/settings-service.js';

export interface AppWindowOptions {
  /** Absolute path of the built preload (out/preload/index.cjs). */
  preloadPath: string;
  settings: SettingsService;
  /** The page reloaded or its renderer died: batches it had not stored never will be. */
  onRendererGone(): void;
  log?: (message: string, error?: unknown) => void;
}

const DEFAULT_SIZE = { width: 1280, height: 800 };
/** A restored window must show this much of its title bar on some screen to be draggable. */
const TITLE_BAR = { height: 32, minVisibleWidth: 100, minVisibleHeight: 16 };

export function createAppWindow(options: AppWindowOptions): BrowserWindow {
  const log = options.log ?? console.error;
  const window = new BrowserWindow({
    ...restoredBounds(options.settings.get().windowBounds),
    minWidth: 720,
    minHeight: 480,
    title: 'Field Supervisor',
    // Shown on ready-to-show, so the user never sees a blank white frame.
    show: false,
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  });
  window.once('ready-to-show', () => window.show());

  const { webContents } = window;
  const stayInApp = (event: { url: string; preventDefault(): void }) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  };
  webContents.on('will-navigate', stayInApp);
  webContents.on('will-frame-navigate', stayInApp);
  webContents.on('will-redirect', stayInApp);
  webContents.setWindowOpenHandler(({ url }) => {
    // Links meant for the outside world open in the user's browser or mail client, never here.
    const allowed = externalUrlAllowed(url);
    if (allowed) shell.openExternal(allowed.href).catch((error: unknown) => log('open external link failed', error));
    return { action: 'deny' };
  });
  webContents.on('render-process-gone', (_event, details) => {
    log(`renderer gone: ${details.reason}`);
    options.onRendererGone();
  });
  webContents.on('did-start-loading', () => options.onRendererGone());

  window.on('close', () => rememberBounds(window, options.settings, log));
  window.loadURL(APP_ENTRY_URL).catch((error: unknown) => log('loading the app page failed', error));
  return window;
}

function restoredBounds(saved: WindowBounds | undefined): Partial<Rectangle> {
  return saved && titleBarVisible(saved) ? { ...saved } : { ...DEFAULT_SIZE };
}

/** A screen may have been unplugged since the bounds were saved: never restore off-screen. */
function titleBarVisible(bounds: WindowBounds): boolean {
  const bar = { ...bounds, height: TITLE_BAR.height };
  return screen.getAllDisplays().some(({ workArea }) => {
    const width = Math.min(bar.x + bar.width, workArea.x + workArea.width) - Math.max(bar.x, workArea.x);
    const height = Math.min(bar.y + bar.height, workArea.y + workArea.height) - Math.max(bar.y, workArea.y);
    return width >= TITLE_BAR.minVisibleWidth && height >= TITLE_BAR.minVisibleHeight;
  });
}

/** Saved once, at close: every settings write also resets the API client and notifies the page. */
function rememberBounds(
  window: BrowserWindow,
  settings: SettingsService,
  log: NonNullable<AppWindowOptions['log']>,
): void {
  const b = window.getNormalBounds();
  try {
    settings.update({
      windowBounds: {
        x: Math.round(b.x),
        y: Math.round(b.y),
        width: Math.round(b.width),
        height: Math.round(b.height),
      },
    });
  } catch (error) {
    log('saving the window bounds failed', error);
  }
}

/** Restores, shows and focuses the window (second launch, notification click). */
export function bringToFront(window: BrowserWindow | undefined): void {
  if (!window || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
