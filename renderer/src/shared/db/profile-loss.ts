/**
 * The local database lost: deleted while the app ran, or found damaged at start. Pure rules:
 * which open failures mean damage (and not a full disk or a newer version, which are said
 * otherwise), whether the tables on disk are the ones this build declares, and which of the rows
 * read from its outbox are orders the app can still list and export.
 */
import type { OutboxItem, OutboxState } from './rows';
import { UNSENT_STATES } from './unsent-items';
import { isReadableItem } from '../outbox/item-kinds';

export type LossCause = 'deleted' | 'damaged';

/** What the screens say and offer after the database was lost and made again. */
export interface ProfileLoss {
  cause: LossCause;
  /** ISO time the loss was noticed. */
  at: string;
  /** Every order and edit read before it went, oldest first. */
  orders: OutboxItem[];
  /** Worker names by id, where they could be read. */
  names: Map<string, string>;
  /** Rows of the outbox that were there but could not be read as orders. */
  unreadable: number;
}

/** The database of this build's version whose tables are not this build's (see schemaDifferences). */
export class DamagedDataError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The data on this computer is damaged: ${problems.join('; ')}.`);
    this.name = 'DamagedDataError';
  }
}

/**
 * IndexedDB's and Dexie's names for a database it cannot open or upgrade as declared. Not among
 * them: QuotaExceededError (a full disk, said as such), the newer version (left untouched), and
 * a browser with no IndexedDB at all (nothing to rebuild into).
 */
const DAMAGE = new Set([
  'DamagedDataError',
  'UnknownError',
  'DataError',
  'VersionError',
  'InvalidStateError',
  'NotFoundError',
  'ConstraintError',
  'UpgradeError',
  'SchemaError',
  'DataCloneError',
]);

interface ErrorLike {
  name?: unknown;
  inner?: unknown;
}

/** Whether an error opening the database means its content is damaged (Dexie wraps the cause in `inner`). */
export function isDamage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { name, inner } = error as ErrorLike;
  if (name === 'QuotaExceededError') return false;
  if (typeof name === 'string' && DAMAGE.has(name)) return true;
  return isDamage(inner, depth + 1);
}

/** A table as IndexedDB holds it: its key and the names of its indexes. */
export interface StoreShape {
  name: string;
  keyPath: string | readonly string[] | null;
  indexes: readonly string[];
}

/**
 * The tables a Dexie `stores` declaration makes: the first spec of each is the key ('' for none,
 * '++' auto-incremented, '[a+b]' compound), the rest are indexes named as written, without the
 * '&' (unique) or '*' (multi-entry) mark.
 */
export function declaredShapes(stores: Readonly<Record<string, string>>): StoreShape[] {
  return Object.entries(stores).map(([name, spec]) => {
    const [key = '', ...indexes] = spec.split(',').map((s) => s.trim().replace(/^(\+\+|&|\*)/, ''));
    const keyPath = key === '' ? null : key.startsWith('[') ? key.slice(1, -1).split('+') : key;
    return { name, keyPath, indexes: indexes.filter(Boolean) };
  });
}

const keyText = (keyPath: StoreShape['keyPath']) =>
  keyPath === null ? 'none' : typeof keyPath === 'string' ? keyPath : `[${keyPath.join('+')}]`;

/**
 * What keeps the tables on disk from being the ones declared: a table missing, keyed otherwise,
 * or without an index. Dexie would "repair" such a database by raising its version, which the
 * next start would take for a newer app's data. Extra tables and indexes do no harm.
 */
export function schemaDifferences(expected: readonly StoreShape[], actual: readonly StoreShape[]): string[] {
  const found = new Map(actual.map((s) => [s.name, s]));
  return expected.flatMap((want) => {
    const have = found.get(want.name);
    if (!have) return [`table ${want.name} is missing`];
    if (keyText(have.keyPath) !== keyText(want.keyPath)) {
      return [`table ${want.name} is keyed by ${keyText(have.keyPath)}, not ${keyText(want.keyPath)}`];
    }
    const indexes = new Set(have.indexes);
    return want.indexes.filter((i) => !indexes.has(i)).map((i) => `table ${want.name} has no index ${i}`);
  });
}

const STATES: readonly OutboxState[] = ['queued', 'sending', 'delivered', 'rejected', 'unknown'];

const isText = (value: unknown): value is string => typeof value === 'string';

/** A row read raw from a damaged or vanishing outbox that still has what a listed order needs. */
function isListable(row: unknown): row is OutboxItem {
  if (typeof row !== 'object' || row === null) return false;
  const r = row as Record<string, unknown>;
  if (!isText(r['localId']) || !isText(r['createdAt']) || !STATES.includes(r['state'] as OutboxState)) return false;
  return isReadableItem(r);
}

/** The orders among raw outbox rows, oldest first, and how many rows were not orders one can read. */
export function readableOrders(rows: readonly unknown[]): { orders: OutboxItem[]; unreadable: number } {
  const orders = rows.filter(isListable).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { orders, unreadable: rows.length - orders.length };
}

/** Worker names by id from raw worker rows (those with an id and a name). */
export function readableNames(rows: readonly unknown[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) continue;
    const { id, name } = row as Record<string, unknown>;
    if (isText(id) && isText(name) && name) names.set(id, name);
  }
  return names;
}

/** The orders the server may not have: lost for good unless exported (or placed another way). */
export const notPlaced = (loss: ProfileLoss): OutboxItem[] =>
  loss.orders.filter((o) => UNSENT_STATES.includes(o.state));
