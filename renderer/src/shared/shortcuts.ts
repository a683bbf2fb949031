/**
 * Keyboard shortcuts: which key does what, and the list the help overlay shows. Pure, so the
 * mapping is tested without a DOM. The menu's accelerators (main/platform/menu.ts) use the same
 * keys, so a key the menu already handled and the page also sees does the same thing twice at
 * most; every command is safe to repeat.
 */

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
    { keys: [`${mod}+Shift+S`, 'F5'], does: 'Sync now' },
    { keys: ['/', `${mod}+F`], does: 'Search the list on screen' },
    { keys: ['Alt+1'], does: 'Dashboard' },
    { keys: ['Alt+2'], does: 'Crew' },
    { keys: ['Alt+3'], does: 'Worker orders and their delivery' },
    { keys: ['Alt+4'], does: 'Choose events and crew to follow' },
    { keys: ['Alt+5', `${mod}+,`], does: 'Settings' },
    { keys: [altKey('tasks')], does: 'Tasks from the office: due dates, overdue, who has them' },
    { keys: [altKey('clients')], does: 'Clients: their orders and documents' },
    { keys: [altKey('compliance')], does: 'Compliance: change a template requirement' },
    { keys: [altKey('office')], does: 'Office: an integration and its secret, the audit log (online only)' },
    { keys: [`${mod}+Shift+H`], does: 'HR contacts: who to call after an incident' },
    { keys: [`${mod}+P`], does: 'Print the sheet of this screen (an event’s sign-in sheet)' },
    { keys: ['↑', '↓', 'Home', 'End'], does: 'Move through a list' },
    { keys: ['Enter'], does: 'Open the selected event, worker or task' },
    { keys: ['1', '…', '9'], does: 'Dashboard: jump to a shift starting soon and short' },
    { keys: ['Esc'], does: 'Close this help, a dialog, or go back from a detail' },
    { keys: ['?', `${mod}+/`], does: 'Show these shortcuts' },
  ];
}
