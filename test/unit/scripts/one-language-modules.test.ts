// A bundle carries the base language's words only; another language is a module of its own,
// and a message speaks it once loaded, English until then.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { baseLanguageOnly } from '../../../scripts/one-language-modules';
import { loadMessages, m, messagesLoaded } from '../../../preload/i18n';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** One message as Paraglide 2 writes it, English and Spanish side by side. */
const PARAGLIDE_MODULE = `/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {{}} Alert_FewerInputs */

const en_alert_fewer = /** @type {(inputs: Alert_FewerInputs) => LocalizedString} */ () => {
\treturn /** @type {LocalizedString} */ (\`Fewer\`)
};

const es_alert_fewer = /** @type {(inputs: Alert_FewerInputs) => LocalizedString} */ () => {
\treturn /** @type {LocalizedString} */ (\`Menos\`)
};

/**
* @returns {LocalizedString}
*/
export const alert_fewer = /** @type {((inputs?: Alert_FewerInputs, options?: { locale?: "en" | "es" }) => LocalizedString)} */ ((inputs = {}, options = {}) => {
\tconst locale = experimentalStaticLocale ?? options.locale ?? getLocale()
\tif (locale === "es") return es_alert_fewer(inputs)
\treturn en_alert_fewer(inputs)
});`;

describe('a message module with the base language only', () => {
  it('keeps the English words and asks the runtime for the others', () => {
    const out = baseLanguageOnly(PARAGLIDE_MODULE, 'alert_fewer', 'en', ['es']);
    expect(out).toContain('`Fewer`');
    expect(out).not.toContain('Menos');
    expect(out).toContain('(/* @__PURE__ */ message("alert_fewer", en_alert_fewer));');
    expect(out).toContain("import { message } from '../runtime.js';");
  });

  it('refuses a module of another shape rather than write wrong words', () => {
    expect(() =>
      baseLanguageOnly(PARAGLIDE_MODULE.replace('const es_alert_fewer', 'const de_alert_fewer'), 'alert_fewer', 'en', [
        'es',
      ]),
    ).toThrow(/no es function/);
    expect(() => baseLanguageOnly(PARAGLIDE_MODULE, 'alert_more', 'en', ['es'])).toThrow(/shape/);
  });
});

describe('the compiled messages', () => {
  it('speak a loaded language, and the base language for one that is not', async () => {
    expect(messagesLoaded('es')).toBe(true);
    expect(m.alert_fewer({}, { locale: 'es' })).toBe('Menos');
    expect(m.alert_fewer({}, { locale: 'fr' as never })).toBe('Fewer');
    await loadMessages('fr');
    expect(messagesLoaded('fr')).toBe(false);
  });

  it('bundle English only, the Spanish words in a module of their own that the page loads when asked', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fieldsup-one-language-'));
    try {
      await build({
        stdin: {
          contents:
            "import * as m from './i18n/paraglide/messages/_index.js';\nimport { loadMessages } from './i18n/locale';\nexport const say = () => [m.alert_fewer(), loadMessages('es')];\n",
          resolveDir: path.join(ROOT, 'preload'),
          sourcefile: 'entry.ts',
          loader: 'ts',
        },
        entryNames: 'entry',
        bundle: true,
        splitting: true,
        format: 'esm',
        outdir: dir,
        logLevel: 'silent',
      });
      const files = await Promise.all(
        (await readdir(dir)).map(async (name) => [name, await readFile(path.join(dir, name), 'utf8')] as const),
      );
      const entryChunk = files.find(([name]) => name === 'entry.js')![1];
      expect(entryChunk).toContain('Fewer');
      // No Spanish in the entry, and no other message's English either.
      expect(entryChunk).not.toContain('Menos');
      expect(entryChunk).not.toContain('Show fewer alerts');
      const spanish = files.filter(([, text]) => text.includes('`Menos`'));
      expect(spanish).toHaveLength(1);
      expect(spanish[0]![1]).toContain('Mostrar menos alertas');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
