// @vitest-environment ./test/unit/renderer/support/node-client-environment.ts
// DashboardState without a DOM: the real AppState over a fake bridge, a real Dexie database on
// fake-indexeddb, and the view state's live queries run in an effect root as a component would.
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import { DashboardState } from '../../../../../renderer/src/features/dashboard/dashboard-state.svelte';
import { batch, startApp } from '../../support/app';
import { apiEvent, apiShift } from '../../support/data';
import { fakeBridge } from '../../support/fake-bridge';
import { useFixedDate } from '../../support/live-clock';
import { useViewRoot } from '../../support/view-root.svelte';

useFixedDate('2026-11-22T10:00:00');
const inRoot = useViewRoot();

async function dashboard() {
  const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1', '2', '3'] } }));
  await bridge.deliver([
    batch({
      kind: 'events',
      events: [
        apiEvent('1', 'Harvest Fair'),
        apiEvent('2', 'Jazz Night', '2026-11-24', 'Berkeley'),
        apiEvent('3', 'Quiet Expo', '2026-11-20'),
      ],
    }),
    batch({
      kind: 'event-shifts',
      eventId: '1',
      shifts: [
        apiShift('a', { quantity: 10, filled: 4, start_time: '2026-11-22 11:00:00', end_time: '2026-11-22 15:00:00' }),
        apiShift('b', { quantity: 5, filled: 5, start_time: '2026-11-22 18:00:00', end_time: '2026-11-22 23:00:00' }),
      ],
    }),
    batch({
      kind: 'event-shifts',
      eventId: '2',
      shifts: [
        apiShift('c', { quantity: 4, filled: 4, start_time: '2026-11-24 09:00:00', end_time: '2026-11-24 17:00:00' }),
      ],
    }),
    batch({
      kind: 'event-shifts',
      eventId: '3',
      shifts: [
        apiShift('d', { quantity: 4, filled: 1, start_time: '2026-11-20 09:00:00', end_time: '2026-11-20 17:00:00' }),
      ],
    }),
  ]);
  const view = inRoot(() => new DashboardState(app));
  await vi.waitFor(() => expect(view.loaded).toBe(true));
  return { app, bridge, view };
}

const ids = (view: DashboardState) => view.shown.map((i) => i.eventId);

describe('DashboardState', () => {
  it('opens on today and upcoming, soonest first; past events and filters narrow what is shown', async () => {
    const { view } = await dashboard();
    expect(view.items).toHaveLength(3);
    expect(ids(view)).toEqual(['1', '2']);

    view.understaffedOnly = true;
    flushSync();
    expect(ids(view)).toEqual(['1']);

    view.understaffedOnly = false;
    view.scope = 'past';
    flushSync();
    expect(ids(view)).toEqual(['3']);

    view.query = 'nothing like it';
    flushSync();
    expect(view.shown).toEqual([]);
    expect(view.scoped).toHaveLength(1);
    view.clearFilters();
    flushSync();
    expect(view.scope).toBe('upcoming');
    expect(ids(view)).toEqual(['1', '2']);
  });

  it('a new sort or filter gives the list a new order key (the list then shows its first row)', async () => {
    const { view } = await dashboard();
    const seen = new Set([view.listOrder]);
    view.sort = 'fill';
    flushSync();
    expect(ids(view)).toEqual(['1', '2']);
    seen.add(view.listOrder);
    view.understaffedOnly = true;
    flushSync();
    seen.add(view.listOrder);
    view.query = 'harvest';
    flushSync();
    seen.add(view.listOrder);
    expect(seen.size).toBe(4);
  });

  it("today's figures in the header line count today's events only; the line under the list sums the rows listed", async () => {
    const { view } = await dashboard();
    expect(view.today).toBe('2026-11-22');
    expect(view.todayTotals.events).toBe(1);
    expect(view.todayTotals.fill.gap).toBe(6);
    // The Quiet Expo (Nov 20) is over and not listed in "Today and upcoming": its 3 open places are not summed.
    expect(view.listedTotals.events).toBe(2);
    expect(view.listedTotals.fill.gap).toBe(6);
  });

  it('the short shifts starting soon, for the chip and the side panel, read once the list was drawn', async () => {
    const { view } = await dashboard();
    // The first paint reads the stored rows and figures only: nothing starting soon yet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(view.soon).toEqual([]);
    view.drawn();
    flushSync();
    await vi.waitFor(() => expect(view.soon.map((s) => s.shift.id)).toEqual(['a']));
    expect(view.soon[0]!.gap).toBe(6);
    expect(view.soonHours).toBe(4);
    expect(view.eventNames.get('1')).toBe('Harvest Fair');
  });

  it('Export CSV saves the rows shown, in their order, through main', async () => {
    const { view, bridge } = await dashboard();
    view.sort = 'fill';
    flushSync();
    await view.exportCsv();
    const { suggestedName, csv } = bridge.calls.saveCsv.mock.calls[0]![0] as { suggestedName: string; csv: string };
    expect(suggestedName).toContain('2026-11-22');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Harvest Fair');
    expect(lines[2]).toContain('Jazz Night');
  });
});
