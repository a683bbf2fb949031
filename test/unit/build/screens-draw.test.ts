// Screens draw, their state thinks: a component builds no live query and calls no bridge method
// itself; its room's view-state (*.svelte.ts) or query file does (issue 29: 16 components did).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A live query, a read or write of the local database (`db.workers.bulkGet(…)`, a transaction),
 * the window's bridge, or a call of one of its methods, written in a component.
 */
const THINKING =
  /new LiveQuery|liveQuery\(|\bdb\.\w+\.\w+\(|\bdb\.transaction\(|window\.workforce|\/bridge'|\bbridge\.[A-Za-z]+\(/;

function components(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return components(file);
    return entry.name.endsWith('.svelte') ? [file] : [];
  });
}

const thinking = () =>
  components('renderer/src').filter((file) => THINKING.test(readFileSync(path.join(root, file), 'utf8')));

describe('screens draw, their state thinks', () => {
  it('no component builds a live query, reads the database or calls the bridge', () => {
    expect(thinking()).toEqual([]);
  });
});
