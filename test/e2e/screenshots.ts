/**
 * `npm run screenshots`: every screen and state of support/screen-states.ts with demo data,
 * light and dark, at 1280x800 and 1024x700, scrollbars drawn, in English and in Spanish (the
 * same state redrawn in Spanish, `es-` before the file name), and the first page of each print
 * sheet (sign-in, day roster, orders) on Letter, into out/screenshots/. The page's clock reads
 * 4 PM on the demo's today (the tour's clock), so the pictures show an afternoon whatever the hour;
 * `SCREENSHOTS_AT=16:35 npm run screenshots` pins another hour (hh:mm, 24-hour) on that day, e.g.
 * just after the 4:30 shifts started, to see what is short right now.
 * `SCREENSHOTS=05-dashboard npm run screenshots` takes only the states whose names start so. Not a test: pictures to look at (the accessibility
 * gate checks the same states). Runs the real renderer in Chromium through the e2e harness.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sheetSearch, type SheetRequest } from '../../preload/contract.js';
import { launchApp, type LaunchedApp } from './harness/launch-app.js';
import { setTestLanguage } from './support/pseudo-sweep.js';
import { atEachSize, shownEventId, tourEventIds, tourScreens } from './support/screen-states.js';

const OUT = fileURLToPath(new URL('../../out/screenshots/', import.meta.url));

/** Letter at 96 px an inch. */
const LETTER = { width: 816, height: 1056 };

/**
 * The first page of each sheet on Letter, as the preview's tab draws the paper (its margins
 * included): the print page of the app's origin, drawn from the IndexedDB the tour filled.
 */
async function photographSheets(app: LaunchedApp): Promise<void> {
  const db = 'fieldsup-demo';
  const sheets: [string, SheetRequest][] = [
    ['sign-in', { sheet: 'sign-in', db, eventId: shownEventId(app), allShifts: false }],
    ['roster', { sheet: 'roster', db, day: app.simulator!.store.data.today, eventIds: tourEventIds(app) }],
    ['orders', { sheet: 'orders', db }],
  ];
  const origin = new URL(app.page.url()).origin;
  for (const [name, request] of sheets) {
    const page = await app.page.context().newPage();
    try {
      await page.setViewportSize({ width: LETTER.width + 100, height: LETTER.height + 100 });
      await page.goto(`${origin}/print.html${sheetSearch(request, 'letter', 'en-US')}`);
      await page.evaluate(() => (window as unknown as { sheetReady: Promise<unknown> }).sheetReady);
      const paper = (await page.locator('main.paper').boundingBox())!;
      const file = path.join(OUT, `sheet-${name}-letter.png`);
      const height = Math.min(paper.height, LETTER.height);
      await page.screenshot({ path: file, fullPage: true, clip: { x: paper.x, y: paper.y, width: paper.width, height } });
      console.log(file);
    } finally {
      await page.close();
    }
  }
}

await mkdir(OUT, { recursive: true });
const only = process.env.SCREENSHOTS ?? '';
const app = await launchApp({ viewport: { width: 1280, height: 800 } });
try {
  await tourScreens(app, async (state, theme) => {
    await atEachSize(app.page, async ({ width, height }) => {
      for (const language of [null, 'es'] as const) {
        await setTestLanguage(app.page, language);
        // Let virtua measure and any transition finish: pictures, not timings.
        await app.page.waitForTimeout(300);
        const file = path.join(OUT, `${language ? `${language}-` : ''}${theme}-${state.name}-${width}x${height}.png`);
        await app.page.screenshot({ path: file });
        console.log(file);
      }
      await setTestLanguage(app.page, null);
    });
  }, only);
  if (!only) await photographSheets(app);
} finally {
  await app.close();
}
