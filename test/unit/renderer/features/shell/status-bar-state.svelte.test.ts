// @vitest-environment ./test/unit/renderer/support/node-client-environment.ts
// StatusBarState without a DOM: the real AppState over a fake bridge playing main's sync events,
// a real Dexie database on fake-indexeddb, and the live queries run in an effect root.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusBarState } from '../../../../../renderer/src/features/shell/status-bar-state.svelte';
import { batch, startApp } from '../../support/app';
import { apiShift } from '../../support/data';
import { EMPTY_STATUS, fakeBridge, type FakeBridge } from '../../support/fake-bridge';
import { holdView } from '../../support/view-state.svelte';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T14:12:00'));
});
afterEach(() => vi.useRealTimers());

async function statusBar(bridge: FakeBridge = fakeBridge(), firstPaint?: Promise<void>) {
  const { app } = await startApp(bridge, firstPaint);
  return { app, view: holdView(() => new StatusBarState(app)) };
}

const FINISHED = {
  syncId: 's1',
  startedAt: '2026-11-22T14:10:00.000Z',
  finishedAt: new Date('2026-11-22T14:11:00').toISOString(),
  planned: 40,
  done: 40,
};

describe('StatusBarState', () => {
  it('the data age and its whole words on hover, from the oldest followed set', async () => {
    const bridge = fakeBridge({ settings: { followedEventIds: ['1', '2'] } });
    const { view } = await statusBar(bridge);
    const asOf = new Date('2026-11-22T14:00:00').toISOString();
    await bridge.deliver([
      batch({ kind: 'event-shifts', eventId: '1', shifts: [apiShift('a')] }, asOf),
      batch({ kind: 'event-admins', eventId: '1', admins: [] }, asOf),
    ]);
    expect(view.followsNothing).toBe(false);
    // Event 2 was never stored: its shifts and its admins.
    // A live query reads again at most once a second.
    await vi.waitFor(() => expect(view.age?.oldest).toBeDefined(), { timeout: 3000 });
    expect(view.ageTitle).toMatch(/^Data as of (14:00|2:00 PM) \(12 minutes ago\) · 2 not synced yet$/);
  });

  it("data from another day: the narrow words say the day and time, whole on hover with its age", async () => {
    const bridge = fakeBridge({ settings: { followedEventIds: ['1'] } });
    const { view } = await statusBar(bridge);
    // Synced last night at 10:09 PM, read at 2:12 PM the next day.
    const asOf = new Date('2026-11-21T22:09:00').toISOString();
    await bridge.deliver([
      batch({ kind: 'event-shifts', eventId: '1', shifts: [apiShift('a')] }, asOf),
      batch({ kind: 'event-admins', eventId: '1', admins: [] }, asOf),
    ]);
    await vi.waitFor(() => expect(view.ageWords).toBeDefined(), { timeout: 3000 });
    expect(view.ageWords?.long).toMatch(/^Data as of Sat (22:09|10:09 PM) \(16 hours ago\)$/);
    // At 1024 px the date and its age together were cut: the day and time alone.
    expect(view.ageWords?.short).toMatch(/^as of Sat (22:09|10:09 PM)$/);
    expect(view.ageTitle).toBe(view.ageWords?.long);
  });

  it("a sync cut part way: today's events said newer than the later ones, in the same words offline", async () => {
    const bridge = fakeBridge({ settings: { followedEventIds: ['1', '2', '3'] } });
    const { view } = await statusBar(bridge);
    const event = (id: string, start: string, end: string, asOf: string) => [
      batch({ kind: 'event-shifts', eventId: id, shifts: [apiShift(`s${id}`, { start_time: start, end_time: end })] }, asOf),
      batch({ kind: 'event-admins', eventId: id, admins: [] }, asOf),
    ];
    const full = new Date('2026-11-22T12:05:00').toISOString();
    // The last full sync, then one cut after today's event (it reads today's first).
    await bridge.deliver([
      ...event('1', '2026-11-22 18:00:00', '2026-11-22 23:00:00', full),
      ...event('2', '2026-11-29 18:00:00', '2026-11-29 23:00:00', full),
      ...event('3', '2026-12-05 18:00:00', '2026-12-05 23:00:00', full),
    ]);
    await vi.waitFor(() => expect(view.age?.oldest).toBeDefined(), { timeout: 3000 });
    // One sync's ages read alike: one "Data as of".
    expect(view.ageWords?.later).toBeUndefined();
    expect(view.ageWords?.long).toMatch(/^Data as of (12:05|12:05 PM) \(2 hours ago\)$/);
    // Today's event read again 9 minutes later: within a sync's own length, still one age.
    const nineLater = new Date('2026-11-22T12:14:00').toISOString();
    await bridge.deliver(event('1', '2026-11-22 18:00:00', '2026-11-22 23:00:00', nineLater));
    await vi.waitFor(() => expect(view.age?.events.find((e) => e.eventId === '1')?.asOf).toBe(nineLater), {
      timeout: 3000,
    });
    expect(view.ageWords?.later).toBeUndefined();
    // Then a sync cut after today's event (it reads today's first), two hours on.
    await bridge.deliver(event('1', '2026-11-22 18:00:00', '2026-11-22 23:00:00', new Date('2026-11-22T14:10:00').toISOString()));
    await vi.waitFor(() => expect(view.ageWords?.later).toBeDefined(), { timeout: 3000 });
    const whole = /^Today's events as of (14:10|2:10 PM) \(2 minutes ago\) · 2 later events as of (12:05|12:05 PM) \(2 hours ago\)$/;
    expect(view.ageWords?.long).toMatch(/^Today's events as of (14:10|2:10 PM) \(2 minutes ago\)$/);
    expect(view.ageWords?.short).toMatch(/^Today (14:10|2:10 PM)$/);
    expect(view.ageWords?.later).toMatch(/^2 later events as of (12:05|12:05 PM) \(2 hours ago\)$/);
    expect(view.ageTitle).toMatch(whole);
    bridge.emit('connectivity:changed', { state: 'offline', since: '2026-11-22T14:11:00.000Z' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.ageTitle).toMatch(whole);
  });

  it('reads the data age once the first screen painted, not against its reads', async () => {
    const bridge = fakeBridge({ settings: { followedEventIds: ['1'] } });
    let painted!: () => void;
    const { view } = await statusBar(bridge, new Promise<void>((resolve) => (painted = resolve)));
    await bridge.deliver([batch({ kind: 'event-shifts', eventId: '1', shifts: [apiShift('a')] })]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(view.age).toBeUndefined();
    painted();
    await vi.waitFor(() => expect(view.age?.oldest).toBeDefined(), { timeout: 3000 });
  });

  it('the sync: progress in percent while running, then its outcome in words, a shape and a tone', async () => {
    const bridge = fakeBridge();
    const { view } = await statusBar(bridge);
    bridge.emit('sync:progress', { syncId: 's1', planned: 40, done: 12, failed: 1, current: undefined });
    await vi.waitFor(() => expect(view.progressPercent).toBe(30));
    // A narrow bar may cut the progress words: they are whole on hover.
    expect(view.syncTitle).toBe('Syncing 12 of 40, 1 failed');

    const failures = [{ item: 'Shifts of event 7', code: 'API-500', message: 'The server failed.' }];
    bridge.emit('sync:finished', { ...FINISHED, outcome: 'partial', failures });
    await vi.waitFor(() => expect(view.outcome).toMatchObject({ icon: '!', tone: 'warn' }));
    expect(view.outcome?.text('14:11')).toBe('Synced with problems 14:11');
    expect(view.syncTitle).toMatch(/^1 not updated · (14:11|2:11 PM)$/);
    // A narrow bar says how many without the time (on hover), which a 1024-px bar would cut.
    expect(view.lastSyncShort).toBe('1 not updated');
    bridge.emit('sync:finished', { ...FINISHED, outcome: 'auth-required', failures: [] });
    await vi.waitFor(() => expect(view.outcome).toMatchObject({ icon: '✕', tone: 'danger' }));
    expect(view.outcome?.text('14:11')).toBe('Key needed to sync 14:11');
    expect(view.syncTitle).toMatch(/^Key needed to sync (14:11|2:11 PM)$/);
  });

  it('one button: Sync now asks main, Cancel while running; a refusal is said in a toast', async () => {
    const bridge = fakeBridge();
    const { app, view } = await statusBar(bridge);
    expect(view.connected).toBe(true);
    const asked = () => bridge.calls.syncNow.mock.calls.length;
    // The connection's own first sync, asked once main knows when the followed events run.
    await vi.waitFor(() => expect(asked()).toBe(1));
    const before = asked();
    view.syncOrCancel();
    expect(asked()).toBe(before + 1);
    bridge.emit('sync:progress', { syncId: 's1', planned: 4, done: 1, failed: 0, current: undefined });
    await vi.waitFor(() => expect(app.sync.running).toBe(true));
    bridge.answer('cancelSync', () => {
      throw { code: 'internal', message: 'Main is busy.' };
    });
    view.syncOrCancel();
    await vi.waitFor(() => expect(app.toasts.items.at(-1)).toMatchObject({ text: 'Could not cancel: Main is busy.' }));
    expect(bridge.calls.cancelSync).toHaveBeenCalledTimes(1);
    expect(asked()).toBe(before + 1);
  });

  it('before the first connection there is nothing to sync, and nothing followed says so', async () => {
    const { view } = await statusBar(fakeBridge({ status: EMPTY_STATUS }));
    expect([view.connected, view.followsNothing]).toEqual([false, true]);
  });
});
