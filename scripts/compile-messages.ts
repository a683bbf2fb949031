/**
 * Compiles the catalogue (preload/i18n/messages/<locale>.json) into typed message functions in
 * preload/i18n/paraglide/ with Paraglide: plain modules, no eval, a function per message whose
 * parameters TypeScript checks. The output is committed so a checkout builds and type-checks
 * without this step; `npm run messages` after editing a catalogue, and the catalogue test fails
 * while the committed output is stale.
 */
import { compile } from '@inlang/paraglide-js';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT = fileURLToPath(new URL('../project.inlang', import.meta.url));
export const OUTDIR = fileURLToPath(new URL('../preload/i18n/paraglide', import.meta.url));

export async function compileMessages(outdir = OUTDIR): Promise<void> {
  await compile({
    project: PROJECT,
    outdir,
    // The locale is never read from a cookie or the URL: the app sets it (preload/i18n/locale.ts).
    strategy: ['globalVariable', 'baseLocale'],
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
    cleanOutdir: true,
  });
  await cacheIntl(path.join(outdir, 'registry.js'));
  await pseudoHook(outdir);
}

const LOCALE_LINE = '\tconst locale = experimentalStaticLocale ?? options.locale ?? getLocale()';
const RUNTIME_IMPORT = "import { getLocale, experimentalStaticLocale } from '../runtime.js';";

/**
 * The tests' pseudo-locale (preload/i18n/pseudo.ts) is asked first by every message, through a
 * hook in the runtime. Wrapping the catalogue at run time instead (a Proxy) kept every message
 * in every bundle: main's grew from 0.2 to 1.5 MB and started 0.1 s slower.
 */
async function pseudoHook(outdir: string): Promise<void> {
  const runtime = path.join(outdir, 'runtime.js');
  await writeFile(
    runtime,
    `${await readFile(runtime, 'utf8')}
/**
 * The tests' pseudo-locale: a message's English said its way, or undefined (added by scripts/compile-messages.ts).
 * @type {((message: (inputs: any) => string, inputs: any) => string | undefined) | undefined}
 */
export let sayPseudo = undefined;
/** @param {(message: (inputs: any) => string, inputs: any) => string | undefined} fn */
export const overwriteSayPseudo = (fn) => {
\tsayPseudo = fn;
};
`,
  );
  const dir = path.join(outdir, 'messages');
  for (const file of await readdir(dir)) {
    if (file === '_index.js' || !file.endsWith('.js')) continue;
    const text = await readFile(path.join(dir, file), 'utf8');
    const name = file.replace(/\.js$/, '');
    if (!text.includes(LOCALE_LINE) || !text.includes(RUNTIME_IMPORT) || !text.includes(`const en_${name} =`))
      throw new Error(`${file} no longer has the shape the pseudo hook expects`);
    await writeFile(
      path.join(dir, file),
      text
        .replace(RUNTIME_IMPORT, "import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';")
        .replace(LOCALE_LINE, `\tconst pseudo = sayPseudo?.(en_${name}, inputs)\n\tif (pseudo !== undefined) return pseudo\n${LOCALE_LINE}`),
    );
  }
}

/**
 * Paraglide's registry builds a new Intl object at every plural or number it formats; a list
 * row with a count would pay that on each draw. One object per language and options instead.
 */
async function cacheIntl(file: string): Promise<void> {
  const kinds = ['PluralRules', 'NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat'];
  let text = await readFile(file, 'utf8');
  for (const kind of kinds) {
    const made = `new Intl.${kind}(locale, `;
    if (!text.includes(made)) throw new Error(`registry.js no longer makes Intl.${kind} as expected`);
    text = text.replaceAll(made, `intl(Intl.${kind}, locale, `);
  }
  const helper = [
    '',
    'const made = new Map();',
    '/** One Intl object per kind, language and options (added by scripts/compile-messages.ts). */',
    'function intl(Kind, locale, options) {',
    '\tconst key = `${Kind.name}|${locale}|${JSON.stringify(options ?? {})}`;',
    '\tlet found = made.get(key);',
    '\tif (!found) made.set(key, (found = new Kind(locale, options)));',
    '\treturn found;',
    '}',
    '',
  ].join('\n');
  await writeFile(file, text.replace('/* eslint-disable */\n', `/* eslint-disable */\n${helper}`));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await compileMessages();
  // The inlang SDK keeps a timer alive for half a minute after the work is done.
  process.exit(0);
}
