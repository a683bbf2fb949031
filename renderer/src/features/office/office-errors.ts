/**
 * Failures of the Office calls (integration, regenerate, audit log) in words a supervisor can
 * act on. The code and main's own message stay for a "Details for support" disclosure.
 */
import { API_CODE_WORDS, API_KIND_WORDS, ownEntry } from '../../../../preload/contract';
import { BridgeError } from '../../shared/bridge';
import { m } from '../../../../preload/i18n';

export interface OfficeProblem {
  title: string;
  advice: string;
  /** The API's code (CMP-1000 …) or the kind of failure (network …), when known. */
  code: string | undefined;
  /** Main's message, for support. */
  detail: string;
}

/** Read when a problem is met, so the words are those of the language chosen then. */
interface Words {
  title(): string;
  advice(): string;
}

const RETRY = (): string => m.office_retry();
const KEY_AGAIN = (): string => m.office_key_again();

/** The contract's words say what happened; this box adds what to do about it here. */
const BY_CODE: Record<string, Words> = {
  'CMP-1000': { title: () => API_CODE_WORDS['CMP-1000'], advice: () => m.office_permission_ask() },
  'CMP-800': { title: () => API_CODE_WORDS['CMP-800'], advice: () => m.office_check_integration_id() },
  'CMP-900': { title: () => API_CODE_WORDS['CMP-900'], advice: () => m.office_config_broken() },
  'CMP-1100': { title: () => API_CODE_WORDS['CMP-1100'], advice: RETRY },
  'ATH-100': { title: () => API_CODE_WORDS['ATH-100'], advice: KEY_AGAIN },
  'not-connected': { title: () => m.office_not_connected(), advice: () => m.office_connect() },
};

const BY_KIND: Record<string, Words> = {
  auth: { title: () => API_KIND_WORDS.auth, advice: KEY_AGAIN },
  permission: { title: () => API_KIND_WORDS.permission, advice: () => m.office_ask_access() },
  'not-found': { title: () => API_KIND_WORDS['not-found'], advice: () => m.office_check_id() },
  network: { title: () => API_KIND_WORDS.network, advice: () => m.office_check_network() },
  timeout: { title: () => API_KIND_WORDS.timeout, advice: () => m.office_weak_connection() },
  'rate-limited': { title: () => API_KIND_WORDS['rate-limited'], advice: () => m.office_few_seconds() },
  server: { title: () => API_KIND_WORDS.server, advice: RETRY },
  'invalid-request': { title: () => API_KIND_WORDS['invalid-request'], advice: () => m.office_check_typed() },
  'bad-response': { title: () => API_KIND_WORDS['bad-response'], advice: RETRY },
};

const FALLBACK: Words = { title: () => API_KIND_WORDS['invalid-request'], advice: RETRY };

export function officeProblem(error: unknown): OfficeProblem {
  const detail = error instanceof Error ? error.message : String(error);
  const said = (words: Words) => ({ title: words.title(), advice: words.advice() });
  if (!(error instanceof BridgeError)) return { ...said(FALLBACK), code: undefined, detail };
  const words =
    ownEntry(BY_CODE, error.code) ??
    (error.kind ? ownEntry(BY_KIND, error.kind) : undefined) ??
    ownEntry(BY_KIND, error.code);
  return { ...said(words ?? FALLBACK), code: error.code, detail };
}
