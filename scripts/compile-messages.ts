/**
 * Compiles the catalogue (preload/i18n/messages/<locale>.json) into typed message functions in
 * preload/i18n/paraglide/ with Paraglide: plain modules, no eval, a function per message whose
 * parameters TypeScript checks. The output is committed so a checkout builds and type-checks
 * without this step; `npm run messages` after editing a catalogue, and the catalogue test fails
 * while the committed output is stale.
 */
import { compile } from '@inlang/paraglide-js';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseLanguageOnly, everyLanguageModule, runtimeAdditions } from './one-language-modules.js';

export const PROJECT = fileURLToPath(new URL('../project.inlang', import.meta.url));
export const OUTDIR = fileURLToPath(new URL('../preload/i18n/paraglide', import.meta.url));

const OPTIONS = {
  project: PROJECT,
  // The locale is never read from a cookie or the URL: the app sets it (preload/i18n/locale.ts).
  strategy: ['globalVariable', 'baseLocale'] as const,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
  cleanOutdir: true,
};

export async function compileMessages(outdir = OUTDIR): Promise<void> {
  // A module per message, for the base language; a module per language, for the others.
  await compile({ ...OPTIONS, strategy: [...OPTIONS.strategy], outdir });
  const byLocale = await mkdtemp(path.join(tmpdir(), 'fieldsup-locale-modules-'));
  try {
    await compile({ ...OPTIONS, strategy: [...OPTIONS.strategy], outdir: byLocale, outputStructure: 'locale-modules' });
    const { baseLocale, locales } = JSON.parse(await readFile(path.join(PROJECT, 'settings.json'), 'utf8')) as {
      baseLocale: string;
      locales: readonly string[];
    };
    const others = locales.filter((locale) => locale !== baseLocale);
    await mkdir(path.join(outdir, 'languages'));
    for (const locale of others)
      await writeFile(
        path.join(outdir, 'languages', `${locale}.js`),
        await compact(await readFile(path.join(byLocale, 'messages', `${locale}.js`), 'utf8')),
      );
    await writeFile(path.join(outdir, 'languages', 'every-language.js'), everyLanguageModule(others));
    await oneLanguagePerMessage(outdir, baseLocale, others);
  } finally {
    await rm(byLocale, { recursive: true, force: true });
  }
  await cacheIntl(path.join(outdir, 'registry.js'));
}

/** A language's words without the type comments Paraglide writes for each (nothing reads them there). */
async function compact(source: string): Promise<string> {
  const { transform } = await import('esbuild');
  const { code } = await transform(source, {
    format: 'esm',
    minifyWhitespace: true,
    legalComments: 'none',
    charset: 'utf8',
  });
  return `/* eslint-disable */\n${code}`;
}

async function oneLanguagePerMessage(outdir: string, baseLocale: string, others: readonly string[]): Promise<void> {
  const runtime = path.join(outdir, 'runtime.js');
  await writeFile(runtime, `${await readFile(runtime, 'utf8')}${runtimeAdditions(baseLocale, others)}`);
  const dir = path.join(outdir, 'messages');
  for (const file of await readdir(dir)) {
    if (file === '_index.js' || !file.endsWith('.js')) continue;
    const key = file.replace(/\.js$/, '');
    await writeFile(
      path.join(dir, file),
      baseLanguageOnly(await readFile(path.join(dir, file), 'utf8'), key, baseLocale, others),
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
