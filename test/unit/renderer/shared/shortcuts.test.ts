import { describe, expect, it } from 'vitest';
import { commandFor, SECTION_ORDER, shortcutHelp, type KeyLike } from '../../../../renderer/src/shared/shortcuts';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('commandFor', () => {
  it('syncs on F5 and on Ctrl+Shift+S (Cmd on a Mac)', () => {
    expect(commandFor(key('F5'), false, false)).toEqual({ kind: 'sync-now' });
    expect(commandFor(key('S', { ctrlKey: true, shiftKey: true }), true, false)).toEqual({ kind: 'sync-now' });
    expect(commandFor(key('s', { metaKey: true, shiftKey: true }), false, true)).toEqual({ kind: 'sync-now' });
    expect(commandFor(key('s', { metaKey: true, shiftKey: true }), false, false)).toBeUndefined();
  });

  it('goes to the sections with Alt+1…9, by key or by physical digit', () => {
    expect(commandFor(key('2', { altKey: true }), false, false)).toEqual({ kind: 'go', section: 'crew' });
    expect(commandFor({ ...key('¡', { altKey: true }), code: 'Digit1' }, true, true)).toEqual({
      kind: 'go',
      section: 'dashboard',
    });
    expect(commandFor(key('3', { altKey: true }), false, false)).toEqual({ kind: 'go', section: 'orders' });
    expect(commandFor(key('4', { altKey: true }), false, false)).toEqual({ kind: 'go', section: 'follow' });
    expect(commandFor(key('5', { altKey: true }), false, false)).toEqual({ kind: 'go', section: 'settings' });
    expect(commandFor(key('6', { altKey: true }), false, false)).toEqual({ kind: 'go', section: 'tasks' });
    expect(commandFor(key('7', { altKey: true }), false, false)).toEqual({ kind: 'go', section: 'clients' });
    expect(commandFor(key('8', { altKey: true }), false, false)).toEqual({ kind: 'go', section: 'compliance' });
    expect(commandFor(key('9', { altKey: true }), false, false)).toEqual({ kind: 'go', section: 'office' });
    expect(commandFor(key('0', { altKey: true }), false, false)).toBeUndefined();
    expect(commandFor(key(',', { ctrlKey: true }), false, false)).toEqual({ kind: 'go', section: 'settings' });
  });

  it('bare "/" and "?" search and help, except while typing', () => {
    expect(commandFor(key('/'), false, false)).toEqual({ kind: 'focus-search' });
    expect(commandFor(key('?', { shiftKey: true }), false, false)).toEqual({ kind: 'show-help' });
    expect(commandFor(key('/'), true, false)).toBeUndefined();
    expect(commandFor(key('f', { ctrlKey: true }), true, false)).toEqual({ kind: 'focus-search' });
    expect(commandFor(key('/', { ctrlKey: true }), true, false)).toEqual({ kind: 'show-help' });
    expect(commandFor(key('Escape'), true, false)).toEqual({ kind: 'escape' });
    expect(commandFor(key('a'), false, false)).toBeUndefined();
  });

  it('opens the HR contacts on Ctrl+Shift+H (Cmd on a Mac), even while typing, and lists it in the help', () => {
    expect(commandFor(key('H', { ctrlKey: true, shiftKey: true }), true, false)).toEqual({ kind: 'show-contacts' });
    expect(commandFor(key('h', { metaKey: true, shiftKey: true }), false, true)).toEqual({ kind: 'show-contacts' });
    expect(commandFor(key('h', { ctrlKey: true }), false, false)).toBeUndefined();
    expect(commandFor(key('H', { shiftKey: true }), false, false)).toBeUndefined();
    expect(shortcutHelp(false).find((h) => h.does.startsWith('HR contacts'))?.keys).toEqual(['Ctrl+Shift+H']);
    expect(shortcutHelp(true).find((h) => h.does.startsWith('HR contacts'))?.keys).toEqual(['⌘+Shift+H']);
  });

  it('the help lists every command with the platform modifier', () => {
    const help = shortcutHelp(true);
    expect(help.map((h) => h.does)).toContain('Sync now');
    expect(help[0]!.keys).toContain('⌘+Shift+S');
    expect(shortcutHelp(false)[0]!.keys).toContain('Ctrl+Shift+S');
  });

  it('the help numbers the sections as the keys do', () => {
    const sections = shortcutHelp(false).filter((h) => h.keys[0]!.startsWith('Alt+'));
    expect(sections.map((h) => [h.keys[0], h.does])).toEqual([
      ['Alt+1', 'Dashboard'],
      ['Alt+2', 'Crew'],
      ['Alt+3', 'Worker orders and their delivery'],
      ['Alt+4', 'Choose events and crew to follow'],
      ['Alt+5', 'Settings'],
      ['Alt+6', 'Tasks from the office: due dates, overdue, who has them'],
      ['Alt+7', 'Clients: their orders and documents'],
      ['Alt+8', 'Compliance: change a template requirement'],
      ['Alt+9', 'Office: an integration and its secret, the audit log (online only)'],
    ]);
    for (const i of sections.keys()) {
      expect(commandFor(key(String(i + 1), { altKey: true }), false, false)).toEqual({
        kind: 'go',
        section: SECTION_ORDER[i],
      });
    }
  });
});
