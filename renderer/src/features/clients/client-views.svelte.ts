/**
 * The clients room's live reads for the components that show them (ClientsScreen, CrewAtClient,
 * WorkerAtClients), and who in them a client has banned or prefers. Construct each while a
 * component initialises: its live query runs in that component's effects, and restarts when the
 * followed events, the crew or the id the getter gives change.
 */
import type { StoredEvent, StoredWorker } from '../../shared/db/rows';
import type { ConnectionState } from '../../shared/state/connection.svelte';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import {
  eventClientView,
  knownClients,
  workerClientsView,
  type EventClientView,
  type KnownClient,
  type WorkerClientsView,
} from './client-queries';
import { standingAt, type ClientStanding } from './client-standing';

/** The clients known on this computer, from the client list and the followed events. */
export function liveKnownClients(connection: ConnectionState): LiveQuery<KnownClient[]> {
  const followed = $derived(connection.settings?.followedEventIds ?? []);
  return new LiveQuery<KnownClient[]>(() => {
    const db = connection.db;
    if (!db) return undefined;
    const ids = [...followed];
    return () => knownClients(db, ids);
  });
}

export function liveEventClientView(connection: ConnectionState, eventId: () => string): LiveQuery<EventClientView> {
  const crewIds = $derived(connection.settings?.crewWorkerIds ?? []);
  return new LiveQuery<EventClientView>(() => {
    const db = connection.db;
    if (!db) return undefined;
    const id = eventId();
    const ids = [...crewIds];
    return () => eventClientView(db, id, ids);
  });
}

export function liveWorkerClientsView(connection: ConnectionState, workerId: () => string): LiveQuery<WorkerClientsView> {
  const followed = $derived(connection.settings?.followedEventIds ?? []);
  return new LiveQuery<WorkerClientsView>(() => {
    const db = connection.db;
    if (!db) return undefined;
    const id = workerId();
    const ids = [...followed];
    return () => workerClientsView(db, id, ids);
  });
}

/** The crew workers the event's client has banned or prefers, the banned first. */
export function flaggedCrew(view: EventClientView | undefined): { worker: StoredWorker; standing: ClientStanding }[] {
  if (!view) return [];
  return (
    view.crew
      .flatMap((worker) => {
        const standing = standingAt(view.index, worker, view.event);
        return standing ? [{ worker, standing }] : [];
      })
      // Banned first: that is the one that must not be missed.
      .sort((a, b) => Number(b.standing.standing === 'banned') - Number(a.standing.standing === 'banned'))
  );
}

/** The followed events whose client has banned or prefers the worker, in the order followed. */
export function workerStandings(view: WorkerClientsView | undefined): { event: StoredEvent; standing: ClientStanding }[] {
  if (!view) return [];
  return view.events.flatMap((event) => {
    const standing = standingAt(view.index, view.worker, event);
    return standing ? [{ event, standing }] : [];
  });
}
