/**
 * Failures of the Office calls (integration, regenerate, audit log) in words a supervisor can
 * act on. The code and main's own message stay for a "Details for support" disclosure.
 */
import { API_CODE_WORDS, API_KIND_WORDS, ownEntry } from '../../../../preload/contract';
import { BridgeError } from '../../shared/bridge';

export interface OfficeProblem {
  title: string;
  advice: string;
  /** The API's code (CMP-1000 …) or the kind of failure (network …), when known. */
  code: string | undefined;
  /** Main's message, for support. */
  detail: string;
}

interface Words {
  title: string;
  advice: string;
}

const RETRY = 'Try again in a minute. If it keeps failing, give the code below to the office.';
const KEY_AGAIN = 'Enter the key again (Settings, Connection).';

/** The contract's words say what happened; this box adds what to do about it here. */
const BY_CODE: Record<string, Words> = {
  'CMP-1000': {
    title: API_CODE_WORDS['CMP-1000'],
    advice: 'Ask the office for a key with that permission. Everything else in the app keeps working with this key.',
  },
  'CMP-800': {
    title: API_CODE_WORDS['CMP-800'],
    advice: 'Check the id with the office: it is the number shown for the integration in the company settings.',
  },
  'CMP-900': {
    title: API_CODE_WORDS['CMP-900'],
    advice: 'The office must correct its configuration in the company settings before it can be shown or changed.',
  },
  'CMP-1100': { title: API_CODE_WORDS['CMP-1100'], advice: RETRY },
  'ATH-100': { title: API_CODE_WORDS['ATH-100'], advice: KEY_AGAIN },
  'not-connected': { title: 'There is no connection set up.', advice: 'Connect with your key (Settings, Connection).' },
};

const BY_KIND: Record<string, Words> = {
  auth: { title: API_KIND_WORDS.auth, advice: KEY_AGAIN },
  permission: { title: API_KIND_WORDS.permission, advice: 'Ask the office for a key with access to it.' },
  'not-found': { title: API_KIND_WORDS['not-found'], advice: 'Check the id with the office.' },
  network: { title: API_KIND_WORDS.network, advice: 'Check the network connection, then try again.' },
  timeout: { title: API_KIND_WORDS.timeout, advice: 'The connection may be weak. Try again when it is better.' },
  'rate-limited': { title: API_KIND_WORDS['rate-limited'], advice: 'Try again in a few seconds.' },
  server: { title: API_KIND_WORDS.server, advice: RETRY },
  'invalid-request': {
    title: API_KIND_WORDS['invalid-request'],
    advice: 'Check what you typed. If it looks right, give the code below to the office.',
  },
  'bad-response': { title: API_KIND_WORDS['bad-response'], advice: RETRY },
};

const FALLBACK: Words = { title: API_KIND_WORDS['invalid-request'], advice: RETRY };

export function officeProblem(error: unknown): OfficeProblem {
  const detail = error instanceof Error ? error.message : String(error);
  if (!(error instanceof BridgeError)) return { ...FALLBACK, code: undefined, detail };
  const words =
    ownEntry(BY_CODE, error.code) ??
    (error.kind ? ownEntry(BY_KIND, error.kind) : undefined) ??
    ownEntry(BY_KIND, error.code);
  return { ...(words ?? FALLBACK), code: error.code, detail };
}
