/**
 * The app's main process for `bench:start`, wired as main/index.ts wires Electron's, on Node:
 * settings and the (test-encrypted) key in files of the profile, so a start finds the
 * connection of the last one, and the preview server in place of Electron's IPC and window.
 * Run bundled (start.bench.ts, scripts/preview-bundle.ts) against either build's sources, as
 * Electron runs its main bundle. As in main/index.ts, the window may open as soon as the IPC
 * answers, before the core has started: prints the page's address then, and runs until SIGTERM.
 * `--renderer <out/renderer> --data-dir <folder> --port <n>` (a kept port: IndexedDB is per origin).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAppCore } from '../../main/core/app-core.js';
import { SettingsService } from '../../main/core/settings/settings-service.js';
import { Vault, type VaultRecord, type VaultStore } from '../../main/core/vault.js';
import { jsonSettingsFile } from '../../main/preview/json-settings-file.js';
import { startPreviewServer } from '../../main/preview/preview-server.js';
import { CHANNEL_PREFIX } from '../../preload/contract.js';
import { pageAddress } from '../e2e/harness/page-address.js';
import { memoryCipher } from '../e2e/harness/test-adapters.js';

const { values } = parseArgs({
  options: { renderer: { type: 'string' }, 'data-dir': { type: 'string' }, port: { type: 'string' } },
});
const dataDir = values['data-dir']!;

/** The vault's record in a file: the OS keychain's part, kept across starts. */
function fileVaultStore(file: string): VaultStore {
  return {
    read: () => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VaultRecord) : undefined),
    write: (record) => writeFileSync(file, JSON.stringify(record)),
    clear: () => rmSync(file, { force: true }),
    setAside: () => rmSync(file, { force: true }),
  };
}

const settings = new SettingsService({ file: jsonSettingsFile(dataDir) });
settings.load();
let emitToPage = (_channel: string, _payload: unknown): void => undefined;
const core = createAppCore({
  vault: new Vault({
    cipher: memoryCipher(),
    store: fileVaultStore(path.join(dataDir, 'vault.json')),
    policy: { get: () => settings.get().weakKeyPolicy, set: (p) => void settings.update({ weakKeyPolicy: p }) },
  }),
  settings,
  fetch: (input, init) => fetch(input, init),
  osOnline: () => true,
  emit: (event, payload) => emitToPage(CHANNEL_PREFIX + event, payload),
  startDemo: () => Promise.reject(new Error('no demo in the start benchmark')),
  appInfo: () => ({ version: '0.0.0-bench', dataFolder: dataDir, platform: process.platform }),
  saveCsv: async () => ({ saved: false, path: undefined }),
  openExternal: async () => undefined,
  alerts: { show: () => false, withdraw: () => false },
});
const server = await startPreviewServer({
  rendererDir: values.renderer!,
  port: Number(values.port),
  core: () => core,
});
emitToPage = (channel, payload) => void server.emit(channel, payload);
console.log(pageAddress(server));
await core.start();
process.once('SIGTERM', () => {
  void core
    .stop()
    .then(() => server.close())
    .finally(() => process.exit(0));
});
