/**
 * Lenient field parsers shared by every resource schema. Real servers send numbers as numeric
 * strings, nulls for absent values and integers where strings are documented; we accept those
 * and normalise, but ids stay strict because the app keys its storage on them.
 */
import { z } from 'zod';

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

/** Optional string; numbers are turned into their text, null means absent. */
export const optStr = z.preprocess((v) => (typeof v === 'number' ? String(v) : nullToUndefined(v)), boundedText().optional());

/** Optional string that may legitimately be null (kept as null). */
export const nullableStr = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), boundedText().nullable().optional());

/** Optional finite number; numeric strings accepted. */
export const optNum = z.preprocess((v) => toNumber(nullToUndefined(v)), z.number().finite().optional());

/** Optional integer; numeric strings accepted. */
export const optInt = z.preprocess((v) => toNumber(nullToUndefined(v)), z.number().int().optional());

/** Optional boolean; 0/1 and "true"/"false"/"0"/"1" accepted. */
export const optBool = z.preprocess((v) => {
  if (v === null) return undefined;
  if (v === 0 || v === '0' || v === 'false') return false;
  if (v === 1 || v === '1' || v === 'true') return true;
  return v;
}, z.boolean().optional());

/** Optional date in YYYY-MM-DD form. */
export const optDate = z.preprocess(
  nullToUndefined,
  z
    .string()
    .max(MAX_TOKEN_LENGTH)
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .optional(),
);

/** Required string id; an integer id is accepted and turned into text. */
export const idStr = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : v),
  z.string().trim().min(1, 'id is empty').max(200),
);

/** Required integer id; a string of digits is accepted. */
export const idInt = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
);

/** Optional array of strings; a missing array reads as empty. */
export const strArray = z.preprocess(nullToUndefined, z.array(optStr.transform((s) => s ?? '')).optional());

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
  return z.preprocess(nullToUndefined, schema.optional());
}

/** An optional map under server-named keys (dates, group ids); null or [] reads as empty. */
export function keyedMap<T extends z.ZodType>(value: T) {
  return z.preprocess(
    (v) => (v === null || Array.isArray(v) ? {} : v),
    z.record(z.string().max(MAX_TOKEN_LENGTH), value).optional(),
  );
}

/** Like z.array but a null reads as an empty list. */
export function list<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === null || v === undefined ? [] : v), z.array(item));
}
