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
});
