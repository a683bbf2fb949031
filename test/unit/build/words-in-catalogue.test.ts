// Every word a person reads comes from the catalogue (issue 33): no component writes a word into
// its markup, as text or in an attribute a person reads or hears. The pseudo-locale sweep sees
// only the tour's states; this reads every component, its passing states too (a loading line).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function components(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return components(file);
    return entry.name.endsWith('.svelte') ? [file] : [];
  });
}

/** The markup alone: no script, no style, no comments, and every `{…}` expression blanked. */
function markup(source: string): string {
  const text = source
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  let out = '';
  let depth = 0;
  for (const ch of text) {
    if (ch === '{') depth += 1;
    if (depth === 0) out += ch;
    if (ch === '}') depth = Math.max(0, depth - 1);
  }
  return out;
}

/** Attributes whose value a person reads or hears. */
const SPOKEN = /\b(title|placeholder|aria-label|aria-description|alt|label)="([^"]*)"/g;
/** Written as they are in every language: the product's name (marked translate="no"), an address's shape, a key's name. */
const SAME_IN_EVERY_LANGUAGE = [/^Field Supervisor$/, /^https:\/\//, /^Alt\+$/];

/** Two letters or more in a row, once entities (`&nbsp;`) are out; glyphs and a lone unit ("h") are not words. */
const wordy = (text: string) => {
  const plain = text.replace(/&#?\w+;/g, ' ').trim();
  return /\p{L}{2,}/u.test(plain) && !SAME_IN_EVERY_LANGUAGE.some((ok) => ok.test(plain));
};

function wordsWritten(file: string): string[] {
  const found: string[] = [];
  const html = markup(readFileSync(path.join(root, file), 'utf8'));
  for (const [, name, value] of html.matchAll(SPOKEN)) if (wordy(value!)) found.push(`${file}: ${name}="${value}"`);
  for (const [, text] of html.matchAll(/>([^<>]+)</g)) if (wordy(text!)) found.push(`${file}: "${text!.trim()}"`);
  return found;
}

describe('words come from the catalogue', () => {
  it('no component writes a word into its markup', () => {
    expect(components('renderer/src').flatMap(wordsWritten)).toEqual([]);
  });

  it('finds a word written as text or in a spoken attribute', () => {
    // The check itself, on the shapes it must catch.
    const shapes = markup('<p title="Loading…">{m.x()}</p><EmptyState title={m.y()} /><b>Ready</b>');
    expect([...shapes.matchAll(SPOKEN)].map((m) => m[2])).toEqual(['Loading…']);
    expect([...shapes.matchAll(/>([^<>]+)</g)].map((m) => m[1]).filter((t) => wordy(t!))).toEqual(['Ready']);
  });
});
