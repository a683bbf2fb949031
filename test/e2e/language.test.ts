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
    await app.page.getByRole('heading', { name: 'Idioma', exact: true }).waitFor();
    expect(await lang(app.page)).toBe('es');
    expect(await languageGroup(app.page, 'Idioma de la aplicación').getByRole('radio', { name: 'Español' }).isChecked()).toBe(true);

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
    expect(await languageGroup(app.page, 'Idioma de la aplicación').getByRole('radio', { name: 'El del sistema' }).isChecked()).toBe(true);
  });
});
