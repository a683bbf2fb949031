// The rules behind "a damaged or vanished profile is said": which open failures are damage,
// whether the tables on disk are this build's, which raw outbox rows are orders one can list,
// and the local database made again (over fake-indexeddb) with what it could still read.
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { LocalDatabase } from '../../../../../renderer/src/shared/db/local-database';
import { NewerDataError, openFieldDb } from '../../../../../renderer/src/shared/db/open';
import {
  DamagedDataError,
  declaredShapes,
  isDamage,
  notPlaced,
  readableNames,
  readableOrders,
  schemaDifferences,
  type ProfileLoss,
  type StoreShape,
} from '../../../../../renderer/src/shared/db/profile-loss';
import { FieldDb, LATEST_STORES, SCHEMA_VERSION } from '../../../../../renderer/src/shared/db/schema';
import type { ConnectionStatus } from '../../../../../preload/contract';
import { editRow, row } from '../outbox/helpers';

const named = (name: string, inner?: unknown) => Object.assign(new Error(name), { name, inner });

describe('isDamage', () => {
  it('takes a damaged database for damage, however Dexie wraps it', () => {
    expect(isDamage(new DamagedDataError(['table events is missing']))).toBe(true);
    expect(isDamage(named('OpenFailedError', named('UnknownError')))).toBe(true);
    expect(isDamage(named('UpgradeError'))).toBe(true);
    expect(isDamage(named('DatabaseClosedError', named('OpenFailedError', named('VersionError'))))).toBe(true);
  });

  it('leaves a full disk, a newer version and a browser without IndexedDB to their own words', () => {
    expect(isDamage(named('QuotaExceededError'))).toBe(false);
    expect(isDamage(named('AbortError', named('QuotaExceededError')))).toBe(false);
    expect(isDamage(named('OpenFailedError', named('QuotaExceededError')))).toBe(false);
    expect(isDamage(new NewerDataError())).toBe(false);
    expect(isDamage(named('MissingAPIError'))).toBe(false);
    expect(isDamage(new Error('network'))).toBe(false);
    expect(isDamage(undefined)).toBe(false);
  });
});

describe('schemaDifferences', () => {
  const declared = declaredShapes(LATEST_STORES);

  it("reads Dexie's declarations as Dexie does", () => {
    const dexie = new FieldDb('parsed-by-dexie', { latestOnly: true }).tables.map((t) => ({
      name: t.name,
      keyPath: t.schema.primKey.keyPath ?? null,
      indexes: t.schema.indexes.map((i) => i.name),
    }));
    const byName = (a: StoreShape, b: StoreShape) => a.name.localeCompare(b.name);
    expect([...declared].sort(byName)).toEqual(dexie.sort(byName));
    expect(declaredShapes({ a: '++id, &code, *tags, [x+y]', b: '' })).toEqual([
      { name: 'a', keyPath: 'id', indexes: ['code', 'tags', '[x+y]'] },
      { name: 'b', keyPath: null, indexes: [] },
    ]);
  });

  it("finds nothing wrong with this build's own tables, extra ones allowed", () => {
    expect(schemaDifferences(declared, declared)).toEqual([]);
    expect(schemaDifferences(declared, [...declared, { name: 'extra', keyPath: 'id', indexes: ['x'] }])).toEqual([]);
  });

  it('names a missing table, another key and a missing index', () => {
    const outbox = declared.find((s) => s.name === 'outbox')!;
    const shifts = declared.find((s) => s.name === 'shifts')!;
    const actual: StoreShape[] = [
      ...declared.filter((s) => s.name !== 'events' && s.name !== 'outbox' && s.name !== 'shifts'),
      { ...outbox, indexes: outbox.indexes.filter((i) => i !== 'workerId') },
      { ...shifts, keyPath: 'id' },
    ];
    expect(schemaDifferences(declared, actual).sort()).toEqual([
      'table events is missing',
      'table outbox has no index workerId',
      'table shifts is keyed by id, not [eventId+id]',
    ]);
  });
});

describe('readableOrders and notPlaced', () => {
  it('keeps the rows that are orders or edits, oldest first, and counts the rest', () => {
    const late = row('b', 'queued', { createdAt: '2026-07-01T10:05:00.000Z' });
    const early = row('a', 'delivered', { createdAt: '2026-07-01T10:00:00.000Z' });
    const edit = editRow('c', 'unknown', { createdAt: '2026-07-01T10:02:00.000Z' });
    const rows = [late, { localId: 'x', state: 7 }, early, null, 'text', edit, { ...late, localId: 'y', kind: 'other' }];
    const { orders, unreadable } = readableOrders(rows);
    expect(orders.map((o) => o.localId)).toEqual(['a', 'c', 'b']);
    expect(unreadable).toBe(4);
    const loss: ProfileLoss = { cause: 'deleted', at: '', orders, names: new Map(), unreadable };
    // Delivered is on the server; the queued order and the edit whose fate is unknown are not sure to be.
    expect(notPlaced(loss).map((o) => o.localId)).toEqual(['c', 'b']);
  });

  it('reads worker names where a row has both', () => {
    expect(readableNames([{ id: '3001', name: 'Ana' }, { id: '3002' }, { name: 'x' }, 5])).toEqual(
      new Map([['3001', 'Ana']]),
    );
  });
});

let serial = 0;
const demoStatus = (): ConnectionStatus => ({ environment: 'demo', state: 'ready' }) as ConnectionStatus;
const DEMO = 'fieldsup-demo';

/** A database at this build's version with only an outbox (no indexes) holding `rows`. */
function writeDamaged(name: string, rows: unknown[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name, SCHEMA_VERSION * 10);
    open.onupgradeneeded = () => {
      const outbox = open.result.createObjectStore('outbox', { keyPath: 'localId' });
      for (const r of rows) outbox.put(r);
    };
    open.onsuccess = () => (open.result.close(), resolve());
    open.onerror = () => reject(open.error);
  });
}

describe('the local database lost', () => {
  it('a damaged database is refused before Dexie touches it: its version stays', async () => {
    const name = `damaged-${(serial += 1)}`;
    await writeDamaged(name, []);
    await expect(openFieldDb(name)).rejects.toThrow(DamagedDataError);
    const known = await indexedDB.databases();
    expect(known.find((d) => d.name === name)?.version).toBe(SCHEMA_VERSION * 10);
    await Dexie.delete(name);
  });

  it('found damaged at start: its orders are reported and an empty database of this version opens', async () => {
    await Dexie.delete(DEMO);
    await writeDamaged(DEMO, [row('o1', 'queued'), { localId: 'junk' }]);
    const losses: ProfileLoss[] = [];
    const local = new LocalDatabase((loss) => losses.push(loss));
    const db = (await local.follow(demoStatus()))!;
    expect(losses).toHaveLength(1);
    expect(losses[0]).toMatchObject({ cause: 'damaged', unreadable: 1 });
    expect(losses[0]!.orders.map((o) => o.localId)).toEqual(['o1']);
    expect(await db.outbox.count()).toBe(0);
    expect(db.verno).toBe(SCHEMA_VERSION);
    local.close();
    await Dexie.delete(DEMO);
  });

  it('deleted while open: the rows read before it went are reported, and a new database takes its place', async () => {
    await Dexie.delete(DEMO);
    const lost = new Promise<[ProfileLoss, FieldDb]>((resolve) => {
      const local = new LocalDatabase((loss, fresh) => resolve([loss, fresh]));
      void local.follow(demoStatus()).then(async (db) => {
        await db!.outbox.bulkPut([row('q1', 'queued'), row('d1', 'delivered')]);
        await db!.workers.put({ id: '3001', name: 'Ana' } as never);
        // Another page deletes it: this window lets go, and the deletion goes on.
        await Dexie.delete(DEMO);
      });
    });
    const [loss, fresh] = await lost;
    expect(loss.cause).toBe('deleted');
    expect(loss.orders.map((o) => o.localId).sort()).toEqual(['d1', 'q1']);
    expect(notPlaced(loss).map((o) => o.localId)).toEqual(['q1']);
    expect(loss.names.get('3001')).toBe('Ana');
    expect(await fresh.outbox.count()).toBe(0);
    fresh.close();
    await Dexie.delete(DEMO);
  });
});
