// The supervisor's day in real Chromium: first run with demo data, follow three events, check
// the dashboard against the simulator's own data, lose the network, restart, and see fresh
// numbers after the office restaffs and the supervisor presses "Sync now".
import { describe, expect, it } from 'vitest';
import type { LaunchedApp } from './harness/launch-app';
import { useApp } from './support/demo-app';
import { upcomingEventIds } from './support/demo-events';
import { dashboardFigures, followEvent, startDemo } from './support/ui';

let EVENTS: string[] = [];

const apps = useApp();

/** What the dashboard must show, computed from the simulator's shifts, not from the app. */
function expected(launched: LaunchedApp, eventId: string) {
  const shifts = launched.simulator!.store.event(eventId)!.shifts;
  const count = (n: number | undefined) => Math.max(0, n ?? 0);
  const needed = shifts.reduce((sum, s) => sum + count(s.quantity), 0);
  // Only people towards each shift's demand: an overfilled shift fills no other shift's gap.
  const filled = shifts.reduce((sum, s) => sum + Math.min(count(s.filled), count(s.quantity)), 0);
  return {
    needed,
    filled,
    percent: Math.floor((filled * 100) / needed),
    understaffed: shifts.filter((s) => count(s.quantity) > 0 && count(s.filled) < count(s.quantity)).length,
  };
}

async function expectDashboard(launched: LaunchedApp) {
  for (const id of EVENTS) {
    await expect
      .poll(
        () =>
          dashboardFigures(launched.page, id).then(({ needed, filled, percent, understaffed }) => ({
            needed,
            filled,
            percent,
            understaffed,
          })),
        {
          timeout: 10_000,
        },
      )
      .toEqual(expected(launched, id));
  }
}

describe('supervisor flow', () => {
  it('demo → follow three events → same numbers as the server, offline after a restart, fresh after Sync now', async () => {
    const app = await apps.launch();
    EVENTS = upcomingEventIds(app.simulator!, 3);
    const [fair, market] = EVENTS as [string, string];
    await startDemo(app.page);
    for (const id of EVENTS) await followEvent(app.page, id);
    await app.page.getByRole('button', { name: /Done: show the dashboard/ }).click();
    await app.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expectDashboard(app);

    // No network, and the app restarted: the same numbers, from IndexedDB, saying how old they are.
    await app.setOnline(false);
    await app.restart();
    await app.page.locator('[data-testid="dashboard-list"] [data-event-id]').first().waitFor();
    await expectDashboard(app);
    // A 1280-px bar takes the short forms; the whole words are on hover.
    const connectivity = app.page.getByTestId('connectivity');
    await expect.poll(() => connectivity.innerText()).toMatch(/Offline/);
    expect(await connectivity.getAttribute('title')).toMatch(/Offline\s+since/);
    expect(await app.page.getByTestId('data-age').innerText()).toMatch(/as of .+/);
    expect(await app.page.getByTestId('data-age').getAttribute('title')).toMatch(/^Data as of .+ \(.+\)/);
    for (const id of EVENTS) {
      expect(await app.page.locator(`[data-event-id="${id}"]`).innerText()).toMatch(/as of/);
    }

    // Back online; the office restaffs two events; the supervisor syncs.
    await app.setOnline(true);
    await expect.poll(() => app.page.getByTestId('connectivity').innerText()).toContain('Online');
    await app.core.sync.idle();
    const store = app.simulator!.store;
    const [fairShift] = store.event(fair)!.shifts.filter((s) => (s.filled ?? 0) < (s.quantity ?? 0));
    store.setFilled(fair, fairShift!.id, fairShift!.quantity ?? 0);
    const [marketShift] = store.event(market)!.shifts.filter((s) => (s.filled ?? 0) > 0);
    store.setFilled(market, marketShift!.id, 0);
    const before = await dashboardFigures(app.page, fair);

    await app.page.getByRole('button', { name: 'Sync now' }).click();
    await expectDashboard(app);
    expect((await dashboardFigures(app.page, fair)).filled).toBeGreaterThan(before.filled);
  });
});
