// Sync into real IndexedDB in real Chromium: main core x simulator over HTTP, renderer stores.
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseName } from '../../renderer/src/shared/db/database-name';
import type { LaunchedApp } from './harness/launch-app';
import { useApp } from './support/demo-app';
import { readStore } from './harness/indexeddb';

type Row = Record<string, unknown>;

let app: LaunchedApp;
let dbName: string;

/**
 * The summary of the run that covers what was just asked, not of whichever `sync:finished`
 * comes next: the renderer's first sync or a "back online" may still be running, and the run
 * asked for now then waits behind it. Once the service is idle, its last run started after the ask.
 */
async function ownRun() {
  await app.core.sync.idle();
  return app.core.sync.status().last!;
}

async function connectAndFollow(eventIds: string[], workerIds: string[] = []) {
  await app.invoke('connection:connect', { environment: 'custom', baseUrl: app.baseUrl, apiKey: app.apiKey });
  dbName = databaseName('custom', app.baseUrl);
  await app.invoke('settings:update', { followedEventIds: eventIds, crewWorkerIds: workerIds });
  return ownRun();
}

async function syncNow() {
  await app.invoke('sync:now');
  return ownRun();
}

const shiftsOf = async (eventId: string) =>
  (await readStore<Row>(app.page, dbName, 'shifts')).filter((s) => s['eventId'] === eventId);

describe('sync into IndexedDB', () => {
  const apps = useApp();
  beforeEach(async () => {
    app = await apps.launch();
  });

  it('a followed event syncs and its rows match the simulator', async () => {
    const summary = await connectAndFollow(['1001', '1002'], ['3001']);
    expect(summary.outcome).toBe('complete');
    const server = app.simulator!.store;
    const expected = server.event('1001')!.shifts;
    const stored = await shiftsOf('1001');
    expect(stored.length).toBe(expected.length);
    for (const shift of expected) {
      const row = stored.find((r) => r['id'] === shift.id)!;
      expect(row).toBeDefined();
      expect(row['quantity']).toBe(shift.quantity);
      expect(row['filled']).toBe(shift.filled);
      expect(row['alternateFilled']).toBe(shift.alternate_filled);
    }
    const aggregates = await readStore<Row>(app.page, dbName, 'eventAggregates');
    const agg = aggregates.find((a) => a['eventId'] === '1001')!;
    expect(agg['needed']).toBe(expected.reduce((n, s) => n + (s.quantity ?? 0), 0));
    // Filled towards demand: an overfilled shift's extra people are stored apart.
    expect(agg['filled']).toBe(expected.reduce((n, s) => n + Math.min(s.filled ?? 0, s.quantity ?? 0), 0));
    expect(agg['extra']).toBe(expected.reduce((n, s) => n + Math.max(0, (s.filled ?? 0) - (s.quantity ?? 0)), 0));
    const admins = await readStore<Row>(app.page, dbName, 'admins');
    expect(admins.filter((a) => a['eventId'] === '1001').length).toBe(server.event('1001')!.admins.length);
    const tags = await readStore<Row>(app.page, dbName, 'workerTags');
    expect(tags.filter((t) => t['workerId'] === '3001').length).toBe(server.worker('3001')!.tags.length);
  });

  it('a second sync with no change writes nothing', async () => {
    await connectAndFollow(['1001', '1002', '1003'], ['3001', '3002']);
    app.core.delivery.resetCount();
    const again = await syncNow();
    expect(again.outcome).toBe('complete');
    expect(again.done).toBe(again.planned);
    expect(app.core.delivery.rowsWritten).toBe(0);
  });

  it('a shift removed on the server disappears locally; a changed one is rewritten alone', async () => {
    await connectAndFollow(['1001']);
    const [first, second] = app.simulator!.store.event('1001')!.shifts.map((s) => ({ ...s }));
    const newFilled = (second!.filled ?? 0) + 1;
    app.simulator!.store.removeShift('1001', first!.id);
    app.simulator!.store.setFilled('1001', second!.id, newFilled);
    app.core.delivery.resetCount();
    await syncNow();
    const stored = await shiftsOf('1001');
    expect(stored.find((r) => r['id'] === first!.id)).toBeUndefined();
    expect(stored.find((r) => r['id'] === second!.id)!['filled']).toBe(newFilled);
    expect(app.core.delivery.rowsWritten).toBe(2);
  });

  it('offline keeps everything and sends nothing', async () => {
    await connectAndFollow(['1001']);
    const before = await shiftsOf('1001');
    const requestsBefore = app.simulator!.store.snapshot().counters.requests;
    await app.setOnline(false);
    const summary = await syncNow();
    expect(summary.outcome).toBe('offline');
    expect(app.simulator!.store.snapshot().counters.requests).toEqual(requestsBefore);
    expect(await shiftsOf('1001')).toEqual(before);
  });

  it('an ATH-100 in the middle of a sync keeps the cache and asks for the key again', async () => {
    await connectAndFollow(['1001', '1002']);
    const before = await shiftsOf('1002');
    app.simulator!.store.setFilled('1002', before[0]!['id'] as string, 0);
    // The office replaces the key while the app runs: every further request answers ATH-100.
    app.simulator!.rotateKey('a-new-key-the-app-does-not-know');
    const changed = app.nextEvent('connection:changed');
    const summary = await syncNow();
    expect(summary.outcome).toBe('auth-required');
    expect((await changed).state).toBe('needs-key');
    expect(await shiftsOf('1002')).toEqual(before);
  });
});
