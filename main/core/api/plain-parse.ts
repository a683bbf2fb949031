/**
 * A cheaper way through a response schema for an answer already in its plain form: every field
 * of the type it is read as (or absent), no number sent as text, no text past its cap. A sync
 * checks some 20,000 rows, and zod's lenient fields (a preprocess and a pipe each) cost main
 * more than reading them. Each field helper of fields.ts names the plain values it takes as
 * they are; anything else (a numeric string, a bad id, an unknown kind of schema) declines,
 * and the whole answer goes through zod as before, so its result and its errors are zod's.
 */
import type { z } from 'zod';

/** A reader's answer when the value is not plain: zod reads the whole answer instead. */
export const NOT_PLAIN: unique symbol = Symbol('not plain');

/** Reads a value as its schema would, or answers NOT_PLAIN; never throws for a JSON value. */
export type PlainReader = (value: unknown) => unknown;

type ReaderOf = (schema: z.ZodType) => PlainReader;

/** How a field helper's schema reads plain values, given the readers of the schemas it wraps. */
const builders = new WeakMap<z.ZodType, (readerOf: ReaderOf) => PlainReader>();
const readers = new WeakMap<z.ZodType, PlainReader>();

/** Names how `schema` reads plain values; returns the schema. */
export function readsPlain<S extends z.ZodType>(schema: S, build: (readerOf: ReaderOf) => PlainReader): S {
  builders.set(schema, build);
  return schema;
}

/** Any schema this file does not know: zod reads the value itself (a sound, not a cheap, answer). */
const byZod =
  (schema: z.ZodType): PlainReader =>
  (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : NOT_PLAIN;
  };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  checks?: unknown[];
}

function build(schema: z.ZodType): PlainReader {
  const named = builders.get(schema);
  if (named) return named(readerOf);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const unchecked = (def.checks?.length ?? 0) === 0;
  // An object that drops unknown keys, as every response object does: its fields in its order,
  // a field read as undefined kept only when the answer has the key (zod's rule).
  if (def.type === 'object' && def.shape && def.catchall === undefined && unchecked) {
    const fields = Object.entries(def.shape).map(([key, field]) => [key, readerOf(field)] as const);
    return (value) => {
      if (!isRecord(value)) return NOT_PLAIN;
      const out: Record<string, unknown> = {};
      for (const [key, read] of fields) {
        const field = read(value[key]);
        if (field === NOT_PLAIN) return NOT_PLAIN;
        if (field !== undefined || key in value) out[key] = field;
      }
      return out;
    };
  }
  if (def.type === 'array' && def.element && unchecked) {
    const read = readerOf(def.element);
    return (value) => (Array.isArray(value) ? plainList(value, read) : NOT_PLAIN);
  }
  if (def.type === 'optional' && def.innerType) {
    const read = readerOf(def.innerType);
    return (value) => (value === undefined ? undefined : read(value));
  }
  return byZod(schema);
}

function readerOf(schema: z.ZodType): PlainReader {
  let reader = readers.get(schema);
  if (!reader) {
    // Set before building, so a schema that contains itself finds its own reader.
    readers.set(schema, (value) => reader!(value));
    reader = build(schema);
    readers.set(schema, reader);
  }
  return reader;
}

/** Each item read; NOT_PLAIN when one is not plain. */
export function plainList(items: readonly unknown[], read: PlainReader): unknown[] | typeof NOT_PLAIN {
  const out = new Array<unknown>(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = read(items[i]);
    if (item === NOT_PLAIN) return NOT_PLAIN;
    out[i] = item;
  }
  return out;
}

/** `schema.safeParse(value)`, through the plain readers when the value is plain: the same result either way. */
export function parsePlainFirst<T>(schema: z.ZodType<T>, value: unknown): z.ZodSafeParseResult<T> {
  const plain = readerOf(schema)(value);
  return plain === NOT_PLAIN ? schema.safeParse(value) : { success: true, data: plain as T };
}
