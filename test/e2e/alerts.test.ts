// "Short shift starting soon" in real Chromium against the simulator: offline, with the page's
// clock moved to 40 minutes before a short shift, the alert shows from the stored copy and the
// desktop notification is asked of the platform layer once (a reload does not repeat it); a
// click on it opens the shift; back online, a sync that fills the shift withdraws both.
import { describe, expect, it } from 'vitest';
import type { LaunchedApp } from './harness/launch-app';
import { useApp } from './support/demo-app';
import { upcomingEventIds } from './support/demo-events';
import { followEvent, goTo, startDemo } from './support/ui';

const apps = useApp();

/**
 * An upcoming event's earliest short shift, alone at its start time (so it heads the alerts and
 * is among the first notified), and its start as this machine reads it.
 */
function shortShift(launched: LaunchedApp) {
  const sim = launched.simulator!;
  for (const eventId of upcomingEventIds(sim, 5)) {
    const short = sim.store.data.events
      .find((e) => String(e.summary.id) === eventId)!
      .shifts.filter((s) => s.quantity > s.filled && /^\d{4}-\d\d-\d\d \d\d:\d\d/.test(s.start_time))
      .sort((a, b) => a.start_time.localeCompare(b.start_time));
    const shift = short[0];
    if (shift && short[1]?.start_time !== shift.start_time) {
      return { eventId, shift, start: new Date(shift.start_time.replace(' ', 'T')) };
    }
  }
  throw new Error('no short shift in the demo data');
}

describe('short shift starting soon', () => {
  it('alerts offline from the stored copy, once, opens the shift on a click, and is withdrawn when a sync fills it', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await startDemo(page);
    const { eventId, shift, start } = shortShift(app);
    await followEvent(page, eventId);
    await app.core.sync.idle();
    await goTo(page, 'Dashboard');

    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await page.clock.setFixedTime(new Date(start.getTime() - 40 * 60_000));
    await page.reload();

    const ours = page.locator(`[data-alert-id^="short-soon:${eventId}:${shift.id}:lead:"]`);
    await ours.waitFor();
    const words = (await ours.innerText()).replace(/\s+/g, ' ');
    expect(words).toContain('Short shift starts in 40 min');
    expect(words).toContain(`${shift.quantity - shift.filled} of ${shift.quantity} places open`);
    expect(words).toMatch(/Data as of /);

    const asked = () =>
      app.alertNotifications.shown.filter((n) => n.target.kind === 'shift' && n.target.shiftId === shift.id);
    await expect.poll(() => asked().length).toBe(1);
    expect(asked()[0]).toMatchObject({
      target: { kind: 'shift', eventId, shiftId: shift.id },
      title: 'Short shift starts in 40 min',
    });
    expect(asked()[0]!.body).toMatch(/open\. Data as of /);
    const alertId = asked()[0]!.alertId;

    // Started again, from the same stored data: shown in the app, not notified a second time.
    await page.reload();
    await ours.waitFor();
    expect(asked()).toHaveLength(1);

    // The supervisor clicks the desktop notification: the window opens that shift.
    app.alertNotifications.click(alertId);
    await page.locator(`[data-testid="shift-list"] [data-shift-id="${shift.id}"]`).first().waitFor();

    // The office fills the shift; back online, the next sync withdraws the alert.
    app.simulator!.store.setFilled(eventId, shift.id, shift.quantity);
    await app.setOnline(true);
    await app.invoke('sync:now');
    await app.core.sync.idle();
    await ours.waitFor({ state: 'detached' });
    await expect.poll(() => app.alertNotifications.withdrawn).toContain(alertId);
  });
});
