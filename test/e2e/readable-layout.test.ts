// Layout facts only a real browser can check: how many compact shifts fit, that times and the
// status bar's texts are never cut, that the starting-soon panel opens beside the events, that a
// new sort starts at the top, and that a rejected key leaves the heading and Connect in view.
// (Row counts on every screen and state: screen-layout.test.ts.)
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from './support/demo-app';
import { upcomingEventIds } from './support/demo-events';
import { setStartingSoonHours } from './support/screen-states';
import { dismissAlerts, fillConnect, followEvent, goTo, startDemo } from './support/ui';
import { reachAndRead } from './support/reach-and-read';
import { setTestLanguage } from './support/pseudo-sweep';

const apps = useApp();

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

/** A fresh app following one upcoming event, that event's screen opened from the dashboard. */
async function openUpcomingEvent() {
  const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
  const { page } = app;
  await startDemo(page);
  // Dated after today: the dashboard opens on today and upcoming.
  const [eventId] = upcomingEventIds(app.simulator!, 1);
  await followEvent(page, eventId!);
  await app.core.sync.idle();
  await goTo(page, 'Dashboard');
  await page.locator(`[data-event-id="${eventId}"] button.name`).click();
  return { app, page, eventId: eventId! };
}

describe('readable layout', () => {
  it('compact rows show at least 12 shifts at 1280x800, times on one line', async () => {
    const { page } = await openUpcomingEvent();
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
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
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

  it('starting soon and short: a chip with the count, the shifts in a panel over the right side of the events, names uncut', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await startDemo(page);
    const { events, today } = app.simulator!.store.data;
    const todays = events.filter((e) => e.summary.date === today).map((e) => String(e.summary.id));
    for (const id of [...todays, ...upcomingEventIds(app.simulator!, 5)]) await followEvent(page, id);
    await app.core.sync.idle();
    await setStartingSoonHours(page, 24);
    await goTo(page, 'Dashboard');
    await page.locator('[data-testid="dashboard-list"] [data-event-id]').first().waitFor();
    const chip = page.getByTestId('soon-chip');
    await expect.poll(async () => Number(/(\d+) short/.exec((await chip.textContent()) ?? '')?.[1] ?? 0)).toBeGreaterThan(3);
    const count = Number(/(\d+) short/.exec((await chip.textContent())!)![1]);
    const listBefore = await page.getByTestId('dashboard-list').boundingBox();

    await chip.click();
    const panel = page.getByTestId('starting-soon');
    await panel.locator('[data-shift-id]').first().waitFor();
    await panel.getByRole('button', { name: /^\d+ more$/ }).click();
    expect(await panel.locator('[data-shift-id]').count()).toBe(count);
    expect(await overflowing(page, '[data-testid="starting-soon"] [data-shift-id] *')).toEqual([]);
    // Over the list's right side, not above it: the events keep their top, height and width.
    const listAfter = await page.getByTestId('dashboard-list').boundingBox();
    expect(listAfter).toEqual(listBefore);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThan(listAfter!.x);
  });

  it('after scrolling, a new sort starts the shifts at the top: the biggest gap shows first', async () => {
    const { app, page, eventId } = await openUpcomingEvent();
    const list = page.getByTestId('shift-list');
    await list.locator('[data-shift-id]').first().waitFor();
    await list.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);

    await page.getByLabel('Sort by').selectOption('gap');
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBe(0);
    const shifts = app.simulator!.store.event(eventId)!.shifts;
    const biggest = Math.max(...shifts.map((s) => (s.quantity ?? 0) - (s.filled ?? 0)));
    const firstGap = await list.locator('[data-index="0"] dd').nth(2).innerText();
    expect(Number(firstGap)).toBe(biggest);
  });

  it("the search fields' hints read whole at 1024x700 in English and Spanish: an event's, and the dashboard's in Past", async () => {
    const { page } = await openUpcomingEvent();
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.locator('[data-testid="shift-list"] [data-shift-id]').first().waitFor();
    const hints = async () => {
      const cut: string[] = [];
      for (const language of [null, 'es'] as const) {
        await setTestLanguage(page, language);
        cut.push(...(await reachAndRead(page)).filter((p) => p.includes('cuts its hint')));
      }
      await setTestLanguage(page, null);
      return cut;
    };
    await expect.poll(hints).toEqual([]);
    await goTo(page, 'Dashboard');
    await page.getByTestId('dashboard-scope').selectOption('past');
    await expect.poll(hints).toEqual([]);
  });

  it('the keyboard shortcuts open at their title, taller than a 1024x700 window, with Close in view', async () => {
    const app = await apps.launch({ viewport: { width: 1024, height: 700 } });
    const { page } = app;
    await startDemo(page);
    await goTo(page, 'Dashboard');
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Taller than the window: it scrolls (the case this is about).
    expect(await dialog.evaluate((d) => d.scrollHeight > d.clientHeight)).toBe(true);
    const inView = (selector: string) =>
      dialog.evaluate((d, sel) => {
        const box = d.getBoundingClientRect();
        const r = d.querySelector(sel)!.getBoundingClientRect();
        return r.top >= Math.max(0, box.top) - 1 && r.bottom <= Math.min(innerHeight, box.bottom) + 1;
      }, selector);
    // The title and the first rows are read first; Close, focused, is in view as well.
    expect(await inView('h2')).toBe(true);
    expect(await inView('tbody tr')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Close');
    expect(await inView('.actions button')).toBe(true);
  });

  it('a rejected key at 1024x700 keeps the heading, the error and Connect in view', async () => {
    const app = await apps.launch({ viewport: { width: 1024, height: 700 } });
    const { page } = app;
    await fillConnect(page, app.baseUrl, 'not-the-right-key');
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
