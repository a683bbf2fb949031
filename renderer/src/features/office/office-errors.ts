/**
 * Failures of the Office calls (integration, regenerate, audit log) in words a supervisor can
 * act on. The code and main's own message stay for a "Details for support" disclosure.
 */
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

const BY_CODE: Record<string, Words> = {
  'CMP-1000': {
    title: 'This API key may not manage company settings.',
    advice: 'Ask the office for a key with that permission. Everything else in the app keeps working with this key.',
  },
  'CMP-800': {
    title: 'There is no integration with that id.',
    advice: 'Check the id with the office: it is the number shown for the integration in the company settings.',
  },
  'CMP-900': {
    title: 'This integration is set up wrongly on the server.',
    advice: 'The office must correct its configuration in the company settings before it can be shown or changed.',
  },
  'CMP-1100': { title: 'The server failed while handling this integration.', advice: RETRY },
  'ATH-100': { title: 'The server refused the API key.', advice: 'Enter the key again (Settings, Connection).' },
  'not-connected': { title: 'There is no connection set up.', advice: 'Connect with your key (Settings, Connection).' },
};

const BY_KIND: Record<string, Words> = {
  auth: BY_CODE['ATH-100']!,
  permission: {
    title: 'This API key is not allowed to see this.',
    advice: 'Ask the office for a key with access to it.',
  },
  'not-found': { title: 'The server does not know this.', advice: 'Check the id with the office.' },
  network: {
    title: 'The server could not be reached.',
    advice: 'Check the network connection, then try again.',
  },
  timeout: {
    title: 'The server took too long to answer.',
    advice: 'The connection may be weak. Try again when it is better.',
  },
  'rate-limited': { title: 'The server is busy.', advice: 'Try again in a few seconds.' },
  server: { title: 'The server had a problem.', advice: RETRY },
  'invalid-request': {
    title: 'The server refused the request as invalid.',
    advice: 'Check what you typed. If it looks right, give the code below to the office.',
  },
  'bad-response': { title: 'The server gave an answer this app cannot read.', advice: RETRY },
};

const FALLBACK: Words = { title: 'The server refused the request.', advice: RETRY };

export function officeProblem(error: unknown): OfficeProblem {
  const detail = error instanceof Error ? error.message : String(error);
  if (!(error instanceof BridgeError)) return { ...FALLBACK, code: undefined, detail };
  const words = BY_CODE[error.code] ?? (error.kind ? BY_KIND[error.kind] : undefined) ?? BY_KIND[error.code];
  return { ...(words ?? FALLBACK), code: error.code, detail };
}
