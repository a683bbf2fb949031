/**
 * `npm run screenshots`: every screen and state of support/screen-states.ts with demo data,
 * light and dark, at 1280x800 and 1024x700, scrollbars drawn, in English and in Spanish (the
 * same state redrawn in Spanish, `es-` before the file name), into out/screenshots/. Not a test: pictures to look at (the accessibility
 * gate checks the same states). Runs the real renderer in Chromium through the e2e harness.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchApp } from './harness/launch-app.js';
import { setTestLanguage } from './support/pseudo-sweep.js';
import { atEachSize, tourScreens } from './support/screen-states.js';

const OUT = fileURLToPath(new URL('../../out/screenshots/', import.meta.url));

await mkdir(OUT, { recursive: true });
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
  });
} finally {
  await app.close();
}
