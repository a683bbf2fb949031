// A third kind of outbox item touches only the kind tables: the production files that name an
// outbox kind are exactly these. Every other file reads a kind's row (item-kinds.ts ITEM_KINDS,
// orders-view.ts ITEM_VIEWS, orders-csv.ts CSV_COLUMNS) or its guard (isWorkerOrder), so a
// branch on the kind anywhere else (`item.kind === 'requirement-edit'`) fails here, naming the file.
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
/**
 * Where an item is made (each kind's enqueue, written with the feature that makes it) and the
 * database upgrade that gave the first rows their kind; neither changes for a new kind.
 */
const MAKING = ['renderer/src/shared/outbox/store.ts', 'renderer/src/shared/db/schema.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : sourceFiles(file);
    return /\.(ts|svelte)$/.test(entry.name) ? [file] : [];
  });
}

/** Each production file with the outbox kinds it names as a string. */
function kindsNamed(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const file of ['renderer/src', 'main', 'preload'].flatMap(sourceFiles)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const kinds = KINDS.filter((kind) => text.includes(`'${kind}'`) || text.includes(`"${kind}"`));
    if (kinds.length > 0) named.set(file, kinds);
  }
  return named;
}

describe('an outbox kind is one row per table', () => {
  it('only the kind tables (and where items are made) name an outbox kind', () => {
    expect([...kindsNamed().keys()].sort()).toEqual([...KIND_TABLES, ...MAKING].sort());
  });

  it('each kind table names every kind', () => {
    const named = kindsNamed();
    for (const file of KIND_TABLES) expect(named.get(file)?.sort(), file).toEqual([...KINDS].sort());
  });
});
