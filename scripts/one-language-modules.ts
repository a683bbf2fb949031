/**
 * Rewrites Paraglide's output so a bundle carries the base language's words only, and each other
 * language is a module of its own, loaded when someone speaks it. Paraglide writes every language
 * into every message's module: the window parsed 240 kB of words at each start, half of them in
 * a language its supervisor may never choose. Pure text in, text out; the shapes are checked, so
 * a Paraglide update that changes them fails `npm run messages` instead of producing wrong words.
 */

/** `import { … } from '../runtime.js';`, the first line after the eslint comment. */
const RUNTIME_IMPORT = "import { getLocale, experimentalStaticLocale } from '../runtime.js';";

/** The exported message: Paraglide's typed cast, then the function that picks a language. */
const EXPORTED =
  /^(export const (\w+) = \/\*\* @type \{.*\} \*\/ )\(\((?:inputs|inputs = \{\}), options = \{\}\) => \{\n[\s\S]*\n\}\);\s*$/m;

/**
 * One message's module with its base-language function only: the export asks the runtime's
 * `message` for the words of the language of now, and falls back to the base language's.
 */
export function baseLanguageOnly(
  text: string,
  key: string,
  baseLocale: string,
  otherLocales: readonly string[],
): string {
  if (!text.includes(RUNTIME_IMPORT) || !text.includes(`const ${baseLocale}_${key} =`))
    throw new Error(`message ${key} no longer has the shape scripts/one-language-modules.ts expects`);
  let out = text.replace(RUNTIME_IMPORT, "import { message } from '../runtime.js';");
  for (const locale of otherLocales) {
    const block = new RegExp(`\\nconst ${locale}_${key} = [\\s\\S]*?\\n\\};\\n`);
    if (!block.test(out)) throw new Error(`message ${key} has no ${locale} function where expected`);
    out = out.replace(block, '');
  }
  const exported = EXPORTED.exec(out);
  if (!exported || exported[2] !== key) throw new Error(`message ${key}'s export no longer has the expected shape`);
  out = out.replace(EXPORTED, `${exported[1]}(/* @__PURE__ */ message("${key}", ${baseLocale}_${key}));\n`);
  // The base language's words use the registry (plurals, numbers) only if they say so.
  if (!out.includes('registry.')) out = out.replace("import * as registry from '../registry.js'\n", '');
  return out;
}

/**
 * What the runtime gains: where each other language's words are loaded from, and the function
 * every message goes through. A language not loaded yet speaks the base language's words.
 */
export function runtimeAdditions(baseLocale: string, otherLocales: readonly string[]): string {
  const loaders = otherLocales.map(
    (locale) => `\t${JSON.stringify(locale)}: () => import('./languages/${locale}.js'),`,
  );
  return `
/* Added by scripts/one-language-modules.ts. */

/** The words of each language loaded so far, other than the base language's, which every message holds. */
const loadedWords = {};

/** Each other language's words, a module of its own: a bundle carries only the languages it loads. */
const wordsOf = {
${loaders.join('\n')}
};

/**
 * Loads a language's words; the base language's are always there.
 * @param {string} locale
 * @returns {Promise<void>}
 */
export const loadMessages = async (locale) => {
\tif (locale === baseLocale || loadedWords[locale] || !(locale in wordsOf)) return;
\tloadedWords[locale] = await wordsOf[locale]();
};

/**
 * Takes a language's words already at hand (a process that carries every language).
 * @param {string} locale
 * @param {Record<string, (inputs: any) => string>} words
 */
export const holdMessages = (locale, words) => {
\tloadedWords[locale] = words;
};

/**
 * Whether a language's words are here to be said.
 * @param {string} locale
 * @returns {boolean}
 */
export const messagesLoaded = (locale) => locale === baseLocale || loadedWords[locale] !== undefined;

/**
 * The tests' pseudo-locale: a message's base words said its way, or undefined.
 * @type {((message: (inputs: any) => string, inputs: any) => string | undefined) | undefined}
 */
export let sayPseudo = undefined;
/** @param {(message: (inputs: any) => string, inputs: any) => string | undefined} fn */
export const overwriteSayPseudo = (fn) => {
\tsayPseudo = fn;
};

/**
 * A message: its words in the language of now (or the one asked for), the base language's
 * while that language is not loaded.
 * @param {string} key
 * @param {(inputs: any) => string} base
 * @returns {any}
 */
export const message = (key, base) => (inputs = {}, options = {}) => {
\tconst pseudo = sayPseudo?.(base, inputs);
\tif (pseudo !== undefined) return pseudo;
\tconst locale = experimentalStaticLocale ?? options.locale ?? getLocale();
\tconst words = locale === baseLocale ? undefined : loadedWords[locale]?.[key];
\treturn (words ?? base)(inputs);
};
`;
}

/** The module that carries every other language at once, for a process that holds them all. */
export function everyLanguageModule(otherLocales: readonly string[]): string {
  const names = otherLocales.map((locale) => `words_${locale.replace(/\W/g, '_')}`);
  return [
    '/* eslint-disable */',
    '/* Added by scripts/one-language-modules.ts: every language but the base one, for a process that holds them all. */',
    ...otherLocales.map((locale, i) => `import * as ${names[i]} from './${locale}.js';`),
    '',
    `export const everyLanguage = { ${otherLocales.map((locale, i) => `${JSON.stringify(locale)}: ${names[i]}`).join(', ')} };`,
    '',
  ].join('\n');
}
