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
  return { part: ownEntry(LISTS, item) ?? item };
}

interface Meaning {
  happened: string;
  todo: string;
}

const RETRY = 'Nothing to do now: the next sync tries again, and what you see stays as last synced.';
const KEY_AGAIN = 'Enter the key again (Settings, Connection).';
const ASK_ACCESS = 'Ask the office for a key with access to it.';
const TELL_SUPPORT = 'The old data is kept. If it keeps failing, tell support the code below.';

/** What to do, by API code or kind; what happened is the contract's words for it. */
const TODO: Record<string, string> = {
  'ATH-100': KEY_AGAIN,
  auth: KEY_AGAIN,
  'CMP-1000': ASK_ACCESS,
  permission: ASK_ACCESS,
  'WRK-100': 'Ask the office whether the worker was removed; if so, take them off your crew.',
  'CLT-100': 'Ask the office whether the client was removed; its banned and preferred workers stay as last synced.',
  'not-found': 'Ask the office whether it was removed; if so, stop following it.',
  network: `${RETRY} Check the network if it keeps failing.`,
  timeout: RETRY,
  'rate-limited': RETRY,
  server: `${RETRY} If it keeps failing, tell the office.`,
  'bad-response': TELL_SUPPORT,
  'invalid-request': TELL_SUPPORT,
};

/** Failures of the app's own, not of the API, with their own words. */
const APP_MEANINGS: Record<string, Meaning> = {
  'auth-required': { happened: 'No API key is available.', todo: 'Connect with your key (Settings, Connection).' },
  offline: { happened: 'This computer was offline.', todo: 'Nothing to do: the sync runs when the network is back.' },
  'disk-full': {
    happened: 'The disk is full (or this profile has no storage left): the sync stopped and saved nothing.',
    todo: 'The old data is kept. Free some space, then “Sync now”.',
  },
  'not-stored': {
    happened: 'The app could not store what the server sent.',
    todo: 'The old data is kept. Try “Sync now” again.',
  },
  internal: {
    happened: 'The app could not store what the server sent.',
    todo: 'The old data is kept. Try “Sync now” again; if it keeps failing, tell support the code below.',
  },
};

/** Codes without words or advice of their own are read by their family: 500s and "invalid" 900s. */
function familyOf(code: string): ApiErrorKind {
  if (/-5\d\d$/.test(code) || /-1100$/.test(code)) return 'server';
  return 'invalid-request';
}

export function failureMeaning(failure: SyncFailure): Meaning {
  const own = ownEntry(APP_MEANINGS, failure.code);
  if (own) return own;
  const family = familyOf(failure.code);
  return {
    happened: apiErrorWords(failure.code) ?? API_KIND_WORDS[family],
    todo: ownEntry(TODO, failure.code) ?? TODO[family]!,
  };
}
