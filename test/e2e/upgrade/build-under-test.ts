/**
 * One build of the app, run from its own source tree against a profile on disk: the main core
 * of that tree in this process, its built renderer in Chromium through its own preview server.
 * The profile is what a user's machine keeps between versions: the Chromium user-data folder
 * (IndexedDB), the settings file, the vault record, and the page's origin (a fixed port).
 * The upgrade test runs the previous release and this one on the same profile.
 */
import { readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { AppCore } from '../../../main/core/app-core.js';
import type { VaultRecord, VaultStore } from '../../../main/core/vault.js';
import { CHROMIUM_FLAGS, findBrowser } from '../harness/find-browser.js';
import { memoryCipher } from '../harness/test-adapters.js';

export interface Profile {
  dir: string;
  port: number;
}

export interface RunningBuild {
  page: Page;
  core: AppCore;
  events: { event: string; payload: unknown }[];
  /** Calls a main handler as the page would (validated, wrapped), and unwraps the result. */
  invoke(channel: string, payload?: unknown): Promise<unknown>;
  setOnline(online: boolean): Promise<void>;
  close(): Promise<void>;
}

/** The vault record as a JSON file in the profile (Electron keeps it in vault.json). */
function fileVaultStore(dir: string): VaultStore {
  const file = path.join(dir, 'vault.json');
  const asideFile = path.join(dir, 'vault.aside.json');
  return {
    read: () => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VaultRecord) : undefined),
    write: (record) => writeFileSync(file, JSON.stringify(record)),
    clear: () => {
      rmSync(file, { force: true });
      rmSync(asideFile, { force: true });
    },
    setAside: () => renameSync(file, asideFile),
  };
}

/** Starts the build in `root` (its source and its out/renderer) on `profile`. */
export async function openBuild(root: string, profile: Profile, options: { online: boolean }): Promise<RunningBuild> {
  const load = <T>(file: string) => import(/* @vite-ignore */ path.join(root, file)) as Promise<T>;
  const { createAppCore } = await load<typeof import('../../../main/core/app-core.js')>('main/core/app-core.ts');
  const { SettingsService } = await load<typeof import('../../../main/core/settings/settings-service.js')>(
    'main/core/settings/settings-service.ts',
  );
  const { Vault } = await load<typeof import('../../../main/core/vault.js')>('main/core/vault.ts');
  const { jsonSettingsFile } = await load<typeof import('../../../main/preview/json-settings-file.js')>(
    'main/preview/json-settings-file.ts',
  );
  const { startPreviewServer } = await load<typeof import('../../../main/preview/preview-server.js')>(
    'main/preview/preview-server.ts',
  );
  const { answerCall } =
    await load<typeof import('../../../main/preview/answer-call.js')>('main/preview/answer-call.ts');
  const { CHANNEL_PREFIX } = await load<typeof import('../../../preload/contract.js')>('preload/contract.ts');

  let online = options.online;
  const events: RunningBuild['events'] = [];
  const settings = new SettingsService({ file: jsonSettingsFile(profile.dir) });
  settings.load();
  const vault = new Vault({
    cipher: memoryCipher(),
    store: fileVaultStore(profile.dir),
    policy: { get: () => settings.get().weakKeyPolicy, set: (p) => void settings.update({ weakKeyPolicy: p }) },
  });
  let emitToPage = (_channel: string, _payload: unknown): void => undefined;
  const core = createAppCore({
    vault,
    settings,
    fetch: (input, init) => fetch(input, init),
    osOnline: () => online,
    emit: (event, payload) => {
      events.push({ event, payload });
      emitToPage(CHANNEL_PREFIX + event, payload);
    },
    startDemo: () => Promise.reject(new Error('no demo in the upgrade test')),
    appInfo: () => ({ version: `build at ${root}`, dataFolder: profile.dir, platform: process.platform }),
    saveCsv: async () => ({ saved: false, path: undefined }),
    openExternal: async () => undefined,
    timing: { debounceMs: 0, probeEveryMs: 60_000 },
  });
  await core.start();
  const server = await startPreviewServer({
    rendererDir: path.join(root, 'out/renderer'),
    port: profile.port,
    core: () => core,
  });
  emitToPage = (channel, payload) => void server.emit(channel, payload);
  // The previous release hands out one address per launch; this one a ticket per page.
  const served = server as unknown as { url?: string; pageUrl?: () => string };
  const context: BrowserContext = await chromium.launchPersistentContext(path.join(profile.dir, 'browser'), {
    executablePath: await findBrowser(),
    args: CHROMIUM_FLAGS,
    headless: true,
    viewport: { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(served.pageUrl?.() ?? served.url!);
  return {
    page,
    core,
    events,
    async invoke(channel, payload) {
      const result = (await answerCall(core.handlers, CHANNEL_PREFIX + channel, payload, true)) as {
        ok: boolean;
        value?: unknown;
        error?: { message: string };
      };
      if (!result.ok) throw new Error(result.error?.message);
      return result.value;
    },
    async setOnline(next) {
      online = next;
      core.osConnectivityChanged();
      await core.connectivity.probeNow();
    },
    async close() {
      await context.close();
      await core.stop();
      await server.close();
    },
  };
}
