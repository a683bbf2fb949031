/**
 * `npm run screenshots`: every screen and state of support/screen-states.ts with demo data,
 * light and dark, at 1280x800 and 1024x700, scrollbars drawn, into out/screenshots/. Not a test: pictures to look at (the accessibility
 * gate checks the same states). Runs the real renderer in Chromium through the e2e harness.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchApp } from './harness/launch-app.js';
import { atEachSize, tourScreens } from './support/screen-states.js';

const OUT = fileURLToPath(new URL('../../out/screenshots/', import.meta.url));

await mkdir(OUT, { recursive: true });
const app = await launchApp({ viewport: { width: 1280, height: 800 } });
try {
  await tourScreens(app, async (state, theme) => {
    await atEachSize(app.page, async ({ width, height }) => {
      // Let virtua measure and any transition finish: pictures, not timings.
      await app.page.waitForTimeout(300);
      const file = path.join(OUT, `${theme}-${state.name}-${width}x${height}.png`);
      await app.page.screenshot({ path: file });
      console.log(file);
    });
  });
} finally {
  await app.close();
}
