/** The HR contacts as the panel lists them, live; construct it while a component initialises. */
import type { ConnectionState } from '../../shared/state/connection.svelte';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { hrContactsView, type HrContactsView } from './hr-contacts-queries';

export function liveHrContacts(connection: ConnectionState): LiveQuery<HrContactsView> {
  return new LiveQuery<HrContactsView>(() => {
    const db = connection.db;
    return db ? () => hrContactsView(db) : undefined;
  });
}
