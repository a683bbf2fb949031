/**
 * What may go into a request URL. Every request carries the API key, so a URL must never leave
 * the base URL's path: an id of `..`, an id with a separator (plain or percent-encoded), or a
 * profile override with dot segments could otherwise send the key to another route or, with a
 * host that serves more than the API, to anything on that host. Everything here refuses before
 * a request is made; nothing is silently cleaned up.
 */
import { DOT_SEGMENT } from '../../../preload/api-profile-schema.js';
import { m } from '../../../preload/i18n/index.js';
import { ApiError } from './errors.js';

/** Longer than any id or path the reference shows, short enough to rule out abuse. */
export const MAX_PATH_ID_LENGTH = 200;

const SEPARATOR = /[/\\?#]/;
/** `/`, `\`, `?`, `#`, `.` and `%` percent-encoded: a server that decodes once would see them. */
const ENCODED_SEPARATOR = /%(?:2f|5c|3f|23|2e|25)/i;
const CONTROL = /[\u0000-\u001f\u007f]/;

function refused(message: string): ApiError {
  return new ApiError({ kind: 'invalid-request', code: 'UNSAFE-URL', message, notSent: true });
}

/** Why a value cannot be a path id, or undefined when it can. */
export function pathIdProblem(value: string): string | undefined {
  if (value === '') return m.api_id_problem_empty();
  if (value.length > MAX_PATH_ID_LENGTH) return m.api_id_problem_long({ max: MAX_PATH_ID_LENGTH });
  if (DOT_SEGMENT.test(value)) return m.api_id_problem_dots();
  if (SEPARATOR.test(value)) return m.api_id_problem_separator();
  if (ENCODED_SEPARATOR.test(value)) return m.api_id_problem_encoded();
  if (CONTROL.test(value)) return m.api_id_problem_control();
  return undefined;
}

/**
 * The id, percent-encoded for one path segment; throws (nothing sent) for an unsafe id, named by
 * `words` ("The event id") or else by its placeholder.
 */
export function encodePathId(name: string, value: string | number, words?: string): string {
  const text = String(value);
  const problem = pathIdProblem(text);
  if (problem) throw refused(m.api_refused_unsafe_id({ id: words ?? name.replaceAll('_', ' '), problem }));
  return encodeURIComponent(text);
}

/**
 * The request URL, checked to be the base URL's path plus exactly the given path: a URL the
 * parser normalised (dot segments) or that left the base origin or path is refused.
 */
export function urlUnderBase(baseUrl: string, path: string): URL {
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const url = new URL(`${base.origin}${basePath}${path}`);
  if (url.origin !== base.origin || !url.pathname.startsWith(`${basePath}/`) || url.pathname !== basePath + path) {
    throw refused(m.api_refused_leaves_base({ path: path.slice(0, 80) }));
  }
  return url;
}
