/**
 * How an event's client sees a crew member: banned, preferred, or nothing to say. The one
 * answer every screen shows for a worker × event pairing, from the synced client preferences.
 * A worker is matched by personnel id, the only id the preferences carry.
 */
import type { ClientPreference, StoredClient, StoredClientWorker } from '../../shared/db/rows';
import { m } from '../../../../preload/i18n';

export type Standing = Exclude<ClientPreference, 'normal'>;

export interface ClientStanding {
  standing: Standing;
  clientId: string;
  clientName: string;
  /** The words shown beside the icon: "Banned at Acme", "Preferred at Acme". */
  label: string;
}

/** The synced preferences and client names, looked up by pairing. */
export interface StandingIndex {
  preferenceOf: ReadonlyMap<string, ClientPreference>;
  nameOf: ReadonlyMap<string, string>;
}

const pairKey = (clientId: string, personnelId: string) => `${clientId}\u0000${personnelId}`;

export function standingIndex(rows: readonly StoredClientWorker[], clients: readonly StoredClient[]): StandingIndex {
  return {
    preferenceOf: new Map(rows.map((r) => [pairKey(r.clientId, r.personnelId), r.preference])),
    nameOf: new Map(clients.filter((c) => c.name).map((c) => [c.id, c.name])),
  };
}

/** A client by name when the client list gave one, else by id. */
export function clientName(index: StandingIndex, clientId: string): string {
  return index.nameOf.get(clientId) ?? m.clients_client_lower({ id: clientId });
}

export function standingAt(
  index: StandingIndex,
  worker: { personnelId: string } | undefined,
  event: { clientId: string } | undefined,
): ClientStanding | undefined {
  if (!worker?.personnelId || !event?.clientId) return undefined;
  const preference = index.preferenceOf.get(pairKey(event.clientId, worker.personnelId));
  if (preference !== 'banned' && preference !== 'preferred') return undefined;
  const name = clientName(index, event.clientId);
  return {
    standing: preference,
    clientId: event.clientId,
    clientName: name,
    label: preference === 'banned' ? m.clients_banned_at({ client: name }) : m.clients_preferred_at({ client: name }),
  };
}
