import { Dexie } from 'dexie';
import { storedOrder } from '../../support/orders';
import { describe, expect, it } from 'vitest';
import { databaseName } from '../../../../../renderer/src/shared/db/database-name';
import { batch, startApp } from '../../support/app';
import { apiEvent, apiShift } from '../../support/data';
import { EMPTY_STATUS, fakeBridge, readyStatus } from '../../support/fake-bridge';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error('condition never met');
};

describe('ConnectionState', () => {
  it("opens the connection's database at start and asks for its first sync once", async () => {
    const bridge = fakeBridge();
    const { app } = await startApp(bridge);
    expect(app.connection.db?.name).toBe(databaseName('custom', bridge.status.baseUrl));
    await until(() => bridge.calls.syncNow.mock.calls.length === 1);

    bridge.emit('connection:changed', bridge.status);
    // Following the connection already open takes only microtasks: one task later it is done.
    await new Promise((r) => setTimeout(r, 0));
    expect(bridge.calls.syncNow).toHaveBeenCalledTimes(1);
  });

  it('follows a new connection to its own database, and syncs it', async () => {
    const { app, bridge } = await startApp();
    const first = app.connection.db!.name;
    const next = readyStatus();
    bridge.emit('connection:changed', next);
    expect(app.connection.db).toBeUndefined();
    await until(() => app.connection.db !== undefined);
    expect(app.connection.db!.name).not.toBe(first);
    await until(() => bridge.calls.syncNow.mock.calls.length === 2);
  });

  it('keeps the data readable while the key must be entered again, and syncs once it is', async () => {
    const { app, bridge } = await startApp();
    const db = app.connection.db;
    bridge.emit('connection:changed', { ...bridge.status, state: 'needs-key' });
    await until(() => app.connection.status?.state === 'needs-key');
    expect(app.connection.db).toBe(db);
    bridge.emit('connection:changed', { ...bridge.status, state: 'ready' });
    await until(() => bridge.calls.syncNow.mock.calls.length === 2);
    expect(app.connection.db).toBe(db);
  });

  it('tells main when the followed events run, from the stored shifts or the listed date, before the first sync', async () => {
    const bridge = fakeBridge({ settings: { followedEventIds: ['1', '2', '3'] } });
    const first = await startApp(bridge);
    const db = first.app.connection.db!;
    await until(() => bridge.calls.syncNow.mock.calls.length === 1);
    // Nothing stored yet: nothing to tell.
    expect(bridge.calls.syncHints).not.toHaveBeenCalled();
    await bridge.deliver([
      batch({ kind: 'events', events: [apiEvent('1', 'Stored'), apiEvent('2', 'Listed', '2026-12-01')] }),
      batch({ kind: 'event-shifts', eventId: '1', shifts: [apiShift('10', { start_time: '2026-11-28 16:00:00', end_time: '2026-11-29 01:00:00' })] }),
    ]);
    bridge.emit('connection:changed', { ...bridge.status, state: 'needs-key' });
    bridge.emit('connection:changed', { ...bridge.status, state: 'ready' });
    await until(() => bridge.calls.syncNow.mock.calls.length === 2);
    expect(bridge.calls.syncHints).toHaveBeenCalledTimes(1);
    expect(bridge.calls.syncHints.mock.calls[0]![0]).toEqual({
      events: [
        { eventId: '1', start: '2026-11-28 16:00:00', end: '2026-11-29 01:00:00' },
        { eventId: '2', start: '2026-12-01 00:00:00', end: '2026-12-01 23:59:59' },
      ],
    });
    expect(bridge.calls.syncHints.mock.invocationCallOrder[0]).toBeLessThan(
      bridge.calls.syncNow.mock.invocationCallOrder[1]!,
    );
    expect(db).toBe(first.app.connection.db);
  });

  it("asks for the first sync, and reads the events' windows for it, only once the first screen painted", async () => {
    let painted!: () => void;
    const bridge = fakeBridge({ settings: { followedEventIds: ['1'] } });
    const { app } = await startApp(bridge, new Promise<void>((resolve) => (painted = resolve)));
    expect(app.connection.db).toBeDefined();
    // The dashboard's first read has the database to itself: no sync asked, nothing read for it.
    await new Promise((r) => setTimeout(r, 50));
    expect(bridge.calls.syncNow).not.toHaveBeenCalled();
    painted();
    await until(() => bridge.calls.syncNow.mock.calls.length === 1);
  });

  it('no connection, no database', async () => {
    const { app, bridge } = await startApp(fakeBridge({ status: EMPTY_STATUS }));
    expect(app.connection.db).toBeUndefined();
    expect(bridge.calls.syncNow).not.toHaveBeenCalled();
  });

  it('quick edits of the followed lists queue up, each on the last one saved', async () => {
    const { app, bridge } = await startApp();
    await Promise.all(['1', '2', '3'].map((id) => app.connection.editList('followedEventIds', (ids) => [...ids, id])));
    expect(bridge.settings.followedEventIds).toEqual(['1', '2', '3']);
    expect(app.connection.settings?.followedEventIds).toEqual(['1', '2', '3']);
  });

  it('settings changed by main are taken over', async () => {
    const { app, bridge } = await startApp();
    bridge.emit('settings:changed', { ...bridge.settings, syncIntervalMinutes: 42 });
    expect(app.connection.settings?.syncIntervalMinutes).toBe(42);
  });

  it('disconnect erases the data of the connection it leaves', async () => {
    const { app, bridge } = await startApp();
    await bridge.deliver([batch({ kind: 'events', events: [{ id: '1', name: 'Fair' }] })]);
    const name = app.connection.db!.name;
    await app.connection.disconnectAndErase();
    expect(bridge.calls.disconnect).toHaveBeenCalled();
    expect(app.connection.db).toBeUndefined();
    expect(await Dexie.exists(name)).toBe(false);
  });

  it('refuses to disconnect while an order is not placed, unless told to discard it', async () => {
    const { app, bridge } = await startApp();
    const db = app.connection.db!;
    await db.outbox.bulkPut([storedOrder('q', 'queued'), storedOrder('u', 'unknown'), storedOrder('d', 'delivered')]);

    await expect(app.connection.disconnectAndErase()).rejects.toThrow('2 orders are not placed yet; nothing was erased.');
    expect(bridge.calls.disconnect).not.toHaveBeenCalled();
    expect((await db.outbox.toArray()).map((o) => o.localId).sort()).toEqual(['d', 'q', 'u']);

    await app.connection.disconnectAndErase({ discardUnsent: true });
    expect(bridge.calls.disconnect).toHaveBeenCalled();
    expect(await Dexie.exists(db.name)).toBe(false);
  });
});
