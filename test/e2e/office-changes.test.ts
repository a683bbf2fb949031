// What the office changed since you looked, in real Chromium against the simulator: sync, the
// office edits shifts, sync again; the dashboard and the event mark the changes, a shift made
// short is an alert of its own, and Dismiss clears them.
import { describe, expect, it } from 'vitest';
import type { EventShift } from '../../main/simulator/types';
import { readStore } from './harness/indexeddb';
import { useApp } from './support/demo-app';
import { upcomingEventIds } from './support/demo-events';
import { followEvent, goTo, startDemo } from './support/ui';

const apps = useApp();

const nameOf = (s: EventShift) => s.custom_name || `Shift ${s.id}`;

describe('office changes since you looked', () => {
  it('marks changed rows, alerts on a shift made short, and Dismiss clears them', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    const store = app.simulator!.store;
    await startDemo(page);
    await app.core.sync.idle();

    const [eventId] = upcomingEventIds(app.simulator!, 1) as [string];
    const [full, moved, removed] = store.event(eventId)!.shifts.filter((s) => (s.quantity ?? 0) >= 3);
    expect(removed).toBeDefined();
    // The office has staffed this one completely by the time the supervisor first syncs.
    store.setFilled(eventId, full!.id, full!.quantity!);

    let synced = app.nextEvent('sync:finished');
    await followEvent(page, eventId);
    await synced;
    await app.core.sync.idle();

    // The office edits: two people drop out, a start moves, a shift goes, a shift is added.
    store.setFilled(eventId, full!.id, full!.quantity! - 2);
    store.patchShift(eventId, moved!.id, { start_time: moved!.start_time!.replace(/\d\d:\d\d:\d\d$/, '23:45:00') });
    store.removeShift(eventId, removed!.id);
    const added: EventShift = { ...full!, id: '990001', custom_name: 'Extra stewards', quantity: 3, filled: 3 };
    store.event(eventId)!.shifts.push(added);

    await goTo(page, 'Dashboard');
    synced = app.nextEvent('sync:finished');
    await page.getByRole('button', { name: 'Sync now' }).click();
    expect((await synced).outcome).toBe('complete');

    const row = page.locator(`[data-testid="dashboard-list"] [data-event-id="${eventId}"]`);
    await row.getByTestId('changed-mark').getByText('Changed · 4 shifts').waitFor();
    // The chip says how many the office made short; the shifts open beside the list.
    await page.getByTestId('made-short-chip').getByText('1 made short by the office').click();
    const strip = page.getByTestId('made-short');
    await strip.getByText(nameOf(full!)).waitFor();
    expect(await strip.innerText()).toContain(`Filled ${full!.quantity} → ${full!.quantity! - 2}, 2 open`);

    // The alert opens the shift it is about.
    await strip.locator(`[data-shift-id="${full!.id}"]`).click();
    await page.getByTestId('event-details-chip').getByText('4 changed').click();
    const card = page.getByTestId('office-changes');
    await card.waitFor();
    await page.locator(`[data-target] [data-shift-id="${full!.id}"]`).waitFor();
    const lines = await card.locator('li').allInnerTexts();
    const line = (s: EventShift) => lines.find((l) => l.startsWith(nameOf(s))) ?? '';
    expect(line(full!)).toMatch(/Now short, 2 open/);
    expect(line(moved!)).toMatch(/Starts .+ → .+/);
    expect(line(removed!)).toContain('Removed');
    expect(line(added)).toContain('Added');
    expect(lines.every((l) => /synced /.test(l))).toBe(true);
    await page.locator(`[data-shift-id="${full!.id}"] [data-testid="changed-mark"]`).waitFor();

    await card.getByRole('button', { name: 'Dismiss' }).click();
    await card.waitFor({ state: 'detached' });
    await page
      .locator('[data-testid="shift-list"] [data-testid="changed-mark"]')
      .first()
      .waitFor({ state: 'detached' });

    await goTo(page, 'Dashboard');
    await row.waitFor();
    await strip.waitFor({ state: 'detached' });
    expect(await row.getByTestId('changed-mark').count()).toBe(0);

    // A sync with nothing new records nothing: one row per shift the office changed, no more.
    const [dbName] = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name!));
    expect(await readStore(page, dbName!, 'shiftChanges')).toHaveLength(4);
    synced = app.nextEvent('sync:finished');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await synced;
    expect(await readStore(page, dbName!, 'shiftChanges')).toHaveLength(4);
  });
});
