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

/** Why the payload is refused before parsing, or undefined when its schema may look at it. */
export function payloadOutOfBounds(payload: unknown): string | undefined {
  const stack: [value: unknown, depth: number][] = [[payload, 0]];
  let chars = 0;
  let values = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (++values > PAYLOAD_BOUNDS.maxValues) return 'it holds too many values';
    if (typeof value === 'string') {
      chars += value.length;
      if (chars > PAYLOAD_BOUNDS.maxChars) return 'it is too large';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= PAYLOAD_BOUNDS.maxDepth) return 'it is nested too deeply';
    if (Array.isArray(value)) {
      if (values + value.length > PAYLOAD_BOUNDS.maxValues) return 'it holds too many values';
      for (const item of value as unknown[]) stack.push([item, depth + 1]);
      continue;
    }
    // Typed arrays, buffers, maps, dates: no call takes them, and they are costly to walk.
    if (!isPlainObject(value)) return 'it holds something other than plain data';
    const keys = Object.keys(value);
    if (values + keys.length > PAYLOAD_BOUNDS.maxValues) return 'it holds too many values';
    for (const key of keys) {
      if (key.length > PAYLOAD_BOUNDS.maxKeyLength) return 'a field name is too long';
      chars += key.length;
      stack.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
    if (chars > PAYLOAD_BOUNDS.maxChars) return 'it is too large';
  }
  return undefined;
}
