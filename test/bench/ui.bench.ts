/**
 * `npm run bench:ui`: the screens over 300 events and 12,000 shifts stored in IndexedDB by the
 * real sync (simulator at 300 events x 40 shifts; one event gets 400 shifts, taken from others
 * so the total stays 12,000). Measured offline, so no sync runs meanwhile:
 * - dashboardMs: median of 5 page loads to the dashboard rendered (performance marks);
 * - eventDetailMs: from a click on the 400-shift event to its screen rendered;
 * - filterMs: one keystroke in the dashboard search to the list updated (also for the shifts);
 * - maxDomRows: the most list rows in the DOM on any list, scrolled or not;
 * - heapMB: JS heap after the dashboard loaded (after a GC).
 */
import type { Page } from 'playwright-core';
import { launchApp } from '../e2e/harness/launch-app.js';
import { report } from './bench-table.js';

const EVENTS = 300;
const SHIFTS_PER_EVENT = 40;
const BIG_EVENT = '1001';
const BIG_SHIFTS = 400;
const LOADS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const r = (n: number, d = 0) => Number(n.toFixed(d));

/** Milliseconds between the latest mark `from` and the first mark `to` after it. */
function between(page: Page, from: string, to: string): Promise<number> {
  return page
    .waitForFunction(
      ([a, b]) => {
        const start = performance.getEntriesByName(a!).at(-1);
        const end = start && performance.getEntriesByName(b!).find((m) => m.startTime >= start.startTime);
        return start && end ? end.startTime - start.startTime : undefined;
      },
      [from, to],
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

const domRows = (page: Page) => page.evaluate(() => document.querySelectorAll('[role="listitem"]').length);

async function scrollListToMiddle(page: Page, testId: string): Promise<void> {
  await page.evaluate((id) => {
    const list = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
    list.scrollTop = list.scrollHeight / 2;
  }, testId);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** One keystroke in a search field, from the input event to the list updated after it. */
async function keystroke(
  page: Page,
  label: string,
  key: string,
  inputMark: string,
  updatedMark: string,
): Promise<number> {
  await page.getByLabel(label).focus();
  await page.keyboard.press(key);
  return between(page, inputMark, updatedMark);
}

async function main() {
  const app = await launchApp({
    simulator: { events: EVENTS, shiftsPerEvent: SHIFTS_PER_EVENT },
    batchTimeoutMs: 60_000,
  });
  const store = app.simulator!.store;
  const ids = store.snapshot().events.map((e) => e.id);
  // Move shifts into the big event from the others, so one event has 400 and the total stays.
  const big = store.event(BIG_EVENT)!.shifts;
  for (let i = 0; big.length < BIG_SHIFTS; i++) {
    const donor = store.event(ids[1 + (i % (ids.length - 1))]!)!.shifts;
    big.push({ ...donor.pop()!, event_id: BIG_EVENT });
  }
  const totalShifts = ids.reduce((n, id) => n + store.event(id)!.shifts.length, 0);

  const firstSync = app.nextEvent('sync:finished');
  await app.invoke('connection:connect', { environment: 'custom', baseUrl: app.baseUrl, apiKey: app.apiKey });
  await firstSync;
  await app.core.sync.idle();
  const seeded = app.nextEvent('sync:finished');
  await app.invoke('settings:update', { followedEventIds: ids });
  const summary = await seeded;
  await app.core.sync.idle();
  if (summary.outcome !== 'complete') throw new Error(`seeding sync ended ${summary.outcome}`);
  await app.setOnline(false);

  const { page } = app;
  const loads: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    await page.reload();
    loads.push(
      await page
        .waitForFunction(() => performance.getEntriesByName('dashboard-rendered')[0]?.startTime, undefined, {
          polling: 'raf',
          timeout: 30_000,
        })
        .then((h) => h.jsonValue() as Promise<number>),
    );
  }
  const maxRows: number[] = [await domRows(page)];

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');

  await scrollListToMiddle(page, 'dashboard-list');
  maxRows.push(await domRows(page));
  const filterMs = await keystroke(page, 'Search events', 'g', 'dashboard-filter-input', 'dashboard-list-updated');
  maxRows.push(await domRows(page));
  await page.getByLabel('Search events').fill('');
  await page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('[data-testid="dashboard-list"]')!;
    list.scrollTop = 0;
  });
  await page.locator(`[data-event-id="${BIG_EVENT}"] button.name`).waitFor();

  await page.evaluate((id) => {
    performance.mark('event-open');
    document.querySelector<HTMLButtonElement>(`[data-event-id="${id}"] button.name`)!.click();
  }, BIG_EVENT);
  const eventDetailMs = await between(page, 'event-open', 'event-rendered');
  const shiftCount = await page.evaluate(() =>
    document.querySelector('[data-testid="shift-list"] [aria-setsize]')?.getAttribute('aria-setsize'),
  );
  maxRows.push(await domRows(page));
  await scrollListToMiddle(page, 'shift-list');
  maxRows.push(await domRows(page));
  const eventFilterMs = await keystroke(page, 'Search shifts', 'b', 'event-filter-input', 'event-list-updated');
  maxRows.push(await domRows(page));
  await app.close();

  const dashboardMs = median(loads);
  const maxDomRows = Math.max(...maxRows);
  const heapMB = usedSize / 1024 / 1024;
  report(
    'ui',
    [
      ['events', EVENTS],
      ['shifts', totalShifts],
      [`dashboard load ms (median of ${LOADS})`, r(dashboardMs), '<= 300'],
      ['dashboard loads ms', loads.map((l) => r(l)).join(' ')],
      [`event detail ms (${shiftCount} shifts)`, r(eventDetailMs)],
      ['filter keystroke ms (dashboard)', r(filterMs), '<= 50'],
      ['filter keystroke ms (shifts)', r(eventFilterMs), '<= 50'],
      ['max rows in DOM', maxDomRows, '<= 150'],
      ['JS heap MB after load', r(heapMB, 1), '<= 150'],
    ],
    {
      events: EVENTS,
      shifts: totalShifts,
      dashboardMs: r(dashboardMs),
      eventDetailMs: r(eventDetailMs),
      filterMs: r(Math.max(filterMs, eventFilterMs)),
      maxDomRows,
      heapMB: r(heapMB, 1),
    },
  );
}

await main();
