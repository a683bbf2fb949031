// Settings → Language in real Chromium, under the app's own Content Security Policy: the
// compiled catalogue loads without eval, a change redraws at once (no reload) and sets the
// page's lang, it is kept across a restart, and "System" follows the browser's language.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/demo-app';
import { goTo } from './support/ui';

const apps = useApp();

const languageGroup = (page: Page, name: string) => page.getByRole('group', { name });
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The Spanish words' own module (preload/i18n/paraglide/languages/es.js, bundled). */
const SPANISH_WORDS = /\/assets\/es-[\w-]+\.js$/;
/** How many scripts the page loaded so far, and whether any holds these words. */
const scriptsSay = (page: Page, words: string) =>
  page.evaluate(async (words) => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js'));
    const texts = await Promise.all(scripts.map((url) => fetch(url).then((answer) => answer.text())));
    return { scripts: texts.length, say: texts.some((text) => text.includes(words)) };
  }, words);
/** When the page had fetched its Spanish words, and when it first painted, in ms since it began. */
const spanishWordsAndFirstPaint = (page: Page) =>
  page.evaluate((source) => {
    const words = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
      new RegExp(source).test(new URL(entry.name).pathname),
    );
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { wordsAt: words?.responseEnd, paintAt: paint?.startTime };
  }, SPANISH_WORDS.source);

function cspViolations(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

describe('the language', () => {
  it('changes at once, sets the page language and is kept', async () => {
    const app = await apps.demo();
    const refused = cspViolations(app.page);
    // An English window carries English words only: the Spanish ones are never fetched.
    expect((await spanishWordsAndFirstPaint(app.page)).wordsAt).toBeUndefined();
    const english = await scriptsSay(app.page, 'Atajos de teclado');
    expect(english.scripts).toBeGreaterThan(0);
    expect(english.say).toBe(false);
    await goTo(app.page, 'Settings');
    expect(await lang(app.page)).toBe('en-US');
    await languageGroup(app.page, 'Language of the app').getByRole('radio', { name: 'Español' }).check();

    await app.page.getByRole('heading', { name: 'Idioma', exact: true }).waitFor();
    await app.page.getByRole('heading', { name: 'Apariencia' }).waitFor();
    // Every card of the room, its fields and buttons.
    await app.page.getByRole('heading', { name: 'Sincronización' }).waitFor();
    await app.page.getByRole('spinbutton', { name: 'Sincronizar cada (minutos)' }).waitFor();
    await app.page.getByRole('button', { name: 'Desconectar y borrar los datos locales…' }).waitFor();
    await expect.poll(() => lang(app.page)).toBe('es');

    // The shell speaks it too: the nav and the shortcut list.
    await app.page.getByRole('navigation', { name: 'Secciones' }).getByRole('button', { name: 'Panel' }).waitFor();
    await app.page.keyboard.press('?');
    await app.page.getByRole('dialog', { name: 'Atajos de teclado' }).getByText('Sincronizar ahora').waitFor();
    await app.page.keyboard.press('Escape');

    await app.restart();
    await app.page.getByRole('navigation', { name: 'Secciones' }).getByRole('button', { name: 'Ajustes' }).click();
    // A Spanish start had its words before it painted anything: no English screen first.
    const spanish = await spanishWordsAndFirstPaint(app.page);
    expect(spanish.wordsAt).toBeGreaterThan(0);
    expect(spanish.paintAt).toBeGreaterThan(spanish.wordsAt!);
    await app.page.getByRole('heading', { name: 'Idioma', exact: true }).waitFor();
    expect(await lang(app.page)).toBe('es');
    expect(
      await languageGroup(app.page, 'Idioma de la aplicación').getByRole('radio', { name: 'Español' }).isChecked(),
    ).toBe(true);

    await languageGroup(app.page, 'Idioma de la aplicación').getByRole('radio', { name: 'El del sistema' }).check();
    await app.page.getByRole('heading', { name: 'Language', exact: true }).waitFor();
    await expect.poll(() => lang(app.page)).toBe('en-US');
    await app.page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Settings' }).waitFor();
    expect(refused).toEqual([]);
  });

  it('follows the system by default, with its region', async () => {
    const app = await apps.demo({ locale: 'es-MX' });
    await app.page.getByRole('navigation', { name: 'Secciones' }).getByRole('button', { name: 'Ajustes' }).click();
    await app.page.getByRole('heading', { name: 'Idioma', exact: true }).waitFor();
    expect(await lang(app.page)).toBe('es-MX');
    expect(
      await languageGroup(app.page, 'Idioma de la aplicación')
        .getByRole('radio', { name: 'El del sistema' })
        .isChecked(),
    ).toBe(true);
  });
});
