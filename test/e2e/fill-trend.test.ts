// The fill trend in real Chromium against the simulator: each sync that changed an event's
// totals keeps a reading in IndexedDB (a re-sync that changed nothing keeps none); with the
// page's clock a day on, the office's bookings read "+6 booked since yesterday" with a
// projection to the start, the dashboard row's glyph says "Filling", and people dropping turn
// both to "losing".
import { describe, expect, it } from 'vitest';
import type { EventShift } from '../../main/simulator/types';
import { readStore } from './harness/indexeddb';
import { useApp } from './support/demo-app';
import { followEvent, goTo, startDemo } from './support/ui';
import type { LaunchedApp } from './harness/launch-app';

const apps = useApp();
const HOUR = 3_600_000;

/** An event at least three days ahead with three shifts that can each take two more people, or lose two. */
function eventWithRoom(app: LaunchedApp): { eventId: string; open: EventShift[] } {
  const store = app.simulator!.store;
  const soon = new Date(Date.now() + 3 * 24 * HOUR).toISOString().slice(0, 10);
  for (const e of store.data.events.filter((x) => x.summary.date >= soon)) {
    const open = e.shifts.filter((s) => (s.quantity ?? 0) - (s.filled ?? 0) >= 2 && (s.filled ?? 0) >= 2);
    const room = open.reduce((n, s) => n + (s.quantity ?? 0) - (s.filled ?? 0), 0);
    if (room >= 10 && open.length >= 3) return { eventId: String(e.summary.id), open };
  }
  throw new Error('no event three days ahead with room for ten more people in the demo data');
}

async function syncNow(app: LaunchedApp): Promise<void> {
  const synced = app.nextEvent('sync:finished');
  await app.page.getByRole('button', { name: 'Sync now' }).click();
  expect((await synced).outcome).toBe('complete');
  await app.core.sync.idle();
}

describe('the fill trend', () => {
  it('keeps a reading per changing sync and reads booked since yesterday, a projection and a row glyph', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    const store = app.simulator!.store;
    await startDemo(page);
    const { eventId, open } = eventWithRoom(app);
    await followEvent(page, eventId);
    await app.core.sync.idle();
    const [dbName] = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name!));
    const readings = async () =>
      ((await readStore(page, dbName!, 'fillReadings')) as { eventId: string; booked: number; at: string }[]).filter(
        (r) => r.eventId === eventId,
      );
    await expect.poll(async () => (await readings()).length).toBe(1);
    const [first] = await readings();

    // Nothing changed at the office: a re-sync keeps no reading.
    await goTo(page, 'Dashboard');
    await syncNow(app);
    expect(await readings()).toHaveLength(1);

    // A day and two hours later on this machine's clock, the office has booked six people.
    await page.clock.setFixedTime(Date.parse(first!.at) + 26 * HOUR);
    const [a, b, c] = (open as [EventShift, EventShift, EventShift]).map((s) => ({ id: s.id, filled: s.filled ?? 0 }));
    for (const s of [a, b, c]) store.setFilled(eventId, s!.id, s!.filled + 2);
    await syncNow(app);
    const after = await readings();
    expect(after.map((r) => r.booked - first!.booked)).toEqual([0, 6]);

    const row = page.locator(`[data-testid="dashboard-list"] [data-event-id="${eventId}"]`);
    const glyph = row.getByTestId('event-trend');
    await expect.poll(() => glyph.getAttribute('data-direction'), { timeout: 5000 }).toBe('filling');
    expect(await glyph.innerText()).toContain('↗');
    expect(await glyph.locator('.visually-hidden').textContent()).toMatch(/^Filling: \+6 booked since yesterday/);

    await row.locator('button.name').click();
    const trend = page.getByTestId('fill-trend');
    await expect
      .poll(() => trend.innerText())
      .toMatch(
        /^↗\s*\+6 booked since yesterday; at this pace (\d+ places? still open at the start|every place booked by the start)$/,
      );
    await trend.getByRole('img', { name: 'Share of places booked over the last 7 days' }).waitFor();

    // An hour on, eight people drop out of the shifts just filled: two fewer than yesterday.
    await page.clock.setFixedTime(Date.parse(first!.at) + 27 * HOUR);
    store.setFilled(eventId, a!.id, a!.filled - 2);
    store.setFilled(eventId, b!.id, b!.filled);
    store.setFilled(eventId, c!.id, c!.filled);
    await goTo(page, 'Dashboard');
    await syncNow(app);
    expect((await readings()).map((r) => r.booked - first!.booked)).toEqual([0, 6, -2]);
    await expect.poll(() => glyph.getAttribute('data-direction'), { timeout: 5000 }).toBe('losing');
    expect(await glyph.locator('.visually-hidden').textContent()).toMatch(
      /^Losing people: 2 people dropped since yesterday/,
    );
  });
});
