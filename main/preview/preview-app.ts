/**
 * The app without Electron: the same main core, in this Node process, behind the preview
 * server. What Electron provides is stood in for plainly: there is no OS keychain, so a key
 * entered here lives in memory only (asked again at the next start); settings are a JSON file
 * in the data folder; CSV exports are written there; notifications are log lines.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHANNEL_PREFIX } from '../../preload/contract.js';
import { createAppCore } from '../core/app-core.js';
import { SettingsService } from '../core/settings/settings-service.js';
import { Vault, type Cipher, type VaultStore } from '../core/vault.js';
import { startDemoServer } from '../simulator/demo-server.js';
import { jsonSettingsFile } from './json-settings-file.js';
import { openInBrowser } from './open-browser.js';
import { startPreviewServer } from './preview-server.js';

export interface PreviewAppOptions {
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** Settings and CSV exports. */
  dataDir: string;
  /** A fixed port keeps the page's origin, and so the browser's IndexedDB, across launches. */
  port?: number;
  /** Starts demo mode when no connection was ever set up. */
  demo: boolean;
  log(line: string): void;
}

export interface PreviewApp {
  /** An address for one page: a fresh one-time ticket each call (preview-server.ts). */
  pageUrl(): string;
  close(): Promise<void>;
}

const noKeychain: Cipher = {
  isAvailable: () => false,
  // Said as it is on every screen that names the keychain: memory, for this session only.
  backend: () => 'memory',
  encrypt: () => {
    throw new Error('The preview has no keychain.');
  },
  decrypt: () => {
    throw new Error('The preview has no keychain.');
  },
};
const nothingStored: VaultStore = {
  read: () => undefined,
  write: () => undefined,
  clear: () => undefined,
  setAside: () => undefined,
};

const version = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;

export async function startPreviewApp(options: PreviewAppOptions): Promise<PreviewApp> {
  await mkdir(options.dataDir, { recursive: true });
  const settings = new SettingsService({
    file: jsonSettingsFile(options.dataDir),
    onError: (error) => options.log(`settings: ${String(error)}`),
  });
  settings.load();
  // Events before the server is up reach nobody, as Electron's do before the window opens.
  let emitToPage = (_channel: string, _payload: unknown): void => undefined;
  const core = createAppCore({
    vault: new Vault({
      cipher: noKeychain,
      store: nothingStored,
      policy: { get: () => settings.get().weakKeyPolicy, set: (p) => void settings.update({ weakKeyPolicy: p }) },
    }),
    settings,
    systemLanguages: () => [Intl.DateTimeFormat().resolvedOptions().locale],
    fetch: (input, init) => fetch(input, init),
    osOnline: () => true,
    emit: (event, payload) => emitToPage(CHANNEL_PREFIX + event, payload),
    startDemo: startDemoServer,
    appInfo: () => ({
      version: `${version} (browser preview)`,
      dataFolder: options.dataDir,
      platform: process.platform,
    }),
    saveCsv: async (suggestedName, csv) => {
      const file = path.join(options.dataDir, 'exports', suggestedName);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, csv);
      options.log(`saved ${file}`);
      return { saved: true, path: file };
    },
    openExternal: async (url) => openInBrowser(url.href),
    notify: (title, body) => options.log(`${title}: ${body}`),
    // A browser tab has no desktop notifications of ours: the page shows the alert itself.
    alerts: {
      show: (notice) => {
        options.log(`alert ${notice.title}: ${notice.body}`);
        return false;
      },
      withdraw: () => false,
    },
  });
  await core.start();
  if (options.demo && core.connection.status().state === 'empty') await core.handlers['demo:start']();
  const server = await startPreviewServer({ rendererDir: options.rendererDir, port: options.port, core: () => core });
  emitToPage = (channel, payload) => void server.emit(channel, payload);
  return {
    pageUrl: () => server.pageUrl(),
    async close() {
      await server.close();
      await core.stop();
    },
  };
}
