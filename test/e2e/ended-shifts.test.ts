// "Ended is ended" in real Chromium against the simulator: with the page's clock moved to the
// small hours after an overnight event's evening, the shifts that ended the evening before count
// in no figure (its row, the Today card), read "Ended" on the event screen, and the row says
// "Running until …" rather than "No shift ahead"; on the event screen they fold under one line.
import { describe, expect, it } from 'vitest';
import { toShiftTime } from '../../preload/contract.js';
import type { LaunchedApp } from './harness/launch-app';
import { useApp } from './support/demo-app';
import { dashboardFigures, followEvent, goTo, startDemo } from './support/ui';

const apps = useApp();

/**
 * An upcoming event with a short shift that has ended and an overnight shift still running at
 * `now` (a minute before its last shift ends), and what is still ahead then. The simulator
 * dates overnight ends on the next day, so its times compare as text here.
 */
function overnightEvent(launched: LaunchedApp) {
  const sim = launched.simulator!;
  const today = sim.store.data.today;
  for (const e of sim.store.data.events.filter((x) => x.summary.date > today)) {
    const shifts = e.shifts;
    const lastEnd = shifts
      .map((s) => s.end_time)
      .sort()
      .at(-1)!;
    const at = new Date(new Date(lastEnd.replace(' ', 'T')).getTime() - 60_000);
    const now = toShiftTime(at);
    const ended = shifts.filter((s) => s.end_time <= now);
    const ahead = shifts.filter((s) => s.end_time > now);
    const endedShort = ended.find((s) => s.quantity > s.filled);
    if (lastEnd.slice(0, 10) > e.summary.date && endedShort && shifts.every((s) => s.start_time < now)) {
      const needed = ahead.reduce((n, s) => n + s.quantity, 0);
      const filled = ahead.reduce((n, s) => n + Math.min(s.quantity, s.filled), 0);
      return { eventId: String(e.summary.id), at, ended, ahead, endedShort, needed, filled };
    }
  }
  throw new Error('no overnight event with an ended short shift in the demo data');
}

describe('ended shifts', () => {
  it('count nowhere after midnight, read Ended, and the event runs until its last shift ends', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await startDemo(page);
    const event = overnightEvent(app);
    await followEvent(page, event.eventId);
    await app.core.sync.idle();

    // Offline, so the stored copy alone is shown; the clock at the small hours after the event.
    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await page.clock.setFixedTime(event.at);
    await page.reload();
    await goTo(page, 'Dashboard');

    const row = page.locator(`[data-testid="dashboard-list"] [data-event-id="${event.eventId}"]`);
    await expect.poll(async () => (await dashboardFigures(page, event.eventId)).needed).toBe(event.needed);
    const figures = await dashboardFigures(page, event.eventId);
    expect(figures.filled).toBe(event.filled);
    await expect.poll(() => row.getByTestId('event-ahead').innerText()).toMatch(/^Running until .*\d/);
    expect(await row.getByTestId('event-understaffed').innerText()).toContain(`${event.ended.length} ended`);

    // The Today card counts the shifts still running only.
    const open = page.getByTestId('today-open');
    expect(Number((await open.innerText()).replace(/,/g, ''))).toBe(event.needed - event.filled);

    // On the event screen the ended short shift reads Ended, with its figures, never Short.
    await row.locator('button.row-open').click();
    await page.getByTestId('shift-list').waitFor();
    expect(await page.getByTestId('event-understaffed').innerText()).toContain(`${event.ended.length} ended`);
    /** A shift's row, found by its id in the search (the list draws only the rows on screen). */
    const shiftRow = async (id: string) => {
      await page.getByLabel('Search shifts').fill(id);
      const found = page.locator(`[data-testid="shift-list"] [data-shift-id="${id}"]`);
      await found.waitFor();
      return found;
    };
    // What is still ahead comes first: the ended shifts fold under one line, shown on demand.
    const missed = event.ended.reduce((n, s) => n + Math.max(0, s.quantity - s.filled), 0);
    const fold = page.getByTestId('ended-fold');
    expect((await fold.innerText()).replace(/\s+/g, ' ')).toContain(
      `${event.ended.length} ended ${event.ended.length === 1 ? 'shift' : 'shifts'}, ${missed} ${missed === 1 ? 'person' : 'people'} short when they ended · Show`,
    );
    expect(await page.locator('[data-testid="shift-list"] [data-shift-id]').count()).toBeGreaterThan(0);
    for (const id of event.ended.map((s) => s.id)) {
      expect(await page.locator(`[data-testid="shift-list"] [data-shift-id="${id}"]`).count()).toBe(0);
    }
    await page.getByLabel('Search shifts').fill(event.endedShort.id);
    await page.getByText('No shift matches').waitFor();
    await fold.getByRole('button', { name: 'Show ended shifts' }).click();
    const endedRow = await shiftRow(event.endedShort.id);
    expect(await endedRow.locator('[data-severity]').getAttribute('data-severity')).toBe('ended');
    expect((await endedRow.innerText()).replace(/\s+/g, ' ')).not.toMatch(/\bShort\b|At risk/);
    const running = await shiftRow(event.ahead[0]!.id);
    expect(await running.locator('[data-severity]').getAttribute('data-severity')).not.toBe('ended');
  });
});
