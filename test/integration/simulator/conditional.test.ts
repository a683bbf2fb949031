// Conditional reads (API.md): the simulator sends a strong ETag on every successful GET and
// answers 304 only when If-None-Match matches; the app's client refuses a 304 to a request it did
// not make conditionally (a proxy revalidating on its own) instead of taking it as data. The
// client's own conditional reads are in test/integration/client/conditional-sync.test.ts.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../main/core/api/errors.js';
import { clientFor } from '../../unit/main/core/core-kit.js';
import { call, KEY, useSimulator } from './harness.js';

const sim = useSimulator();
/** A real event's shifts. */
const shiftsPath = async () => {
  const state = await call<{ events: { id: string }[] }>(sim(), '/__simulator/state');
  return `/events/${state.body.events[0]!.id}/shifts`;
};
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${sim().url}${path}`, { headers: { 'X-API-KEY': KEY, ...headers } });

describe('conditional reads against the simulator', () => {
  it('a GET carries a strong ETag; the same tag back is a 304 with no body', async () => {
    const path = await shiftsPath();
    const first = await get(path);
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    // The body's SHA-1, as Hono's default makes it (the simulator only hashes it synchronously).
    const body = Buffer.from(await first.arrayBuffer());
    expect(tag).toBe(`"${createHash('sha1').update(body).digest('hex')}"`);
    const again = await get(path, { 'If-None-Match': tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
  });

  it('a changed set, another tag or no tag is answered in full', async () => {
    const path = await shiftsPath();
    const first = await get(path);
    const tag = first.headers.get('etag')!;
    const [shift] = (await first.json()) as { id: string }[];
    expect((await get(path, { 'If-None-Match': '"not-this-one"' })).status).toBe(200);
    const edit = await call(sim(), `${path}/${shift!.id}`, { method: 'PATCH', body: { comments: 'Gate B ✓' } });
    expect(edit.status).toBe(200);
    const changed = await get(path, { 'If-None-Match': tag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(await changed.text()).toContain('Gate B ✓');
  });

  it('errors and writes carry no ETag', async () => {
    expect((await get('/events/does-not-exist/shifts')).headers.get('etag')).toBeNull();
    const order = await call(sim(), '/workers/3001/orders', { method: 'POST', body: { id: '31', p_id: '500001' } });
    expect(order.headers.get('etag')).toBeNull();
  });

  it('the client refuses a 304 to a request it did not make conditionally', async () => {
    // A caching proxy in between: it revalidates with the tag it saw and passes the 304 on.
    let seen: string | null = null;
    const eventId = (await shiftsPath()).split('/')[2]!;
    const client = clientFor(sim().url, {
      apiKey: KEY,
      fetch: async (url, init) => {
        const headers = new Headers(init.headers);
        if (seen) headers.set('If-None-Match', seen);
        const res = await fetch(url, { ...init, headers });
        seen = res.headers.get('etag') ?? seen;
        return res;
      },
    });
    const shifts = await client.eventShifts(eventId);
    expect(shifts.length).toBeGreaterThan(0);
    const refused = await client.eventShifts(eventId).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).kind).toBe('bad-response');
    expect((refused as ApiError).message).toMatch(/"not modified" to a request that asked for the full answer/);
  });
});
