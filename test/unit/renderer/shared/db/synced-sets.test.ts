// A synced set is one row of preload/synced-sets.ts: every table derived from it (main's sources,
// the plan, the renderer's schema and apply rules) has the row's kind, and a set added by a row
// flows through the plan, its normalisation and the store with no other code.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallOptions, WorkforceClient } from '../../../../../main/core/api/client';
import { clientItemsFor, planSync } from '../../../../../main/core/sync/plan';
import { SET_SOURCES, setItemOf, type FetchContext, type SetSource } from '../../../../../main/core/sync/set-sources';
import {
  OWNER_FIELDS,
  SET_KINDS,
  setShape,
  SYNCED_SETS,
  type SetKind,
  type SetShape,
  type SyncBatch,
} from '../../../../../preload/contract';
import { plainApply, tablesFor } from '../../../../../renderer/src/shared/db/apply-batch-kinds';
import { applyBatches } from '../../../../../renderer/src/shared/db/apply-batch';
import {
  FieldDb,
  LATEST_STORES,
  SCHEMA_VERSION,
  VERSION_STORES,
  withSetTables,
} from '../../../../../renderer/src/shared/db/schema';
import { freshDb } from './helpers';

const kindOfKey = (key: string) => key.split(':')[0];

describe('every table derived from the synced sets has every kind', () => {
  it('main has one source per set, and no other', () => {
    expect(Object.keys(SET_SOURCES).sort()).toEqual([...SET_KINDS].sort());
  });

  it('one sync plans every set: the company-wide once, the owned per followed event, crew worker and client', () => {
    const items = [
      ...planSync({ followedEventIds: ['e1'], crewWorkerIds: ['w1'], missingDiscovery: new Set(), today: '2026-07-01' }),
      ...clientItemsFor(['c1']),
    ];
    expect(new Set(items.map((item) => kindOfKey(item.key)))).toEqual(new Set(SET_KINDS));
    for (const item of items) {
      const owner = setShape(kindOfKey(item.key) as SetKind).owner;
      expect(item.key, item.label).toBe(owner ? `${kindOfKey(item.key)}:${owner[0]}1` : kindOfKey(item.key));
    }
  });

  it("the renderer's schema has each set's table, keyed by its owner when it has one", async () => {
    const { db } = await freshDb();
    for (const kind of SET_KINDS) {
      const { owner, table } = setShape(kind);
      expect(db.tables.map((t) => t.name), kind).toContain(table);
      if (owner) expect(String(db.table(table).schema.primKey.keyPath), kind).toContain(OWNER_FIELDS[owner]);
    }
  });

  it("the schema declares each set's table as its row says: its key and indexes", () => {
    for (const kind of SET_KINDS) {
      const { table, store, since } = setShape(kind);
      expect(LATEST_STORES[table], kind).toBe(store);
      expect(VERSION_STORES[since - 1]?.[table], kind).toBeDefined();
      for (const earlier of VERSION_STORES.slice(0, since - 1)) expect(earlier[table], kind).toBeUndefined();
    }
  });

  it("a set's batch is applied in one transaction over its table and its bookkeeping", async () => {
    const { db } = await freshDb();
    for (const kind of SET_KINDS) {
      const names = tablesFor(db, [{ kind } as SyncBatch]).map((t) => t.name);
      expect(names, kind).toEqual(expect.arrayContaining([setShape(kind).table, 'syncSets']));
    }
  });
});

// Users' databases upgrade cleanly only if no published version changes what it declared.
describe('the published versions, now that the sets declare their own tables', () => {
  it('each version declares exactly what it did when it was published', () => {
    expect(VERSION_STORES).toEqual([
      {
        events: 'id, date',
        shifts: '[eventId+id], eventId, [eventId+startTime]',
        admins: '[eventId+id], eventId',
        workers: 'id',
        workerTags: '[workerId+id], workerId, text',
        orderables: 'id',
        syncSets: 'key, kind',
        eventAggregates: 'eventId',
        outbox: 'localId, state, createdAt, [state+createdAt]',
      },
      { shifts: '[eventId+id], [eventId+startTime]', admins: '[eventId+id]', workerTags: '[workerId+id]' },
      {},
      { hrContacts: 'id' },
      { tasks: 'id' },
      { workerHours: 'workerId' },
      {
        clients: 'id',
        clientWorkers: '[clientId+personnelId]',
        clientOrderPages: '[clientId+itemsPerPage+page]',
        clientDocuments: '[clientId+documentId]',
      },
      {
        outbox: 'localId, state, createdAt, [state+createdAt], [templateId+requirementId]',
        requirements: '[templateId+requirementId]',
      },
      { firedAlerts: 'id, firedAt' },
      { shiftChanges: '[eventId+asOf+shiftId], recordedAt', eventLooks: 'eventId' },
      { recentlyOpened: '[kind+key], [kind+openedAt]' },
      { outbox: 'localId, state, createdAt, [state+createdAt], [templateId+requirementId], workerId' },
      {},
      { fillReadings: '[eventId+at], at' },
    ]);
    expect(SCHEMA_VERSION).toBe(14);
  });
});

// --- A set that exists only here: one row of each table, nothing else ------------------------

interface ApiNote {
  note_id: number;
  body?: string;
}
interface StoredNote {
  id: string;
  text: string;
}

const NOTES = 'notes' as SetKind;
const NOTES_SHAPE: SetShape = { table: 'notes', store: 'id', since: SCHEMA_VERSION + 1, rows: 'notes' };
const NOTES_SOURCE = {
  label: () => 'Office notes',
  fetch: async (c: WorkforceClient & { notes(call: CallOptions): Promise<ApiNote[]> }, call: CallOptions) => ({
    notes: await c.notes(call),
  }),
  normalise: (api: { notes: ApiNote[] }) => ({
    notes: api.notes.map((n): StoredNote => ({ id: String(n.note_id), text: (n.body ?? '').trim() })),
  }),
} as unknown as SetSource<SetKind, object>;

/** The schema with the set's table, derived from its row alone. */
const WITH_NOTES = withSetTables([], [...SET_KINDS.map(setShape), NOTES_SHAPE]);
class FieldDbWithNotes extends FieldDb {
  constructor(name: string) {
    super(name);
    this.version(SCHEMA_VERSION + 1).stores(WITH_NOTES[SCHEMA_VERSION]!.stores);
  }
}

const opened: FieldDb[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

describe('a set added by one row of each table', () => {
  it('its row alone gives the schema a version that adds its table', () => {
    expect(WITH_NOTES).toHaveLength(SCHEMA_VERSION + 1);
    expect(WITH_NOTES[SCHEMA_VERSION]!.stores).toEqual({ notes: 'id' });
  });

  it('is fetched by its item, normalised and stored whole, and a re-sync of the same rows writes nothing', async () => {
    const context: FetchContext = { workers: async () => [], uuidOf: async () => '', today: '2026-07-01' };
    const item = setItemOf(NOTES, '', context, NOTES_SOURCE);
    expect(item).toMatchObject({ key: 'notes', label: 'Office notes' });

    const server = [{ note_id: 1, body: ' Gate B closed ' }, { note_id: 2 }];
    const client = { notes: async () => server } as unknown as WorkforceClient;
    const body = await item.fetch(client, {});
    expect(body).toEqual({ kind: 'notes', notes: server });

    const batch = {
      kind: NOTES,
      batchId: 'b1',
      asOf: '2026-07-01T10:00:00.000Z',
      ...NOTES_SOURCE.normalise(body as unknown as { notes: ApiNote[] }),
    } as unknown as SyncBatch;
    const db = new FieldDbWithNotes(`notes-${Date.now()}-${Math.random().toString(36).slice(2)}`);
    opened.push(db);
    await db.open();
    const apply = plainApply(NOTES, NOTES_SHAPE);
    const write = () => db.transaction('rw', [db.table('notes'), db.syncSets], () => apply(db, batch as never, new Date()));

    expect(await write()).toBe(2);
    expect(await db.table('notes').toArray()).toEqual([
      { id: '1', text: 'Gate B closed' },
      { id: '2', text: '' },
    ]);
    expect(await db.syncSets.get('notes')).toMatchObject({ kind: 'notes', status: 'ok', rows: 2 });
    expect(await write()).toBe(0);
  });

  it("an owned set's row is enough to replace one owner's rows and clear its not-found mark", async () => {
    const { db } = await freshDb();
    // The admins are a plain owned set: no rule of their own, only their row.
    expect(SYNCED_SETS['event-admins']).toEqual({ owner: 'event', table: 'admins', store: '[eventId+id]', since: 1, rows: 'admins' });
    await db.events.put({ id: 'e1', name: 'Gala', date: '2026-07-01', venue: '', city: '', clientId: '', notFound: true });
    const admins = (ids: string[]) =>
      ({
        kind: 'event-admins',
        batchId: ids.join(),
        asOf: '2026-07-01T10:00:00.000Z',
        eventId: 'e1',
        admins: ids.map((id) => ({ eventId: 'e1', id, name: `Admin ${id}`, email: '' })),
      }) as SyncBatch;
    await applyBatches(db, [admins(['a1', 'a2'])]);
    await applyBatches(db, [admins(['a2'])]);
    expect((await db.admins.toArray()).map((a) => a.id)).toEqual(['a2']);
    expect((await db.events.get('e1'))?.notFound).toBe(false);
  });
});

describe("docs/architecture.md's recipe for a synced set", () => {
  const doc = readFileSync('docs/architecture.md', 'utf8');
  const recipe = doc.slice(doc.indexOf('**Add a synced set.**'), doc.indexOf('**Add a setting.**'));
  const named = new Set([...recipe.matchAll(/`((?:main|preload|renderer)\/[\w./-]+\.ts)`/g)].map((m) => m[1]));

  it('names files that exist', () => {
    expect(named.size).toBeGreaterThan(0);
    for (const file of named) expect(() => readFileSync(file!), file).not.toThrow();
  });

  it('names every file of the sync that names a set applied by its row alone (the orderables)', () => {
    const naming = execFileSync('git', ['grep', '-l', "'orderables'", '--', 'main/core/sync', 'preload', 'renderer/src/shared/db'], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    expect(naming.length).toBeLessThanOrEqual(4);
    for (const file of naming) expect(named, file).toContain(file);
  });
});
