import { describe, expect, it } from 'vitest';
import { applyBatch } from '../../../../../renderer/src/shared/db/apply-batch';
import { eventClientView, knownClients, workerClientsView } from '../../../../../renderer/src/features/clients/client-queries';
import { standingAt } from '../../../../../renderer/src/features/clients/client-standing';
import { batch, freshDb } from '../../shared/db/helpers';

async function seeded() {
  const { db } = await freshDb();
  await applyBatch(
    db,
    batch({
      kind: 'events',
      events: [
        { id: 'e1', name: 'Gala', date: '2026-07-01', client_id: '201' },
        { id: 'e2', name: 'Match', date: '2026-07-02', client_id: '202' },
        { id: 'e3', name: 'Expo', date: '2026-07-03', client_id: '203' },
        { id: 'e4', name: 'Fair', date: '2026-07-04' },
      ],
    }),
  );
  await applyBatch(
    db,
    batch({
      kind: 'workers',
      workers: [
        { id: 'w1', name_first: 'Ana', personnel_id: 'P1' },
        { id: 'w2', name_first: 'Ben', personnel_id: 'P2' },
        { id: 'w3', name_first: 'Cy' },
      ],
    }),
  );
  await applyBatch(
    db,
    batch({
      kind: 'clients',
      clients: [
        { id: '201', client_name: 'Golden Gate' },
        { id: '209', client_name: 'Aardvark Events' },
      ],
    }),
  );
  const lists = (banned: string[], preferred: string[]) => ({
    preferred: preferred.map((personnel_id) => ({ personnel_id })),
    normal: [],
    banned: banned.map((personnel_id) => ({ personnel_id })),
  });
  await applyBatch(db, batch({ kind: 'client-workers', clientId: '201', lists: lists(['P1'], ['P2']) }));
  await applyBatch(db, batch({ kind: 'client-workers', clientId: '202', lists: lists(['P2'], []) }));
  return db;
}

describe('client queries', () => {
  it('an event shows its client’s view of the crew', async () => {
    const db = await seeded();
    const view = await eventClientView(db, 'e1', ['w1', 'w2', 'w3', 'w-unknown']);
    expect(view.crew.map((w) => w.id)).toEqual(['w1', 'w2', 'w3']);
    expect(view.set).toMatchObject({ key: 'client-workers:201', status: 'ok' });
    expect(view.crew.map((w) => standingAt(view.index, w, view.event)?.label)).toEqual([
      'Banned at Golden Gate',
      'Preferred at Golden Gate',
      undefined,
    ]);
    // An event whose client's preferences were never synced has no set, so the screen says so.
    expect((await eventClientView(db, 'e3', ['w1'])).set).toBeUndefined();
  });

  it('a worker shows each followed event whose client flags them', async () => {
    const db = await seeded();
    const view = await workerClientsView(db, 'w2', ['e1', 'e2', 'e3', 'e4']);
    expect(view.events.map((e) => [e.id, standingAt(view.index, view.worker, e)?.label])).toEqual([
      ['e1', 'Preferred at Golden Gate'],
      ['e2', 'Banned at client 202'],
      ['e3', undefined],
      ['e4', undefined],
    ]);
  });

  it('lists the clients of followed events first, then the rest of the client list by name', async () => {
    const db = await seeded();
    expect(await knownClients(db, ['e2', 'e1', 'e4'])).toEqual([
      { id: '201', name: 'Golden Gate', followedEvents: 1 },
      { id: '202', name: '', followedEvents: 1 },
      { id: '209', name: 'Aardvark Events', followedEvents: 0 },
    ]);
  });
});
