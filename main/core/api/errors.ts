/**
 * The one error type of the API client. Every failure, from a refused connection to a body
 * that does not match its schema, becomes an ApiError with a `kind` the app can act on and a
 * message a supervisor can read.
 */
export type ApiErrorKind =
  | 'auth'
  | 'permission'
  | 'not-found'
  | 'invalid-request'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'bad-response';

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
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;
  readonly notSent: boolean;
  readonly detail: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.retryAfterMs = init.retryAfterMs;
    this.notSent = init.notSent ?? false;
    this.detail = init.detail;
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
    };
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

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

/** Codes the reference names, in words a supervisor can act on. */
const CODE_MESSAGES: Record<string, string> = {
  'ATH-100': 'The API key was rejected (missing or invalid). Check that it is the key for this environment.',
  'CMP-1000': 'This API key is not allowed to manage company settings.',
  'CMP-800': 'That integration was not found.',
  'CMP-900': 'That integration is not configured correctly.',
  'CMP-1100': 'The server hit an unexpected error with that integration.',
  'WRK-100': 'That worker was not found.',
  'WRK-900': 'The server refused the worker request.',
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
  const known = code && !(kind === 'server' && REFUSAL_ONLY_BELOW_500.has(code)) ? CODE_MESSAGES[code] : undefined;
  const serverText = body?.error?.trim();
  const base = known ?? serverText ?? defaultMessage(kind, status);
  const detail = known && serverText && !known.includes(serverText) ? ` Server said: ${serverText.slice(0, 300)}` : '';
  return new ApiError({ kind, code, status, retryAfterMs, message: `${base}${detail}` });
}

function defaultMessage(kind: ApiErrorKind, status: number): string {
  switch (kind) {
    case 'auth':
      return 'The API key was rejected.';
    case 'permission':
      return 'This API key is not allowed to do that.';
    case 'not-found':
      return 'Not found on the server.';
    case 'rate-limited':
      return 'The server is busy (rate limited); trying again later.';
    case 'server':
      return `The server had a problem (HTTP ${status}).`;
    default:
      return `The server refused the request (HTTP ${status}).`;
  }
}

/**
 * Parses Retry-After (delay in seconds or an HTTP date) into milliseconds from `now`.
 * Returns undefined for a missing or unreadable header; never negative.
 */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
