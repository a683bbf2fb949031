// A sync against servers nobody on the project wrote (issue 34): the real sync service, client
// and window receiver against the simulator, behind a server that changes its answers the way
// a real one may: pages smaller than asked, 429s in the middle of a paged read (Retry-After in
// seconds, as an HTTP date, or none), a connection lost in the middle of a body, extra and
// missing optional fields, a weak ETag, and a 304 nobody asked for.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeFieldDb, deleteFieldDb, openFieldDb } from '../../../renderer/src/shared/db/open';
import type { FieldDb } from '../../../renderer/src/shared/db/schema';
import { call, useSimulator } from '../simulator/harness.js';
import { syncing, withHeaders, type Server } from './sync-harness.js';

const sim = useSimulator();

let db: FieldDb;
let serial = 0;

beforeEach(async () => {
  db = await openFieldDb(`other-servers-${(serial += 1)}`);
  await call(sim(), '/__simulator/faults', { method: 'POST', body: {} });
});
afterEach(async () => {
  closeFieldDb(db);
  await deleteFieldDb(db.name);
});

/** Fast retries: the pauses a server asks for are what these tests time. */
const retry = { baseDelayMs: 10, maxDelayMs: 50 };

const isList = (url: URL, list: string) => url.pathname.endsWith(`/${list}`);
const pageOf = (url: URL) => Number(url.searchParams.get('page') ?? 1);

/** Two items a page, whatever the app asks for: a server with a small page limit of its own. */
const twoAPage = (url: URL): URL => {
  if (isList(url, 'events') || isList(url, 'clients')) url.searchParams.set('items_per_page', '2');
  return url;
};

const rateLimited = (retryAfter: string | undefined) =>
  new Response(JSON.stringify({ code: 'API-429', error: 'Too many requests.' }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', ...(retryAfter === undefined ? {} : { 'Retry-After': retryAfter }) },
  });

/** The answer's first bytes, then the connection lost: headers arrived, the body did not. */
async function cutMidBody(res: Response): Promise<Response> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, Math.floor(bytes.length / 2)));
      controller.error(Object.assign(new TypeError('terminated'), { cause: { code: 'UND_ERR_SOCKET' } }));
    },
  });
  return new Response(body, { status: res.status, headers: res.headers });
}

async function rewriteJson(res: Response, change: (json: unknown) => unknown): Promise<Response> {
  const json = change(await res.json());
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(json), { status: res.status, headers });
}

const simEvents = () => sim().store.data.events.length;
const simClients = () => sim().store.data.clients.length;
/** Pages 1 to n. */
const pages = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('a server that pages and rate-limits its own way', () => {
  it('two events a page, a 429 with an HTTP-date Retry-After on page 3 and one without on page 2 of clients: the lists are whole, each page asked again, not the list', async () => {
    const limited = new Set<string>();
    const askedAt: { list: string; page: number; at: number }[] = [];
    const server: Server = {
      url: twoAPage,
      answer: (res, _req, url) => {
        for (const list of ['events', 'clients']) {
          if (!isList(url, list)) continue;
          askedAt.push({ list, page: pageOf(url), at: Date.now() });
          const at = `${list}:${pageOf(url)}`;
          if (at === 'events:3' && !limited.has(at)) {
            limited.add(at);
            // An HTTP date has whole seconds: two from now is one to two seconds away.
            return rateLimited(new Date(Date.now() + 2_000).toUTCString());
          }
          if (at === 'clients:2' && !limited.has(at)) {
            limited.add(at);
            return rateLimited(undefined);
          }
        }
        return res;
      },
    };
    const { sync } = await syncing(sim(), () => db, { server, retry });
    const { summary } = await sync();

    expect(summary).toMatchObject({ outcome: 'complete', failures: [] });
    expect(await db.events.count()).toBe(simEvents());
    expect(await db.clients.count()).toBe(simClients());
    const events = askedAt.filter((a) => a.list === 'events');
    // Every page once, page 3 twice; never page 1 again.
    expect(events.map((a) => a.page)).toEqual(pages(Math.ceil(simEvents() / 2)).flatMap((p) => (p === 3 ? [3, 3] : [p])));
    const [first, again] = events.filter((a) => a.page === 3);
    expect(again!.at - first!.at).toBeGreaterThanOrEqual(900);
    expect(askedAt.filter((a) => a.list === 'clients').map((a) => a.page)).toEqual(pages(Math.ceil(simClients() / 2)).flatMap((p) => (p === 2 ? [2, 2] : [p])));
  });
});

describe('a connection lost in the middle of a body', () => {
  it('on page 2 of the event list and on an event’s shifts: that read is asked again, the sync completes whole', async () => {
    const cut = new Set<string>();
    const asked: string[] = [];
    let shiftsPath = '';
    const server: Server = {
      url: twoAPage,
      answer: (res, _req, url) => {
        const at = isList(url, 'events') ? `events:${pageOf(url)}` : url.pathname;
        asked.push(at);
        const target = at === 'events:2' || (url.pathname.endsWith('/shifts') && (shiftsPath ||= url.pathname) === url.pathname);
        if (!target || cut.has(at)) return res;
        cut.add(at);
        return cutMidBody(res);
      },
    };
    const { sync, followed } = await syncing(sim(), () => db, { server, retry });
    const { summary } = await sync();

    expect(summary).toMatchObject({ outcome: 'complete', failures: [] });
    expect(cut.size).toBe(2);
    expect(await db.events.count()).toBe(simEvents());
    for (const eventId of followed.followedEventIds) {
      expect(await db.shifts.where('eventId').equals(eventId).count(), eventId).toBe(sim().store.event(eventId)!.shifts.length);
    }
    expect(asked.filter((a) => a === 'events:1')).toHaveLength(1);
    expect(asked.filter((a) => a === 'events:2')).toHaveLength(2);
    expect(asked.filter((a) => a === shiftsPath)).toHaveLength(2);
  });
});

describe('answers with fields added and left out', () => {
  it('unknown fields are ignored and missing optional ones read as empty; the event list without its total is read to its empty page', async () => {
    const server: Server = {
      url: twoAPage,
      answer: (res, _req, url) => {
        if (res.status !== 200) return res;
        if (isList(url, 'events')) {
          return rewriteJson(res, (json) => {
            const { total_count: _left, ...page } = json as { total_count: number };
            return { ...page, next_page_url: 'https://example.invalid/next', meta: { api: '1.12.9' } };
          });
        }
        if (!url.pathname.endsWith('/shifts')) return res;
        return rewriteJson(res, (json) =>
          (json as Record<string, unknown>[]).map(({ comments: _c, alternate_quantity: _a, custom_name: _n, ...shift }) => ({
            ...shift,
            venue_zone: { id: 7, name: 'North stand' },
            uniform: null,
          })),
        );
      },
    };
    const { sync, followed } = await syncing(sim(), () => db, { server, retry });
    const { summary } = await sync();

    expect(summary).toMatchObject({ outcome: 'complete', failures: [] });
    expect(await db.events.count()).toBe(simEvents());
    const eventId = followed.followedEventIds[0]!;
    const shifts = await db.shifts.where('eventId').equals(eventId).toArray();
    expect(shifts).toHaveLength(sim().store.event(eventId)!.shifts.length);
    expect(shifts.every((s) => s.comments === '' && s.alternateQuantity === 0 && s.customName === '')).toBe(true);
    expect(shifts.every((s) => !('venue_zone' in s) && !('venueZone' in s))).toBe(true);
  });
});

describe('conditional reads on servers of their own', () => {
  it('a weak ETag is sent back as it came and its 304 keeps the rows: a re-sync writes nothing', async () => {
    const weak: Server = {
      answer: (res, req) => {
        const etag = res.headers.get('etag');
        if (!etag) return res;
        const status = req.get('if-none-match') === `W/${etag}` ? 304 : res.status;
        return withHeaders(res, (h) => h.set('etag', `W/${etag}`), status);
      },
    };
    const { sync } = await syncing(sim(), () => db, { server: weak, retry });
    await sync();
    const shifts = await db.shifts.count();
    const second = await sync();

    expect(second.summary).toMatchObject({ outcome: 'complete', failures: [] });
    const asked = second.asked.filter((e) => e.ifNoneMatch !== null);
    expect(asked.length).toBeGreaterThanOrEqual(12);
    for (const e of asked) expect(e, e.path).toMatchObject({ ifNoneMatch: expect.stringMatching(/^W\/"/), status: 304 });
    expect(second.rowsWritten).toBe(0);
    expect(await db.shifts.count()).toBe(shifts);
  });

  it('a 304 to a page nobody asked conditionally fails that list with words, keeps its stored rows, and the rest of the sync goes on', async () => {
    let proxyAnswers304 = false;
    const server: Server = {
      url: twoAPage,
      answer: (res, _req, url) =>
        proxyAnswers304 && isList(url, 'events') && pageOf(url) === 2 ? withHeaders(res, () => undefined, 304) : res,
    };
    const { sync } = await syncing(sim(), () => db, { server, retry });
    await sync();
    const events = await db.events.toArray();
    proxyAnswers304 = true;
    const second = await sync();

    expect(second.summary.outcome).toBe('partial');
    expect(second.summary.failures).toEqual([
      expect.objectContaining({ item: 'Event list', message: expect.stringContaining('"not modified"') }),
    ]);
    expect(await db.events.toArray()).toEqual(events);
    expect(second.summary.done).toBe(second.summary.planned - 1);
  });
});

describe('a slow server', () => {
  it('400 ms an answer: the sync completes whole, never more than its 4 requests at once, in about the time they need', async () => {
    await call(sim(), '/__simulator/faults', { method: 'POST', body: { latencyMs: 400 } });
    sim().store.resetCounters();
    const { sync, followed } = await syncing(sim(), () => db, { retry });
    const started = performance.now();
    const { summary, asked } = await sync();
    const took = performance.now() - started;

    expect(summary).toMatchObject({ outcome: 'complete', failures: [] });
    for (const eventId of followed.followedEventIds) {
      expect(await db.shifts.where('eventId').equals(eventId).count(), eventId).toBe(sim().store.event(eventId)!.shifts.length);
    }
    expect(sim().store.traffic.maxInFlight).toBeLessThanOrEqual(4);
    // Four at a time: no faster than the requests allow, and not serialised either.
    expect(took).toBeGreaterThanOrEqual((asked.length * 400) / 4 - 400);
    expect(took).toBeLessThan(asked.length * 400 * 0.6);
  });
});
