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
  const name = options.appName;
  const developer: MenuItemConstructorOptions[] = options.packaged
    ? []
    : [
        { role: 'reload', label: m.menu_reload() },
        { role: 'forceReload', label: m.menu_force_reload() },
        { role: 'toggleDevTools', label: m.menu_devtools() },
        separator,
      ];
  // Every item is labelled from the catalogue: Electron's own role labels are English only.
  const edit: MenuItemConstructorOptions = {
    label: m.menu_edit(),
    submenu: [
      { role: 'undo', label: m.menu_undo() },
      { role: 'redo', label: m.menu_redo() },
      separator,
      { role: 'cut', label: m.menu_cut() },
      { role: 'copy', label: m.menu_copy() },
      { role: 'paste', label: m.menu_paste() },
      { role: 'selectAll', label: m.menu_select_all() },
    ],
  };
  const windowMenu: MenuItemConstructorOptions = {
    label: m.menu_window(),
    role: 'window',
    submenu: [
      { role: 'minimize', label: m.menu_minimize() },
      ...(isMac ? [{ role: 'zoom', label: m.menu_zoom() } as const] : [{ role: 'close', label: m.menu_close_window() } as const]),
    ],
  };

  return [
    // macOS keeps Settings… in the app menu, as every Mac app does.
    ...(isMac
      ? [
          {
            label: name,
            submenu: [
              { role: 'about', label: m.menu_about({ name }) },
              separator,
              settings,
              separator,
              { role: 'services', label: m.menu_services() },
              separator,
              { role: 'hide', label: m.menu_hide({ name }) },
              { role: 'hideOthers', label: m.menu_hide_others() },
              { role: 'unhide', label: m.menu_show_all() },
              separator,
              { role: 'quit', label: m.menu_quit_app({ name }) },
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
        ...(isMac
          ? [{ role: 'close', label: m.menu_close_window() } as const]
          : [settings, separator, { role: 'quit', label: m.menu_quit() } as const]),
      ],
    },
    edit,
    {
      label: m.menu_view(),
      submenu: [
        ...developer,
        { role: 'resetZoom', label: m.menu_actual_size() },
        { role: 'zoomIn', label: m.menu_zoom_in() },
        { role: 'zoomOut', label: m.menu_zoom_out() },
        separator,
        { role: 'togglefullscreen', label: m.menu_full_screen() },
      ],
    },
    windowMenu,
    { role: 'help', label: m.menu_help(), submenu: [hrContacts, separator, shortcuts] },
  ];
}
