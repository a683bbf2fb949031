// package.json's `sideEffects` tells the bundler that importing a renderer module only defines
// its exports, so a page leaves out what it does not use (the print page reads rooms through
// their doors and must not carry their screens). An import written for what it does (no name
// taken) would then be dropped without a word: only stylesheets may be imported that way. So
// would a module's own top-level call when only what it re-exports is used: the catalogue's
// door installs the pseudo-locale hook so, and is listed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|js|svelte)$/.test(entry.name) ? [file] : [];
  });
}

describe('renderer modules are free of side effects on import', () => {
  it('package.json says so, keeping stylesheets, main and the catalogue door (it installs the pseudo-locale hook) as they were', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { sideEffects?: unknown };
    expect(pkg.sideEffects).toEqual(['*.css', './main/**', './preload/i18n/index.ts']);
  });

  it('no renderer module is imported only for what its import does, but a stylesheet', () => {
    const bare = sourceFiles('renderer/src').flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)]
        .map((m) => m[1]!)
        .filter((spec) => !spec.endsWith('.css'))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(bare).toEqual([]);
  });
});
