/**
 * Turns a failed fetch into an ApiError, telling apart "never reached the server" (safe to send
 * again) from "may have reached it" (a POST could have been stored). Works for Node's undici
 * errors and for Electron's net.fetch ("net::ERR_…") alike.
 */
import { networkWords } from '../../../preload/contract.js';
import { m } from '../../../preload/i18n/index.js';
import { ApiError } from './errors.js';

/** A fetch-shaped function: the app passes Electron's net.fetch, tests pass global fetch. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

const NOT_SENT_CHROMIUM = [
  'ERR_CONNECTION_REFUSED',
  'ERR_NAME_NOT_RESOLVED',
  'ERR_INTERNET_DISCONNECTED',
  'ERR_ADDRESS_UNREACHABLE',
  'ERR_NETWORK_CHANGED',
  'ERR_PROXY_CONNECTION_FAILED',
  'ERR_CERT_',
  'ERR_NAME_RESOLUTION_FAILED',
];

function errorCodes(e: unknown): string[] {
  const codes: string[] = [];
  let cur: unknown = e;
  for (let depth = 0; cur && depth < 5; depth++) {
    const obj = cur as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof obj.code === 'string') codes.push(obj.code);
    if (typeof obj.message === 'string') codes.push(obj.message);
    cur = obj.cause;
  }
  return codes;
}

export type AbortReason = 'timeout' | 'cancelled' | undefined;

/** The codes networkError gives a failure the network caused (no answer, or none in time). */
export const NETWORK_FAILURE_CODES: ReadonlySet<string> = new Set(['NETWORK', 'TIMEOUT']);

export function networkError(e: unknown, aborted: AbortReason, timeoutMs: number): ApiError {
  if (aborted === 'timeout') {
    const waitedSeconds = Math.round(timeoutMs / 1000);
    return new ApiError({
      kind: 'timeout',
      code: 'TIMEOUT',
      message: m.main_net_timeout({ seconds: waitedSeconds }),
      waitedSeconds,
    });
  }
  if (aborted === 'cancelled') {
    return new ApiError({ kind: 'network', code: 'CANCELLED', message: m.main_net_cancelled() });
  }
  const codes = errorCodes(e);
  const notSent = codes.some((c) => NOT_SENT_CODES.has(c) || NOT_SENT_CHROMIUM.some((p) => c.includes(p)));
  const { words, detail } = networkWords(codes);
  return new ApiError({
    kind: 'network',
    code: 'NETWORK',
    detail,
    notSent,
    message: notSent ? m.main_net_not_reached({ words }) : m.main_net_lost({ words }),
  });
}
