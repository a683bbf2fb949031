// Coverage by 15 minutes in real Chromium against the simulator: the event's table of figures
// equals a minute-by-minute count of the shifts stored in IndexedDB, choosing a gap narrows the
// list to exactly the shifts running then, and the picture's marks keep 3:1 against its ground in
// both themes, the "now" line against what it crosses too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shiftEnd } from '../../preload/contract.js';
import type { StoredShift } from '../../preload/rows.js';
import { contrastRatio } from './support/contrast.js';
import { readStore } from './harness/indexeddb';
import { useApp } from './support/demo-app';
import { upcomingEventIds } from './support/demo-events';
import { showTheme, THEMES } from './support/screen-states';
import { followEvent, goTo, startDemo } from './support/ui';

const apps = useApp();
const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;

/** A wall time as this machine's clock reads it: the page runs in the same zone as the test. */
function localInstant(wall: string): number {
  const [y, mo, d, h, mi] = wall.match(/\d+/g)!.map(Number) as [number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi).getTime();
}
const pad = (n: number) => String(n).padStart(2, '0');
function localWall(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Each step's worst minute (most short, then most needed), counted minute by minute. */
function countByMinute(shifts: readonly StoredShift[]): string[][] {
  const timed = shifts
    .map((s) => ({ s, start: localInstant(s.startTime), end: localInstant(shiftEnd(s)!) }))
    .filter((t) => t.end > t.start);
  const from = Math.floor(Math.min(...timed.map((t) => t.start)) / QUARTER) * QUARTER;
  const to = Math.ceil(Math.max(...timed.map((t) => t.end)) / QUARTER) * QUARTER;
  const rows: string[][] = [];
  for (let at = from; at < to; at += QUARTER) {
    let worst: number[] | undefined;
    for (let m = at; m < at + QUARTER; m += MINUTE) {
      let [needed, booked, extra, alternates] = [0, 0, 0, 0];
      for (const { s, start, end } of timed) {
        if (start > m || m >= end) continue;
        needed += s.quantity;
        booked += Math.min(s.quantity, s.filled);
        extra += Math.max(0, s.filled - s.quantity);
        alternates += s.alternateFilled;
      }
      const here = [needed, booked, extra, alternates, needed - booked];
      if (!worst || here[4]! > worst[4]! || (here[4] === worst[4] && needed > worst[0]!)) worst = here;
    }
    rows.push([localWall(at), ...worst!.map(String)]);
  }
  return rows;
}

async function tableRows(page: Page): Promise<string[][]> {
  return page
    .getByTestId('coverage-table')
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [
        tr.querySelector('th')!.getAttribute('data-wall')!,
        ...[...tr.querySelectorAll('td')].map((td) => td.textContent!.replace(/[^\d]/g, '')),
      ]),
    );
}

describe('coverage by 15 minutes', () => {
  it('tables what IndexedDB holds, narrows the list to a gap, and draws at 3:1 in both themes', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await startDemo(page);
    const [eventId] = upcomingEventIds(app.simulator!, 1) as [string];
    await followEvent(page, eventId);
    await app.core.sync.idle();
    await goTo(page, 'Dashboard');
    await page.locator(`[data-event-id="${eventId}"] button.name`).click();
    await page.locator('[data-testid="shift-list"] [data-shift-id]').first().waitFor();

    const [dbName] = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name!));
    const shifts = ((await readStore(page, dbName!, 'shifts')) as StoredShift[]).filter((s) => s.eventId === eventId);
    const expected = countByMinute(shifts);
    expect(expected.some((row) => Number(row[5]) > 0)).toBe(true);

    await page.getByRole('button', { name: 'Table of coverage by 15 minutes' }).click();
    expect(await tableRows(page)).toEqual(expected);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // The biggest gap, chosen: the list holds exactly the shifts running some minute of it.
    const gap = page.getByTestId('coverage-gaps').locator('button.gap').first();
    const words = await gap.innerText();
    const [, peak] = /Short (?:up to )?(\d+)/.exec(words)!;
    expect(Math.max(...expected.map((r) => Number(r[5])))).toBe(Number(peak));
    await gap.click();
    await expect.poll(() => gap.getAttribute('aria-pressed')).toBe('true');
    const shownLine = page.getByText(/\d+ of \d+ shifts shown/);
    const from = Number(await gap.getAttribute('data-from'));
    const to = Number(await gap.getAttribute('data-to'));
    expect(
      expected
        .filter((r) => Number(r[5]) === Number(peak))
        .every((r) => {
          const at = localInstant(r[0]!);
          return at >= from && at < to;
        }),
    ).toBe(true);
    const running = new Set(
      shifts.filter((s) => localInstant(s.startTime) < to && localInstant(shiftEnd(s)!) > from).map((s) => s.id),
    );
    await expect
      .poll(async () => (await shownLine.innerText()).match(/\d+/g)!.map(Number))
      .toEqual([running.size, shifts.length]);
    expect(running.size).toBeLessThan(shifts.length);
    const ids = await page
      .locator('[data-testid="shift-list"] [data-shift-id]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-shift-id')!));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(running.has(id), id).toBe(true);
    // Choosing it again shows every shift.
    await gap.click();
    await expect.poll(async () => (await shownLine.innerText()).match(/\d+/g)!.map(Number)[0]).toBe(shifts.length);

    // The clock in the middle of the event: its "now" line is drawn across the people booked.
    const walls = expected.map((r) => localInstant(r[0]!));
    await page.clock.setFixedTime(new Date((walls[0]! + walls.at(-1)!) / 2));
    await page.getByTestId('coverage').locator('line.now').waitFor({ state: 'attached', timeout: 30_000 });

    for (const theme of THEMES) {
      await showTheme(page, theme);
      const colours = await page.getByTestId('coverage').evaluate((root) => {
        const hex = (rgb: string) =>
          `#${rgb
            .match(/\d+/g)!
            .slice(0, 3)
            .map((n) => Number(n).toString(16).padStart(2, '0'))
            .join('')}`;
        const paint = (sel: string, prop: 'fill' | 'stroke') => hex(getComputedStyle(root.querySelector(sel)!)[prop]);
        return {
          ground: paint('.frame', 'fill'),
          marks: [
            paint('.booked', 'fill'),
            paint('.hatch-line', 'stroke'),
            paint('.needed', 'stroke'),
            paint('.extra', 'fill'),
          ],
          now: paint('line.now', 'stroke'),
          // What the "now" line crosses right beside it: the fills unless it is edged.
          beside: root.querySelector('line.edge') ? [paint('line.edge', 'stroke')] : [paint('.booked', 'fill'), paint('.extra', 'fill')],
        };
      });
      for (const mark of colours.marks)
        expect(contrastRatio(mark, colours.ground), `${theme} ${mark}`).toBeGreaterThanOrEqual(3);
      for (const ground of colours.beside)
        expect(contrastRatio(colours.now, ground), `${theme} now line on ${ground}`).toBeGreaterThanOrEqual(3);
    }
  });
});
