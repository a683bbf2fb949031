/**
 * Keeps the API key out of error text. A server (or a proxy in front of it) may echo the
 * request's key in its error body; that text would otherwise reach the window over IPC and the
 * main-process log. Every ApiError leaves the HTTP layer through here.
 */
import { ApiError } from './errors.js';

export const REDACTED_KEY = '[API key hidden]';
/** A shorter "key" is no secret, and hiding it would garble ordinary words. */
const MIN_REDACTED_LENGTH = 4;

export function redactKey(text: string, key: string | undefined): string {
  if (!key || key.length < MIN_REDACTED_LENGTH) return text;
  let out = text;
  for (const form of new Set([key, encodeURIComponent(key)])) out = out.replaceAll(form, REDACTED_KEY);
  return out;
}

export function redactApiError(error: ApiError, key: string | undefined): ApiError {
  const message = redactKey(error.message, key);
  return message === error.message ? error : new ApiError({ ...error.toJSON(), message });
}
