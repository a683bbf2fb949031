/**
 * Lenient field parsers shared by every resource schema. Real servers send numbers as numeric
 * strings, nulls for absent values and integers where strings are documented; we accept those
 * and normalise, but ids stay strict because the app keys its storage on them.
 */
import { z } from 'zod';
import { NOT_PLAIN, plainList, readsPlain, type PlainReader } from './plain-parse.js';

const nullToUndefined = (v: unknown) => (v === null ? undefined : v);

/**
 * The longest text field accepted (a note, an address, integration instructions). Real ones
 * are a few hundred characters; a server sending megabytes in one field fails the answer's
 * schema instead of filling memory, IndexedDB and the screen.
 */
export const MAX_TEXT_LENGTH = 100_000;
/** Codes, cursors, secrets and the keys of server-named records. */
export const MAX_TOKEN_LENGTH = 2_000;
/** A length-capped string, the base of every text field of an answer. */
export const boundedText = () => z.string().max(MAX_TEXT_LENGTH);

const numericString = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

function toNumber(v: unknown): unknown {
  if (typeof v === 'string' && numericString.test(v)) return Number(v);
  return v;
}

// Each field's plain values (plain-parse.ts): those it takes as they are, read as zod reads them.
const plainText = (v: unknown) =>
  typeof v === 'string' ? (v.length <= MAX_TEXT_LENGTH ? v : NOT_PLAIN) : typeof v === 'number' ? String(v) : NOT_PLAIN;
const plainOptText = (v: unknown) => (v === undefined || v === null ? undefined : plainText(v));

/** Optional string; numbers are turned into their text, null means absent. */
export const optStr = readsPlain(
  z.preprocess((v) => (typeof v === 'number' ? String(v) : nullToUndefined(v)), boundedText().optional()),
  () => plainOptText,
);

/** Optional string that may legitimately be null (kept as null). */
export const nullableStr = readsPlain(
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), boundedText().nullable().optional()),
  () => (v) => (v === undefined || v === null ? v : plainText(v)),
);

const plainNumber = (read: (n: number) => boolean) => (v: unknown) =>
  v === undefined || v === null ? undefined : typeof v === 'number' && read(v) ? v : NOT_PLAIN;

/** Optional finite number; numeric strings accepted. */
export const optNum = readsPlain(
  z.preprocess((v) => toNumber(nullToUndefined(v)), z.number().finite().optional()),
  () => plainNumber(Number.isFinite),
);

/** Optional integer; numeric strings accepted. */
export const optInt = readsPlain(
  z.preprocess((v) => toNumber(nullToUndefined(v)), z.number().int().optional()),
  () => plainNumber(Number.isSafeInteger),
);

/** Optional boolean; 0/1 and "true"/"false"/"0"/"1" accepted. */
export const optBool = readsPlain(
  z.preprocess((v) => {
    if (v === null) return undefined;
    if (v === 0 || v === '0' || v === 'false') return false;
    if (v === 1 || v === '1' || v === 'true') return true;
    return v;
  }, z.boolean().optional()),
  () => (v) => (v === undefined || v === null ? undefined : typeof v === 'boolean' ? v : NOT_PLAIN),
);

const DATE_START = /^\d{4}-\d{2}-\d{2}/;

/** Optional date in YYYY-MM-DD form. */
export const optDate = readsPlain(
  z.preprocess(nullToUndefined, z.string().max(MAX_TOKEN_LENGTH).regex(DATE_START).optional()),
  () => (v) =>
    v === undefined || v === null
      ? undefined
      : typeof v === 'string' && v.length <= MAX_TOKEN_LENGTH && DATE_START.test(v)
        ? v
        : NOT_PLAIN,
);

/** Required string id; an integer id is accepted and turned into text. */
export const idStr = readsPlain(
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : v),
    z.string().trim().min(1, 'id is empty').max(200),
  ),
  // Plain: text with nothing to trim.
  () => (v) => (typeof v === 'string' && v.length >= 1 && v.length <= 200 && v.trim() === v ? v : NOT_PLAIN),
);

/** Required integer id; a string of digits is accepted. */
export const idInt = readsPlain(
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  ),
  () => (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : NOT_PLAIN),
);

/** Optional array of strings; a missing array reads as empty. */
export const strArray = readsPlain(
  z.preprocess(nullToUndefined, z.array(optStr.transform((s) => s ?? '')).optional()),
  () => (v) =>
    v === undefined || v === null
      ? undefined
      : Array.isArray(v)
        ? plainList(v, (item) => (typeof item === 'string' && item.length <= MAX_TEXT_LENGTH ? item : NOT_PLAIN))
        : NOT_PLAIN,
);

/** An object of optional strings, one per listed field name (for the very wide records). */
export function stringFields<const K extends readonly string[]>(names: K) {
  return Object.fromEntries(names.map((n) => [n, optStr])) as { [P in K[number]]: typeof optStr };
}

/** An object of optional numbers, one per listed field name. */
export function numberFields<const K extends readonly string[]>(names: K) {
  return Object.fromEntries(names.map((n) => [n, optNum])) as { [P in K[number]]: typeof optNum };
}

/** An optional object; null means absent. */
export function optObject<T extends z.ZodType>(schema: T) {
  return readsPlain(z.preprocess(nullToUndefined, schema.optional()), (readerOf) => {
    const read = readerOf(schema);
    return (v) => (v === undefined || v === null ? undefined : read(v));
  });
}

/** An optional map under server-named keys (dates, group ids); null or [] reads as empty. */
export function keyedMap<T extends z.ZodType>(value: T) {
  return readsPlain(
    z.preprocess(
      (v) => (v === null || Array.isArray(v) ? {} : v),
      z.record(z.string().max(MAX_TOKEN_LENGTH), value).optional(),
    ),
    (readerOf) => plainMap(readerOf(value)),
  );
}

/**
 * A map's plain form: an object of plain values under keys within the cap ('__proto__' goes to
 * zod). `lenient`: absent is undefined, null or [] an empty map (keyedMap's reading).
 */
function plainMap(read: PlainReader, lenient = true): PlainReader {
  return (v) => {
    if (lenient && v === undefined) return undefined;
    if (lenient && (v === null || Array.isArray(v))) return {};
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return NOT_PLAIN;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v)) {
      if (key.length > MAX_TOKEN_LENGTH || key === '__proto__') return NOT_PLAIN;
      const item = read((v as Record<string, unknown>)[key]);
      if (item === NOT_PLAIN || item === undefined) return NOT_PLAIN;
      out[key] = item;
    }
    return out;
  };
}

/** An object of anything under server-named keys, taken as sent (a rule's free-form settings). */
export const looseRecord = readsPlain(z.record(z.string().max(MAX_TOKEN_LENGTH), z.unknown()), () =>
  plainMap((v) => v, false),
);

/** Like z.array but a null reads as an empty list. */
export function list<T extends z.ZodType>(item: T) {
  return readsPlain(z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(item)), (readerOf) => {
    const read = readerOf(item);
    return (v) => (v === null || v === undefined ? [] : Array.isArray(v) ? plainList(v, read) : NOT_PLAIN);
  });
}
