// App updates through the core: the checker follows the app's own connectivity, the window
// hears of a download, and 'update:restart' is the only way to install it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventName } from '../../../../preload/contract.js';
import { createAppCore, type AppCore } from '../../../../main/core/app-core.js';
import type { Updater } from '../../../../main/core/update-checker.js';
import { quietPlatform, realStores, useTempDir, waitFor } from './core-kit.js';

const tempDir = useTempDir();
const cores: AppCore[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) await core.stop();
});

function setup(options: { updater?: Updater; online: { value: boolean } }) {
  const dir = tempDir();
  const events: { event: EventName; payload: unknown }[] = [];
  const core = createAppCore({
    ...realStores(dir),
    fetch: (input, init) => fetch(input, init),
    osOnline: () => options.online.value,
    emit: (event, payload) => void events.push({ event, payload }),
    ...quietPlatform(dir),
    updater: options.updater,
    timing: { debounceMs: 0, probeEveryMs: 60_000 },
  });
  cores.push(core);
  return { core, events };
}

function fakeUpdater() {
  let downloaded: ((version: string) => void) | undefined;
  return {
    check: vi.fn(async () => undefined),
    onDownloaded: (listener: (version: string) => void) => void (downloaded = listener),
    restartAndInstall: vi.fn(),
    download: (version: string) => downloaded?.(version),
  };
}

describe('app updates in the core', () => {
  it('with no feed configured nothing is checked and the window is told updates are off', async () => {
    const { core } = setup({ online: { value: true } });
    await core.start();
    expect(await core.handlers['update:status']()).toEqual({ state: 'off', version: undefined });
    expect(await core.handlers['update:restart']()).toBe(false);
  });

  it('offline at start checks nothing; the OS coming online checks once', async () => {
    const updater = fakeUpdater();
    const online = { value: false };
    const { core } = setup({ updater, online });
    await core.start();
    expect(updater.check).not.toHaveBeenCalled();
    online.value = true;
    core.osConnectivityChanged();
    await waitFor(() => updater.check.mock.calls.length > 0, 'an update check');
    expect(updater.check).toHaveBeenCalledTimes(1);
  });

  it('a download reaches the window as update:ready; installing waits for update:restart', async () => {
    const updater = fakeUpdater();
    const { core, events } = setup({ updater, online: { value: true } });
    await core.start();
    expect(updater.check).toHaveBeenCalledTimes(1);
    updater.download('0.2.0');
    expect(events.filter((e) => e.event === 'update:ready')).toEqual([
      { event: 'update:ready', payload: { state: 'ready', version: '0.2.0' } },
    ]);
    expect(updater.restartAndInstall).not.toHaveBeenCalled();
    expect(await core.handlers['update:status']()).toEqual({ state: 'ready', version: '0.2.0' });
    expect(await core.handlers['update:restart']()).toBe(true);
    expect(updater.restartAndInstall).toHaveBeenCalledOnce();
  });
});
