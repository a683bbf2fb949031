/** Client portal orders (paged), client worker preferences and client documents. */
import { describe, expect, it } from 'vitest';
import { resolveProfile } from '../../../main/core/api/profile.js';
import { apiError, collect, held, queryOf, recordingFetch, ROUTES, useClientSuite } from './helpers.js';

const { sim, client, simState, requestCount, totalRequests } = useClientSuite();
const record = (id: string) => held(sim().store.client(id), `client ${id}`);
/** A client's orders as the server lists them now: by date, upcoming first. */
const served = (id: string) => sim().store.clientOrders(record(id));

describe('clientOrders', () => {
  it('the default page: the first 25 orders of the client and the total', async () => {
    const { fetch, calls } = recordingFetch();
    const page = await client({ fetch }).clientOrders('201');
    expect(page.orders).toEqual(served('201').slice(0, 25));
    expect(page.total).toBe(served('201').length);
    expect(page.total).toBeGreaterThan(25);
    expect(queryOf(calls[0]!).get('page')).toBe('1');
    expect(queryOf(calls[0]!).get('items_per_page')).toBe('25');
  });

  it('an explicit page and size, for a numeric client id', async () => {
    const page = await client().clientOrders(203, { page: 2, itemsPerPage: 10 });
    expect(page.orders).toEqual(served('203').slice(10, 20));
  });

  it('orders carry their shifts', async () => {
    const [order] = (await client().clientOrders('202', { itemsPerPage: 1 })).orders;
    const stored = served('202')[0]!;
    expect(order?.shifts).toEqual(stored.shifts);
    expect(order?.shifts.length).toBeGreaterThan(0);
    expect(order?.order_status).toBe(stored.order_status);
  });

  it('a page size above 100 is refused locally and never sent', async () => {
    for (const itemsPerPage of [101, 500, 0]) {
      const err = await apiError(() => client().clientOrders('201', { itemsPerPage }));
      expect(err).toMatchObject({ kind: 'invalid-request', code: 'LOCAL-VALIDATION', notSent: true });
    }
    expect(await totalRequests()).toBe(0);
  });

  it('a profile allowing more than the server does meets a 400 CLT-900 from the server', async () => {
    const loose = client({ profile: resolveProfile({ pageSize: { clientOrdersMax: 500 } }) });
    const err = await apiError(() => loose.clientOrders('201', { itemsPerPage: 500 }));
    expect(err).toMatchObject({ kind: 'invalid-request', code: 'CLT-900', status: 400, notSent: false });
    expect(await requestCount(ROUTES.clientOrders)).toBe(1);
  });

  it('an unknown client is not-found CLT-100', async () => {
    const err = await apiError(() => client().clientOrders('999'));
    expect(err).toMatchObject({ kind: 'not-found', code: 'CLT-100', status: 404 });
  });
});

describe('clientOrdersAll', () => {
  it('walks every page at the largest size (100): all orders, in order, one request', async () => {
    const { fetch, calls } = recordingFetch();
    const all = await collect(client({ fetch }).clientOrdersAll('204'));
    expect(all).toEqual(served('204'));
    expect(calls).toHaveLength(1);
    expect(queryOf(calls[0]!).get('items_per_page')).toBe('100');
  });

  it('with small pages walks every page: no duplicates, no gaps, total reached', async () => {
    for (const id of ['201', '205', '206']) {
      sim().store.resetCounters();
      const { fetch, calls } = recordingFetch();
      const c = client({ fetch, profile: resolveProfile({ pageSize: { clientOrdersMax: 7 } }) });
      const all = await collect(c.clientOrdersAll(id));
      const stored = served(id);
      expect(all.map((o) => o.id)).toEqual(stored.map((o) => o.id));
      expect(new Set(all.map((o) => o.id)).size).toBe(stored.length);
      const pages = Math.ceil(stored.length / 7);
      expect(calls.map((call) => queryOf(call).get('page'))).toEqual(
        Array.from({ length: pages }, (_, i) => String(i + 1)),
      );
      expect(calls.every((call) => queryOf(call).get('items_per_page') === '7')).toBe(true);
      expect((await simState()).counters.requests[ROUTES.clientOrders]).toBe(pages);
    }
  });

  it('an unknown client fails the walk with CLT-100', async () => {
    expect(await apiError(() => collect(client().clientOrdersAll('777')))).toMatchObject({ code: 'CLT-100' });
  });
});

describe('clientWorkers', () => {
  it('returns the preferred, normal and banned groups as stored, covering every worker once', async () => {
    const groups = await client().clientWorkers('201');
    expect(groups).toEqual(record('201').workers);
    const all = [...groups.preferred, ...groups.normal, ...groups.banned].map((w) => w.personnel_id);
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
    expect(all.every((id) => /^500\d{3}$/.test(id))).toBe(true);
  });

  it('differs per client as the store says', async () => {
    const a = await client().clientWorkers('202');
    const b = await client().clientWorkers('206');
    expect(a).toEqual(record('202').workers);
    expect(b).toEqual(record('206').workers);
    expect(a).not.toEqual(b);
  });

  it('an unknown client is CLT-100', async () => {
    expect(await apiError(() => client().clientWorkers('300'))).toMatchObject({ kind: 'not-found', code: 'CLT-100' });
  });
});

describe('clientDocument', () => {
  it('returns active and soft-deleted documents as stored', async () => {
    const [active, deleted] = record('201').documents;
    const a = await client().clientDocument('201', active!.id);
    const d = await client().clientDocument(201, String(deleted!.id));
    expect(a).toEqual(active);
    expect(d).toEqual(deleted);
    expect(a).toMatchObject({ deleted: 0, date_deleted: null });
    expect(d.deleted).toBe(1);
    expect(d.date_deleted).toEqual(expect.any(String));
  });

  it('every document the state lists can be read, with its deleted flag', async () => {
    const docs = (await simState()).documents;
    expect(docs[0]?.id).toBe(9001);
    for (const doc of docs) {
      const read = await client().clientDocument(doc.client_id, doc.id);
      expect(read.id).toBe(doc.id);
      expect(read.deleted).toBe(doc.deleted);
    }
    expect(await requestCount(ROUTES.clientDocument)).toBe(docs.length);
  });

  it("another client's document is CLT-200; an unknown client is CLT-100", async () => {
    const foreign = record('202').documents[0]!.id;
    const err = await apiError(() => client().clientDocument('201', foreign));
    expect(err).toMatchObject({ kind: 'not-found', code: 'CLT-200', status: 404 });
    expect(await apiError(() => client().clientDocument('999', 9001))).toMatchObject({ code: 'CLT-100' });
  });
});
