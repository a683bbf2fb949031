// Each bundle keeps only the catalogue's messages its code names: when the whole catalogue rode
// along in main (a Proxy over every message, for the tests' pseudo-locale), main's bundle grew
// from 0.2 to 1.5 MB and the app started 0.1 s slower. Read from the build `npm test` makes.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_BRIDGE_ENTRY } from '../../../main/preview/bridge-script';
import { bundleForPage } from '../../../scripts/page-bundle';
import { bundleForNode } from '../../../scripts/preview-bundle';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const mainOut = path.join(root, 'out/main');
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(root, `preload/i18n/messages/${locale}.json`), 'utf8')) as Record<string, unknown>;
const en = catalogue('en');
const es = catalogue('es');

beforeAll(async () => {
  if (!existsSync(path.join(mainOut, 'index.js'))) {
    await promisify(execFile)(
      process.execPath,
      [path.join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
      { cwd: root },
    );
  }
}, 120_000);

// Whole sentences only: a short word ("Close") could be in the bundle for another reason.
const sentences = Object.values(en).filter(
  (v): v is string => typeof v === 'string' && !v.includes('{') && v.length >= 25 && !/["\\]/.test(v),
);

function bundleIn(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}
const mainBundle = () => bundleIn(mainOut);

/**
 * The one file of a bundle holding the Spanish words, imported on demand only: nothing imports
 * it statically, so a start that speaks English never parses it (11.5 ms of a start that did).
 */
function spanishOnDemand(dir: string): void {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')] as const);
  // A sentence in plain ASCII: esbuild writes other letters escaped.
  const holding = files.filter(([, text]) => text.includes(es['main_csv_failed'] as string));
  expect(holding.map(([f]) => f)).toHaveLength(1);
  const name = path.basename(holding[0]![0]).replace(/[.-]/g, '\\$&');
  const others = files.map(([, text]) => text).join('\n');
  expect(others).toMatch(new RegExp(`import\\(\\s*["'][^"']*/${name}["']\\s*\\)`));
  expect(others).not.toMatch(new RegExp(`(from|import)\\s*["'][^"']*/${name}["']`));
}
const heldShare = (text: string) => sentences.filter((v) => text.includes(v)).length / sentences.length;

describe("main's bundle and the catalogue", () => {
  it("holds main's own words and not the screens'", () => {
    const text = mainBundle();
    expect(text).toContain(en['main_store_late']);
    expect(text).not.toContain(en['coverage_larger_name']);
  });

  it('holds a minority of the catalogue: the messages main names, not every one', () => {
    expect(sentences.length).toBeGreaterThan(200);
    expect(heldShare(mainBundle())).toBeLessThan(0.4);
  });

  it('holds the Spanish words in a chunk imported only when Spanish is asked for', () => {
    spanishOnDemand(mainOut);
  });

  // The preview's main is bundled by esbuild (scripts/preview-bundle.ts), which kept every
  // message until shakeable-messages.ts: 1.8 MB, 130 ms more of every start.
  it("holds a minority of the catalogue in the preview's main too", async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'fieldsup-preview-'));
    try {
      await bundleForNode({ entry: path.join(root, 'main/preview/cli.ts'), outDir });
      const text = bundleIn(outDir);
      expect(text).toContain(en['main_store_late']);
      expect(heldShare(text)).toBeLessThan(0.4);
      spanishOnDemand(outDir);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  }, 60_000);
});

// The bridge builds window.workforce from the channels' names and says nothing itself. When it
// imported the contract's values, the preview's bridge carried the whole catalogue (1.9 MB,
// evaluated by the page at every load: the dashboard loaded in 203 ms against 105) and
// Electron's preload 17 kB of it.
describe('the preload bridge and the catalogue', () => {
  it("holds no word in Electron's preload", () => {
    const text = readFileSync(path.join(root, 'out/preload/index.cjs'), 'utf8');
    expect(sentences.filter((v) => text.includes(v))).toEqual([]);
    expect(text.length).toBeLessThan(10_000);
  });

  it("holds no word in the preview's page bridge", async () => {
    const text = await bundleForPage(PAGE_BRIDGE_ENTRY);
    expect(sentences.filter((v) => text.includes(v))).toEqual([]);
    expect(text.length).toBeLessThan(10_000);
  });
});
