// The dashboard's first paint in real Chromium over a real IndexedDB filled by a real sync: until
// the list is drawn, the window reads the followed events' stored rows and figures, the next
// shift of events already started and the shifts of events part over, and nothing else of the
// shifts; what starts soon, the office's changes, the alert round, the outbox's start-up pass,
// the orders to follow and the status bar's data age are read after it. A search then reads no
// shift at all, whatever rows it brings.
import { afterEach, describe, expect, it } from 'vitest';
import { toShiftTime } from '../../preload/contract.js';
import type { Page } from 'playwright-core';
import type { Store } from '../../main/simulator/store.js';
import { launchApp, type LaunchedApp } from './harness/launch-app';
import { followAllOffline } from './support/follow-all';

let app: LaunchedApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const EVENTS = 80;

/** Counts every IndexedDB read request by store, with when it was asked (performance.now()) and how. */
function countReads(): void {
  const reads: [store: string, at: number, method: string][] = [];
  (window as unknown as { idbReads: typeof reads }).idbReads = reads;
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype] as unknown as Record<string, unknown>[]) {
    for (const method of ['get', 'getAll', 'getAllKeys', 'getKey', 'count', 'openCursor', 'openKeyCursor']) {
      const original = proto[method] as (...args: unknown[]) => unknown;
      proto[method] = function (this: IDBObjectStore | IDBIndex, ...args: unknown[]) {
        const store = this instanceof IDBIndex ? this.objectStore.name : this.name;
        reads.push([store, performance.now(), method]);
        return original.apply(this, args);
      };
    }
  }
}

const reads = (page: Page) =>
  page.evaluate(() => (window as unknown as { idbReads: [string, number, string][] }).idbReads);

/** An app following EVENTS synced events, offline, its window reloaded counting its reads. */
async function countedDashboard(): Promise<{ app: LaunchedApp; page: Page; store: Store; ids: string[] }> {
  const launched = await launchApp({
    simulator: { events: EVENTS, shiftsPerEvent: 20 },
    viewport: { width: 1280, height: 800 },
  });
  app = launched;
  const store = launched.simulator!.store;
  await followAllOffline(launched);
  await launched.page.addInitScript(countReads);
  await launched.page.reload();
  return { app: launched, page: launched.page, store, ids: store.snapshot().events.map((e) => e.id) };
}

describe('dashboard first paint', () => {
  it('reads the shifts only of events started; starting soon, changes, alerts, the outbox and the data age wait for the paint', async () => {
    const { page, store, ids } = await countedDashboard();
    const drawnAt = await page
      .waitForFunction(() => performance.getEntriesByName('dashboard-rendered')[0]?.startTime)
      .then((h) => h.jsonValue() as Promise<number>);
    const rowsOnScreen = await page.locator('[data-testid="dashboard-list"] [data-event-id]').count();
    // The events whose figures need their shifts: some ended and some not, at this minute; and
    // those whose next start needs them: one started and one not over before this minute.
    const now = toShiftTime(new Date()).slice(0, 16);
    const partOver = ids.filter((id) => {
      const ends = store.event(id)!.shifts.map((s) => s.end_time.slice(0, 16));
      return ends.some((end) => end <= now) && ends.some((end) => end > now);
    }).length;
    const started = ids.filter((id) => {
      const shifts = store.event(id)!.shifts;
      return shifts.some((s) => s.start_time <= now) && shifts.some((s) => s.end_time >= `${now}:00`);
    }).length;
    // The chips' reads come after the paint: wait for them before counting.
    await page.waitForFunction(() =>
      (window as unknown as { idbReads: [string, number][] }).idbReads.some(([s]) => s === 'shiftChanges'),
    );
    const all = await reads(page);
    const before = (name: string) => all.filter(([s, at]) => s === name && at < drawnAt).length;
    const after = (name: string) => all.filter(([s, at]) => s === name && at >= drawnAt).length;

    expect(rowsOnScreen).toBeGreaterThan(0);
    expect(rowsOnScreen).toBeLessThan(EVENTS);
    // One next-shift lookup per event started, and the shifts of the events part over.
    expect(before('shifts')).toBeLessThanOrEqual(started + partOver);
    expect(before('shiftChanges')).toBe(0);
    expect(before('firedAlerts')).toBe(0);
    // Then the chips and the alert round read what they need.
    expect(after('shiftChanges')).toBeGreaterThan(0);
    await page.waitForFunction(() =>
      (window as unknown as { idbReads: [string, number][] }).idbReads.some(([s]) => s === 'firedAlerts'),
    );

    // Before the paint the outbox is only counted, five states at once for each of the two
    // order badges; its start-up pass and the list of orders to follow read it afterwards. The
    // sets are read once, by the dashboard; the status bar's data age reads them afterwards.
    await page.waitForFunction(
      (at) =>
        (window as unknown as { idbReads: [string, number][] }).idbReads.filter(
          ([s, t]) => (s === 'outbox' || s === 'syncSets') && t >= at,
        ).length >= 2,
      drawnAt,
    );
    const later = await reads(page);
    const beforeIn = (name: string) => later.filter(([s, at]) => s === name && at < drawnAt);
    const afterIn = (name: string) => later.filter(([s, at]) => s === name && at >= drawnAt).length;
    const outboxBefore = beforeIn('outbox').map(([, , method]) => method);
    expect(outboxBefore.filter((m) => m !== 'count')).toEqual([]);
    expect(outboxBefore.length).toBeLessThanOrEqual(10);
    expect(beforeIn('syncSets')).toHaveLength(1);
    expect(afterIn('outbox')).toBeGreaterThan(0);
    expect(afterIn('syncSets')).toBeGreaterThan(0);
  });

  it('a search that brings other rows reads no shift, and the rows still name their next shift', async () => {
    const { page, store } = await countedDashboard();
    await page.waitForFunction(() => performance.getEntriesByName('dashboard-rendered').length > 0);
    const ahead = page.locator('[data-testid="dashboard-list"] [data-testid="event-ahead"]');
    await ahead.first().waitFor();
    const firstShown = await page
      .locator('[data-testid="dashboard-list"] [data-event-id]')
      .first()
      .getAttribute('data-event-id');
    // The last event, far below the first screen, found by its id (every row's haystack holds it).
    const wanted = store.snapshot().events.at(-1)!.id;
    expect(wanted).not.toBe(firstShown);
    const readsBefore = (await reads(page)).filter(([s]) => s === 'shifts').length;

    await page.getByLabel('Search events').fill(wanted);
    const row = page.locator(`[data-testid="dashboard-list"] [data-event-id="${wanted}"]`);
    // Its shifts are all ahead (the last date): it names the first one, from the stored figures.
    await expect.poll(() => row.getByTestId('event-ahead').innerText()).toMatch(/^Next shift \d/);
    // Time for a row's own lookup to have been asked, as each new row did before.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect((await reads(page)).filter(([s]) => s === 'shifts').length).toBe(readsBefore);
  });

  it('the list is as tall as its rows from the first paint: its scroll bar does not shrink as they are drawn', async () => {
    const { page } = await countedDashboard();
    await page.waitForFunction(() => performance.getEntriesByName('dashboard-rendered').length > 0);
    const { first, drawn, rows } = await page.evaluate(async () => {
      const list = document.querySelector<HTMLElement>('[data-testid="dashboard-list"]')!;
      const first = list.scrollHeight;
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // Scrolled a screen at a time to the end, so that every row is drawn and measured once.
      for (let top = 0; top < list.scrollHeight; top += list.clientHeight) {
        list.scrollTop = top;
        await frame();
      }
      const rows = Number(list.querySelector('[role="listitem"]')!.getAttribute('aria-setsize'));
      return { first, drawn: list.scrollHeight, rows };
    });
    expect(rows).toBeGreaterThan(EVENTS / 2);
    // Rows not drawn yet count at the list's guess of a row's height. Some rows take a third line
    // (a long name, an age): the list may grow a little as they are measured, never shrink.
    expect(drawn).toBeGreaterThanOrEqual(first - rows);
    expect(drawn - first).toBeLessThan(first * 0.25);
  });
});
