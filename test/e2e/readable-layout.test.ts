// Layout facts only a real browser can check: how many compact shifts fit, that times and the
// status bar's texts are never cut, and that a rejected key leaves the heading and Connect in view.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchApp, type LaunchedApp } from './harness/launch-app';
import { upcomingEventIds } from './support/demo-events';
import { setStartingSoonHours } from './support/screen-states';
import { dismissAlerts, followEvent, goTo, startDemo } from './support/ui';

let app: LaunchedApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Rows wholly inside the list's visible box. */
function rowsInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const list = document.querySelector('[data-testid="shift-list"]')!.getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid="shift-list"] [data-shift-id]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= list.top - 1 && box.bottom <= list.bottom + 1;
    }).length;
  });
}

/** Event rows wholly inside the dashboard list's visible box and above the status bar. */
function eventRowsInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const list = document.querySelector('[data-testid="dashboard-list"]')!.getBoundingClientRect();
    const bottom = Math.min(list.bottom, document.querySelector('.status-bar')!.getBoundingClientRect().top);
    return [...document.querySelectorAll('[data-testid="dashboard-list"] [data-event-id]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= list.top - 1 && box.bottom <= bottom + 1;
    }).length;
  });
}

/** Elements whose text is wider or taller than their box (cut or spilling). */
function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        .map((el) => el.textContent?.trim() ?? ''),
    selector,
  );
}

describe('readable layout', () => {
  it('compact rows show at least 12 shifts at 1280x800, times on one line', async () => {
    app = await launchApp({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await startDemo(page);
    // Dated after today: the dashboard opens on today and upcoming.
    const [eventId] = upcomingEventIds(app.simulator!, 1);
    await followEvent(page, eventId!);
    await app.core.sync.idle();
    await goTo(page, 'Dashboard');
    await page.locator(`[data-event-id="${eventId}"] button.name`).click();
    await page.locator('[data-testid="shift-list"] [data-shift-id]').first().waitFor();
    await page.getByLabel('Compact', { exact: true }).check();
    await page.locator('[data-shift-id].compact').first().waitFor();
    await dismissAlerts(page);
    await expect.poll(() => rowsInView(page)).toBeGreaterThanOrEqual(12);
    const timeHeights = await page.$$eval('[data-shift-id] .time', (els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))),
    );
    expect(new Set(timeHeights)).toEqual(new Set([1]));
  });

  it('the status bar never cuts its own texts, at 1280 and 1024 wide, offline with failures', async () => {
    app = await launchApp({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await startDemo(page);
    for (const id of upcomingEventIds(app.simulator!, 3)) await followEvent(page, id);
    await app.core.sync.idle();
    await goTo(page, 'Dashboard');
    app.simulator!.store.faults.set({ failNext: 40 });
    const finished = app.nextEvent('sync:finished');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await finished;
    app.simulator!.store.faults.set({});
    await app.setOnline(false);
    await page.getByTestId('offline-banner').waitFor();
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      // Polled: the window lays itself out again after the resize.
      await expect.poll(() => overflowing(page, '.status-bar .cell, .status-bar .cell > *')).toEqual([]);
    }
  });

  it('the starting-soon strip at 1280x800: three shifts with names uncut, the rest behind "n more", no taller than a fifth of the window', async () => {
    app = await launchApp({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await startDemo(page);
    const { events, today } = app.simulator!.store.data;
    const todays = events.filter((e) => e.summary.date === today).map((e) => String(e.summary.id));
    for (const id of [...todays, ...upcomingEventIds(app.simulator!, 5)]) await followEvent(page, id);
    await app.core.sync.idle();
    await setStartingSoonHours(page, 24);
    await goTo(page, 'Dashboard');
    const strip = page.getByTestId('starting-soon');
    await strip.locator('[data-shift-id]').first().waitFor();
    await page.locator('[data-testid="dashboard-list"] [data-event-id]').first().waitFor();

    expect(await strip.locator('[data-shift-id]').count()).toBe(3);
    expect(await overflowing(page, '[data-testid="starting-soon"] [data-shift-id] *')).toEqual([]);
    // At most a fifth of the window: the events below keep the room for three whole rows.
    const stripHeight = await strip.evaluate((el) => el.getBoundingClientRect().height);
    expect(stripHeight).toBeLessThanOrEqual(800 / 5);

    const more = strip.getByRole('button', { name: /^\d+ more$/ });
    const hidden = Number((await more.textContent())!.trim().split(' ')[0]);
    expect(hidden).toBeGreaterThan(0);
    await more.click();
    expect(await strip.locator('[data-shift-id]').count()).toBe(3 + hidden);
    // Opened, the shifts scroll inside the strip: the event list keeps its place on screen.
    const openedHeight = await strip.evaluate((el) => el.getBoundingClientRect().height);
    expect(openedHeight).toBeLessThan(800 / 3);
  });

  it('the dashboard at 1280x800 shows at least three whole event rows under the strip and today, nothing cut', async () => {
    app = await launchApp({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await startDemo(page);
    // As in the pictures (screen-states '05-dashboard'): today's events, then the next five.
    const { events, today } = app.simulator!.store.data;
    const todays = events.filter((e) => e.summary.date === today).map((e) => String(e.summary.id));
    for (const id of [...todays, ...upcomingEventIds(app.simulator!, 5)]) await followEvent(page, id);
    await app.core.sync.idle();
    await goTo(page, 'Dashboard');
    await page.locator('[data-testid="dashboard-list"] [data-event-id] .as-of').first().waitFor();
    await dismissAlerts(page);

    await expect.poll(() => eventRowsInView(page)).toBeGreaterThanOrEqual(3);
    const cut = '[data-event-id] *, [data-testid="today-totals"] *, .toolbar > *';
    expect(await overflowing(page, cut)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    // A small laptop: fewer rows (the screen scrolls), but nothing spills sideways or out of its box.
    await page.setViewportSize({ width: 1024, height: 700 });
    await expect.poll(() => overflowing(page, cut)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  });

  it('a rejected key at 1024x700 keeps the heading, the error and Connect in view', async () => {
    app = await launchApp({ viewport: { width: 1024, height: 700 } });
    const { page } = app;
    await page.getByLabel('Custom base URL').check();
    await page.getByRole('textbox', { name: 'Base URL' }).fill(app.baseUrl);
    await page.getByLabel('API key').fill('not-the-right-key');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('alert').waitFor();
    const statusTop = (await page.getByRole('contentinfo', { name: 'Status' }).boundingBox())!.y;
    await expect
      .poll(async () => {
        const connect = (await page.getByRole('button', { name: 'Connect', exact: true }).boundingBox())!;
        return connect.y + connect.height <= statusTop;
      })
      .toBe(true);
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(0);
    const alert = (await page.getByRole('alert').boundingBox())!;
    expect(alert.y).toBeGreaterThan(heading.y + heading.height - 1);
    expect(
      await page.getByRole('button', { name: 'Show key' }).evaluate((b) => b.getBoundingClientRect().height),
    ).toBeLessThan(50);
  });
});
