// A hostile IPC payload is refused on its size and shape before any schema reads it: within a
// second, with its own code, and the handler never runs. Before, a 50 MB typed array kept main
// busy for minutes (zod reads it as millions of keys) and every other call waited.
import { describe, expect, it, vi } from 'vitest';
import { wrapHandler } from '../../../../../main/core/ipc/handler.js';
import { PAYLOAD_BOUNDS } from '../../../../../main/core/ipc/payload-bounds.js';
import { payloadSchemas } from '../../../../../main/core/ipc/payloads.js';
import { IPC_ERROR, type Channel } from '../../../../../preload/contract.js';

const APP_FRAME = { senderFrame: { url: 'app://field-supervisor/index.html' } };

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { followedEventIds: value };
  return value;
}

const HOSTILE: [name: string, channel: Channel, payload: () => unknown][] = [
  ['a 50 MB typed array', 'settings:update', () => new Uint8Array(50_000_000)],
  [
    'a 50 MB typed array as the CSV',
    'app:save-csv',
    () => ({ suggestedName: 'a.csv', csv: new Float64Array(6_250_000) }),
  ],
  ['an ArrayBuffer', 'orders:submit', () => new ArrayBuffer(50_000_000)],
  ['a 10 MB key', 'settings:update', () => ({ ['k'.repeat(10_000_000)]: 1 })],
  [
    '200,000 keys',
    'settings:update',
    () => Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`k${i}`, i])),
  ],
  [
    'a million ids',
    'settings:update',
    () => ({ followedEventIds: Array.from({ length: 1_000_000 }, (_, i) => `${i}`) }),
  ],
  ['100,000 levels of nesting', 'settings:update', () => nested(100_000)],
  ['a 60 MB string', 'app:save-csv', () => ({ suggestedName: 'a.csv', csv: 'x'.repeat(60_000_000) })],
  ['a Map of a million entries', 'settings:update', () => new Map(Array.from({ length: 1_000_000 }, (_, i) => [i, i]))],
];

describe('IPC payload bounds, checked before the schema', () => {
  it.each(HOSTILE)(
    'refuses %s within a second, with its own code, and never runs the handler',
    async (_name, channel, make) => {
      const payload = make();
      const fn = vi.fn();
      const handler = wrapHandler(payloadSchemas[channel] as never, fn);
      const started = performance.now();
      const result = await handler(APP_FRAME, payload);
      const ms = performance.now() - started;
      expect(result).toMatchObject({
        ok: false,
        error: { code: IPC_ERROR.payloadTooLarge, message: /^Request refused: / },
      });
      expect(ms).toBeLessThan(1_000);
      expect(fn).not.toHaveBeenCalled();
    },
  );

  it('still takes the largest real payload: a CSV export at its 50-million-character bound', async () => {
    const fn = vi.fn(() => 'saved');
    const handler = wrapHandler(payloadSchemas['app:save-csv'], fn);
    const csv = 'a'.repeat(50_000_000);
    expect(await handler(APP_FRAME, { suggestedName: 'orders.csv', csv })).toEqual({ ok: true, value: 'saved' });
    expect(csv.length + 'orders.csv'.length).toBeLessThanOrEqual(PAYLOAD_BOUNDS.maxChars);
  });

  it('still takes a full id list and a deep API profile override', async () => {
    const fn = vi.fn(() => 'ok');
    const handler = wrapHandler(payloadSchemas['settings:update'], fn);
    const ids = Array.from({ length: 2000 }, (_, i) => `${i + 1}`);
    expect(await handler(APP_FRAME, { followedEventIds: ids, crewWorkerIds: ids, mutedEventIds: ids })).toEqual({
      ok: true,
      value: 'ok',
    });
  });
});
