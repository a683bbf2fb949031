import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCELERATORS, installAppMenu, type MenuOptions } from '../../../../main/platform/menu.js';
import { fakeElectron } from '../../../fakes/electron.js';
import { resolveLanguage, setLanguageSource } from '../../../../preload/i18n/index.js';
import type { MenuItemOptions } from '../../../fakes/electron/system.js';

function install(overrides: Partial<MenuOptions> = {}) {
  const trigger = vi.fn();
  const emit = vi.fn();
  installAppMenu({ platform: 'linux', packaged: false, appName: 'Field Supervisor', trigger, emit, ...overrides });
  const items = fakeElectron.applicationMenu?.items ?? [];
  return { items, trigger, emit };
}

/** Every item of the menu, depth first. */
function flatten(items: MenuItemOptions[]): MenuItemOptions[] {
  return items.flatMap((item) => [item, ...flatten(item.submenu ?? [])]);
}
const find = (items: MenuItemOptions[], label: string) => flatten(items).find((item) => item.label === label);
const roles = (items: MenuItemOptions[]) => flatten(items).flatMap((item) => (item.role ? [item.role] : []));

beforeEach(() => {
  fakeElectron.reset();
  setLanguageSource(() => resolveLanguage('en', []));
});

describe('application menu', () => {
  it('"Sync now" asks the core for a sync and tells the page, on its own shortcut', () => {
    const { items, trigger, emit } = install();
    const syncNow = find(items, 'Sync now');
    expect(syncNow?.accelerator).toBe(ACCELERATORS.syncNow);
    expect(ACCELERATORS.syncNow).not.toMatch(/^CmdOrCtrl\+R$/);
    syncNow?.click?.();
    expect(trigger).toHaveBeenCalledWith('menu');
    expect(emit).toHaveBeenCalledWith('menu:command', { command: 'sync-now' });
  });

  it('"Settings…" and "Keyboard shortcuts" are commands for the page', () => {
    const { items, emit } = install();
    find(items, 'Settings…')?.click?.();
    find(items, 'Keyboard shortcuts')?.click?.();
    expect(emit.mock.calls).toEqual([
      ['menu:command', { command: 'open-settings' }],
      ['menu:command', { command: 'show-shortcuts' }],
    ]);
    expect(find(items, 'Settings…')?.accelerator).toBe('CmdOrCtrl+,');
    expect(find(items, 'Keyboard shortcuts')?.accelerator).toBe('CmdOrCtrl+/');
  });

  it('"HR contacts" opens the page\'s contacts panel on the page\'s own shortcut', () => {
    const { items, emit } = install();
    const contacts = find(items, 'HR contacts');
    expect(contacts?.accelerator).toBe('CmdOrCtrl+Shift+H');
    contacts?.click?.();
    expect(emit.mock.calls).toEqual([['menu:command', { command: 'show-contacts' }]]);
    // Reachable on macOS too, where the app menu takes Settings….
    expect(find(install({ platform: 'darwin' }).items, 'HR contacts')?.accelerator).toBe(ACCELERATORS.hrContacts);
  });

  it('has the standard menus, with reload and devtools only in development', () => {
    const dev = install().items;
    expect(dev.map((item) => item.label ?? item.role)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    expect(roles(dev)).toEqual(expect.arrayContaining(['undo', 'copy', 'paste', 'selectAll', 'minimize', 'close']));
    expect(roles(dev)).toEqual(expect.arrayContaining(['quit', 'reload', 'forceReload', 'toggleDevTools', 'zoomIn']));

    const packaged = install({ packaged: true }).items;
    expect(roles(packaged)).not.toEqual(expect.arrayContaining(['reload']));
    expect(roles(packaged).filter((role) => /reload|devtools/i.test(role))).toEqual([]);
    expect(roles(packaged)).toContain('zoomIn');
  });

  it('on macOS puts Settings… in the app menu', () => {
    const { items } = install({ platform: 'darwin' });
    expect(items[0]?.label).toBe('Field Supervisor');
    expect(flatten(items[0]?.submenu ?? []).map((item) => item.label ?? item.role)).toContain('Settings…');
    const file = items.find((item) => item.label === 'File');
    expect(flatten(file?.submenu ?? []).map((item) => item.label ?? item.role)).toEqual([
      'Sync now',
      'Print…',
      undefined,
      'Close window',
    ]);
  });

  it('"Print…" in File asks the page for its sheet, on the page\'s own Ctrl/⌘+P, in the language of the moment', () => {
    const { items, emit } = install();
    const print = find(items, 'Print…');
    expect(print?.accelerator).toBe('CmdOrCtrl+P');
    print?.click?.();
    expect(emit.mock.calls).toEqual([['menu:command', { command: 'print' }]]);
    setLanguageSource(() => resolveLanguage('es', ['es-MX']));
    expect(find(install().items, 'Imprimir…')?.accelerator).toBe(ACCELERATORS.print);
  });

  it('speaks the language of the moment it is built, so a change of language rebuilds it in the new one', () => {
    let choice: 'en' | 'es' = 'es';
    setLanguageSource(() => resolveLanguage(choice, ['es-MX']));
    const { items, trigger } = install();
    expect(items.map((item) => item.label)).toEqual(expect.arrayContaining(['Archivo', 'Ver', 'Ayuda']));
    find(items, 'Sincronizar ahora')?.click?.();
    expect(trigger).toHaveBeenCalledWith('menu');
    expect(find(items, 'Ajustes…')).toBeDefined();
    choice = 'en';
    expect(find(install().items, 'Sync now')).toBeDefined();
  });

  it('labels every item in Spanish, Electron\'s standard ones too (whose own labels are English only), on each platform', () => {
    setLanguageSource(() => resolveLanguage('system', ['es-MX']));
    const english = /^(File|Edit|View|Window|Help|Undo|Redo|Cut|Copy|Paste|Select all|Quit|Reload|Zoom in|Zoom out|Minimize|Close window|Full screen)$/;
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const items = flatten(install({ platform }).items).filter((item) => item.type !== 'separator');
      const unlabelled = items.filter((item) => !item.label).map((item) => item.role);
      expect(unlabelled, platform).toEqual([]);
      expect(items.map((item) => item.label).filter((label) => english.test(label ?? '')), platform).toEqual([]);
      expect(items.map((item) => item.label)).toEqual(expect.arrayContaining(['Edición', 'Deshacer', 'Pegar', 'Ventana']));
    }
    expect(find(install({ platform: 'darwin' }).items, 'Salir de Field Supervisor')?.role).toBe('quit');
    expect(find(install({ platform: 'linux' }).items, 'Salir')?.role).toBe('quit');
  });
});
