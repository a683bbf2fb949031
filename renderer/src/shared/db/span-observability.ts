/**
 * What a sync write tells the live queries, for the connection sync batches are written on
 * (sync-writer.ts): per index, the span from the smallest key written to the largest, not
 * every key. Dexie's own observability puts each key of a write under 50 rows into a tree,
 * and merges that tree into the transaction's and into every live query's: for an event's 40
 * shifts, some 200 tree inserts of array keys, the largest cost of storing a sync in the window.
 * One set's keys share its owner's prefix, so its span wakes the queries its keys would.
 *
 * It takes the place of Dexie's middleware of the same name and keeps its contract: what a
 * write touched is merged into the transaction's `mutatedParts`, which Dexie fires as
 * `storagemutated` when the transaction commits and which drops the live-query cache's
 * entries it overlaps. A span holds every key written, so no query that a write changed
 * sleeps through it; one between two written keys may wake for nothing, and reads again.
 */
import {
  cmp,
  Dexie,
  RangeSet,
  type DBCore,
  type DBCoreIndex,
  type IndexableType,
  type Middleware,
  type ObservabilitySet,
} from 'dexie';

/** The smallest range holding every valid key, undefined when none is (an unindexed field). */
function spanOf(keys: Iterable<unknown>): RangeSet | undefined {
  let low: IndexableType | undefined;
  let high: IndexableType | undefined;
  for (const key of keys) {
    // cmp is NaN for what IndexedDB cannot index, so such a key widens nothing.
    if (low === undefined) {
      if (cmp(key, key) === 0) low = high = key as IndexableType;
    } else if (cmp(key, low) < 0) low = key as IndexableType;
    else if (cmp(key, high) > 0) high = key as IndexableType;
  }
  return low === undefined ? undefined : new RangeSet(low, high);
}

function* indexKeys(index: DBCoreIndex, rows: readonly unknown[]): Generator<unknown> {
  for (const row of rows) {
    const key: unknown = row == null ? undefined : index.extractKey?.(row);
    if (index.multiEntry && Array.isArray(key)) yield* key;
    else yield key;
  }
}

export const spanObservability: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'Observability',
  level: 0,
  create(core) {
    const dbName = core.schema.name;
    return {
      ...core,
      table(tableName) {
        const table = core.table(tableName);
        const { primaryKey, indexes } = table.schema;
        const part = (index: string) => `idb://${dbName}/${tableName}/${index}`;
        return {
          ...table,
          mutate(req) {
            const parts: ObservabilitySet = {};
            const mark = (index: string, span: RangeSet | undefined) => {
              if (span) parts[part(index)] = span;
            };
            if (req.type === 'deleteRange') {
              const whole = () => new RangeSet(req.range.lower ?? core.MIN_KEY, req.range.upper ?? core.MAX_KEY);
              mark('', whole());
              mark(':dels', whole());
            } else {
              // A put's old rows are not read: its keys count as deleted too, as Dexie counts them.
              const keys =
                req.type === 'delete' ? req.keys : (req.keys ?? req.values.map((v) => primaryKey.extractKey!(v)));
              mark('', spanOf(keys));
              mark(':dels', spanOf(keys));
              if (req.type !== 'delete')
                for (const index of indexes) mark(index.name ?? '', spanOf(indexKeys(index, req.values)));
            }
            return table.mutate(req).then((res) => {
              const trans = req.trans as unknown as { mutatedParts?: ObservabilitySet };
              trans.mutatedParts = Dexie.extendObservabilitySet(trans.mutatedParts ?? {}, parts);
              return res;
            });
          },
        };
      },
    };
  },
};
