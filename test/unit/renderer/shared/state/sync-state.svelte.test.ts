import { describe, expect, it } from 'vitest';
import type { SyncSummary } from '../../../../../preload/contract';
import { startApp } from '../../support/app';
import { fakeBridge } from '../../support/fake-bridge';

const summary = (syncId: string): SyncSummary => ({
  syncId,
  startedAt: '2026-11-22T10:00:00.000Z',
  finishedAt: '2026-11-22T10:00:05.000Z',
  outcome: 'complete',
  planned: 3,
  done: 3,
  failures: [],
});

describe('SyncState', () => {
  it('runs from the first progress to the finish, then keeps the result', async () => {
    const { app, bridge } = await startApp();
    bridge.emit('sync:progress', { syncId: 's1', planned: 3, done: 1, failed: 0, current: undefined });
    expect(app.sync.running).toBe(true);
    expect(app.sync.progress?.done).toBe(1);
    bridge.emit('sync:finished', summary('s1'));
    expect(app.sync.running).toBe(false);
    expect(app.sync.progress).toBeUndefined();
    expect(app.sync.last?.syncId).toBe('s1');
  });

  it('"Sync now" shows the run at once', async () => {
    const { app } = await startApp();
    await app.sync.syncNow();
    expect(app.sync.running).toBe(true);
  });

  it('"Sync now" offline asks main to look for the network; still offline, it waits for the sync that comes with it', async () => {
    const { app, bridge } = await startApp();
    bridge.emit('connectivity:changed', { state: 'offline', since: '2026-11-22T10:00:00.000Z' });
    bridge.answer('syncNow', () => ({ running: false, progress: undefined, last: undefined }));
    const before = bridge.calls.syncNow.mock.calls.length;
    expect(await app.sync.syncNow()).toBe('when-online');
    expect(bridge.calls.syncNow.mock.calls.length).toBe(before + 1);
    expect(app.sync.waitingForNetwork).toBe(true);
    bridge.emit('connectivity:changed', { state: 'online', since: '2026-11-22T10:05:00.000Z' });
    bridge.emit('sync:progress', { syncId: 's9', planned: 3, done: 0, failed: 0, current: undefined });
    expect(app.sync.waitingForNetwork).toBe(false);
  });

  it('"Sync now" offline starts at once when main finds the network back', async () => {
    const { app, bridge } = await startApp();
    bridge.emit('connectivity:changed', { state: 'offline', since: '2026-11-22T10:00:00.000Z' });
    bridge.answer('syncNow', () => {
      // Main's probe found the server: it announces the network, then answers with the run.
      bridge.emit('connectivity:changed', { state: 'online', since: '2026-11-22T10:00:01.000Z' });
      return { running: true, progress: undefined, last: undefined };
    });
    expect(await app.sync.syncNow()).toBe('started');
    expect(app.sync.running).toBe(true);
  });

  it('an answer to "Sync now" that arrives after the finish does not reopen the run', async () => {
    const bridge = fakeBridge();
    const { app } = await startApp(bridge);
    bridge.answer('syncNow', () => {
      // Main finished (offline: at once) before its answer got here.
      bridge.emit('sync:finished', { ...summary('s2'), outcome: 'offline' });
      return { running: true, progress: undefined, last: undefined };
    });
    await app.sync.syncNow();
    expect(app.sync.running).toBe(false);
    expect(app.sync.last?.outcome).toBe('offline');
  });

  it('a failed call is an error for the caller to show', async () => {
    const bridge = fakeBridge();
    bridge.answer('syncNow', () => {
      throw { code: 'internal', message: 'Something went wrong in the app.' };
    });
    const { app } = await startApp(bridge);
    await expect(app.sync.syncNow()).rejects.toThrow('Something went wrong in the app.');
  });
});

describe('ConnectivityState', () => {
  it('starts from main and follows its changes; an event that overtakes the first answer wins', async () => {
    const bridge = fakeBridge();
    bridge.answer('connectivity', () => {
      bridge.emit('connectivity:changed', { state: 'offline', since: '2026-11-22T10:00:00.000Z' });
      return { state: 'online', since: '2026-11-22T09:00:00.000Z' };
    });
    const { app } = await startApp(bridge);
    expect(app.connectivity.current?.state).toBe('offline');
    bridge.emit('connectivity:changed', { state: 'degraded', since: '2026-11-22T10:05:00.000Z' });
    expect(app.connectivity.current?.state).toBe('degraded');
  });
});
