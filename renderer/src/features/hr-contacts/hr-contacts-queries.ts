/** The HR contacts panel's read (the sign-in sheet prints the same list). */
import type { StoredHrContact, StoredSyncSet } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';
import { setKey } from '../../../../preload/contract';

/** The default contact first (the one to call), then the others by name. */
export function defaultContactFirst(a: StoredHrContact, b: StoredHrContact): number {
  return Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

export interface HrContactsView {
  contacts: StoredHrContact[];
  /** Undefined until a sync has stored them once. */
  set: StoredSyncSet | undefined;
}

/** The stored HR contacts in the order the panel lists them, with when the server last gave them. */
export function hrContactsView(db: FieldDb): Promise<HrContactsView> {
  return db.transaction('r', [db.hrContacts, db.syncSets], async () => {
    const [contacts, set] = await Promise.all([db.hrContacts.toArray(), db.syncSets.get(setKey('hr-contacts'))]);
    return { contacts: contacts.sort(defaultContactFirst), set };
  });
}
