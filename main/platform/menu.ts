/**
 * The application menu: the platform's standard menus plus the app's own commands. Commands
 * the page carries out are sent to it as 'menu:command' events.
 */
import { Menu, type MenuItemConstructorOptions } from 'electron';
import type { EventName, Events } from '../../preload/contract.js';
import { m } from '../../preload/i18n/index.js';

export interface MenuOptions {
  platform: NodeJS.Platform;
  /** Packaged builds lose reload and devtools: a reload drops batches in flight. */
  packaged: boolean;
  appName: string;
  trigger(reason: string): void;
  emit<E extends EventName>(event: E, payload: Events[E]): void;
}

/** CmdOrCtrl+R stays Chromium's reload in development, so "Sync now" has its own key. */
export const ACCELERATORS = {
  syncNow: 'CmdOrCtrl+Shift+S',
  settings: 'CmdOrCtrl+,',
  shortcuts: 'CmdOrCtrl+/',
  /** The page's own shortcut for the HR contacts panel (renderer/src/shared/shortcuts.ts). */
  hrContacts: 'CmdOrCtrl+Shift+H',
  /** The page's own shortcut too (the screen's "Print…"): the menu item is how it is found. */
  print: 'CmdOrCtrl+P',
} as const;

/** Builds the menu in the language of now; call again when the language changes. */
export function installAppMenu(options: MenuOptions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(options)));
}

function menuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const { emit } = options;
  const isMac = options.platform === 'darwin';
  const separator: MenuItemConstructorOptions = { type: 'separator' };

  const syncNow: MenuItemConstructorOptions = {
    label: m.menu_sync_now(),
    accelerator: ACCELERATORS.syncNow,
    click: () => {
      options.trigger('menu');
      emit('menu:command', { command: 'sync-now' });
    },
  };
  const settings: MenuItemConstructorOptions = {
    label: m.menu_settings(),
    accelerator: ACCELERATORS.settings,
    click: () => emit('menu:command', { command: 'open-settings' }),
  };
  const shortcuts: MenuItemConstructorOptions = {
    label: m.menu_shortcuts(),
    accelerator: ACCELERATORS.shortcuts,
    click: () => emit('menu:command', { command: 'show-shortcuts' }),
  };
  const hrContacts: MenuItemConstructorOptions = {
    label: m.menu_hr_contacts(),
    accelerator: ACCELERATORS.hrContacts,
    click: () => emit('menu:command', { command: 'show-contacts' }),
  };
  const print: MenuItemConstructorOptions = {
    label: m.menu_print(),
    accelerator: ACCELERATORS.print,
    click: () => emit('menu:command', { command: 'print' }),
  };
  const developer: MenuItemConstructorOptions[] = options.packaged
    ? []
    : [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, separator];

  return [
    // macOS keeps Settings… in the app menu, as every Mac app does.
    ...(isMac
      ? [
          {
            label: options.appName,
            submenu: [
              { role: 'about' },
              separator,
              settings,
              separator,
              { role: 'services' },
              separator,
              { role: 'hide' },
              { role: 'hideOthers' },
              { role: 'unhide' },
              separator,
              { role: 'quit' },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    {
      label: m.menu_file(),
      submenu: [
        syncNow,
        print,
        separator,
        ...(isMac ? [{ role: 'close' } as const] : [settings, separator, { role: 'quit' } as const]),
      ],
    },
    { role: 'editMenu' },
    {
      label: m.menu_view(),
      submenu: [
        ...developer,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        separator,
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    { role: 'help', label: m.menu_help(), submenu: [hrContacts, separator, shortcuts] },
  ];
}
