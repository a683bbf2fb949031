/**
 * `npm run screenshots`: every screen with demo data, light and dark, into out/screenshots/.
 * Not a test: pictures to look at. Runs the real renderer in Chromium through the e2e harness.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchApp } from './harness/launch-app.js';
import { upcomingEventIds } from './support/demo-events.js';
import { followEvent, followWorker, goTo, startDemo } from './support/ui.js';

const OUT = fileURLToPath(new URL('../../out/screenshots/', import.meta.url));
const CREW = ['3001', '3002', '3003', '3004', '3005', '3006', '3007', '3008', '3009', '3010'];

async function shoot(page: Page, theme: string, name: string): Promise<void> {
  // Let virtua measure and any transition finish: pictures, not timings.
  await page.waitForTimeout(400);
  const file = path.join(OUT, `${theme}-${name}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

/** From the crew list: "Place order…" on the nth row, pick the item, confirm, close; optionally shoot both steps. */
async function placeOrder(page: Page, row: number, item: string, theme?: string, name?: string): Promise<void> {
  await page.locator('[data-testid="crew-list"] [data-worker-id] button.order').nth(row).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: item }).check();
  if (theme && name) await shoot(page, theme, name);
  await dialog.getByRole('button', { name: `Place order: ${item}` }).click();
  await dialog.getByText('Queued').waitFor();
  if (theme && name) await shoot(page, theme, `${name}-done`);
  await dialog.getByRole('button', { name: 'Close' }).click();
}

async function setStartingSoonHours(page: Page, hours: number): Promise<void> {
  await goTo(page, 'Settings');
  await page.getByLabel('“Starting soon and short” looks ahead (hours)').fill(String(hours));
  await page.getByRole('button', { name: 'Save dashboard settings' }).click();
  await page.getByText('Dashboard settings saved.').first().waitFor();
  // The confirmation is not what the next pictures are about.
  for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all()) await dismiss.click();
}

async function run(theme: 'light' | 'dark'): Promise<void> {
  const app = await launchApp({ colorScheme: theme, viewport: { width: 1280, height: 800 } });
  const { page } = app;
  // The demo's two events dated today, then the next five: the dashboard opens on today and upcoming.
  const today = app.simulator!.store.data.events.filter((e) => e.summary.date === app.simulator!.store.data.today);
  const EVENTS = [...today.map((e) => String(e.summary.id)), ...upcomingEventIds(app.simulator!, 5)];
  try {
    await page.getByRole('button', { name: 'Explore with demo data' }).waitFor();
    await shoot(page, theme, '01-connect');

    await page.getByLabel('Custom base URL').check();
    await page.getByRole('textbox', { name: 'Base URL' }).fill(app.baseUrl);
    await page.getByLabel('API key').fill('not-the-right-key');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('alert').waitFor();
    await shoot(page, theme, '02-connect-rejected');

    await startDemo(page);
    await shoot(page, theme, '03-follow-events');
    for (const id of EVENTS) await followEvent(page, id);
    await page.getByRole('tab', { name: 'Crew' }).click();
    await page.locator('[data-testid="follow-workers"] [data-worker-id]').first().waitFor();
    for (const id of CREW) await followWorker(page, id);
    await shoot(page, theme, '04-follow-crew');

    await app.core.sync.idle();
    await goTo(page, 'Dashboard');
    await page.locator('[data-testid="dashboard-list"] [data-event-id]').first().waitFor();
    await shoot(page, theme, '05-dashboard');
    // "Starting soon and short" looking a day ahead, so the strip has shifts at any hour.
    await setStartingSoonHours(page, 24);
    await goTo(page, 'Dashboard');
    await page.getByTestId('starting-soon').locator('[data-shift-id]').first().waitFor();
    await shoot(page, theme, '05a-dashboard-starting-soon');
    await setStartingSoonHours(page, 4);
    await goTo(page, 'Dashboard');
    await page.getByLabel('Show').selectOption('past');
    await shoot(page, theme, '05b-dashboard-past');
    await page.getByLabel('Show').selectOption('upcoming');
    await page.getByLabel('Sort by').selectOption('fill');
    await page.getByLabel('Understaffed only').check();
    await shoot(page, theme, '06-dashboard-understaffed-by-fill');
    await page.getByLabel('Understaffed only').uncheck();
    await page.getByLabel('Sort by').selectOption('start');

    await page.locator(`[data-event-id="${EVENTS.at(-5)}"] button.name`).click();
    await page.locator('[data-testid="shift-list"] [data-shift-id]').first().waitFor();
    await shoot(page, theme, '07-event-detail');
    await page.getByLabel('Sort by').selectOption('gap');
    await shoot(page, theme, '08-event-detail-by-gap');

    await goTo(page, 'Crew');
    await page.locator('[data-testid="crew-list"] [data-worker-id]').first().waitFor();
    await shoot(page, theme, '09-crew');
    await page.locator('[data-worker-id="3001"] button.name').click();
    await page.getByRole('heading', { name: 'Tags' }).waitFor();
    await shoot(page, theme, '10-worker');

    await goTo(page, 'Orders');
    await page.getByText('No orders yet').waitFor();
    await shoot(page, theme, '10a-orders-empty');
    await goTo(page, 'Crew');
    await placeOrder(page, 0, 'Event staff jacket', theme, '10b-place-order');
    // The server stores the next order but its answer is lost: "not sure it arrived".
    app.simulator!.store.faults.set({ dropAfterCommitNext: 1 });
    await placeOrder(page, 1, 'Replacement name badge');
    await goTo(page, 'Orders');
    await page.locator('[data-state="unknown"]').waitFor();
    app.simulator!.store.faults.set({});
    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await goTo(page, 'Crew');
    await placeOrder(page, 2, 'Radio earpiece', theme, '10c-place-order-offline');
    await goTo(page, 'Orders');
    await page.locator('[data-state="queued"]').waitFor();
    await shoot(page, theme, '10d-orders');
    await page.locator('[data-state="unknown"] button', { hasText: 'Send again…' }).click();
    await shoot(page, theme, '10e-orders-send-again-warning');
    await page.keyboard.press('Escape');
    await goTo(page, 'Settings');
    await page.getByRole('button', { name: 'Disconnect and erase local data…' }).click();
    await page.getByTestId('unsent-orders').waitFor();
    await shoot(page, theme, '10f-disconnect-with-orders');
    await page.getByRole('button', { name: 'Keep everything' }).click();
    await app.setOnline(true);
    await page.locator('[data-state="queued"]').waitFor({ state: 'detached' });

    await goTo(page, 'Settings');
    await page.getByText('0.0.0-e2e').waitFor();
    await shoot(page, theme, '11-settings');
    await page.getByRole('button', { name: 'Disconnect and erase local data…' }).click();
    await shoot(page, theme, '12-settings-confirm-disconnect');
    await page.getByRole('button', { name: 'Keep everything' }).click();

    await goTo(page, 'Dashboard');
    await page.keyboard.press('?');
    await shoot(page, theme, '13-shortcuts');
    await page.keyboard.press('Escape');

    // The office staff's server hiccups: some items fail, the rest sync.
    app.simulator!.store.faults.set({ failNext: 40 });
    const finished = app.nextEvent('sync:finished');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page
      .getByTestId('sync-state')
      .getByText('Syncing')
      .waitFor()
      .catch(() => undefined);
    await shoot(page, theme, '14-syncing');
    const summary = await finished;
    app.simulator!.store.faults.set({});
    if (summary.failures.length > 0) {
      await page.getByTestId('sync-state').getByRole('button').click();
      await shoot(page, theme, '15-sync-failures');
      await page.keyboard.press('Escape');
    }

    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await shoot(page, theme, '16-dashboard-offline');
  } finally {
    await app.close();
  }
}

await mkdir(OUT, { recursive: true });
for (const theme of ['light', 'dark'] as const) await run(theme);
