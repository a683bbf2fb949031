/**
 * Keeps the API key out of everything a server says. A server (or a proxy in front of it) may
 * echo the request's key anywhere: in an error's code or text, in a field of a stored record.
 * That text would otherwise reach the window over IPC, IndexedDB, notifications and the
 * main-process log. Every answer leaves the HTTP layer through here, before anything cuts it
 * short (a cut key is a key prefix no exact match can find any more).
 */
import { ApiError } from './errors.js';

export const REDACTED_KEY = '[API key hidden]';
/** A shorter "key" is no secret, and hiding it would garble ordinary words. */
const MIN_REDACTED_LENGTH = 4;
/** Any run of this many characters of the key is hidden too: a server may echo part of it. */
export const KEY_PIECE_LENGTH = 8;

/** Hides the key, its URL-encoded form, and any run of 8 or more of its characters. */
export function redactKey(text: string, key: string | undefined): string {
  if (!key || key.length < MIN_REDACTED_LENGTH) return text;
  let out = text;
  for (const form of new Set([key, encodeURIComponent(key)])) out = out.replaceAll(form, REDACTED_KEY);
  return key.length < KEY_PIECE_LENGTH ? out : redactPieces(out, key);
}

function redactPieces(text: string, key: string): string {
  const pieces = new Set<string>();
  for (let i = 0; i + KEY_PIECE_LENGTH <= key.length; i++) pieces.add(key.slice(i, i + KEY_PIECE_LENGTH));
  let out = '';
  let kept = 0;
  for (let i = 0; i + KEY_PIECE_LENGTH <= text.length;) {
    if (!pieces.has(text.slice(i, i + KEY_PIECE_LENGTH))) {
      i++;
      continue;
    }
    // Grow the run while it is still a piece of the key.
    let end = i + KEY_PIECE_LENGTH;
    while (end < text.length && key.includes(text.slice(i, end + 1))) end++;
    out += text.slice(kept, i) + REDACTED_KEY;
    kept = end;
    i = end;
  }
  return out + text.slice(kept);
}

export function redactApiError(error: ApiError, key: string | undefined): ApiError {
  const hide = (text: string | undefined) => (text === undefined ? undefined : redactKey(text, key));
  const init = error.toJSON();
  const redacted = { ...init, message: redactKey(init.message, key), code: hide(init.code), detail: hide(init.detail) };
  const same = redacted.message === init.message && redacted.code === init.code && redacted.detail === init.detail;
  return same ? error : new ApiError(redacted);
}

/**
 * Hides the key in every string (and record key) of a parsed answer, in place. `text` is the
 * answer as it came: when it holds neither the key nor a JSON escape that could spell one
 * (\u, \", \\, \/; the key has no control characters), no string parsed from it can hold the
 * key, and the walk, a quarter of the parse's time on the largest answers, is skipped.
 */
export function redactAnswer<T>(text: string, value: T, key: string | undefined): T {
  if (!key || key.length < MIN_REDACTED_LENGTH) return value;
  const forms = [...new Set([key, encodeURIComponent(key)])];
  const holds = (part: string) => forms.some((form) => part.includes(form));
  if (!holds(text) && !(text.includes('\\') && /\\[u"\\/]/.test(text))) return value;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return holds(node) ? redactKey(node, key) : node;
    if (node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) node[i] = walk(node[i]);
      return node;
    }
    const record = node as Record<string, unknown>;
    for (const name of Object.keys(record)) {
      const inner = walk(record[name]);
      if (holds(name)) {
        delete record[name];
        record[redactKey(name, key)] = inner;
      } else {
        record[name] = inner;
      }
    }
    return record;
  };
  return walk(value) as T;
}
