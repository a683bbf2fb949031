/** The discovery lists (events, workers, clients) and the key check, through the client over HTTP. */
import { describe, expect, it } from 'vitest';
import { resolveProfile } from '../../../main/core/api/profile.js';
import {
  apiError,
  clientFor,
  collect,
  KEY,
  recordingFetch,
  RO_KEY,
  ROUTES,
  useClientSuite,
  useSimulator,
  WRONG_KEY,
} from './helpers.js';

// 230 events so that the default discovery page of 100 needs three pages.
const { sim, client, requestCount } = useClientSuite({ events: 230, shiftsPerEvent: 1 });
// A server without the discovery lists or /config (they sit elsewhere), like a real one may be.
const bare = useSimulator({
  profile: resolveProfile({
    paths: {
      events: '/elsewhere/events',
      workers: '/elsewhere/workers',
      clients: '/elsewhere/clients',
      config: '/elsewhere/config',
    },
  }),
});
const summaries = () => sim().store.data.events.map((e) => e.summary);

describe('events', () => {
  it('one page with the default size: the first 100 events in the store order, and the total', async () => {
    const { fetch, calls } = recordingFetch();
    const page = await client({ fetch }).events();
    expect(page.events).toEqual(summaries().slice(0, 100));
    expect(page.total_count).toBe(230);
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]!.split(' ')[1]!);
    expect(url.pathname).toMatch(/\/api\/1_12\/events$/);
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('items_per_page')).toBe('100');
  });

  it('an explicit page and size', async () => {
    const page = await client().events({ page: 3, itemsPerPage: 20 });
    expect(page.events).toEqual(summaries().slice(40, 60));
    expect(page.events[0]?.id).toBe('1041');
  });

  it('a page past the end is empty but keeps the total', async () => {
    const page = await client().events({ page: 4 });
    expect(page.events).toEqual([]);
    expect(page.total_count).toBe(230);
  });

  it('events carry name, date, client and location', async () => {
    const [first] = (await client().events({ itemsPerPage: 1 })).events;
    const stored = sim().store.data.events[0]!.summary;
    expect(first).toEqual(stored);
    expect(first?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sim().store.client(first!.client_id!)).toBeDefined();
    expect(first?.location?.addy_city).toBe(stored.location.addy_city);
  });

  it('eventsAll walks every page: each event once, none missing, in order, three requests', async () => {
    const all = await collect(client().eventsAll());
    expect(all).toEqual(summaries());
    expect(new Set(all.map((e) => e.id)).size).toBe(230);
    expect(await requestCount(ROUTES.events)).toBe(3);
  });

  it('eventsAll uses the profile page size (small pages: every page, every event)', async () => {
    const { fetch, calls } = recordingFetch();
    const small = client({ fetch, profile: resolveProfile({ pageSize: { discoveryPage: 25 } }) });
    const all = await collect(small.eventsAll());
    expect(all.map((e) => e.id)).toEqual(summaries().map((e) => e.id));
    expect(calls).toHaveLength(Math.ceil(230 / 25));
    expect(calls.map((c) => new URL(c.split(' ')[1]!).searchParams.get('page'))).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
  });

  it('page sizes: up to discoveryMax (1000) is sent, above it is refused locally', async () => {
    expect((await client().events({ itemsPerPage: 1000 })).events).toHaveLength(230);
    expect(await requestCount(ROUTES.events)).toBe(1);
    for (const q of [{ itemsPerPage: 1001 }, { itemsPerPage: 0 }, { page: 0 }, { page: 1.5 }]) {
      const err = await apiError(() => client().events(q));
      expect(err).toMatchObject({ kind: 'invalid-request', code: 'LOCAL-VALIDATION', notSent: true });
    }
    expect(await requestCount(ROUTES.events)).toBe(1);
  });

  it('discoveryMax comes from the profile: a smaller one refuses locally, a larger one lets the server answer 400', async () => {
    const strict = client({ profile: resolveProfile({ pageSize: { discoveryMax: 50 } }) });
    expect((await strict.events({ itemsPerPage: 50 })).events).toHaveLength(50);
    expect(await apiError(() => strict.events({ itemsPerPage: 51 }))).toMatchObject({ code: 'LOCAL-VALIDATION' });
    expect(await requestCount(ROUTES.events)).toBe(1);

    const loose = client({ profile: resolveProfile({ pageSize: { discoveryMax: 5000 } }) });
    const err = await apiError(() => loose.events({ itemsPerPage: 2000 }));
    expect(err).toMatchObject({ kind: 'invalid-request', code: 'EVT-900', status: 400, notSent: false });
    expect(await requestCount(ROUTES.events)).toBe(2);
  });

  it('a server without the list answers 404, which the app reads as "add events by id"', async () => {
    const err = await apiError(() => clientFor(bare()).events());
    expect(err).toMatchObject({ kind: 'not-found', code: 'API-404', status: 404 });
    expect(await apiError(() => collect(clientFor(bare()).eventsAll()))).toMatchObject({ kind: 'not-found' });
  });
});

describe('workers', () => {
  it('lists every worker with uuid and personnel id, as stored', async () => {
    const workers = await client().workers();
    expect(workers).toEqual(sim().store.data.workers.map((w) => w.summary));
    expect(workers).toHaveLength(60);
    expect(workers[0]).toMatchObject({ id: '3001', personnel_id: '500001' });
    expect(workers.every((w) => /^[a-zA-Z0-9]{10}$/.test(w.uuid ?? ''))).toBe(true);
    expect(new Set(workers.map((w) => w.uuid)).size).toBe(60);
  });

  it('a server without the list answers 404', async () => {
    expect(await apiError(() => clientFor(bare()).workers())).toMatchObject({ kind: 'not-found', status: 404 });
  });
});

describe('clients', () => {
  const stored = () => sim().store.data.clients.map((c) => c.summary);

  it('one page lists the six clients 201..206 with names', async () => {
    const page = await client().clients();
    expect(page.clients).toEqual(stored());
    expect(page.clients.map((c) => c.id)).toEqual(['201', '202', '203', '204', '205', '206']);
    expect(page.total_count).toBe(6);
    expect(page.clients.every((c) => (c.client_name ?? '').length > 0)).toBe(true);
  });

  it('an explicit page', async () => {
    const page = await client().clients({ page: 2, itemsPerPage: 4 });
    expect(page.clients).toEqual(stored().slice(4));
  });

  it('clientsAll walks every page with small pages', async () => {
    const small = client({ profile: resolveProfile({ pageSize: { discoveryPage: 4 } }) });
    expect(await collect(small.clientsAll())).toEqual(stored());
    expect(await requestCount(ROUTES.clients)).toBe(2);
  });

  it('clientsAll with the default page size needs one request', async () => {
    expect(await collect(client().clientsAll())).toEqual(stored());
    expect(await requestCount(ROUTES.clients)).toBe(1);
  });

  it('page size: discoveryMax refuses locally; a larger profile limit meets the server 400 CLT-900', async () => {
    expect(await apiError(() => client().clients({ itemsPerPage: 1001 }))).toMatchObject({ code: 'LOCAL-VALIDATION' });
    expect(await requestCount(ROUTES.clients)).toBe(0);
    const loose = client({ profile: resolveProfile({ pageSize: { discoveryMax: 5000 } }) });
    const err = await apiError(() => loose.clients({ itemsPerPage: 1500 }));
    expect(err).toMatchObject({ kind: 'invalid-request', code: 'CLT-900', status: 400 });
  });

  it('a server without the list answers 404', async () => {
    expect(await apiError(() => clientFor(bare()).clients())).toMatchObject({ kind: 'not-found', status: 404 });
  });
});

describe('verifyKey', () => {
  it('the full key passes with one GET /config', async () => {
    await expect(client().verifyKey()).resolves.toBeUndefined();
    expect(await requestCount(ROUTES.config)).toBe(1);
  });

  it('the read-only key passes too (it is a valid key)', async () => {
    await expect(client({ apiKey: RO_KEY }).verifyKey()).resolves.toBeUndefined();
  });

  it('a wrong key fails as auth ATH-100 and is asked once', async () => {
    const err = await apiError(() => client({ apiKey: WRONG_KEY }).verifyKey());
    expect(err).toMatchObject({ kind: 'auth', code: 'ATH-100', status: 401 });
    expect(await requestCount(ROUTES.config)).toBe(1);
  });

  it('a server without /config: a 404 still proves a good key, a wrong key is still refused', async () => {
    await expect(clientFor(bare()).verifyKey()).resolves.toBeUndefined();
    const err = await apiError(() => clientFor(bare(), { apiKey: WRONG_KEY }).verifyKey());
    expect(err).toMatchObject({ kind: 'auth', code: 'ATH-100' });
  });

  it('a failing server is not mistaken for a good key', async () => {
    sim().store.faults.set({ failNext: 10 });
    const err = await apiError(() => client({ retry: { retries: 1 } }).verifyKey());
    expect(err).toMatchObject({ kind: 'server', status: 500 });
    expect(await requestCount(ROUTES.config)).toBe(2);
  });

  it('a key given as a getter is read at each request, so a replaced key takes effect', async () => {
    let key = WRONG_KEY;
    const c = client({ apiKey: () => key });
    expect(await apiError(() => c.verifyKey())).toMatchObject({ kind: 'auth' });
    key = KEY;
    await expect(c.verifyKey()).resolves.toBeUndefined();
  });
});
