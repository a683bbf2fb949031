/**
 * What each API error means, in words a supervisor can read: one sentence per code the API
 * reference names (and the simulator's CLT-100), per kind of failure the client tells apart and
 * per network code.
 * Main's error messages and the renderer's sync, connect, Office and client-page boxes take their
 * "what happened" from here and add only their own advice. Part of the contract; the words are
 * the catalogue's, read in the language of the moment each time they are asked for.
 */
import { m } from './i18n';

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

/** A table of words whose entries are read from the catalogue at each use, not once at import. */
function liveWords<K extends string>(messages: Record<K, () => string>): Readonly<Record<K, string>> {
  const table = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[])
    Object.defineProperty(table, key, { get: messages[key], enumerable: true });
  return Object.freeze(table);
}

// Pure, so a bundle that never reads the words (the sandboxed preload) leaves the catalogue out.
export const API_KIND_WORDS = /* @__PURE__ */ liveWords<ApiErrorKind>({
  auth: () => m.api_error_key_rejected(),
  permission: () => m.api_error_permission(),
  'not-found': () => m.api_error_not_found(),
  'invalid-request': () => m.api_error_invalid_request(),
  'rate-limited': () => m.api_error_rate_limited(),
  server: () => m.api_error_server(),
  network: () => m.api_error_network(),
  timeout: () => m.api_error_timeout(),
  'bad-response': () => m.api_error_bad_response(),
});

const CODE_MESSAGES = {
  'ATH-100': () => m.api_error_key_rejected(),
  'CMP-800': () => m.api_error_no_integration(),
  'CMP-900': () => m.api_error_integration_misconfigured(),
  'CMP-1000': () => m.api_error_company_settings(),
  'CMP-1100': () => m.api_error_integration_failed(),
  'WRK-100': () => m.api_error_unknown_worker(),
  'WRK-900': () => m.api_error_worker_refused(),
  'CLT-100': () => m.api_error_unknown_client(),
} as const satisfies Record<string, () => string>;

export type ApiErrorCode = keyof typeof CODE_MESSAGES;

export const API_CODE_WORDS = /* @__PURE__ */ liveWords<ApiErrorCode>(CODE_MESSAGES);

function isCode(name: string): name is ApiErrorCode {
  return Object.hasOwn(CODE_MESSAGES, name);
}

function isKind(name: string): name is ApiErrorKind {
  return (API_ERROR_KINDS as readonly string[]).includes(name);
}

/** The words for an API code, else for a kind of failure; undefined for anything else. */
export function apiErrorWords(codeOrKind: string): string | undefined {
  if (isCode(codeOrKind)) return API_CODE_WORDS[codeOrKind];
  return isKind(codeOrKind) ? API_KIND_WORDS[codeOrKind] : undefined;
}

/** The app's own advice after a code's words: a rejected key may be the other environment's. */
const CODE_ADVICE: Partial<Record<ApiErrorCode, (words: { words: string }) => string>> = {
  'ATH-100': (words) => m.api_error_key_for_environment(words),
};

/** A code's words with the advice that follows them, wherever they are shown (main's error, a stored outbox reason). */
export function advisedWords(code: string, words: string): string {
  const advice = isCode(code) ? CODE_ADVICE[code] : undefined;
  return advice ? advice({ words }) : words;
}

/**
 * What a network error code means, in words a supervisor can read. The code itself never
 * reaches the message; it travels as the error's `detail`, for a details disclosure.
 */
const CODE_WORDS: [test: (code: string) => boolean, words: () => string][] = [
  [(c) => c === 'ECONNREFUSED' || c.includes('ERR_CONNECTION_REFUSED'), m.main_net_refused],
  [
    (c) => ['ENOTFOUND', 'EAI_AGAIN'].includes(c) || /ERR_NAME_(NOT_RESOLVED|RESOLUTION_FAILED)/.test(c),
    m.main_net_no_address,
  ],
  [
    (c) =>
      ['ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN'].includes(c) ||
      /ERR_(INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE|NETWORK_CHANGED)/.test(c),
    m.main_net_no_path,
  ],
  [(c) => c === 'UND_ERR_CONNECT_TIMEOUT' || c === 'ETIMEDOUT', m.main_net_connect_slow],
  [(c) => /CERT|UNABLE_TO_VERIFY/.test(c), m.main_net_certificate],
  [(c) => ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'].includes(c), m.main_net_stopped],
  [
    (c) =>
      ['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'UND_ERR_CLOSED'].includes(c) || c.includes('ERR_CONNECTION_RESET'),
    m.main_net_cut,
  ],
];

/** Words for the first code that has them, and the technical code itself. */
export function networkWords(codes: readonly string[]): { words: string; detail: string | undefined } {
  const detail = codes.find((c) => /^[A-Z_]+$/.test(c) || c.includes('net::'));
  for (const code of codes) {
    const match = CODE_WORDS.find(([test]) => test(code));
    if (match) return { words: match[1](), detail };
  }
  return { words: m.main_net_failed(), detail };
}
