// @vitest-environment ./test/unit/renderer/support/node-client-environment.ts
// EventState without a DOM: the real AppState over a fake bridge, a real Dexie database on
// fake-indexeddb, and the view state's live queries run in an effect root as a component would.
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import { EventState } from '../../../../../renderer/src/features/event/event-state.svelte';
import { deliverEvent, startApp } from '../../support/app';
import { apiShift } from '../../support/data';
import { fakeBridge } from '../../support/fake-bridge';
import { useFixedDate } from '../../support/live-clock';
import { useViewRoot } from '../../support/view-root.svelte';

useFixedDate('2026-11-22T10:00:00');
const inRoot = useViewRoot();

async function event() {
  const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1'] } }));
  await deliverEvent(bridge, 'Harvest Fair', [
    apiShift('gate', { custom_name: 'Gate A', quantity: 10, filled: 9, start_time: '2026-11-22 08:00:00' }),
    apiShift('bar', {
      custom_name: 'Bar',
      quantity: 6,
      filled: 1,
      comments: 'Bring a torch',
      start_time: '2026-11-22 12:00:00',
    }),
    apiShift('night', { custom_name: 'Night watch', quantity: 2, filled: 2, start_time: '2026-11-22 22:00:00' }),
  ]);
  const view = inRoot(() => new EventState(app, () => '1'));
  await vi.waitFor(() => expect(view.detail?.shifts).toHaveLength(3));
  return { app, bridge, view };
}

const ids = (view: EventState) => view.shown.map((i) => i.shift.id);

describe('EventState', () => {
  it('the event and its shifts by start; sort, search and filter narrow and reorder them', async () => {
    const { view } = await event();
    expect(view.name).toBe('Harvest Fair');
    expect(view.date).toBe('2026-11-22');
    expect(view.place).toBe('Oakland Arena, Oakland');
    expect(ids(view)).toEqual(['gate', 'bar', 'night']);

    const before = view.listOrder;
    view.sort = 'gap';
    flushSync();
    expect(ids(view)).toEqual(['bar', 'gate', 'night']);
    expect(view.listOrder).not.toBe(before);

    view.understaffedOnly = true;
    flushSync();
    expect(ids(view)).toEqual(['bar', 'gate']);
    view.query = 'torch';
    flushSync();
    expect(ids(view)).toEqual(['bar']);

    view.openChanged('night');
    flushSync();
    expect(view.opened).toBe('night');
    expect(view.query).toBe('');
    expect(ids(view)).toContain('night');
  });

  it('a gap chosen lists the shifts running in it, ended ones too: the fold is for the whole list', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1'] } }));
    await deliverEvent(bridge, 'Harvest Fair', [
      apiShift('early', { quantity: 5, filled: 1, start_time: '2026-11-22 06:00:00', end_time: '2026-11-22 08:00:00' }),
      apiShift('late', { quantity: 3, filled: 3, start_time: '2026-11-22 12:00:00', end_time: '2026-11-22 16:00:00' }),
    ]);
    const view = inRoot(() => new EventState(app, () => '1'));
    await vi.waitFor(() => expect(view.detail?.shifts).toHaveLength(2));
    expect(ids(view)).toEqual(['late']);
    expect(view.fold).toEqual({ count: 1, missed: 4 });

    // The morning's gap, chosen at 10:00: its shift, not "No shift matches" under a fold line.
    view.chosenGap = view.gaps[0];
    flushSync();
    expect(ids(view)).toEqual(['early']);
    expect(view.fold).toBeUndefined();

    view.chosenGap = undefined;
    flushSync();
    expect(ids(view)).toEqual(['late']);
  });

  it('opening the event reads it in two transactions: its detail with the fill readings, and the office changes', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1'] } }));
    await deliverEvent(bridge, 'Harvest Fair', [apiShift('gate', { quantity: 10, filled: 9 })]);
    // Storing the shifts left the event's first fill reading and woke the app's own reads; let them settle.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const transactions = vi.spyOn(app.connection.db!.core, 'transaction');
    const view = inRoot(() => new EventState(app, () => '1'));
    await vi.waitFor(() => expect(view.detail?.shifts).toHaveLength(1));
    expect(view.readings).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The readings as a query of their own were a third.
    expect(transactions.mock.calls.map(([tables]) => [...tables].sort().join(' '))).toEqual([
      'admins eventAggregates events fillReadings shifts syncSets',
      'eventLooks shiftChanges',
    ]);
  });

  it('rows open and close by shift id', async () => {
    const { view } = await event();
    view.toggle('bar');
    expect(view.expanded.has('bar')).toBe(true);
    view.toggle('bar');
    expect(view.expanded.has('bar')).toBe(false);
  });

  it('mute and row size are written to the settings through main', async () => {
    const { view, bridge } = await event();
    await view.setMuted(true);
    expect(bridge.calls.updateSettings).toHaveBeenCalledWith(expect.objectContaining({ mutedEventIds: ['1'] }));
    expect(view.muted).toBe(true);
    await view.setCompact(true);
    expect(view.compact).toBe(true);
  });

  it('a failed settings write says so in a toast and changes nothing', async () => {
    const { view, app, bridge } = await event();
    bridge.calls.updateSettings.mockResolvedValueOnce({ ok: false, error: { code: 'io', message: 'Disk full' } });
    await view.setCompact(true);
    expect(view.compact).toBe(false);
    expect(app.toasts.items.at(-1)?.text).toContain('Could not change the row size');
  });

  it('Export CSV saves the shifts shown, in their order, named for the event', async () => {
    const { view, bridge } = await event();
    view.sort = 'gap';
    flushSync();
    await view.exportCsv();
    const { suggestedName, csv } = bridge.calls.saveCsv.mock.calls[0]![0] as { suggestedName: string; csv: string };
    expect(suggestedName).toMatch(/harvest-fair.*2026-11-22.*shifts/i);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Bar');
    expect(lines[2]).toContain('Gate A');
  });
});
