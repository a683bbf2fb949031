// The accessibility gate: axe-core (WCAG 2.0–2.2 A and AA, best practices) on every screen and
// state of the shared list, in light and dark; any critical or serious violation fails, and so
// does anything the Content Security Policy refused on the way to a state. Each state is read
// again in Spanish (issue 33: Spanish is a first-class screen), in the light theme.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchApp, type LaunchedApp } from './harness/launch-app';
import { axeViolations, describeViolations } from './support/axe';
import { setTestLanguage } from './support/pseudo-sweep';
import { SCREEN_STATES, THEMES, tourScreens } from './support/screen-states';

let app: LaunchedApp;
beforeAll(async () => {
  app = await launchApp({ viewport: { width: 1280, height: 800 } });
});
afterAll(() => app?.close());

describe('accessibility gate', () => {
  it('finds no critical or serious axe violation on any screen, in either theme, in English and Spanish', { timeout: 480_000 }, async () => {
    const audited: string[] = [];
    const inSpanish: string[] = [];
    const found: string[] = [];
    const refused: string[] = [];
    await tourScreens(app, async (state, theme) => {
      const where = `${theme}/${state.name}`;
      audited.push(where);
      found.push(...describeViolations(where, await axeViolations(app.page)));
      if (theme === 'light') {
        await setTestLanguage(app.page, 'es');
        expect(await app.page.evaluate(() => document.documentElement.lang), where).toMatch(/^es\b/);
        found.push(...describeViolations(`es/${where}`, await axeViolations(app.page)));
        inSpanish.push(where);
        await setTestLanguage(app.page, null);
      }
      refused.push(...app.takeCspViolations().map((v) => `${where}: ${v}`));
    });
    if (found.length > 0) console.error(found.join('\n'));
    expect(found).toEqual([]);
    expect(refused).toEqual([]);
    expect(audited).toHaveLength(SCREEN_STATES.length * THEMES.length);
    expect(inSpanish).toHaveLength(SCREEN_STATES.length);
  });

  it('reports what it is there to catch: faint text added to the page fails', async () => {
    await app.page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Faint text';
      faint.style.color = '#9a9a9a';
      faint.style.background = '#b0b0b0';
      // First in the page's main area and in view, wherever the tour left the page scrolled.
      document.querySelector('main')!.prepend(faint);
      faint.scrollIntoView();
    });
    const violations = await axeViolations(app.page);
    expect(describeViolations('page', violations).join('\n')).toMatch(/color-contrast .* at #main > p: .*1\.29/);
  });
});
