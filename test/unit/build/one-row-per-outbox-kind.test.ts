// A third kind of outbox item touches only the kind tables: the production files that name an
// outbox kind are exactly these. Every other file reads a kind's row (item-kinds.ts ITEM_KINDS,
// orders-view.ts ITEM_VIEWS, orders-csv.ts CSV_COLUMNS) or its guard (isWorkerOrder), so a
// branch on the kind anywhere else (`item.kind === 'requirement-edit'`) fails here, naming the file.
// A feature makes an item by naming its kind to the one enqueue (`outbox.enqueue('worker-order',
// …)`); that is the only other place a kind may be written.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ITEM_KINDS } from '../../../renderer/src/shared/outbox/item-kinds';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const KINDS = Object.keys(ITEM_KINDS);

/** The files a new kind is written into: its stored row and its row in each table. */
const KIND_TABLES = [
  'renderer/src/shared/db/rows.ts',
  'renderer/src/shared/outbox/item-kinds.ts',
  'renderer/src/features/orders/orders-view.ts',
  'renderer/src/features/orders/orders-csv.ts',
];
/** The database upgrade that gave the first rows their kind; it does not change for a new kind. */
const HISTORY = ['renderer/src/shared/db/schema.ts'];
/** A kind named to the one enqueue, where a feature makes an item of it. */
const MADE = /\benqueue\(\s*(['"])[\w-]+\1/g;
/** Any function or method named for one kind of item (`enqueueRequirementEdit`). */
const PER_KIND_ENQUEUE = /\benqueue[A-Z]\w*/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : sourceFiles(file);
    return /\.(ts|svelte)$/.test(entry.name) ? [file] : [];
  });
}

const productionFiles = () =>
  ['renderer/src', 'main', 'preload'].flatMap(sourceFiles).map((file) => ({
    file,
    text: readFileSync(path.join(root, file), 'utf8'),
  }));

/** Each production file with the outbox kinds it names as a string, other than to the one enqueue. */
function kindsNamed(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const { file, text: source } of productionFiles()) {
    const text = source.replace(MADE, 'enqueue(');
    const kinds = KINDS.filter((kind) => text.includes(`'${kind}'`) || text.includes(`"${kind}"`));
    if (kinds.length > 0) named.set(file, kinds);
  }
  return named;
}

describe('an outbox kind is one row per table', () => {
  it('only the kind tables (and the upgrade that named the first kinds) name an outbox kind', () => {
    expect([...kindsNamed().keys()].sort()).toEqual([...KIND_TABLES, ...HISTORY].sort());
  });

  it('every item is made through the one enqueue, told its kind: none is written per kind', () => {
    const perKind = productionFiles().flatMap(({ file, text }) =>
      (text.match(PER_KIND_ENQUEUE) ?? []).map((name) => `${file}: ${name}`),
    );
    expect(perKind).toEqual([]);
  });

  it('each kind table names every kind', () => {
    const named = kindsNamed();
    for (const file of KIND_TABLES) expect(named.get(file)?.sort(), file).toEqual([...KINDS].sort());
  });

  it("docs/architecture.md's recipe names exactly the kind tables as the files a kind is written into", () => {
    const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const start = doc.indexOf('**Add a kind of outbox item.**');
    const steps = doc.slice(start, doc.indexOf('\n\n', start));
    const named = [...steps.matchAll(/^\d\. `([\w./-]+)`/gm)].map((m) => m[1]);
    expect(named.sort()).toEqual([...KIND_TABLES].sort());
  });
});
