/**
 * A sync failure as a supervisor reads it: which event or worker, what happened, what to do.
 * Main reports each failed item by its label ("Shifts of event 42") and a code: the API's own
 * code when the server sent one (ATH-100, CMP-1000, WRK-100 …), else the kind of failure
 * (network, timeout, server …). The code itself stays available for support.
 */
import type { SyncFailure } from '../../../preload/contract';

export interface FailureSubject {
  /** Set when the item belongs to one event or worker, so the screen can name it. */
  eventId?: string;
  workerId?: string;
  /** What of it: "shifts", "admins", "tags", or a list ("the event list"). */
  part: string;
}

const SUBJECTS: [RegExp, (id: string) => FailureSubject][] = [
  [/^Shifts of event (.+)$/, (id) => ({ eventId: id, part: 'shifts' })],
  [/^Admins of event (.+)$/, (id) => ({ eventId: id, part: 'admins' })],
  [/^Tags of worker (.+)$/, (id) => ({ workerId: id, part: 'tags' })],
  [/^Worker preferences of client (.+)$/, (id) => ({ part: `the banned and preferred workers of client ${id}` })],
];

const LISTS: Record<string, string> = {
  'Event list': 'the list of events to follow',
  'Worker list': 'the list of workers',
  'Orderable items': 'the items workers can order',
  'HR contacts': 'the HR contacts',
  'Client list': 'the list of clients',
  Tasks: 'the task list',
};

export function failureSubject(item: string): FailureSubject {
  for (const [pattern, subject] of SUBJECTS) {
    const m = pattern.exec(item);
    if (m?.[1]) return subject(m[1]);
  }
  return { part: LISTS[item] ?? item };
}

interface Meaning {
  happened: string;
  todo: string;
}

const RETRY = 'Nothing to do now: the next sync tries again, and what you see stays as last synced.';

const MEANINGS: Record<string, Meaning> = {
  'ATH-100': { happened: 'The server refused the API key.', todo: 'Enter the key again (Settings, Connection).' },
  'auth-required': { happened: 'No API key is available.', todo: 'Connect with your key (Settings, Connection).' },
  auth: { happened: 'The server refused the API key.', todo: 'Enter the key again (Settings, Connection).' },
  'CMP-1000': {
    happened: 'This API key is not allowed to read it.',
    todo: 'Ask the office for a key with access to it.',
  },
  permission: {
    happened: 'This API key is not allowed to read it.',
    todo: 'Ask the office for a key with access to it.',
  },
  'WRK-100': {
    happened: 'The server does not know this worker.',
    todo: 'Ask the office whether the worker was removed; if so, take them off your crew.',
  },
  'CLT-100': {
    happened: 'The server does not know this client.',
    todo: 'Ask the office whether the client was removed; its banned and preferred workers stay as last synced.',
  },
  'not-found': {
    happened: 'The server does not know it any more.',
    todo: 'Ask the office whether it was removed; if so, stop following it.',
  },
  network: { happened: 'The server could not be reached.', todo: `${RETRY} Check the network if it keeps failing.` },
  timeout: { happened: 'The server did not answer in time.', todo: RETRY },
  'rate-limited': { happened: 'The server asked the app to slow down.', todo: RETRY },
  server: { happened: 'The server had a problem of its own.', todo: `${RETRY} If it keeps failing, tell the office.` },
  offline: { happened: 'This computer was offline.', todo: 'Nothing to do: the sync runs when the network is back.' },
  'bad-response': {
    happened: 'The server sent an answer the app could not read.',
    todo: 'The old data is kept. If it keeps failing, tell support the code below.',
  },
  'invalid-request': {
    happened: 'The server refused the request.',
    todo: 'The old data is kept. If it keeps failing, tell support the code below.',
  },
  internal: {
    happened: 'The app could not store what the server sent.',
    todo: 'The old data is kept. Try “Sync now” again; if it keeps failing, tell support the code below.',
  },
};

/** Codes the reference does not list by name, read by their family: 500s and "invalid" 900s. */
function familyOf(code: string): string {
  if (/-5\d\d$/.test(code) || /-1100$/.test(code)) return 'server';
  return 'invalid-request';
}

export function failureMeaning(failure: SyncFailure): Meaning {
  return MEANINGS[failure.code] ?? MEANINGS[familyOf(failure.code)]!;
}
