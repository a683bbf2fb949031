// Every channel of the contract, fed hostile payloads through the one handler wrapper: always a
// result object, never a throw, and the core handler never sees a payload its schema refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wrapHandler } from '../../../../../main/core/ipc/handler.js';
import { payloadSchemas } from '../../../../../main/core/ipc/payloads.js';
import type { Channel } from '../../../../../preload/contract.js';

const APP_FRAME = { senderFrame: { url: 'app://field-supervisor/index.html' } };

const hostile = fc.oneof(
  fc.anything(),
  fc.string({ maxLength: 5000 }),
  fc.constant('x'.repeat(200_000)),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'apiKey', 'url'), fc.anything()),
  fc.record({ apiKey: fc.string(), environment: fc.string(), baseUrl: fc.webUrl() }),
  fc.record({ url: fc.oneof(fc.webUrl(), fc.constant('javascript:alert(1)'), fc.constant('file:///etc/passwd')) }),
  fc.array(fc.anything(), { maxLength: 50 }),
  fc.constant(null),
  fc.constant(undefined),
);

const channels = Object.keys(payloadSchemas) as Channel[];

describe('IPC payload validation, every channel', () => {
  it('covers all 35 channels of the contract', () => {
    expect(channels.length).toBe(35);
  });

  for (const channel of channels) {
    it(`${channel}: hostile payloads give a result, never a throw`, async () => {
      const seen: unknown[] = [];
      const handler = wrapHandler(payloadSchemas[channel] as never, (payload: unknown) => {
        seen.push(payload);
        return 'handled';
      });
      await fc.assert(
        fc.asyncProperty(hostile, async (payload) => {
          seen.length = 0;
          const result = await handler(APP_FRAME, payload);
          expect(typeof result.ok).toBe('boolean');
          if (!result.ok) {
            expect(seen).toEqual([]);
            expect(result.error.message.length).toBeLessThanOrEqual(300);
          } else {
            // What the handler got passed the schema: parsing it again must succeed.
            expect(payloadSchemas[channel].safeParse(seen[0]).success).toBe(true);
          }
          expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
        }),
        { numRuns: 150 },
      );
    });
  }

  it('refuses a key with spaces, an unknown environment and an extra field on connect', async () => {
    const handler = wrapHandler(payloadSchemas['connection:connect'], () => 'handled');
    for (const payload of [
      { environment: 'staging', apiKey: 'abc' },
      { environment: 'sandbox', apiKey: '' },
      { environment: 'sandbox', apiKey: 'abc', extra: true },
      { environment: 'demo', apiKey: 'abc' },
    ]) {
      expect(await handler(APP_FRAME, payload)).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    }
    expect(await handler(APP_FRAME, { environment: 'sandbox', apiKey: 'abc' })).toEqual({ ok: true, value: 'handled' });
  });
});
