/**
 * One request, done right: URL building, the X-API-KEY header, a timeout on every request,
 * retries with exponential backoff and full jitter for idempotent GETs only (honouring
 * Retry-After), and a body that is either a validated value or a typed ApiError.
 */
import type { z } from 'zod';
import { LONGEST_TIMER_MS } from '../../../preload/contract.js';
import { formatCount, m } from '../../../preload/i18n/index.js';
import { ApiError, errorFromResponse, isTransient, parseRetryAfter } from './errors.js';
import { redactAnswer, redactApiError, redactKey } from './redact.js';
import { parsePlainFirst } from './plain-parse.js';
import { apiErrorBodySchema } from './schemas.js';
import { networkError, type AbortReason, type FetchLike } from './transport.js';
import { urlUnderBase } from './url-guard.js';

export interface RetryPolicy {
  /** Further attempts after the first, for GET only. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited out: the error goes to the caller. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 3, baseDelayMs: 300, maxDelayMs: 8_000, maxRetryAfterMs: 60_000 };

/**
 * The largest answer read, counted while it arrives. The largest real ones are about 0.18 MB
 * (a worker's time-tracking summary, a page of 1,000 events, 1,000 workers in the simulator);
 * a body past this is cut off unread rather than held whole in memory.
 */
export const MAX_BODY_BYTES = 20 * 1024 * 1024;

export interface HttpOptions {
  baseUrl: string;
  /** A getter, so a replaced key takes effect without rebuilding the client. */
  apiKey: () => string;
  fetch: FetchLike;
  timeoutMs: number;
  retry: RetryPolicy;
  random: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * A rate gate shared by several calls (a sync run's RateGate): every attempt waits until the
 * gate is open, and every 429 is reported to it, so one Retry-After pauses them all.
 */
export interface RateHooks {
  /** Resolves once a request may be sent (at once unless a Retry-After pause is running). */
  ready(signal?: AbortSignal): Promise<void>;
  /** The server answered 429. */
  rateLimited(retryAfterMs: number | undefined): void;
}

export type Query = Record<string, string | number | boolean | undefined>;

/** What an answer said about its version, and the URL that answered: validators belong to one resource. */
export interface Validators {
  url: string;
  etag?: string | undefined;
  lastModified?: string | undefined;
}

/**
 * A read that may be answered "not modified" (API.md, conditional reads): the validators of the
 * stored answer are sent with a request for the same URL, and those of a full answer are told.
 */
export interface Conditional {
  have: Validators | undefined;
  got(validators: Validators | undefined): void;
}

/** The server answered 304 to a conditional read: the stored answer still holds. Not an ApiError. */
export class NotModified extends Error {
  override name = 'NotModified';
  constructor(readonly url: string) {
    super(`Not modified: ${url}`);
  }
}

export interface RequestSpec<T> {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  query?: Query | undefined;
  body?: unknown;
  schema: z.ZodType<T>;
  /** Whether transient failures are retried (idempotent requests only). */
  retry: boolean;
  signal?: AbortSignal | undefined;
  rate?: RateHooks | undefined;
  /** Told the size in bytes of each answer body read (a list's byte budget). */
  read?: ((bytes: number) => void) | undefined;
  /** What this response is, for error messages ("shifts of event 42"). */
  what: string;
  /** GET only: ask with the stored answer's validators; a 304 then throws NotModified. */
  conditional?: Conditional | undefined;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = urlUnderBase(baseUrl, path);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  }
  return url.toString();
}

/** Full jitter: a random delay in [0, min(max, base * 2^attempt)). */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number): number {
  return Math.floor(random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt));
}

export async function request<T>(opts: HttpOptions, spec: RequestSpec<T>): Promise<T> {
  const retries = spec.retry ? opts.retry.retries : 0;
  for (let attempt = 0; ; attempt++) {
    try {
      if (spec.rate) {
        await spec.rate.ready(spec.signal);
        if (spec.signal?.aborted) throw networkError(undefined, 'cancelled', opts.timeoutMs);
      }
      return await attemptOnce(opts, spec);
    } catch (e) {
      if (e instanceof NotModified) throw e;
      const err = redactApiError(
        e instanceof ApiError ? e : new ApiError({ kind: 'network', message: String(e) }),
        opts.apiKey(),
      );
      if (err.kind === 'rate-limited') spec.rate?.rateLimited(err.retryAfterMs);
      const cancelled = err.code === 'CANCELLED' || spec.signal?.aborted;
      if (cancelled || attempt >= retries || !isTransient(err)) throw err;
      if (err.retryAfterMs !== undefined && err.retryAfterMs > opts.retry.maxRetryAfterMs) throw err;
      const delay = err.retryAfterMs ?? backoffDelay(attempt, opts.retry, opts.random);
      await opts.sleep(delay, spec.signal);
      if (spec.signal?.aborted) throw networkError(undefined, 'cancelled', opts.timeoutMs);
    }
  }
}

async function attemptOnce<T>(opts: HttpOptions, spec: RequestSpec<T>): Promise<T> {
  const url = buildUrl(opts.baseUrl, spec.path, spec.query);
  // One controller for both the timeout and the caller's cancel: AbortSignal.any costs more
  // than the rest of a request's bookkeeping, and a sync sends thousands.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs);
  const cancel = () => controller.abort();
  if (spec.signal?.aborted) cancel();
  else spec.signal?.addEventListener('abort', cancel, { once: true });
  const signal = controller.signal;
  const aborted = (): AbortReason => (spec.signal?.aborted ? 'cancelled' : timedOut ? 'timeout' : undefined);
  const headers: Record<string, string> = { 'X-API-KEY': opts.apiKey(), Accept: 'application/json' };
  if (spec.body !== undefined) headers['Content-Type'] = 'application/json';
  const asked = conditionalHeaders(spec, url, headers);
  try {
    let response: Response;
    try {
      response = await opts.fetch(url, {
        method: spec.method,
        headers,
        body: spec.body === undefined ? null : JSON.stringify(spec.body),
        signal,
        redirect: 'error',
      });
    } catch (e) {
      throw networkError(e, aborted(), opts.timeoutMs);
    }
    let text: string;
    try {
      text = await readCapped(response, MAX_BODY_BYTES, () => controller.abort(), spec.read);
    } catch (e) {
      if (e instanceof TooLarge) {
        throw new ApiError({
          kind: 'bad-response',
          status: response.status,
          message: m.api_answer_too_large({ what: spec.what, mb: formatCount(Math.round(e.limit / 1024 / 1024)) }),
        });
      }
      // Headers arrived, the body did not: the request certainly reached the server.
      const err = networkError(e, aborted(), opts.timeoutMs);
      throw new ApiError({ ...err.toJSON(), notSent: false });
    }
    if (response.status === 304 && asked) throw new NotModified(url);
    // Not asked conditionally, a 304 (a cache or proxy revalidating on its own) carries no set:
    // trusting it would keep stale rows under a fresh "as of".
    if (response.status === 304) {
      throw new ApiError({
        kind: 'bad-response',
        status: 304,
        message: m.api_answer_not_modified({ what: spec.what }),
      });
    }
    if (!response.ok) throw errorForStatus(response, text, opts.apiKey());
    const answer = redactAnswer(text, parseBody(response, text, spec), opts.apiKey());
    spec.conditional?.got(validatorsOf(url, response));
    return answer;
  } finally {
    clearTimeout(timer);
    spec.signal?.removeEventListener('abort', cancel);
  }
}

/**
 * Adds If-None-Match / If-Modified-Since for a GET of the URL the stored validators came from;
 * whether it asked conditionally.
 */
function conditionalHeaders<T>(spec: RequestSpec<T>, url: string, headers: Record<string, string>): boolean {
  const have = spec.method === 'GET' && spec.conditional?.have?.url === url ? spec.conditional.have : undefined;
  if (have?.etag) headers['If-None-Match'] = have.etag;
  if (have?.lastModified) headers['If-Modified-Since'] = have.lastModified;
  return Boolean(have?.etag || have?.lastModified);
}

/** A full answer's validators; undefined when the server sends neither (it is then read in full each time). */
function validatorsOf(url: string, response: Response): Validators | undefined {
  const etag = response.headers.get('etag')?.trim() || undefined;
  const lastModified = response.headers.get('last-modified')?.trim() || undefined;
  return etag || lastModified ? { url, etag, lastModified } : undefined;
}

/** The server's code and text are redacted here, before errorFromResponse shortens anything. */
class TooLarge extends Error {
  constructor(readonly limit: number) {
    super('too large');
  }
}

/** The body as text, refused (and its download stopped) once it passes `limit` bytes. */
async function readCapped(
  response: Response,
  limit: number,
  stop: () => void,
  told: ((bytes: number) => void) | undefined,
): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limit) {
    stop();
    throw new TooLarge(limit);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let read = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      told?.(read);
      return text + decoder.decode();
    }
    read += value.byteLength;
    if (read > limit) {
      stop();
      await reader.cancel().catch(() => undefined);
      throw new TooLarge(limit);
    }
    text += decoder.decode(value, { stream: true });
  }
}

function errorForStatus(response: Response, text: string, key: string): ApiError {
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
  let body: { code?: string; error?: string | undefined } | undefined;
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      const { code, error } = parsed.data;
      body = { code: redactKey(code, key), error: error === undefined ? undefined : redactKey(error, key) };
    }
  } catch {
    body = undefined;
  }
  return errorFromResponse(response.status, body, retryAfterMs);
}

function parseBody<T>(response: Response, text: string, spec: RequestSpec<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const type = response.headers.get('content-type') ?? '';
    const looksHtml = type.includes('html') || /^\s*</.test(text);
    throw new ApiError({
      kind: 'bad-response',
      status: response.status,
      message: looksHtml
        ? m.api_answer_web_page({ what: spec.what })
        : text.trim() === ''
          ? m.api_answer_empty({ what: spec.what })
          : m.api_answer_not_json({ what: spec.what }),
    });
  }
  const parsed = parsePlainFirst(spec.schema, json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.length ? i.path.join('.') : '(top)'}: ${i.message}`)
      .join('; ');
    throw new ApiError({
      kind: 'bad-response',
      status: response.status,
      message: m.api_answer_bad_shape({ what: spec.what, issues }),
    });
  }
  return parsed.data;
}

/** A sleep that wakes early (without throwing) when the signal aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    // A longer delay would overflow the timer and fire at once.
    const timer = setTimeout(done, Math.min(ms, LONGEST_TIMER_MS));
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
