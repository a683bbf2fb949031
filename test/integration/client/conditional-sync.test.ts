// Conditional reads end to end (API.md, issue 34 item 6): the real sync service and client
// against the simulator over real HTTP, its batches stored by the window's real receiver in
// IndexedDB (fake-indexeddb: the integration project has none; it loads before Dexie). A set
// read in one request is asked again with its ETag; a 304 keeps its rows and moves its "as of".
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeFieldDb, deleteFieldDb, openFieldDb } from '../../../renderer/src/shared/db/open';
import type { FieldDb } from '../../../renderer/src/shared/db/schema';
import { call, useSimulator } from '../simulator/harness.js';
import { syncing as syncingWith, withHeaders, type Exchange } from './sync-harness.js';

const sim = useSimulator();

/** Sets read in one request; the paged lists and the worker list are always read in full. */
const SINGLE = /^\/(events\/[^/]+\/(shifts|admins)|workers\/[^/]+\/tags|time-tracking\/|config|company\/info\/hr|clients\/[^/]+\/workers)/;

let db: FieldDb;
let serial = 0;

beforeEach(async () => {
  db = await openFieldDb(`conditional-sync-${(serial += 1)}`);
  await call(sim(), '/__simulator/faults', { method: 'POST', body: {} });
});
afterEach(async () => {
  closeFieldDb(db);
  await deleteFieldDb(db.name);
});

/** How a server in front of the simulator changes its answers (none: the simulator as it is). */
type Answer = (res: Response, req: Headers) => Response;

/** A sync into `db` (or the database `replaceDb` names), through `answer`. */
async function syncing(answer?: Answer) {
  let stored = () => db;
  const run = await syncingWith(sim(), () => stored(), answer ? { server: { answer } } : {});
  return { ...run, replaceDb: (next: FieldDb) => (stored = () => next) };
}

const single = (asked: Exchange[]) => asked.filter((e) => SINGLE.test(e.path));
const paged = (asked: Exchange[]) => asked.filter((e) => !SINGLE.test(e.path));
const asOfs = async () => new Map((await db.syncSets.toArray()).map((s) => [s.key, s.asOf]));

describe('conditional reads in a sync', () => {
  it('asks again with each set’s ETag; a 304 writes no row and moves the set’s "as of"', async () => {
    const { sync } = await syncing();
    const first = await sync();
    expect(first.summary.outcome).toBe('complete');
    expect(first.asked.every((e) => e.ifNoneMatch === null && e.status === 200)).toBe(true);
    const shiftsBefore = await db.shifts.count();
    const before = await asOfs();

    const second = await sync();
    expect(second.summary.outcome).toBe('complete');
    // Shifts, admins, tags, hours, the catalogue, HR contacts and client preferences: one request each.
    expect(single(second.asked).length).toBeGreaterThanOrEqual(12);
    for (const e of single(second.asked)) expect(e, e.path).toMatchObject({ ifNoneMatch: expect.stringMatching(/^"/), status: 304 });
    // A paged list's first page says nothing of the others: read in full.
    for (const e of paged(second.asked)) expect(e, e.path).toMatchObject({ ifNoneMatch: null, status: 200 });
    expect(second.rowsWritten).toBe(0);
    expect(await db.shifts.count()).toBe(shiftsBefore);
    const after = await asOfs();
    for (const [key, asOf] of after) expect(asOf! > before.get(key)!, key).toBe(true);
  });

  it('a set changed on the server is read in full and stored; the others stay 304', async () => {
    const { sync, followed } = await syncing();
    await sync();
    const eventId = followed.followedEventIds[1]!;
    const [shift] = await db.shifts.where('[eventId+startTime]').between([eventId, ''], [eventId, '\uffff']).toArray();
    const edit = await call(sim(), `/events/${eventId}/shifts/${shift!.id}`, {
      method: 'PATCH',
      body: { comments: 'Gate B ✓ moved to Gate C' },
    });
    expect(edit.status).toBe(200);

    const second = await sync();
    const changed = second.asked.find((e) => e.path === `/events/${eventId}/shifts`);
    expect(changed).toMatchObject({ ifNoneMatch: expect.any(String), status: 200 });
    expect(single(second.asked).filter((e) => e.status === 200)).toHaveLength(1);
    expect((await db.shifts.get([eventId, shift!.id]))?.comments).toBe('Gate B ✓ moved to Gate C');
    expect(second.rowsWritten).toBe(1);
  });

  it('a window that lost its database gets every set in full in the same sync, never an empty 304', async () => {
    const { sync, replaceDb } = await syncing();
    await sync();
    const shifts = await db.shifts.count();
    const fresh = await openFieldDb(`conditional-sync-lost-${serial}`);
    replaceDb(fresh);
    try {
      const second = await sync();
      expect(second.summary).toMatchObject({ outcome: 'complete', failures: [] });
      // Asked with the tags main kept, refused by the window as not what it holds, read again in full.
      const bodies = single(second.asked).filter((e) => e.status === 200);
      expect(bodies.length).toBe(single(second.asked).filter((e) => e.status === 304).length);
      expect(bodies.every((e) => e.ifNoneMatch === null)).toBe(true);
      expect(await fresh.shifts.count()).toBe(shifts);
      expect((await fresh.syncSets.toArray()).every((s) => s.status === 'ok' && s.asOf !== undefined)).toBe(true);
    } finally {
      closeFieldDb(fresh);
      await deleteFieldDb(fresh.name);
    }
  });

  it('a server that sends no ETag is read in full every time, and a re-sync still writes 0 rows', async () => {
    const noTags: Answer = (res) => withHeaders(res, (h) => h.delete('etag'));
    const { sync } = await syncing(noTags);
    await sync();
    const second = await sync();
    expect(second.summary.outcome).toBe('complete');
    expect(second.asked.length).toBeGreaterThan(0);
    expect(second.asked.every((e) => e.ifNoneMatch === null && e.ifModifiedSince === null && e.status === 200)).toBe(true);
    expect(second.rowsWritten).toBe(0);
  });

  it('a server that sends Last-Modified instead is asked with If-Modified-Since', async () => {
    const stamp = 'Sun, 22 Nov 2026 15:00:00 GMT';
    // Such a server: no ETag, a Last-Modified on each read, 304 to a matching If-Modified-Since.
    const dated: Answer = (res, req) => {
      if (res.status !== 200) return withHeaders(res, (h) => h.delete('etag'));
      const status = req.get('if-modified-since') === stamp ? 304 : 200;
      return withHeaders(res, (h) => (h.delete('etag'), h.set('last-modified', stamp)), status);
    };
    const { sync } = await syncing(dated);
    await sync();
    const before = await asOfs();
    const second = await sync();
    expect(second.summary.outcome).toBe('complete');
    for (const e of single(second.asked)) expect(e, e.path).toMatchObject({ ifModifiedSince: stamp, ifNoneMatch: null, status: 304 });
    expect(second.rowsWritten).toBe(0);
    const shiftsKey = [...before.keys()].find((k) => k.startsWith('event-shifts:'))!;
    expect((await asOfs()).get(shiftsKey)! > before.get(shiftsKey)!).toBe(true);
  });
});
