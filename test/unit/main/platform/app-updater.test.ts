// The electron-updater adapter: no feed in the build (or a development run) means no updater
// and the library is never loaded; with a feed, checks, downloads and installs map onto it.
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUpdater, FEED_CONFIG_FILE } from '../../../../main/platform/app-updater.js';
import { fakeElectron } from '../../../fakes/electron.js';

const loaded = vi.hoisted(() => ({ count: 0 }));
const autoUpdater = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('electron-updater', () => {
  loaded.count++;
  return {
    default: {
      get autoUpdater() {
        return autoUpdater.current;
      },
    },
  };
});

class FakeAutoUpdater extends EventEmitter {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  logger: unknown = console;
  checkForUpdates = vi.fn(async () => ({}));
  quitAndInstall = vi.fn();
}

let resources: string;
const originalResources = process.resourcesPath;
beforeEach(() => {
  fakeElectron.reset();
  loaded.count = 0;
  autoUpdater.current = new FakeAutoUpdater();
  resources = mkdtempSync(path.join(tmpdir(), 'fs-resources-'));
  Object.defineProperty(process, 'resourcesPath', { value: resources, configurable: true });
});
afterEach(() => {
  Object.defineProperty(process, 'resourcesPath', { value: originalResources, configurable: true });
  rmSync(resources, { recursive: true, force: true });
});

describe('createUpdater', () => {
  it('is off in a development run, even with a feed file, and never loads electron-updater', async () => {
    writeFileSync(path.join(resources, FEED_CONFIG_FILE), 'provider: generic\nurl: https://updates.example/fs\n');
    fakeElectron.app.isPackaged = false;
    expect(await createUpdater(vi.fn())).toBeUndefined();
    expect(loaded.count).toBe(0);
  });

  it('is off in a packaged build with no feed configured', async () => {
    fakeElectron.app.isPackaged = true;
    expect(await createUpdater(vi.fn())).toBeUndefined();
    expect(loaded.count).toBe(0);
  });

  it('with a feed: downloads in the background, reports the version, installs only when asked', async () => {
    writeFileSync(path.join(resources, FEED_CONFIG_FILE), 'provider: generic\nurl: https://updates.example/fs\n');
    fakeElectron.app.isPackaged = true;
    const log = vi.fn();
    const updater = await createUpdater(log);
    const fake = autoUpdater.current as FakeAutoUpdater;
    expect(updater).toBeDefined();
    expect(fake.autoDownload).toBe(true);
    expect(fake.autoInstallOnAppQuit).toBe(true);

    await updater!.check();
    expect(fake.checkForUpdates).toHaveBeenCalledOnce();
    const versions: string[] = [];
    updater!.onDownloaded((v) => versions.push(v));
    fake.emit('update-downloaded', { version: '0.2.0' });
    expect(versions).toEqual(['0.2.0']);
    expect(fake.quitAndInstall).not.toHaveBeenCalled();

    fake.emit('error', new Error('feed down'));
    expect(log).toHaveBeenCalledWith('update failed', expect.any(Error));
    updater!.restartAndInstall();
    expect(fake.quitAndInstall).toHaveBeenCalledOnce();
  });
});
