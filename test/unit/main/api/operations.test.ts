// The operation table the client derives its calls from.
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../../main/core/api/operations.js';
import { DEFAULT_PROFILE } from '../../../../main/core/api/profile.js';

describe('OPERATIONS', () => {
  it.each(Object.entries(OPERATIONS))('%s: only a GET is retried, and its path is in the profile', (_name, op) => {
    expect(op.retry).toBe(op.method === 'GET' ? 'backoff' : 'never');
    expect(DEFAULT_PROFILE.paths[op.path]).toMatch(/^\//);
  });

  it('fills every placeholder of each path from the ids it names', () => {
    for (const op of Object.values(OPERATIONS)) {
      const placeholders = [...DEFAULT_PROFILE.paths[op.path].matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]).sort();
      const ids = Object.keys(
        (op.ids as ((input: unknown) => object) | undefined)?.(new Proxy({}, { get: () => '1' })) ?? {},
      );
      expect(ids.sort(), op.path).toEqual(placeholders);
    }
  });

  it('names an item under its resource in refusals and in what failed', () => {
    const input = { id: 42, itemId: 7, patch: {} };
    const cases = [
      [OPERATIONS.clientDocument, 'document 7 of client 42', 'The client id', 'The document id'],
      [OPERATIONS.workerOrder, 'order 7 of worker 42', 'The worker id', 'The order id'],
      [OPERATIONS.templateRequirement, 'requirement 7', 'The template id', 'The requirement id'],
      [OPERATIONS.eventShift, 'shift 7', 'The event id', 'The shift id'],
    ] as const;
    for (const [op, what, resourceWords, itemWords] of cases) {
      expect(op.what(input)).toBe(what);
      expect(Object.values(op.ids?.(input) ?? {})).toEqual([
        { id: 42, what: resourceWords },
        { id: 7, what: itemWords },
      ]);
    }
    expect(OPERATIONS.templateRequirement.body?.invalid('bad')).toBe('The requirement change is not valid: bad.');
    expect(OPERATIONS.eventShift.body?.invalid('bad')).toBe('The shift change is not valid: bad.');
  });
});
