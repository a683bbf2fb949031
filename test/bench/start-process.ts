/**
 * The app's process for `bench:start`, as the browser preview runs it: the main core of a
 * build (this tree or a previous release's), the preview server on a fixed port (IndexedDB is
 * per origin) and a Chromium window on a kept profile, with settings and the (test-encrypted)
 * key in files so a start finds the connection of the last one.
 * - `--seed <url> --api-key <key>`: connects, follows every event, syncs, exits.
 * - otherwise: opens the window and prints, as one JSON line, when (epoch ms) the core was
 *   serving, the window's navigation started and the dashboard was rendered, then exits.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHANNEL_PREFIX, type EventName, type Events } from '../../preload/contract.js';
import type { VaultRecord, VaultStore } from '../../main/core/vault.js';
import { coreModules } from '../e2e/harness/core-modules.js';
import { CHROMIUM_FLAGS, findBrowser } from '../e2e/harness/find-browser.js';
import { memoryCipher } from '../e2e/harness/test-adapters.js';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    'data-dir': { type: 'string' },
    port: { type: 'string' },
    seed: { type: 'string' },
    'api-key': { type: 'string' },
  },
});
const root = values.root!;
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

const { createAppCore, SettingsService, Vault, jsonSettingsFile, startPreviewServer } = await coreModules(root);
const settings = new SettingsService({ file: jsonSettingsFile(dataDir) });
settings.load();
let emitToPage = (_channel: string, _payload: unknown): void => undefined;
let waiters: { event: EventName; resolve(payload: unknown): void }[] = [];
const core = createAppCore({
  vault: new Vault({
    cipher: memoryCipher(),
    store: fileVaultStore(path.join(dataDir, 'vault.json')),
    policy: { get: () => settings.get().weakKeyPolicy, set: (p) => void settings.update({ weakKeyPolicy: p }) },
  }),
  settings,
  fetch: (input, init) => fetch(input, init),
  osOnline: () => true,
  emit: (event, payload) => {
    const due = waiters.filter((w) => w.event === event);
    waiters = waiters.filter((w) => w.event !== event);
    for (const w of due) w.resolve(payload);
    emitToPage(CHANNEL_PREFIX + event, payload);
  },
  startDemo: () => Promise.reject(new Error('no demo in the start benchmark')),
  appInfo: () => ({ version: '0.0.0-bench', dataFolder: dataDir, platform: process.platform }),
  saveCsv: async () => ({ saved: false, path: undefined }),
  openExternal: async () => undefined,
  alerts: { show: () => false, withdraw: () => false },
});
const next = <E extends EventName>(event: E) =>
  new Promise<Events[E]>((resolve) => waiters.push({ event, resolve: resolve as (p: unknown) => void }));

await core.start();
const server = await startPreviewServer({
  rendererDir: path.join(root, 'out/renderer'),
  port: Number(values.port),
  core: () => core,
});
emitToPage = (channel, payload) => void server.emit(channel, payload);
// Releases before the one-time page tickets served one address with a launch token.
const pageUrl = (): string => ('pageUrl' in server ? server.pageUrl() : (server as { url: string }).url);
const coreReadyAt = Date.now();
const context = await chromium.launchPersistentContext(path.join(dataDir, 'browser'), {
  executablePath: await findBrowser(),
  args: CHROMIUM_FLAGS,
  headless: true,
  viewport: { width: 1280, height: 800 },
});
const page = context.pages()[0] ?? (await context.newPage());
page.on('pageerror', (e) => console.error('[page error]', e.message));
try {
  if (values.seed) {
    const connected = next('sync:finished');
    await page.goto(pageUrl());
    await core.handlers['connection:connect']({
      environment: 'custom',
      baseUrl: values.seed,
      apiKey: values['api-key']!,
    });
    await connected;
    await core.sync.idle();
    const events = (await (
      await fetch(`${values.seed}/__simulator/state`, { headers: { 'X-API-KEY': values['api-key']! } })
    ).json()) as {
      events: { id: string }[];
    };
    const seeded = next('sync:finished');
    await core.handlers['settings:update']({ followedEventIds: events.events.map((e) => e.id) });
    const summary = await seeded;
    await core.sync.idle();
    if (summary.outcome !== 'complete') throw new Error(`seeding sync ended ${summary.outcome}`);
  } else {
    await page.goto(pageUrl());
    const at = await page
      .waitForFunction(
        () => {
          const mark = performance.getEntriesByName('dashboard-rendered')[0];
          return mark && { navigationAt: performance.timeOrigin, dashboardAt: performance.timeOrigin + mark.startTime };
        },
        undefined,
        { polling: 'raf', timeout: 60_000 },
      )
      .then((h) => h.jsonValue());
    const followed = await page.evaluate(() => document.querySelectorAll('[data-event-id]').length);
    console.log(JSON.stringify({ coreReadyAt, ...at, followed }));
  }
} finally {
  await context.close();
  await core.stop();
  await server.close();
}
