/**
 * esbuild keeps every message of the catalogue, in both languages, once a module takes `m` from
 * the i18n door: the door re-exports the messages as one namespace object, and esbuild drops
 * unused members only of a namespace imported directly (`import * as m from …`). Rollup, which
 * builds the Electron app, follows the re-export and keeps only the messages named. This plugin
 * gives the preview's esbuild bundles the same: each of the app's own modules that takes `m`
 * from the door takes it from the messages directly instead (its other names, and the door's
 * own setup, still come from the door). Without it the preview's main carried 1.8 MB of words
 * and took 130 ms more to load them at every start.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** `import { …, m, … } from '<…>/i18n'` or `'<…>/i18n/index.js'`. */
const DOOR_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]*\/i18n)(?:\/index(?:\.js|\.ts)?)?\2;?/g;

/** The module's source with `m` taken from the messages themselves; unchanged if it takes no `m`. */
export function messagesImportedDirectly(source: string): string {
  return source.replace(DOOR_IMPORT, (whole, names: string, quote: string, door: string) => {
    const list = names.split(',').map((name) => name.trim()).filter(Boolean);
    if (!list.includes('m')) return whole;
    const rest = list.filter((name) => name !== 'm');
    const messages = `import * as m from ${quote}${door}/paraglide/messages/_index.js${quote};`;
    // The door still loads: it installs the tests' pseudo-locale hook.
    const others = rest.length > 0 ? `import { ${rest.join(', ')} } from ${quote}${door}${quote};` : `import ${quote}${door}${quote};`;
    return `${messages} ${others}`;
  });
}

/** Applies to the app's own TypeScript under `root` (main/ and preload/), never to packages. */
export function shakeableMessages(): Plugin {
  return {
    name: 'shakeable-messages',
    setup(bundle) {
      bundle.onLoad({ filter: /[/\\](main|preload)[/\\].*\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        const contents = messagesImportedDirectly(source);
        return contents === source ? undefined : { contents, loader: 'ts' };
      });
    },
  };
}
