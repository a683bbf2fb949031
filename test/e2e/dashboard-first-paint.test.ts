// The dashboard's first paint in real Chromium over a real IndexedDB filled by a real sync: until
// the list is drawn, the window reads the followed events' stored rows and figures, the next
// shift of the rows on screen and the shifts of events part over, and nothing else of the
// shifts; what starts soon, the office's changes and the alert round are read after it.
import { afterEach, describe, expect, it } from 'vitest';
import { toShiftTime } from '../../preload/contract.js';
import { launchApp, type LaunchedApp } from './harness/launch-app';
import { followAllOffline } from './support/follow-all';

let app: LaunchedApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const EVENTS = 80;

/** Counts every IndexedDB read request by store, with when it was asked (performance.now()). */
function countReads(): void {
  const reads: [store: string, at: number][] = [];
  (window as unknown as { idbReads: typeof reads }).idbReads = reads;
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype] as unknown as Record<string, unknown>[]) {
    for (const method of ['get', 'getAll', 'getAllKeys', 'getKey', 'count', 'openCursor', 'openKeyCursor']) {
      const original = proto[method] as (...args: unknown[]) => unknown;
      proto[method] = function (this: IDBObjectStore | IDBIndex, ...args: unknown[]) {
        const store = this instanceof IDBIndex ? this.objectStore.name : this.name;
        reads.push([store, performance.now()]);
        return original.apply(this, args);
      };
    }
  }
}

describe('dashboard first paint', () => {
  it('reads the shifts only for the rows on screen; starting soon, changes and alerts wait for the paint', async () => {
    app = await launchApp({
      simulator: { events: EVENTS, shiftsPerEvent: 20 },
      viewport: { width: 1280, height: 800 },
    });
    const { page } = app;
    const store = app.simulator!.store;
    const ids = store.snapshot().events.map((e) => e.id);
    await followAllOffline(app);

    await page.addInitScript(countReads);
    await page.reload();
    const drawnAt = await page
      .waitForFunction(() => performance.getEntriesByName('dashboard-rendered')[0]?.startTime)
      .then((h) => h.jsonValue() as Promise<number>);
    const rowsOnScreen = await page.locator('[data-testid="dashboard-list"] [data-event-id]').count();
    // The events whose figures need their shifts: some ended and some not, at this minute.
    const now = toShiftTime(new Date()).slice(0, 16);
    const partOver = ids.filter((id) => {
      const ends = store.event(id)!.shifts.map((s) => s.end_time.slice(0, 16));
      return ends.some((end) => end <= now) && ends.some((end) => end > now);
    }).length;
    // The chips' reads come after the paint: wait for them before counting.
    await page.waitForFunction(() =>
      (window as unknown as { idbReads: [string, number][] }).idbReads.some(([s]) => s === 'shiftChanges'),
    );
    const reads = await page.evaluate(() => (window as unknown as { idbReads: [string, number][] }).idbReads);
    const before = (name: string) => reads.filter(([s, at]) => s === name && at < drawnAt).length;
    const after = (name: string) => reads.filter(([s, at]) => s === name && at >= drawnAt).length;

    expect(rowsOnScreen).toBeGreaterThan(0);
    expect(rowsOnScreen).toBeLessThan(EVENTS);
    // One next-shift lookup per row in the list, and the shifts of the events part over.
    expect(before('shifts')).toBeLessThanOrEqual(rowsOnScreen + partOver);
    expect(before('shiftChanges')).toBe(0);
    expect(before('firedAlerts')).toBe(0);
    // Then the chips and the alert round read what they need.
    expect(after('shiftChanges')).toBeGreaterThan(0);
    await page.waitForFunction(() =>
      (window as unknown as { idbReads: [string, number][] }).idbReads.some(([s]) => s === 'firedAlerts'),
    );
  });
});
