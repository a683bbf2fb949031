// The plain path through a response schema gives exactly zod's answer: the same value (every key,
// an undefined one too) for any body, and the same errors, since a body it declines goes to zod.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parsePlainFirst } from '../../../../main/core/api/plain-parse.js';
import * as schemas from '../../../../main/core/api/schemas.js';
import * as timeTracking from '../../../../main/core/api/time-tracking-schema.js';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Values a lenient field meets: plain ones most, then the forms zod turns or refuses. */
const oddScalar = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.constantFrom(' 42 ', '42', '-1.5', '1e3', 'abc', '0', '1', 'true', 'false', '2026-11-02', ' x '),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant(2 ** 53 + 2),
  fc.boolean(),
  fc.constant('x'.repeat(2_001)),
  fc.constant('__proto__'),
);

/** A body shaped like what `schema` reads, with now and then a field absent, odd or extra. */
function shaped(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'object': {
        const fields = Object.fromEntries(Object.entries(def.shape!).map(([k, f]) => [k, shaped(f, depth + 1)]));
        return fc
          .tuple(
            fc.record(fields, { requiredKeys: Object.keys(fields).filter((_, i) => i % 5 !== 4) }),
            fc.dictionary(fc.constantFrom('extra', 'id2', '__proto__'), oddScalar, { maxKeys: 1 }),
          )
          .map(([known, extra]) => Object.assign(JSON.parse(JSON.stringify(extra)) as object, known));
      }
      case 'array':
        return depth > 6 ? fc.constant([]) : fc.array(shaped(def.element!, depth + 1), { maxLength: 3 });
      case 'record':
        return fc.dictionary(
          fc.constantFrom('2026-11-02', 'a', 'b'),
          depth > 6 ? fc.constant({}) : shaped(def.valueType!, depth + 1),
          { maxKeys: 2 },
        );
      case 'optional':
        return shaped(def.innerType!, depth);
      case 'pipe':
        return shaped(def.out!, depth);
      case 'string':
        return fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('2026-11-02', 'id-1', ' pad '));
      case 'number':
        return fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constant(1.5));
      case 'boolean':
        return fc.boolean();
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };
  return fc.oneof({ weight: 8, arbitrary: inner() }, { weight: 1, arbitrary: oddScalar });
}

/** A body as the transport hands it over: parsed JSON (no undefined anywhere). */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

const responseSchemas = Object.entries({ ...schemas, ...timeTracking }).filter(
  ([name, s]) => name.endsWith('Schema') && typeof s === 'object' && s !== null && '_zod' in s && !/Body|Patch/.test(name),
) as [string, z.ZodType][];

describe('the plain path through a response schema', () => {
  it('covers the response schemas', () => {
    expect(responseSchemas.length).toBeGreaterThan(30);
  });

  for (const [name, schema] of responseSchemas) {
    it(`${name}: zod's value and zod's errors, whatever the body`, () => {
      fc.assert(
        fc.property(shaped(schema).map(asJson), (body) => {
          const plain = parsePlainFirst(schema, body);
          const zod = schema.safeParse(body);
          expect(plain.success).toBe(zod.success);
          if (zod.success) expect(plain.data).toStrictEqual(zod.data);
          else expect(plain.error?.issues).toStrictEqual(zod.error.issues);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('keeps a key sent as null as zod does (present, undefined), and drops unknown keys', () => {
    const body = [{ id: 's1', custom_name: null, quantity: 3, unknown: 'x' }];
    const plain = parsePlainFirst(schemas.eventShiftsSchema, body);
    expect(plain).toStrictEqual(schemas.eventShiftsSchema.safeParse(body));
    expect(plain.data?.[0]).toStrictEqual({ id: 's1', custom_name: undefined, quantity: 3, skillsets: [] });
  });
});
