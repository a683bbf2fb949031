// A start opens the database the last start used while main is still asked which connection is
// current (over fake-indexeddb): the guess is taken when right, closed when wrong, never made
// when not there, and forgotten on sign-out.
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalDatabase } from '../../../../../renderer/src/shared/db/local-database';
import type { Remembered } from '../../../../../renderer/src/shared/page-remembered';
import { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import type { ConnectionStatus } from '../../../../../preload/contract';

const DEMO = 'fieldsup-demo';
const demoStatus = { environment: 'demo', state: 'ready' } as ConnectionStatus;

/** What the page's localStorage keeps between starts, in memory. */
function remembered(name?: string): Remembered & { name: string | undefined } {
  const last = {
    name,
    read: () => last.name,
    write: (next: string | undefined) => void (last.name = next),
  };
  return last;
}

const names = async () => (await indexedDB.databases()).map((d) => d.name);

afterEach(async () => {
  vi.restoreAllMocks();
  await Dexie.delete(DEMO);
});

describe('opening ahead at start', () => {
  it('remembers the database a start opened, and the next start opens it once, ahead of main', async () => {
    const last = remembered();
    const first = new LocalDatabase(undefined, undefined, last);
    await first.follow(demoStatus);
    first.close();
    expect(last.name).toBe(DEMO);

    const opens = vi.spyOn(indexedDB, 'open');
    const next = new LocalDatabase(undefined, undefined, last);
    next.openAhead();
    const db = await next.follow(demoStatus);
    expect(db?.isOpen()).toBe(true);
    // The check of its tables and Dexie's open: once each, not again when main answered.
    expect(opens).toHaveBeenCalledTimes(2);
    next.close();
  });

  it('closes a guess main does not confirm, and leaves an older database as it is', async () => {
    // Another server's database, from an earlier connection.
    const setUp = new LocalDatabase(undefined, undefined, remembered());
    const other = (await setUp.follow({ environment: 'custom', baseUrl: 'https://other.example', state: 'ready' } as ConnectionStatus))!.name;
    setUp.close();
    const closed = vi.spyOn(FieldDb.prototype, 'close');
    const last = remembered(other);
    const local = new LocalDatabase(undefined, undefined, last);
    local.openAhead();
    const db = await local.follow(demoStatus);
    expect(db?.name).toBe(DEMO);
    expect(last.name).toBe(DEMO);
    await vi.waitFor(() => expect(closed.mock.contexts.map((d) => (d as FieldDb).name)).toContain(other));
    local.close();
    await Dexie.delete(other);

    // A database of an older version is upgraded only by the open main's answer asks for.
    const old = 'fieldsup-older';
    await new Promise((done) => (indexedDB.open(old, 10).onsuccess = (e) => done((e.target as IDBOpenDBRequest).result.close())));
    const guessing = new LocalDatabase(undefined, undefined, remembered(old));
    guessing.openAhead();
    await guessing.follow(demoStatus);
    expect((await indexedDB.databases()).find((d) => d.name === old)?.version).toBe(10);
    guessing.close();
    await Dexie.delete(old);
  });

  it('never makes a database for a remembered name that is no longer there', async () => {
    const gone = 'fieldsup-gone';
    const local = new LocalDatabase(undefined, undefined, remembered(gone));
    local.openAhead();
    await local.follow(demoStatus);
    expect(await names()).not.toContain(gone);
    local.close();
  });

  it('forgets the database on sign-out, so the next start opens nothing ahead', async () => {
    const last = remembered();
    const local = new LocalDatabase(undefined, undefined, last);
    await local.follow(demoStatus);
    await local.erase();
    expect(last.name).toBeUndefined();
    expect(await names()).not.toContain(DEMO);
  });
});
