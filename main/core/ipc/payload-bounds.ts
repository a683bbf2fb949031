/**
 * A cheap look at an IPC payload before its schema sees it. zod walks what it is given, and
 * some hostile shapes cost it minutes (a 50 MB typed array is read as millions of keys), so
 * size, depth and kind are checked first, by a walk that stops at the first bound passed.
 * Every payload of the contract is plain data (objects, arrays, strings, numbers, booleans),
 * and the largest, a CSV export, is one string of at most 50 million characters.
 */
export const PAYLOAD_BOUNDS = {
  /** Characters of all strings and keys together: the CSV export's bound, plus room for its name. */
  maxChars: 50_001_000,
  /** Values in all (an id list holds at most 2,000; settings a few hundred). */
  maxValues: 20_000,
  /** Nesting (the deepest payload, an API profile override, is four levels). */
  maxDepth: 12,
  /** An object key (field names and profile parameter names are short). */
  maxKeyLength: 200,
} as const;

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Why a payload is refused before parsing; the handler says it in the app's language. */
export type PayloadRefusal = 'too-many-values' | 'too-large' | 'too-deep' | 'not-plain-data' | 'key-too-long';

/** Why the payload is refused before parsing, or undefined when its schema may look at it. */
export function payloadOutOfBounds(payload: unknown): PayloadRefusal | undefined {
  const stack: [value: unknown, depth: number][] = [[payload, 0]];
  let chars = 0;
  let values = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (++values > PAYLOAD_BOUNDS.maxValues) return 'too-many-values';
    if (typeof value === 'string') {
      chars += value.length;
      if (chars > PAYLOAD_BOUNDS.maxChars) return 'too-large';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= PAYLOAD_BOUNDS.maxDepth) return 'too-deep';
    if (Array.isArray(value)) {
      if (values + value.length > PAYLOAD_BOUNDS.maxValues) return 'too-many-values';
      for (const item of value as unknown[]) stack.push([item, depth + 1]);
      continue;
    }
    // Typed arrays, buffers, maps, dates: no call takes them, and they are costly to walk.
    if (!isPlainObject(value)) return 'not-plain-data';
    const keys = Object.keys(value);
    if (values + keys.length > PAYLOAD_BOUNDS.maxValues) return 'too-many-values';
    for (const key of keys) {
      if (key.length > PAYLOAD_BOUNDS.maxKeyLength) return 'key-too-long';
      chars += key.length;
      stack.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
    if (chars > PAYLOAD_BOUNDS.maxChars) return 'too-large';
  }
  return undefined;
}
