// A synced set is one row of preload/synced-sets.ts: every table derived from it (main's sources,
// the plan, the renderer's schema and apply rules) has the row's kind, and a set added by a row
// flows through the plan, its normalisation and the store with no other code.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createClient, type CallOptions, type WorkforceClient } from '../../../../../main/core/api/client';
import type { Id, Operation } from '../../../../../main/core/api/operations';
import { DEFAULT_PROFILE, type ApiPathName } from '../../../../../main/core/api/profile';
import { clientItemsFor, planSync } from '../../../../../main/core/sync/plan';
import {
  SET_SOURCES,
  setItemOf,
  type FetchContext,
  type ServedWorld,
  type SetSource,
} from '../../../../../main/core/sync/set-sources';
import { APP_SETS } from '../../../../../main/simulator/routes/set-routes';
import { startSimulator, type SimulatorHandle } from '../../../../../main/simulator/server';
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

// --- A set over a new endpoint that exists only here: one row in each of the five files ------
// Nothing else is written for it: the client's call, the simulator's route and data, the sync
// item, the schema's table and its apply rule are all derived from these rows.

// preload/rows.ts: its stored row.
interface StoredNote {
  eventId: string;
  id: string;
  text: string;
}

// preload/api-profile-schema.ts: its path, one entry of DEFAULT_PATHS.
const NOTES_PATH = { notes: '/events/{id}/notes' };

// main/core/api/operations.ts: its operation row, with its answer's schema.
const apiNoteSchema = z.object({ note_id: z.number().int(), body: z.string().optional() });
type ApiNote = z.infer<typeof apiNoteSchema>;
const NOTES_OP: Operation<{ id: Id }, ApiNote[]> = {
  method: 'GET',
  path: 'notes' as ApiPathName,
  ids: ({ id }) => ({ id: { id, what: 'The event id' } }),
  response: z.array(apiNoteSchema),
  retry: 'backoff',
  what: ({ id }) => `the notes of event ${id}`,
};

// preload/synced-sets.ts: its set row.
const NOTES = 'notes' as SetKind;
const NOTES_SHAPE: SetShape = { owner: 'event', table: 'notes', store: '[eventId+id]', since: SCHEMA_VERSION + 1, rows: 'notes' };

// main/core/sync/set-sources.ts: its source row, with what the simulator answers.
const NOTES_SOURCE = {
  label: (eventId: string) => `Notes of event ${eventId}`,
  marksOwner: true,
  fetch: async (c: WorkforceClient, call: CallOptions, eventId: string) => ({
    eventId,
    notes: await c.call(NOTES_OP, { id: eventId }, call),
  }),
  normalise: (api: { eventId: string; notes: ApiNote[] }) => ({
    eventId: api.eventId,
    notes: api.notes.map((n): StoredNote => ({ eventId: api.eventId, id: String(n.note_id), text: (n.body ?? '').trim() })),
  }),
  served: {
    operation: NOTES_OP,
    answer: ({ rng }: ServedWorld, eventId: string): ApiNote[] => [
      { note_id: 1, body: ` Gate ${rng.pick(['A', 'B', 'C'])} closed at event ${eventId} ` },
      { note_id: 2 },
    ],
  },
} satisfies SetSource<SetKind, { eventId: string; notes: ApiNote[] }> as unknown as SetSource<SetKind, object>;

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

describe('a set over a new endpoint, added by one row in each of five files', () => {
  const profile = { ...DEFAULT_PROFILE, paths: { ...DEFAULT_PROFILE.paths, ...NOTES_PATH } };
  let sim: SimulatorHandle;
  beforeAll(async () => {
    sim = await startSimulator({
      apiKey: 'notes-key',
      seed: 7,
      today: '2026-07-01',
      profile,
      sets: [...APP_SETS, { kind: NOTES, shape: NOTES_SHAPE, source: NOTES_SOURCE }],
    });
  });
  afterAll(() => sim.close());
  const client = () => createClient({ baseUrl: sim.url, apiKey: sim.apiKey, profile, retry: { retries: 0 } });
  const context: FetchContext = { workers: async () => [], uuidOf: async () => '', today: '2026-07-01' };

  it('its row alone gives the schema a version that adds its table', () => {
    expect(WITH_NOTES).toHaveLength(SCHEMA_VERSION + 1);
    expect(WITH_NOTES[SCHEMA_VERSION]!.stores).toEqual({ notes: '[eventId+id]' });
  });

  it('is served by the simulator, fetched by its item, stored for its event, and a re-sync writes nothing', async () => {
    const eventId = sim.store.data.events[0]!.summary.id;
    const item = setItemOf(NOTES, eventId, context, NOTES_SOURCE);
    expect(item).toMatchObject({ key: `notes:${eventId}`, label: `Notes of event ${eventId}`, marksOwner: true });

    const body = await item.fetch(client(), {});
    const served = (body as unknown as { notes: ApiNote[] }).notes;
    expect(body).toEqual({ kind: 'notes', eventId, notes: [{ note_id: 1, body: expect.stringMatching(/^ Gate [ABC] closed/) }, { note_id: 2 }] });
    // The same seed, the same data: a second read is the same answer.
    expect(await item.fetch(client(), {})).toEqual(body);

    const batch = {
      kind: NOTES,
      batchId: 'b1',
      asOf: '2026-07-01T10:00:00.000Z',
      ...NOTES_SOURCE.normalise(body as never),
    } as unknown as SyncBatch;
    const db = new FieldDbWithNotes(`notes-${Date.now()}-${Math.random().toString(36).slice(2)}`);
    opened.push(db);
    await db.open();
    const apply = plainApply(NOTES, NOTES_SHAPE);
    const write = () =>
      db.transaction('rw', [db.table('notes'), db.syncSets, db.events], () => apply(db, batch as never, new Date()));

    expect(await write()).toBe(2);
    expect(await db.table('notes').toArray()).toEqual([
      { eventId, id: '1', text: served[0]!.body!.trim() },
      { eventId, id: '2', text: '' },
    ]);
    expect(await db.syncSets.get(`notes:${eventId}`)).toMatchObject({ kind: 'notes', status: 'ok', rows: 2 });
    expect(await write()).toBe(0);
  });

  it("an event the server does not know is its own route's 404, as the event's other routes answer", async () => {
    const item = setItemOf(NOTES, '999999', context, NOTES_SOURCE);
    await expect(item.fetch(client(), {})).rejects.toMatchObject({ kind: 'not-found', code: 'EVT-100' });
  });

  it('without its row in the simulator there is no route: the route comes from the row, not from other code', async () => {
    const bare = await startSimulator({ apiKey: 'notes-key', seed: 7, today: '2026-07-01', profile });
    try {
      const call = createClient({ baseUrl: bare.url, apiKey: bare.apiKey, profile, retry: { retries: 0 } }).call(
        NOTES_OP,
        { id: sim.store.data.events[0]!.summary.id },
      );
      await expect(call).rejects.toMatchObject({ kind: 'not-found', code: 'API-404' });
    } finally {
      await bare.close();
    }
  });
});

describe('every set the simulator serves from its row', () => {
  it('is a set of the app, over a GET of the profile, and the HR contacts are one', () => {
    const served = APP_SETS.filter((set) => set.source.served).map((set) => set.kind);
    expect(served).toContain('hr-contacts');
    for (const { kind, source } of APP_SETS) {
      if (!source.served) continue;
      expect(SET_KINDS, kind).toContain(kind);
      expect(source.served.operation.method, kind).toBe('GET');
      expect(DEFAULT_PROFILE.paths[source.served.operation.path], kind).toMatch(/^\//);
    }
  });
});

describe('the sets applied by their rows alone', () => {
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
