/**
 * Every channel in the IPC contract is one the window uses: a channel nobody calls is an open
 * door into main with nothing behind it on screen, so it is either given a caller or removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { METHODS } from '../../../preload/contract';

const RENDERER = path.resolve(__dirname, '../../../renderer/src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|svelte)$/.test(entry.name) ? [fs.readFileSync(file, 'utf8')] : [];
  });
}

/** The bridge methods no source calls as `bridge.<method>(` (or `#bridge.`, `this.bridge.`). */
function uncalled(methods: readonly string[], texts: readonly string[]): string[] {
  return methods.filter((m) => !texts.some((t) => new RegExp(`\\bbridge\\.${m}\\s*\\(`).test(t)));
}

describe('contract channels and their callers', () => {
  it('finds a method only where the bridge calls it', () => {
    const texts = ['await call(bridge.tasks({ page: 1 }))', 'this.#bridge.syncNow()', '// bridge.auditLog is not called', 'x.integration()'];
    expect(uncalled(['tasks', 'syncNow', 'auditLog', 'integration'], texts)).toEqual(['auditLog', 'integration']);
  });

  it('every channel of window.workforce has a caller in the renderer', () => {
    expect(uncalled(Object.keys(METHODS), sources(RENDERER))).toEqual([]);
  });
});
