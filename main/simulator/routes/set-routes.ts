/**
 * The routes of the synced sets whose rows carry the simulator's side (`served` in
 * main/core/sync/set-sources.ts): method and path from the set's operation row, the answer from
 * its row, drawn from a generator seeded for the set and owner, and an unknown owner answered
 * 404 the way the owner's own routes answer it. A new set over a new endpoint needs no route here.
 */
import { setShape, SET_KINDS, type SetKind, type SetShape } from '../../../preload/contract.js';
import { SET_SOURCES, type SetSource } from '../../core/sync/set-sources.js';
import { CODES } from '../codes.js';
import { COMPANY } from '../data/catalog.js';
import { param } from '../http.js';
import { Rng } from '../random.js';
import { byPathId, type Lookup } from './by-path-id.js';
import type { RouteDeps, RouteSpec } from './route.js';

/** A set as the simulator needs it: its kind, its row's shape (its owner) and its source row. */
export interface ServedSet {
  kind: string;
  shape: SetShape;
  source: Pick<SetSource<SetKind, never>, 'served'>;
}

/** The app's own sets. */
export const APP_SETS: readonly ServedSet[] = SET_KINDS.map((kind) => ({
  kind,
  shape: setShape(kind),
  source: SET_SOURCES[kind] as ServedSet['source'],
}));

export function setRoutes({ store }: RouteDeps, sets: readonly ServedSet[]): RouteSpec[] {
  const owners: Record<NonNullable<SetShape['owner']>, Lookup<unknown>> = {
    event: byPathId((id) => store.event(id), CODES.eventNotFound, 'Event'),
    worker: byPathId((id) => store.worker(id), CODES.workerNotFound, 'Worker'),
    client: byPathId((id) => store.client(id), CODES.clientNotFound, 'Client'),
  };
  return sets.flatMap(({ kind, shape, source: { served } }): RouteSpec[] => {
    if (!served) return [];
    return [
      {
        method: 'GET',
        path: served.operation.path,
        access: 'read',
        handle: (c) => {
          const ownerId = shape.owner ? param(c, 'id') : '';
          const owner = shape.owner && owners[shape.owner](c);
          if (owner instanceof Response) return owner;
          const rng = Rng.for(store.seed, `${kind}:${ownerId}`);
          return c.json(served.answer({ today: store.data.today, company: COMPANY, rng }, ownerId));
        },
      },
    ];
  });
}
