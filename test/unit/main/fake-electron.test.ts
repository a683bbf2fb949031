import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import electron, { app as electronApp } from 'electron';
import Store from 'electron-store';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeElectron } from '../../fakes/electron.js';

// Typed as the fake: the real 'electron' types do not know the test helpers.
const { app, BrowserWindow, ipcMain, protocol, safeStorage, session } = fakeElectron;

beforeEach(() => fakeElectron.reset());

describe('fake electron', () => {
  it('is what `electron` resolves to, with a default export and named exports', () => {
    expect(electron.app).toBe(fakeElectron.app);
    expect(electronApp).toBe(fakeElectron.app);
    expect(electron.BrowserWindow).toBe(fakeElectron.BrowserWindow);
  });

  it('resolves whenReady and emits ready only when the test fires it', async () => {
    const onReady = vi.fn();
    app.on('ready', onReady);
    let ready = false;
    void app.whenReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    expect(app.isReady()).toBe(false);
    fakeElectron.fireReady();
    await app.whenReady();
    expect(ready).toBe(true);
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('reset() gives a fresh, not-ready app with no listeners or handlers', async () => {
    fakeElectron.fireReady();
    ipcMain.handle('x', () => 1);
    new BrowserWindow({ width: 10 });
    fakeElectron.reset();
    expect(app.isReady()).toBe(false);
    expect(fakeElectron.handlers.size).toBe(0);
    expect(fakeElectron.windows).toEqual([]);
  });

  it('runs real electron-store in a folder the test chooses', async () => {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'fake-electron-'));
    try {
      fakeElectron.setUserDataDir(dir);
      const store = new Store<{ n?: number }>({ name: 'probe' });
      store.set('n', 3);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'probe.json'), 'utf8'))).toEqual({ n: 3 });
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  });

  it('calls ipcMain handlers with a sender frame, refusing duplicates like Electron', async () => {
    ipcMain.handle('echo', (event, payload) => ({ url: event.senderFrame?.url, payload }));
    expect(() => ipcMain.handle('echo', () => 0)).toThrow(/second handler/);
    await expect(fakeElectron.invoke('echo', 5)).resolves.toEqual({
      url: 'app://field-supervisor/index.html',
      payload: 5,
    });
    await expect(fakeElectron.invoke('echo', 5, { senderUrl: 'https://evil.example/' })).resolves.toMatchObject({
      url: 'https://evil.example/',
    });
    await expect(fakeElectron.invoke('missing')).rejects.toThrow(/No handler registered/);
  });

  it('records windows, their options and what their pages get', async () => {
    const win = new BrowserWindow({ show: false, width: 1000, height: 700, webPreferences: { sandbox: true } });
    const shown = vi.fn();
    win.once('ready-to-show', shown);
    await win.loadURL('app://field-supervisor/index.html');
    win.emit('ready-to-show');
    win.webContents.send('sync:progress', { done: 1 });
    win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
    expect(fakeElectron.windows[0]?.options).toMatchObject({ webPreferences: { sandbox: true } });
    expect(win.webContents.getURL()).toBe('app://field-supervisor/index.html');
    expect(shown).toHaveBeenCalledOnce();
    expect(win.webContents.sent).toEqual([{ channel: 'sync:progress', args: [{ done: 1 }] }]);
    expect(win.webContents.requestWindowOpen('https://x.example/')).toEqual({ action: 'deny' });
    win.destroy();
    expect(() => win.webContents.send('late')).toThrow(/destroyed/);
  });

  it('fakes safeStorage with a visible prefix and a configurable backend', () => {
    fakeElectron.setBackend('basic_text');
    expect(safeStorage.getSelectedStorageBackend()).toBe('basic_text');
    expect(safeStorage.decryptString(safeStorage.encryptString('k'))).toBe('k');
    expect(() => safeStorage.decryptString(Buffer.from('plain'))).toThrow();
  });

  it('refuses privileged schemes after ready, as Electron does', () => {
    protocol.registerSchemesAsPrivileged([{ scheme: 'app' }]);
    fakeElectron.fireReady();
    expect(() => protocol.registerSchemesAsPrivileged([{ scheme: 'late' }])).toThrow(/before app is ready/);
  });

  it('grants permissions when no handler is set (why the app must install one)', async () => {
    await expect(session.defaultSession.requestPermission('media')).resolves.toBe(true);
    session.defaultSession.setPermissionRequestHandler((_wc, _p, callback) => callback(false));
    await expect(session.defaultSession.requestPermission('media')).resolves.toBe(false);
  });
});
