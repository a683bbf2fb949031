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

/**
 * Hides the key, its URL-encoded form, and any run of 8 or more of its characters, also when
 * whitespace splits the run ("Qk7W z9Rp" is as much of the key as "Qk7Wz9Rp").
 */
export function redactKey(text: string, key: string | undefined): string {
  if (!key || key.length < MIN_REDACTED_LENGTH) return text;
  let out = text;
  for (const form of new Set([key, encodeURIComponent(key)])) out = out.replaceAll(form, REDACTED_KEY);
  return key.length < KEY_PIECE_LENGTH ? out : redactPieces(out, key);
}

const WHITESPACE = /\s/;

function redactPieces(text: string, key: string): string {
  const pieces = new Set<string>();
  for (let i = 0; i + KEY_PIECE_LENGTH <= key.length; i++) pieces.add(key.slice(i, i + KEY_PIECE_LENGTH));
  // The text without its whitespace, and where each of its characters stood in the text.
  let bare = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (WHITESPACE.test(text[i]!)) continue;
    bare += text[i];
    at.push(i);
  }
  let out = '';
  let kept = 0;
  for (let i = 0; i + KEY_PIECE_LENGTH <= bare.length;) {
    if (!pieces.has(bare.slice(i, i + KEY_PIECE_LENGTH))) {
      i++;
      continue;
    }
    // Grow the run while it is still a piece of the key.
    let end = i + KEY_PIECE_LENGTH;
    while (end < bare.length && key.includes(bare.slice(i, end + 1))) end++;
    out += text.slice(kept, at[i]) + REDACTED_KEY;
    kept = at[end - 1]! + 1;
    i = end;
  }
  return out + text.slice(kept);
}

/**
 * Every run of 8 characters of the key holds one of its 4-character blocks (those at a multiple
 * of 4) whole, and a longer run split by whitespace holds one between its splits: a text
 * holding none of them holds no piece of the key. A cheap first look before the exact one.
 */
function keyBlocks(key: string): string[] {
  const blocks = new Set<string>();
  for (const form of new Set([key, encodeURIComponent(key)])) {
    if (form.length < KEY_PIECE_LENGTH) blocks.add(form);
    else
      for (let i = 0; i + KEY_PIECE_LENGTH / 2 <= form.length; i += KEY_PIECE_LENGTH / 2)
        blocks.add(form.slice(i, i + KEY_PIECE_LENGTH / 2));
  }
  return [...blocks];
}

export function redactApiError(error: ApiError, key: string | undefined): ApiError {
  const hide = (text: string | undefined) => (text === undefined ? undefined : redactKey(text, key));
  const init = error.toJSON();
  const redacted = { ...init, message: redactKey(init.message, key), code: hide(init.code), detail: hide(init.detail) };
  const same = redacted.message === init.message && redacted.code === init.code && redacted.detail === init.detail;
  return same ? error : new ApiError(redacted);
}

/**
 * Hides the key and every piece of it in every string (and record key) of a parsed answer, in
 * place. `text` is the answer as it came: when it holds none of the key's blocks nor a JSON
 * escape that could spell one (\u, \", \\, \/; the key has no control characters), no string
 * parsed from it can hold a piece of the key, and the walk, a quarter of the parse's time on
 * the largest answers, is skipped.
 */
export function redactAnswer<T>(text: string, value: T, key: string | undefined): T {
  if (!key || key.length < MIN_REDACTED_LENGTH) return value;
  const blocks = keyBlocks(key);
  const holds = (part: string) => blocks.some((block) => part.includes(block));
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
