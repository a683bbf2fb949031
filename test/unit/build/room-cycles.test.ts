// Rooms meet in one direction: a room that another imports never imports it back, however long
// the way round (exports ↔ dashboard, crew ↔ orders were such cycles).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURES = fileURLToPath(new URL('../../../renderer/src/features/', import.meta.url));
/** A relative import or re-export (`from '../orders'`, `import '../x'`). */
const RELATIVE_IMPORT = /\b(?:from|import)\s+['"](\.\.?\/[^'"]*)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(file);
    return /\.(ts|svelte)$/.test(entry.name) ? [file] : [];
  });
}

/** Room → the rooms its files import, wherever in the room they stand. */
function roomGraph(featuresDir: string): Map<string, Set<string>> {
  const rooms = readdirSync(featuresDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  return new Map(
    rooms.map((room) => {
      const imported = files(path.join(featuresDir, room)).flatMap((file) =>
        // The first folder below features/ of the file imported: a room, or '..' outside them.
        [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map(
          (m) => path.relative(featuresDir, path.resolve(path.dirname(file), m[1]!)).split(path.sep)[0]!,
        ),
      );
      return [room, new Set(imported.filter((other) => other !== room && rooms.includes(other)))];
    }),
  );
}

/** Every cycle found by a depth-first walk, each as the rooms along it ("a → b → a"). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const walk = (room: string, trail: string[]) => {
    const at = trail.indexOf(room);
    if (at >= 0) {
      found.push([...trail.slice(at), room].join(' → '));
      return;
    }
    if (done.has(room)) return;
    for (const next of graph.get(room) ?? []) walk(next, [...trail, room]);
    done.add(room);
  };
  for (const room of graph.keys()) walk(room, []);
  return found;
}

describe('rooms of the renderer', () => {
  it('finds a cycle where there is one', () => {
    const graph = new Map([
      ['exports', new Set(['dashboard'])],
      ['dashboard', new Set(['alerts', 'exports'])],
      ['alerts', new Set<string>()],
    ]);
    expect(cycles(graph)).toEqual(['exports → dashboard → exports']);
  });

  it('reads the imports between rooms', () => {
    expect(roomGraph(FEATURES).get('crew')).toContain('orders');
  });

  it('import one another in one direction only', () => {
    expect(cycles(roomGraph(FEATURES))).toEqual([]);
  });
});
