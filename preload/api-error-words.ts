/**
 * What each API error means, in words a supervisor can read: one sentence per code the API
 * reference names (and the simulator's CLT-100) and per kind of failure the client tells apart.
 * Main's error messages and the renderer's sync, connect, Office and client-page boxes take their
 * "what happened" from here and add only their own advice. Part of the contract, constants only.
 */
export const API_ERROR_KINDS = [
  'auth',
  'permission',
  'not-found',
  'invalid-request',
  'rate-limited',
  'server',
  'network',
  'timeout',
  'bad-response',
] as const;

export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

const REJECTED_KEY = 'The API key was rejected as missing or invalid.';

export const API_KIND_WORDS: Record<ApiErrorKind, string> = {
  auth: REJECTED_KEY,
  permission: 'This API key is not allowed to do that.',
  'not-found': 'The server does not know this.',
  'invalid-request': 'The server refused the request.',
  'rate-limited': 'The server is busy and asked the app to slow down.',
  server: 'The server had a problem of its own.',
  network: 'The server could not be reached.',
  timeout: 'The server did not answer in time.',
  'bad-response': 'The server sent an answer the app could not read.',
};

export const API_CODE_WORDS = {
  'ATH-100': REJECTED_KEY,
  'CMP-800': 'There is no integration with that id.',
  'CMP-900': 'That integration is set up wrongly on the server.',
  'CMP-1000': 'This API key is not allowed to manage company settings.',
  'CMP-1100': 'The server failed while handling that integration.',
  'WRK-100': 'The server does not know this worker.',
  'WRK-900': 'The server refused the worker request.',
  'CLT-100': 'The server does not know this client.',
} as const satisfies Record<string, string>;

export type ApiErrorCode = keyof typeof API_CODE_WORDS;

function isCode(name: string): name is ApiErrorCode {
  return Object.hasOwn(API_CODE_WORDS, name);
}

function isKind(name: string): name is ApiErrorKind {
  return (API_ERROR_KINDS as readonly string[]).includes(name);
}

/** The words for an API code, else for a kind of failure; undefined for anything else. */
export function apiErrorWords(codeOrKind: string): string | undefined {
  if (isCode(codeOrKind)) return API_CODE_WORDS[codeOrKind];
  return isKind(codeOrKind) ? API_KIND_WORDS[codeOrKind] : undefined;
}
