// A venue's network cut in the middle of a sync, in real Chromium against the simulator: what
// was read before the cut is kept, each set with its own "as of"; the status bar says the sync
// left sets not updated; once the network is back the app carries on by itself with what the
// cut sync had not reached, before anything it had, until the bar says "Synced".
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncBatch, SyncSummary } from '../../preload/contract.js';
import { databaseName } from '../../renderer/src/shared/db/database-name.js';
import { readStore } from './harness/indexeddb';
import { launchApp, type LaunchedApp } from './harness/launch-app';
import { batchKey } from '../unit/main/core/sync/priority-kit.js';

let app: LaunchedApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('a sync cut by the network', () => {
  it('keeps what it read, says so, and carries on by itself when the network is back', async () => {
    app = await launchApp({ simulator: { events: 12, shiftsPerEvent: 10 }, viewport: { width: 1280, height: 800 } });
    const { page, simulator } = app;
    const store = simulator!.store;
    const ids = store.snapshot().events.map((e) => e.id);
    const firstSync = app.nextEvent('sync:finished');
    await app.invoke('connection:connect', { environment: 'custom', baseUrl: app.baseUrl, apiKey: app.apiKey });
    await firstSync;
    await app.core.sync.idle();
    const followed = app.nextEvent('sync:finished');
    await app.invoke('settings:update', { followedEventIds: ids });
    expect((await followed).outcome).toBe('complete');
    await app.core.sync.idle();
    const dbName = databaseName('custom', app.baseUrl);
    const asOfs = async () =>
      new Map((await readStore<{ key: string; asOf: string }>(page, dbName, 'syncSets')).map((r) => [r.key, r.asOf]));
    const before = await asOfs();

    // A slow network, then gone for 3 s once the sync has read a few sets.
    store.faults.set({ latencyMs: 100 });
    const since = performance.now();
    const batchesSince = (at: number) =>
      app!.events
        .filter((e) => e.event === 'sync:batches' && e.at >= at)
        .flatMap((e) => (e.payload as { batches: SyncBatch[] }).batches);
    const finishedSince = (at: number) =>
      app!.events.filter((e) => e.event === 'sync:finished' && e.at >= at).map((e) => e.payload as SyncSummary);
    void app.invoke('sync:now');
    await expect.poll(() => batchesSince(since).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
    store.faults.set({ latencyMs: 100, offlineForMs: 3_000 });
    await expect.poll(() => finishedSince(since).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const cutAt = performance.now();
    const cut = finishedSince(since)[0]!;
    expect(cut.outcome).not.toBe('complete');
    expect(cut.failures.length).toBeGreaterThan(0);

    // Kept: the sets read before the cut carry a newer "as of", the others their old one.
    const afterCut = await asOfs();
    const refreshed = [...before.keys()].filter((k) => afterCut.get(k)! > before.get(k)!);
    const notReached = [...before.keys()].filter((k) => afterCut.get(k) === before.get(k));
    expect(refreshed.length).toBeGreaterThan(0);
    expect(notReached.length).toBeGreaterThan(0);
    expect(new Set(refreshed.map((k) => afterCut.get(k))).size).toBeGreaterThan(1);
    await expect
      .poll(() => page.getByTestId('sync-state').innerText(), { timeout: 10_000 })
      .toMatch(/not updated|with problems|Not synced/);

    // Back by itself: no "Sync now" pressed.
    await expect.poll(() => finishedSince(cutAt).some((s) => s.outcome === 'complete'), { timeout: 60_000 }).toBe(true);
    const complete = await asOfs();
    expect([...before.keys()].every((k) => complete.get(k)! > before.get(k)!)).toBe(true);
    await expect.poll(() => page.getByTestId('sync-state').innerText(), { timeout: 10_000 }).toMatch(/Synced/);
    expect(await page.getByTestId('sync-state').innerText()).not.toMatch(/problems|not updated/);

    // Its order: every set the cut sync had not reached before a set it had read (today's
    // events included) is read again.
    const after = batchesSince(cutAt)
      .map(batchKey)
      .filter((k) => before.has(k));
    const firstAgain = after.findIndex((k) => refreshed.includes(k));
    const lastMissed = after.findLastIndex((k) => notReached.includes(k));
    expect(lastMissed).toBeGreaterThanOrEqual(0);
    expect(firstAgain < 0 || lastMissed < firstAgain).toBe(true);
  });
});
