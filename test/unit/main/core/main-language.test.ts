// Main carries English only until Settings → Language, or the system under "System", asks for
// another language: an English start imports no Spanish, and choosing Spanish loads it before
// the menu is built again and before the settings call answers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppCore } from '../../../../main/core/app-core.js';
import { quietPlatform, realStores, useTempDir } from './core-kit.js';

const SPANISH = '../../../../preload/i18n/paraglide/languages/es.js';
const tempDir = useTempDir();
const cores: AppCore[] = [];
let spanishImported = false;

// Every test file holds every language (test/environments/every-language.ts): each test here
// imports main afresh, so its words start with English only, as in main's own process.
beforeEach(() => {
  vi.resetModules();
  spanishImported = false;
  vi.doMock(SPANISH, async (original) => {
    spanishImported = true;
    return original();
  });
});
afterEach(async () => {
  vi.doUnmock(SPANISH);
  await Promise.all(cores.splice(0).map((core) => core.stop()));
});

/** A core on fresh modules, as main/index.ts wires it: the menu built once its language is ready, and again on each change. */
async function startMain(language: 'system' | 'en', systemLanguages: string[]) {
  const { createAppCore } = await import('../../../../main/core/app-core.js');
  const { installAppMenu } = await import('../../../../main/platform/menu.js');
  const { fakeElectron } = await import('../../../fakes/electron.js');
  const { m } = await import('../../../../preload/i18n/index.js');
  const dir = tempDir();
  const stores = realStores(dir);
  stores.settings.update({ language });
  const core = createAppCore({
    ...stores,
    systemLanguages: () => systemLanguages,
    fetch: () => Promise.reject(new Error('no network in this test')),
    osOnline: () => false,
    emit: () => undefined,
    ...quietPlatform(dir),
  });
  cores.push(core);
  const menu = {
    platform: 'linux' as const,
    packaged: true,
    appName: 'Field Supervisor',
    trigger: vi.fn(),
    emit: vi.fn(),
  };
  await core.language.ready();
  installAppMenu(menu);
  core.language.onChange(() => installAppMenu(menu));
  const labels = () => (fakeElectron.applicationMenu?.items ?? []).map((item) => item.label);
  return { core, labels, m };
}

describe("main's language", () => {
  it('starts in English without importing the Spanish words; choosing Spanish makes the menu Spanish', async () => {
    const { core, labels, m } = await startMain('en', ['es-MX']);
    expect(spanishImported).toBe(false);
    expect(labels()).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);

    const rebuilt = new Promise<void>((resolve) => core.language.onChange(resolve));
    const answer = await core.handlers['settings:update']({ language: 'es' });
    expect(answer.language).toBe('es');
    // The window's next call (a save dialog, an error) is answered in Spanish.
    expect(m.main_csv_title()).toBe('Exportar CSV');
    await rebuilt;
    expect(labels()).toEqual(['Archivo', 'Edición', 'Ver', 'Ventana', 'Ayuda']);
  });

  it('builds its first menu in Spanish when the system speaks it under "System"', async () => {
    const { labels } = await startMain('system', ['es-MX', 'en-US']);
    expect(spanishImported).toBe(true);
    expect(labels()).toEqual(['Archivo', 'Edición', 'Ver', 'Ventana', 'Ayuda']);
  });
});
