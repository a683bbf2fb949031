// Functions only tests call live in test/: a production module exports nothing that no other
// production file uses and only a test reads (issue 29: queries.ts kept two such functions).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Test seams that need what their module keeps private, and text that only reads like an export. */
const SEAMS = new Set([
  // The context key of renderer/src/shared/state/app-state.ts, for mounting one screen alone.
  'appContext',
  // Not an export of scripts/one-language-modules.ts: a line of the runtime it writes.
  'holdMessages',
]);

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : files(file);
    return /\.(ts|svelte)$/.test(entry.name) ? [file] : [];
  });
}

const EXPORTED = /^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/gm;
const words = (text: string) => text.match(/[A-Za-z_$][\w$]*/g) ?? [];

function testOnlyExports(): string[] {
  const production = ['main', 'preload', 'renderer/src', 'scripts'].flatMap(files);
  const text = new Map(production.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
  const used = new Map<string, Set<string>>();
  for (const [file, source] of text)
    for (const word of words(source)) used.set(word, (used.get(word) ?? new Set()).add(file));
  const tests = new Set(files('test').flatMap((file) => words(readFileSync(path.join(root, file), 'utf8'))));
  return [...text].flatMap(([file, source]) =>
    [...source.matchAll(EXPORTED)]
      .map((m) => m[1]!)
      .filter(
        (name) =>
          !SEAMS.has(name) && used.get(name)!.size === 1 && words(source).filter((w) => w === name).length === 1,
      )
      .filter((name) => tests.has(name))
      .map((name) => `${file}: ${name}`),
  );
}

describe('functions only tests call', () => {
  it('live in test/, not in a production module', () => {
    expect(testOnlyExports()).toEqual([]);
  });
});
