import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../../../../main/core/api/client.js';
import { ApiError, errorFromResponse, parseRetryAfter } from '../../../../main/core/api/errors.js';
import { backoffDelay, buildUrl, DEFAULT_RETRY } from '../../../../main/core/api/http.js';
import { fillPath, resolveProfile } from '../../../../main/core/api/profile.js';
import { OPERATIONS } from '../../../../main/core/api/operations.js';

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, never negative', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('holds a wait of days to an hour, in seconds or as a date', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('2592000', now)).toBe(3_600_000);
    expect(parseRetryAfter('9'.repeat(400), now)).toBe(3_600_000);
    expect(parseRetryAfter('Tue, 22 Dec 2026 10:00:00 GMT', now)).toBe(3_600_000);
    expect(parseRetryAfter('3600', now)).toBe(3_600_000);
  });
});

describe('backoff with full jitter', () => {
  it('stays within [0, min(max, base * 2^attempt))', () => {
    expect(backoffDelay(0, DEFAULT_RETRY, () => 0.999)).toBeLessThan(DEFAULT_RETRY.baseDelayMs);
    expect(backoffDelay(2, DEFAULT_RETRY, () => 0.5)).toBe(Math.floor(0.5 * DEFAULT_RETRY.baseDelayMs * 4));
    expect(backoffDelay(30, DEFAULT_RETRY, () => 0.999)).toBeLessThan(DEFAULT_RETRY.maxDelayMs);
    expect(backoffDelay(3, DEFAULT_RETRY, () => 0)).toBe(0);
  });
});

describe('error mapping', () => {
  it('ATH-100 is an auth error with advice, whatever the status', () => {
    const e = errorFromResponse(403, { code: 'ATH-100', error: 'bad key' }, undefined);
    expect(e.kind).toBe('auth');
    expect(e.message).toMatch(/rejected/);
    expect(e.message).toContain('bad key');
  });
  it('maps the five statuses of API.md', () => {
    expect([400, 401, 403, 404, 500].map((s) => errorFromResponse(s, undefined, undefined).kind)).toEqual([
      'invalid-request',
      'auth',
      'permission',
      'not-found',
      'server',
    ]);
    expect(errorFromResponse(429, undefined, 1000)).toMatchObject({ kind: 'rate-limited', retryAfterMs: 1000 });
  });
});

describe('profile and URLs', () => {
  it('encodes ids so they cannot add path segments', () => {
    expect(fillPath('/events/{id}/shifts', { id: 'a b&c=1' })).toBe('/events/a%20b%26c%3D1/shifts');
    expect(() => fillPath('/events/{id}/shifts', { id: '../config?x=1' })).toThrow(/refused before sending/);
  });
  it('keeps the version segment of the base URL and drops empty query values', () => {
    expect(buildUrl('https://h/api/1_12/', '/ats-tasks', { status: 'pending', page: undefined })).toBe(
      'https://h/api/1_12/ats-tasks?status=pending',
    );
  });
  it('an override changes one path and keeps the rest; a bad override fails loudly', () => {
    const p = resolveProfile({ paths: { createWorkerOrder: '/worker-orders/{id}' } });
    expect(p.paths.createWorkerOrder).toBe('/worker-orders/{id}');
    expect(p.paths.eventShifts).toBe('/events/{id}/shifts');
    expect(() => resolveProfile({ paths: { tasks: 'no-slash' } })).toThrow();
  });
});

describe('over a real socket', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((r) => (server ? (server.closeAllConnections(), server.close(() => r())) : r())));

  async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
    server = createServer(handler);
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/1_12`;
  }

  it('a server that never answers gives a timeout error, after the retries', async () => {
    const base = await serve(() => undefined);
    // Attempts counted as sent: on a busy machine the server may not have accepted one before its 150 ms ran out.
    let attempts = 0;
    const client = createClient({
      baseUrl: base,
      apiKey: 'k',
      timeoutMs: 150,
      retry: { retries: 1, baseDelayMs: 1 },
      fetch: (input, init) => (attempts++, fetch(input, init)),
    });
    const err = await client.call(OPERATIONS.hrContacts, undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('timeout');
    expect(attempts).toBe(2);
  });

  it('a body cut off mid-stream is a network error that may have reached the server', async () => {
    const base = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('[{"id":"1"');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const client = createClient({ baseUrl: base, apiKey: 'k', retry: { retries: 0 } });
    const err = (await client.eventShifts(1).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('network');
    expect(err.notSent).toBe(false);
  });

  it('a refused connection is a network error marked not sent', async () => {
    const base = await serve(() => undefined);
    await new Promise<void>((r) => server!.close(() => r()));
    server = undefined;
    const client = createClient({ baseUrl: base, apiKey: 'k', retry: { retries: 0 } });
    const err = (await client.createWorkerOrder(1, { id: '1', p_id: '2' }).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('network');
    expect(err.notSent).toBe(true);
  });

  it('cancelling stops a request and its retries', async () => {
    let hits = 0;
    const ctl = new AbortController();
    // Cancelled once the server holds the request, however long sending it took.
    const base = await serve(() => {
      hits++;
      ctl.abort();
    });
    const client = createClient({ baseUrl: base, apiKey: 'k', timeoutMs: 5000 });
    const err = (await client.eventAdmins(3, { signal: ctl.signal }).catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe('CANCELLED');
    expect(hits).toBe(1);
  });

  it('sends the key and never follows a redirect to another host', async () => {
    const seen: string[] = [];
    const base = await serve((req, res) => {
      seen.push(String(req.headers['x-api-key']));
      res.writeHead(302, { location: 'http://evil.test/' }).end();
    });
    const client = createClient({ baseUrl: base, apiKey: 'secret-key', retry: { retries: 0 } });
    const err = (await client.call(OPERATIONS.hrContacts, undefined).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(seen).toEqual(['secret-key']);
  });
});
