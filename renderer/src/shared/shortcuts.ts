/**
 * Keyboard shortcuts: which key does what, and the list the help overlay shows. Pure, so the
 * mapping is tested without a DOM. The menu's accelerators (main/platform/menu.ts) use the same
 * keys, so a key the menu already handled and the page also sees does the same thing twice at
 * most; every command is safe to repeat.
 */
import { m } from '../../../preload/i18n';

export type Section =
  | 'dashboard'
  | 'crew'
  | 'orders'
  | 'follow'
  | 'settings'
  | 'tasks'
  | 'clients'
  | 'compliance'
  | 'office';

export type Command =
  | { kind: 'sync-now' }
  | { kind: 'focus-search' }
  | { kind: 'show-help' }
  | { kind: 'show-contacts' }
  /** The screen's sheet to paper (its "Print…" button): an event's sign-in sheet. */
  | { kind: 'print' }
  | { kind: 'escape' }
  | { kind: 'go'; section: Section };

/** Alt+1…9 in this order; the nav lists the sections the same way. */
export const SECTION_ORDER: readonly Section[] = [
  'dashboard',
  'crew',
  'orders',
  'follow',
  'settings',
  'tasks',
  'clients',
  'compliance',
  'office',
];

export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * The command for a key press. `typing` is true while focus is in a text field: bare keys
 * ("/", "?") then type, and only modified keys act.
 */
export function commandFor(e: KeyLike, typing: boolean, mac: boolean): Command | undefined {
  const mod = mac ? e.metaKey : e.ctrlKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (e.key === 'F5' || (mod && e.shiftKey && key === 's')) return { kind: 'sync-now' };
  if (mod && !e.shiftKey && key === 'f') return { kind: 'focus-search' };
  if (mod && !e.shiftKey && !e.altKey && key === 'p') return { kind: 'print' };
  if (mod && key === ',') return { kind: 'go', section: 'settings' };
  if (mod && key === '/') return { kind: 'show-help' };
  if (mod && e.shiftKey && key === 'h') return { kind: 'show-contacts' };
  if (e.altKey && !mod) {
    // `code` keeps Alt+digit working on layouts where Alt changes the character (macOS).
    const digit = /^Digit([1-9])$/.exec(e.code ?? '')?.[1] ?? (/^[1-9]$/.test(e.key) ? e.key : undefined);
    const section = digit ? SECTION_ORDER[Number(digit) - 1] : undefined;
    if (section) return { kind: 'go', section };
  }
  if (e.key === 'Escape') return { kind: 'escape' };
  if (typing || mod || e.altKey) return undefined;
  if (e.key === '/') return { kind: 'focus-search' };
  if (e.key === '?') return { kind: 'show-help' };
  return undefined;
}

export interface ShortcutHelp {
  keys: string[];
  does: string;
}

/** The Alt+digit of a section, from its place in the nav. */
function altKey(section: Section): string {
  return `Alt+${SECTION_ORDER.indexOf(section) + 1}`;
}

export function shortcutHelp(mac: boolean): ShortcutHelp[] {
  const mod = mac ? '⌘' : 'Ctrl';
  return [
    { keys: [`${mod}+Shift+S`, 'F5'], does: m.help_sync_now() },
    { keys: ['/', `${mod}+F`], does: m.help_search() },
    { keys: ['Alt+1'], does: m.help_dashboard() },
    { keys: ['Alt+2'], does: m.help_crew() },
    { keys: ['Alt+3'], does: m.help_orders() },
    { keys: ['Alt+4'], does: m.help_follow() },
    { keys: ['Alt+5', `${mod}+,`], does: m.help_settings() },
    { keys: [altKey('tasks')], does: m.help_tasks() },
    { keys: [altKey('clients')], does: m.help_clients() },
    { keys: [altKey('compliance')], does: m.help_compliance() },
    { keys: [altKey('office')], does: m.help_office() },
    { keys: [`${mod}+Shift+H`], does: m.help_hr_contacts() },
    { keys: [`${mod}+P`], does: m.help_print() },
    { keys: ['↑', '↓', 'Home', 'End'], does: m.help_move() },
    { keys: ['Enter'], does: m.help_open() },
    { keys: ['1', '…', '9'], does: m.help_jump() },
    { keys: ['Esc'], does: m.help_escape() },
    { keys: ['?', `${mod}+/`], does: m.help_show() },
  ];
}
