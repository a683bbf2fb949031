/**
 * Loads the BUILT main bundle (out/main/index.js) with the fake electron and checks what it
 * sets up: the same file electron-builder packs, so a wiring mistake in main/index.ts or a
 * bundling mistake (a wrong relative path, a missing external) fails here.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNEL_PREFIX, METHODS } from '../../../../preload/contract.js';
import { APP_ENTRY_URL } from '../../../../main/core/app-origin.js';
import { fakeElectron } from '../../../fakes/electron.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const bundle = path.join(root, 'out/main/index.js');
const builtFiles = [bundle, path.join(root, 'out/preload/index.cjs'), path.join(root, 'out/renderer/index.html')];
const sourceDirs = ['main', 'preload'].map((dir) => path.join(root, dir));
const BUILD_TIMEOUT = 120_000;

function newestSourceTime(): number {
  const files = sourceDirs.flatMap((dir) =>
    fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  files.push(path.join(root, 'electron.vite.config.ts'), path.join(root, 'package.json'));
  return Math.max(...files.map((file) => fs.statSync(file).mtimeMs));
}

function buildIsStale(): boolean {
  if (!builtFiles.every((file) => fs.existsSync(file))) return true;
  return fs.statSync(bundle).mtimeMs < newestSourceTime();
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const { app, protocol } = fakeElectron;
const defaultSession = fakeElectron.session.defaultSession;
const lockRequests = vi.spyOn(app, 'requestSingleInstanceLock');
let userData: string;

const appWindow = () => {
  const window = fakeElectron.windows[0];
  if (!window) throw new Error('no window was created');
  return window;
};

beforeAll(async () => {
  if (buildIsStale()) {
    const viteCli = path.join(root, 'node_modules/electron-vite/bin/electron-vite.js');
    await promisify(execFile)(process.execPath, [viteCli, 'build'], { cwd: root, maxBuffer: 1 << 24 });
  }
  fakeElectron.reset();
  userData = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'main-bundle-'));
  fakeElectron.setUserDataDir(userData);
  // Imported through vitest, so the bundle's own `import … from 'electron'` meets the alias.
  await import(/* @vite-ignore */ pathToFileURL(bundle).href);
  fakeElectron.fireReady();
  await waitFor(() => fakeElectron.windows.length === 1 && protocol.handlers.has('app'), 'the window');
}, BUILD_TIMEOUT);

afterAll(async () => {
  // before-quit stops the core's timers.
  app.quit();
  await fs.promises.rm(userData, { recursive: true, force: true });
});

describe('the built main bundle', () => {
  it('keeps electron external (it must come from the runtime, never be bundled)', () => {
    expect(fs.readFileSync(bundle, 'utf8')).toMatch(/from ["']electron["']/);
  });

  it('sets up before ready: sandbox for every renderer, the app scheme, the single-instance lock', () => {
    expect(app.sandboxEnabled).toBe(true);
    expect(lockRequests).toHaveBeenCalledOnce();
    expect(protocol.privileged).toEqual([
      {
        scheme: 'app',
        privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
      },
    ]);
  });

  it('opens one hardened window on the app page, with the built preload', () => {
    const window = appWindow();
    const prefs = window.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(prefs.preload).toBe(path.join(root, 'out/preload/index.cjs'));
    expect(fs.existsSync(prefs.preload as string)).toBe(true);
    expect(window.options.show).toBe(false);
    expect(window.webContents.getURL()).toBe(APP_ENTRY_URL);
  });

  it('serves the built page over app:// with the CSP, and its module script', async () => {
    const page = await protocol.request(APP_ENTRY_URL);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = page.headers.get('content-security-policy') ?? '';
    const html = await page.text();
    expect(html).toContain('<div id="app">');

    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/https?:|\*|'unsafe-eval'/);

    const script = /<script type="module" crossorigin src="\.\/([^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const js = await protocol.request(new URL(script!, APP_ENTRY_URL).href);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await protocol.request('app://field-supervisor/%2e%2e/main/index.js')).status).toBe(404);
  });

  it('registers a handler for every channel of the contract, and nothing else', () => {
    const expected = Object.values(METHODS).map((channel) => CHANNEL_PREFIX + channel);
    expect([...fakeElectron.handlers.keys()].sort()).toEqual(expected.sort());
  });

  it.each(['https://evil.example/', 'app://field-supervisor.evil.com/index.html', 'file:///index.html', null])(
    'refuses a call from a foreign frame (%s)',
    async (senderUrl) => {
      for (const channel of ['connection:status', 'app:open-external', 'connection:connect']) {
        const result = await fakeElectron.invoke(
          CHANNEL_PREFIX + channel,
          { url: 'https://x.example/' },
          { senderUrl },
        );
        expect(result).toEqual({ ok: false, error: { code: 'untrusted-sender', message: 'Request refused.' } });
      }
    },
  );

  it('answers the app page, and sends events to it', async () => {
    const status = await fakeElectron.invoke(`${CHANNEL_PREFIX}connection:status`);
    expect(status).toMatchObject({ ok: true, value: { state: 'empty', environment: undefined } });
    const info = await fakeElectron.invoke(`${CHANNEL_PREFIX}app:info`);
    expect(info).toMatchObject({ ok: true, value: { dataFolder: userData, version: '0.1.0' } });

    const updated = await fakeElectron.invoke(`${CHANNEL_PREFIX}settings:update`, { theme: 'dark' });
    expect(updated).toMatchObject({ ok: true, value: { theme: 'dark' } });
    expect(appWindow().webContents.sent.map((m) => m.channel)).toContain(`${CHANNEL_PREFIX}settings:changed`);
    expect(JSON.parse(fs.readFileSync(path.join(userData, 'settings.json'), 'utf8'))).toMatchObject({ theme: 'dark' });
  });

  it('denies window.open (opening https links outside) and navigation away from the app', () => {
    const { webContents } = appWindow();
    expect(webContents.requestWindowOpen('https://example.com/help')).toEqual({ action: 'deny' });
    expect(webContents.requestWindowOpen('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(fakeElectron.shell.openedExternal).toEqual(['https://example.com/help']);
    expect(webContents.navigate('https://evil.example/').defaultPrevented).toBe(true);
    expect(webContents.navigate('https://evil.example/', 'will-redirect').defaultPrevented).toBe(true);
    expect(webContents.navigate(`${APP_ENTRY_URL}#/settings`).defaultPrevented).toBe(false);
  });

  it('denies every permission request and check', async () => {
    await expect(defaultSession.requestPermission('media')).resolves.toBe(false);
    await expect(defaultSession.requestPermission('geolocation')).resolves.toBe(false);
    expect(defaultSession.checkPermission('notifications', 'app://field-supervisor')).toBe(false);
  });

  it('installs the application menu with "Sync now"', () => {
    const labels = JSON.stringify(fakeElectron.applicationMenu?.items ?? []);
    expect(labels).toContain('"label":"Sync now"');
  });

  // Last: it switches the app to demo mode. The simulator is a lazily loaded chunk of the bundle.
  it(
    'starts demo mode and syncs it end to end: net.fetch, batches to the page, acks back',
    { timeout: 20_000 },
    async () => {
      const started = await fakeElectron.invoke(`${CHANNEL_PREFIX}demo:start`);
      expect(started).toMatchObject({ ok: true, value: { state: 'ready', environment: 'demo' } });

      // The page asks for the first sync once it has opened this connection's database.
      expect(await fakeElectron.invoke(`${CHANNEL_PREFIX}sync:now`)).toMatchObject({ ok: true });
      const { webContents } = appWindow();
      const acked = new Set<string>();
      const finished = () => webContents.sent.find((m) => m.channel === `${CHANNEL_PREFIX}sync:finished`);
      const deadline = Date.now() + 10_000;
      while (!finished() && Date.now() < deadline) {
        for (const message of webContents.sent.filter((m) => m.channel === `${CHANNEL_PREFIX}sync:batches`)) {
          const { batches } = message.args[0] as { batches: { batchId: string }[] };
          const fresh = batches.filter((b) => !acked.has(b.batchId));
          if (fresh.length === 0) continue;
          for (const b of fresh) acked.add(b.batchId);
          const acks = fresh.map((b) => ({ batchId: b.batchId, rowsWritten: 0 }));
          await fakeElectron.invoke(`${CHANNEL_PREFIX}sync:ack`, { acks });
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(finished()?.args[0]).toMatchObject({ outcome: 'complete' });
      expect(acked.size).toBeGreaterThan(0);
    },
  );
});
