// Bounded answers from a hostile (or broken) server over real HTTP: a body is counted while it
// arrives and cut off past 20 MB (the largest real answer is about 0.18 MB); a text field of
// megabytes fails its schema; a list that never ends, repeats a page or outgrows its own total
// fails with a clear error instead of paging for ever.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, MAX_LIST_BYTES, MAX_LIST_ITEMS, MAX_PAGES } from '../../../main/core/api/client.js';
import { MAX_BODY_BYTES } from '../../../main/core/api/http.js';
import { OPERATIONS } from '../../../main/core/api/operations.js';
import { createAppCore } from '../../../main/core/app-core.js';
import type { SyncSummary } from '../../../preload/contract.js';
import { realStores, useTempDir, waitFor } from '../../unit/main/core/core-kit.js';

const KEY = 'bounded-answers-key-0001';
type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;
let handle: Handler;
let server: Server;
let baseUrl: string;
let pagesServed = 0;
let bytesSent = 0;

beforeAll(async () => {
  server = createServer((req, res) => handle(req, res, new URL(req.url ?? '/', 'http://x')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/1_12`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  pagesServed = 0;
  bytesSent = 0;
});

const client = () => createClient({ baseUrl, apiKey: KEY, timeoutMs: 30_000, retry: { retries: 0 } });
const json = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** Streams `total` bytes of a JSON array of digits, a megabyte at a time, as the reader takes them. */
function stream(res: ServerResponse, total: number, declare: boolean): void {
  res.writeHead(200, { 'content-type': 'application/json', ...(declare ? { 'content-length': String(total) } : {}) });
  const chunk = Buffer.from(`[${'1,'.repeat(512 * 1024 - 1)}1]`.slice(0, 1024 * 1024));
  const more = () => {
    while (bytesSent < total) {
      bytesSent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', more);
    }
    res.end();
  };
  res.on('error', () => undefined);
  more();
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as Error,
  );
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('the body cap', () => {
  it('cuts off a 60 MB answer while it arrives, without reading it whole', async () => {
    handle = (_req, res) => stream(res, 60 * 1024 * 1024, false);
    const error = await failure(client().call(OPERATIONS.hrContacts, undefined));
    expect(error.message).toMatch(/hr contacts|HR/i);
    expect(error.message).toMatch(/larger than 20 MB; it was not read/);
    expect(bytesSent).toBeLessThan(40 * 1024 * 1024);
  });

  it('refuses an answer that announces 300 MB before reading any of it', async () => {
    handle = (_req, res) => stream(res, 300 * 1024 * 1024, true);
    const error = await failure(client().call(OPERATIONS.hrContacts, undefined));
    expect(error.message).toMatch(/larger than 20 MB/);
    expect(bytesSent).toBeLessThan(40 * 1024 * 1024);
  });

  it('still reads an answer just under the cap', async () => {
    const name = 'n'.repeat(90_000);
    const count = Math.floor((MAX_BODY_BYTES - 1024) / (name.length + 40));
    handle = (_req, res) =>
      json(
        res,
        Array.from({ length: count }, (_, i) => ({ id: i + 1, hr_manager: name, hr_email: 'a@b.c' })),
      );
    expect((await client().call(OPERATIONS.hrContacts, undefined)).length).toBe(count);
  });
});

describe('text fields', () => {
  it('a 5 MB name fails the answer with a clear message instead of being stored', async () => {
    handle = (_req, res) => json(res, { events: [{ id: 1, name: 'x'.repeat(5_000_000) }], total_count: 1 });
    const error = await failure(collect(client().eventsAll()));
    expect(error.message).toMatch(/unexpected shape \(events\.0\.name: Too big/);
  });
});

describe('paging', () => {
  /** A page of fresh ids every time, under a total of a billion; it gives up itself after 700 pages. */
  const endless: Handler = (_req, res, url) => {
    pagesServed++;
    const page = Number(url.searchParams.get('page'));
    const events = pagesServed > 700 ? [] : Array.from({ length: 100 }, (_, i) => ({ id: page * 1000 + i, name: 'E' }));
    json(res, { events, total_count: 1_000_000_000 });
  };

  it(`stops a list that never ends after ${MAX_PAGES} pages, with a clear error`, async () => {
    handle = endless;
    const error = await failure(collect(client().eventsAll()));
    expect(error.message).toBe(
      `The server did not end the event list after ${MAX_PAGES} pages; stopped rather than loop. Try again later.`,
    );
    expect(pagesServed).toBe(MAX_PAGES);
  });

  it('stops a list of fat pages once it has read its byte budget, long before its page budget', async () => {
    const padding = 'p'.repeat(4 * 1024 * 1024);
    handle = (_req, res, url) => {
      pagesServed++;
      const page = Number(url.searchParams.get('page'));
      const body = JSON.stringify({ events: [{ id: page, name: 'E', padding }], total_count: 1_000_000_000 });
      bytesSent += Buffer.byteLength(body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    };
    const error = await failure(collect(client().eventsAll()));
    expect(error.message).toBe(
      `The server sent more than ${MAX_LIST_BYTES / 1024 / 1024} MB for the event list; stopped rather than read on. Try again later.`,
    );
    expect(bytesSent).toBeLessThanOrEqual(MAX_LIST_BYTES + 5 * 1024 * 1024);
    expect(pagesServed).toBeLessThan(MAX_PAGES / 10);
  });

  it('stops a list of crowded pages once it has its item budget', async () => {
    handle = (_req, res, url) => {
      pagesServed++;
      const page = Number(url.searchParams.get('page'));
      json(res, {
        events: Array.from({ length: 10_000 }, (_, i) => ({ id: page * 100_000 + i })),
        total_count: 1_000_000_000,
      });
    };
    const error = await failure(collect(client().eventsAll()));
    expect(error.message).toBe(
      `The server sent more than ${MAX_LIST_ITEMS.toLocaleString('en')} items for the event list; stopped rather than read on. Try again later.`,
    );
    expect(pagesServed).toBeLessThanOrEqual(MAX_LIST_ITEMS / 10_000 + 1);
  });

  it('fails a list whose server repeats a page (it ignores the page parameter)', async () => {
    handle = (_req, res) => {
      pagesServed++;
      json(res, { events: [{ id: 1 }, { id: 2 }], total_count: 10 });
    };
    const error = await failure(collect(client().eventsAll()));
    expect(error.message).toMatch(/^The server sent page 2 of the event list again; stopped rather than loop/);
    expect(pagesServed).toBe(2);
  });

  it('fails a list that brings more items than the total it gives', async () => {
    handle = (_req, res) => json(res, { events: [{ id: 1 }, { id: 2 }, { id: 3 }], total_count: 2 });
    const error = await failure(collect(client().eventsAll()));
    expect(error.message).toMatch(/^The server sent more of the event list than the 2 it said it has/);
  });

  it('fails an audit log whose cursors never end', async () => {
    handle = (_req, res) => {
      pagesServed++;
      json(res, { entries: [{ id: pagesServed }], next_cursor: pagesServed > 700 ? null : `c${pagesServed}` });
    };
    const error = await failure(collect(client().auditLogEntries()));
    expect(error.message).toMatch(/did not end the audit log after 500 pages/);
    expect(pagesServed).toBeLessThanOrEqual(MAX_PAGES + 1);
  });

  const tempDir = useTempDir();
  it('a sync against the endless list finishes, with the list as a failure that says why', async () => {
    handle = (req, res, url) => {
      if (url.pathname.endsWith('/events')) return endless(req, res, url);
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'NF-404', error: 'not here' }));
    };
    const dir = tempDir();
    const finished: SyncSummary[] = [];
    const core = createAppCore({
      ...realStores(dir),
      fetch: (input, init) => fetch(input, init),
      osOnline: () => true,
      emit: (event, payload) => void (event === 'sync:finished' && finished.push(payload as SyncSummary)),
      startDemo: () => Promise.reject(new Error('no demo')),
      appInfo: () => ({ version: '1', dataFolder: dir, platform: 'linux' }),
      saveCsv: async () => ({ saved: false, path: undefined }),
      openExternal: async () => undefined,
      timing: { debounceMs: 0, probeEveryMs: 60_000 },
    });
    try {
      await core.handlers['connection:connect']({ environment: 'custom', baseUrl, apiKey: KEY });
      await core.handlers['sync:now']();
      await waitFor(() => finished.length > 0, 'the end of the sync', 30_000);
      expect(finished[0]!.failures).toContainEqual(
        expect.objectContaining({ message: expect.stringMatching(/did not end the event list after 500 pages/) }),
      );
      expect(pagesServed).toBe(MAX_PAGES);
    } finally {
      await core.stop();
    }
  }, 60_000);
});
