// Crew hours in real Chromium against the simulator: synced for each crew worker with a UUID,
// the same "this week" on the crew row and the worker screen, the weeks day by day in the
// server's order, a worker without a UUID saying why, and all of it readable offline.
import { describe, expect, it } from 'vitest';
import { workerTimeTrackingSummarySchema } from '../../main/core/api/time-tracking-schema';
import { useApp } from './support/demo-app';
import { followCrew, goTo, lateToday, startDemo } from './support/ui';

const apps = useApp();

const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

describe('crew hours', () => {
  it('show on the crew row and the worker screen alike, say why a UUID-less worker has none, and stay offline', async () => {
    // Late in the day, so worker 3001 (at work Monday to Saturday) has hours this week even on a Monday.
    const app = await apps.launch({ viewport: { width: 1280, height: 800 }, simulator: { clock: lateToday } });
    const { page } = app;
    const simulator = app.simulator!;
    const { today, workers } = simulator.store.data;
    const withHours = workers.find((w) => w.summary.id === '3001')!;
    // The office never gave worker 3004 a UUID: nothing to ask time tracking for.
    workers.find((w) => w.summary.id === '3004')!.summary.uuid = '';

    await startDemo(page);
    await followCrew(page, ['3001', '3004']);
    await app.core.sync.idle();
    // 3004's hours are skipped, not failed: the last sync is complete.
    expect(app.core.sync.status().last).toMatchObject({ outcome: 'complete', failures: [] });

    const served = workerTimeTrackingSummarySchema.parse(
      await (
        await fetch(`${simulator.url}/time-tracking/worker-summary?uuid=${withHours.summary.uuid}&date=${today}`, {
          headers: { 'X-API-KEY': simulator.apiKey },
        })
      ).json(),
    );
    const week = served.weeks.find((w) => w.start_of_week! <= today && today <= w.end_of_week!)!;
    const stats = week.week.week_stats!;
    const weekTotal = clock((stats.total_hours ?? 0) * 60 + (stats.total_minutes ?? 0));

    await goTo(page, 'Crew');
    const row = page.locator('[data-testid="crew-list"] [data-worker-id="3001"]');
    await expect.poll(() => row.getByTestId('crew-hours').innerText()).toContain(`${weekTotal} h this week`);
    // The demo's 3001 works into double time this week: the badge has a word, not only a colour.
    const rowRisk = await row.locator('[data-risk]').getAttribute('data-risk');
    expect(await row.locator('[data-risk]').innerText()).toMatch(/Double time|Overtime/);
    expect(await page.locator('[data-worker-id="3004"]').getByTestId('crew-hours').innerText()).toBe(
      'No hours this week',
    );

    await row.locator('button.name').click();
    const card = page.getByTestId('worker-hours');
    await card.getByText(/As of/).waitFor();
    expect(await card.getByRole('definition').first().innerText()).toContain(weekTotal);
    // The same overtime risk as on the crew row, with its findings in words.
    const risk = card.getByTestId('overtime-risk');
    expect(await risk.locator('[data-risk]').getAttribute('data-risk')).toBe(rowRisk);
    expect(await risk.getByRole('listitem').count()).toBeGreaterThan(0);
    const tables = card.getByRole('table');
    expect(await tables.count()).toBe(served.weeks.length);
    const current = card.locator('table.current');
    expect(await current.locator('tfoot').innerText()).toContain(weekTotal);
    // Days in keyArray order, each with its regular, overtime and double-time hours.
    const dayRows = current.locator('tbody tr');
    expect(await dayRows.count()).toBe(week.week.keyArray.length);
    for (const [i, key] of week.week.keyArray.entries()) {
      const s = week.week.days[key]?.stats;
      const cells = await dayRows.nth(i).locator('td').allInnerTexts();
      expect(cells.slice(0, 3), key).toEqual([
        clock((s?.hours ?? 0) * 60 + (s?.minutes ?? 0)),
        clock((s?.ot_hours ?? 0) * 60 + (s?.ot_minutes ?? 0)),
        clock((s?.dt_hours ?? 0) * 60 + (s?.dt_minutes ?? 0)),
      ]);
    }

    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.locator('[data-worker-id="3004"] button.name').click();
    await page
      .getByTestId('worker-hours')
      .getByText(/server lists no UUID for this worker/)
      .waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => row.getByTestId('crew-hours').innerText()).toContain(`${weekTotal} h this week`);
  });
});
