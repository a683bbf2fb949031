// The catalogue: every language has the same keys with the same placeholders, every key is used
// by some code, and the committed compiled messages are the catalogue's current ones.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileMessages, OUTDIR } from '../../../scripts/compile-messages';
import { catalogueProblems, placeholders, type Catalogue } from './catalogue-check';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MESSAGES = path.join(ROOT, 'preload/i18n/messages');
const SOURCES = ['main', 'preload', 'renderer/src'];

async function catalogues(): Promise<Record<string, Catalogue>> {
  const files = (await readdir(MESSAGES)).filter((f) => f.endsWith('.json'));
  const entries = await Promise.all(
    files.map(async (f) => [f.replace('.json', ''), JSON.parse(await readFile(path.join(MESSAGES, f), 'utf8'))] as const),
  );
  return Object.fromEntries(entries);
}

async function sourceText(dir: string): Promise<string> {
  const entries = await readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
  const files = entries.filter(
    (e) => e.isFile() && /\.(ts|svelte)$/.test(e.name) && !e.parentPath.includes(`${path.sep}paraglide`),
  );
  const texts = await Promise.all(files.map((e) => readFile(path.join(e.parentPath, e.name), 'utf8')));
  return texts.join('\n');
}

describe('the catalogue', () => {
  it('has English and Spanish with the same keys and placeholders, and nothing unused', async () => {
    const all = await catalogues();
    expect(Object.keys(all).sort()).toEqual(['en', 'es']);
    const code = (await Promise.all(SOURCES.map(sourceText))).join('\n');
    expect(catalogueProblems(all, code)).toEqual([]);
  });

  it('finds a missing key, a changed placeholder and an unused key', () => {
    const en: Catalogue = { a_b: 'Hello {name}', c_d: 'x', e_f: 'y' };
    const es: Catalogue = { a_b: 'Hola {nombre}', e_f: 'y' };
    expect(catalogueProblems({ en, es }, 'm.a_b(); m.c_d()')).toEqual([
      'es: a_b has {nombre} where en has {name}',
      'es: c_d is missing',
      'e_f is used by no code',
    ]);
  });

  it('reads placeholders of plural messages from their inputs and patterns', () => {
    const plural = [
      {
        declarations: ['input count', 'local n = count: plural'],
        selectors: ['n'],
        match: { 'n=one': '{count} shift of {event}', 'n=*': '{count} shifts of {event}' },
      },
    ];
    expect(placeholders(plural)).toEqual(['count', 'event']);
  });

  it('is compiled: the committed functions are the catalogue of today', async () => {
    const fresh = await mkdtemp(path.join(tmpdir(), 'fieldsup-messages-'));
    try {
      await compileMessages(fresh);
      const read = async (dir: string) => {
        const names = (await readdir(dir, { recursive: true })).filter((n) => n.endsWith('.js')).sort();
        return Promise.all(names.map(async (n) => [n, await readFile(path.join(dir, n), 'utf8')]));
      };
      expect(await read(OUTDIR), 'run `npm run messages` after editing a catalogue').toEqual(await read(fresh));
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  }, 120_000);
});
