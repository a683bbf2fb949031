/**
 * A sync failure as a supervisor reads it: which event or worker, what happened, what to do.
 * Main reports each failed item by its label ("Shifts of event 42") and a code: the API's own
 * code when the server sent one (ATH-100, CMP-1000, WRK-100 …), else the kind of failure
 * (network, timeout, server …). The code itself stays available for support.
 */
import {
  API_KIND_WORDS,
  apiErrorWords,
  ownEntry,
  type ApiErrorKind,
  type SyncFailure,
} from '../../../preload/contract';
import { m } from '../../../preload/i18n';

export interface FailureSubject {
  /** Set when the item belongs to one event or worker, so the screen can name it. */
  eventId?: string;
  workerId?: string;
  /** What of it ("Shifts"), or the whole subject in words ("The list of events to follow"). */
  part: string;
}

// Main's plan labels its items in one fixed form (main/core/sync/set-sources.ts): read, never shown.
const SUBJECTS: [RegExp, (id: string) => FailureSubject][] = [
  [/^Shifts of event (.+)$/, (id) => ({ eventId: id, part: m.sync_failure_shifts() })],
  [/^Admins of event (.+)$/, (id) => ({ eventId: id, part: m.sync_failure_admins() })],
  [/^Tags of worker (.+)$/, (id) => ({ workerId: id, part: m.sync_failure_tags() })],
  [/^Hours of worker (.+)$/, (id) => ({ workerId: id, part: m.sync_failure_hours() })],
  [/^Worker preferences of client (.+)$/, (id) => ({ part: m.sync_failure_client_preferences({ id }) })],
  [/^Status of order (.+)$/, (id) => ({ part: m.sync_failure_order_status({ id }) })],
];

const LISTS: Record<string, () => string> = {
  'Event list': m.sync_failure_event_list,
  'Worker list': m.sync_failure_worker_list,
  'Orderable items': m.sync_failure_orderables,
  'HR contacts': m.sync_failure_hr_contacts,
  'Client list': m.sync_failure_client_list,
  Tasks: m.sync_failure_tasks,
};

export function failureSubject(item: string): FailureSubject {
  for (const [pattern, subject] of SUBJECTS) {
    const found = pattern.exec(item);
    if (found?.[1]) return subject(found[1]);
  }
  return { part: ownEntry(LISTS, item)?.() ?? item };
}

/** "Shifts of Harvest Fair (event 42)", or the list's words; `names` by "event:42" / "worker:7". */
export function subjectWords(subject: FailureSubject, names: Readonly<Record<string, string>>): string {
  const { eventId, workerId, part } = subject;
  if (eventId) {
    const name = names[`event:${eventId}`];
    const owner = name ? m.sync_failure_event_named({ name, id: eventId }) : m.sync_failure_event({ id: eventId });
    return m.sync_failure_part_of({ part, owner });
  }
  if (workerId) {
    const name = names[`worker:${workerId}`];
    const owner = name ? m.sync_failure_worker_named({ name, id: workerId }) : m.sync_failure_worker({ id: workerId });
    return m.sync_failure_part_of({ part, owner });
  }
  return part;
}

interface Meaning {
  happened: string;
  todo: string;
}

/** What to do, by API code or kind; what happened is the contract's words for it. */
const TODO: Record<string, () => string> = {
  'ATH-100': m.sync_failure_key_again,
  auth: m.sync_failure_key_again,
  'CMP-1000': m.sync_failure_ask_access,
  permission: m.sync_failure_ask_access,
  'WRK-100': m.sync_failure_worker_removed,
  'CLT-100': m.sync_failure_client_removed,
  'not-found': m.sync_failure_removed,
  network: m.sync_failure_retry_network,
  timeout: m.sync_failure_retry,
  'rate-limited': m.sync_failure_retry,
  server: m.sync_failure_retry_server,
  'bad-response': m.sync_failure_tell_support,
  'invalid-request': m.sync_failure_tell_support,
};

/** Failures of the app's own, not of the API, with their own words. */
const APP_MEANINGS: Record<string, () => Meaning> = {
  'auth-required': () => ({ happened: m.sync_failure_no_key(), todo: m.sync_failure_connect() }),
  offline: () => ({ happened: m.sync_failure_offline(), todo: m.sync_failure_offline_todo() }),
  'disk-full': () => ({ happened: m.sync_failure_disk_full(), todo: m.sync_failure_disk_full_todo() }),
  'not-stored': () => ({ happened: m.sync_failure_not_stored(), todo: m.sync_failure_not_stored_todo() }),
  internal: () => ({ happened: m.sync_failure_not_stored(), todo: m.sync_failure_internal_todo() }),
};

/** Codes without words or advice of their own are read by their family: 500s and "invalid" 900s. */
function familyOf(code: string): ApiErrorKind {
  if (/-5\d\d$/.test(code) || /-1100$/.test(code)) return 'server';
  return 'invalid-request';
}

export function failureMeaning(failure: SyncFailure): Meaning {
  const own = ownEntry(APP_MEANINGS, failure.code);
  if (own) return own();
  const family = familyOf(failure.code);
  return {
    happened: apiErrorWords(failure.code) ?? API_KIND_WORDS[family],
    todo: (ownEntry(TODO, failure.code) ?? TODO[family]!)(),
  };
}
