/**
 * The one error type of the API client. Every failure, from a refused connection to a body
 * that does not match its schema, becomes an ApiError with a `kind` the app can act on and a
 * message a supervisor can read (its words from the contract's one table of API error words).
 */
import {
  advisedWords,
  API_KIND_WORDS,
  apiErrorWords,
  LONGEST_SERVER_WAIT_MS,
  type ApiErrorKind,
} from '../../../preload/contract.js';
import { m } from '../../../preload/i18n/index.js';

export type { ApiErrorKind };

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  code?: string | undefined;
  status?: number | undefined;
  retryAfterMs?: number | undefined;
  /** True when the request provably never reached the server (nothing can have been stored). */
  notSent?: boolean | undefined;
  /** The technical cause (e.g. "UND_ERR_SOCKET"), kept out of the message for a details disclosure. */
  detail?: string | undefined;
  /** The server's own words in its error body, as it wrote them. */
  said?: string | undefined;
  /** A timeout's wait in whole seconds, for words said again later in another language. */
  waitedSeconds?: number | undefined;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly notSent: boolean;
  readonly detail: string | undefined;
  readonly said: string | undefined;
  readonly waitedSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.retryAfterMs = init.retryAfterMs;
    this.notSent = init.notSent ?? false;
    this.detail = init.detail;
    this.said = init.said;
    this.waitedSeconds = init.waitedSeconds;
  }

  /** A plain object that survives IPC and logs (no stack, no request data). */
  toJSON(): ApiErrorInit {
    return {
      kind: this.kind,
      message: this.message,
      code: this.code,
      status: this.status,
      retryAfterMs: this.retryAfterMs,
      notSent: this.notSent,
      detail: this.detail,
      said: this.said,
      waitedSeconds: this.waitedSeconds,
    };
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/**
 * The pause after a 429 that names no Retry-After, for a sync's reads and a queued order alike:
 * an order must not wait longer than the reads it goes before.
 */
export const RATE_LIMITED_PAUSE_MS = 1_000;

/** Kinds worth retrying for an idempotent request. */
export function isTransient(e: ApiError): boolean {
  return (
    e.kind === 'network' ||
    e.kind === 'timeout' ||
    e.kind === 'rate-limited' ||
    (e.kind === 'server' && e.status !== 501)
  );
}

const KIND_BY_STATUS: Record<number, ApiErrorKind> = {
  400: 'invalid-request',
  401: 'auth',
  403: 'permission',
  404: 'not-found',
  409: 'invalid-request',
  422: 'invalid-request',
  429: 'rate-limited',
};

/**
 * The reference gives WRK-900 to a validation message and to an unexpected error alike: on a 5xx
 * it is the server's own problem, not a refusal, so its refusal words would tell the wrong story.
 */
const REFUSAL_ONLY_BELOW_500 = new Set(['WRK-900']);

export function kindForStatus(status: number): ApiErrorKind {
  return KIND_BY_STATUS[status] ?? (status >= 500 ? 'server' : 'invalid-request');
}

/** Builds the error for a non-2xx answer from its status and (already parsed) error body. */
export function errorFromResponse(
  status: number,
  body: { code?: string | undefined; error?: string | undefined } | undefined,
  retryAfterMs: number | undefined,
): ApiError {
  const code = body?.code;
  // ATH-100 is an auth failure whatever status carries it.
  const kind: ApiErrorKind = code === 'ATH-100' ? 'auth' : code === 'CMP-1000' ? 'permission' : kindForStatus(status);
  const words = code && !(kind === 'server' && REFUSAL_ONLY_BELOW_500.has(code)) ? apiErrorWords(code) : undefined;
  const known = code && words ? advisedWords(code, words) : undefined;
  const serverText = body?.error?.trim();
  const base = known ?? serverText ?? defaultMessage(kind, status);
  const message =
    known && serverText && !known.includes(serverText)
      ? m.api_error_server_said({ words: base, said: serverText.slice(0, 300) })
      : base;
  return new ApiError({ kind, code, status, retryAfterMs, message, said: serverText || undefined });
}

/** The kind's words; where the status tells more (which 4xx or 5xx), it is named. */
function defaultMessage(kind: ApiErrorKind, status: number): string {
  const words = API_KIND_WORDS[kind];
  return kind === 'server' || kind === 'invalid-request'
    ? m.api_error_with_status({ words: words.replace(/\.$/, ''), status: String(status) })
    : words;
}

/**
 * Parses Retry-After (delay in seconds or an HTTP date) into milliseconds from `now`.
 * Returns undefined for a missing or unreadable header; never negative, and never more than an
 * hour: a server asking for days would hold the queue (and overflow its timer).
 */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  const held = (ms: number) => Math.min(LONGEST_SERVER_WAIT_MS, Math.max(0, ms));
  if (/^\d+(\.\d+)?$/.test(trimmed)) return held(Math.round(Number(trimmed) * 1000));
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return held(at - now);
}
