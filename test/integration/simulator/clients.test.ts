import { describe, expect, it } from 'vitest';
import {
  clientDocumentSchema,
  clientOrdersPageSchema,
  clientsPageSchema,
  clientWorkersSchema,
} from '../../../main/core/api/schemas.js';
import type { SimulatorState } from '../../../main/simulator/store.js';
import type { ClientOrder } from '../../../main/simulator/types.js';
import { call, errorCode, useSimulator } from './harness.js';

const sim = useSimulator();
const state = async () => (await call<SimulatorState>(sim(), '/__simulator/state')).body;

describe('GET /clients (discovery)', () => {
  it('lists the 6 clients with names, pageable', async () => {
    const all = clientsPageSchema.parse((await call(sim(), '/clients')).body);
    expect(all.total_count).toBe(6);
    expect(all.clients.map((c) => c.id)).toEqual((await state()).clients.map((c) => c.id));
    expect(all.clients.every((c) => c.client_name)).toBe(true);
    const page2 = clientsPageSchema.parse((await call(sim(), '/clients?page=2&items_per_page=4')).body);
    expect(page2.clients.map((c) => c.id)).toEqual(all.clients.slice(4).map((c) => c.id));
  });
});

describe('GET /clients/{id}/orders', () => {
  it('defaults to 25 per page and walks every order once at any page size', async () => {
    for (const { id } of (await state()).clients) {
      const first = clientOrdersPageSchema.parse((await call(sim(), `/clients/${id}/orders`)).body);
      expect(first.total).toBeGreaterThanOrEqual(30);
      expect(first.total).toBeLessThanOrEqual(60);
      expect(first.orders).toHaveLength(25);
      for (const size of [7, 25, 100]) {
        const seen: string[] = [];
        for (let page = 1; seen.length < first.total; page++) {
          const answer = await call<{ orders: ClientOrder[]; total: number }>(
            sim(),
            `/clients/${id}/orders?page=${page}&items_per_page=${size}`,
          );
          expect(answer.body.total).toBe(first.total);
          expect(answer.body.orders.length).toBeGreaterThan(0);
          seen.push(...answer.body.orders.map((o) => o.id));
        }
        expect(seen).toHaveLength(first.total);
        expect(new Set(seen).size).toBe(first.total);
      }
      const beyond = await call<{ orders: unknown[] }>(sim(), `/clients/${id}/orders?page=99`);
      expect(beyond.body.orders).toEqual([]);
    }
  });

  it('orders carry their shifts', async () => {
    const { orders } = (await call<{ orders: ClientOrder[] }>(sim(), '/clients/201/orders?items_per_page=100')).body;
    for (const o of orders) {
      expect(o.shifts.length).toBeGreaterThan(0);
      // Placed by now (the harness's clock: 6 PM on its today).
      expect(o.order_created <= '2026-11-22 18:00:00').toBe(true);
      for (const s of o.shifts) expect(s.overnight).toBe(s.end.slice(0, 10) > s.start.slice(0, 10));
    }
    expect(new Set(orders.map((o) => o.order_status)).size).toBeGreaterThan(1);
  });

  it.each(['items_per_page=101', 'items_per_page=0', 'page=0', 'page=-1', 'items_per_page=2.5', 'page=one'])(
    '400 CLT-900 for %s',
    async (query) => {
      const answer = await call(sim(), `/clients/201/orders?${query}`);
      expect([answer.status, errorCode(answer)]).toEqual([400, 'CLT-900']);
    },
  );

  it('404 CLT-100 for an unknown client', async () => {
    const answer = await call(sim(), '/clients/9/orders');
    expect([answer.status, errorCode(answer)]).toEqual([404, 'CLT-100']);
  });
});

describe('GET /clients/{id}/workers', () => {
  it('groups every company worker exactly once, with some preferred and some banned', async () => {
    const s = await state();
    const everyone = s.workers.map((w) => w.personnel_id).sort();
    let banned = 0;
    for (const { id } of s.clients) {
      const groups = clientWorkersSchema.parse((await call(sim(), `/clients/${id}/workers`)).body);
      const grouped = [...groups.preferred, ...groups.normal, ...groups.banned].map((p) => p.personnel_id).sort();
      expect(grouped).toEqual(everyone);
      expect(groups.preferred.length).toBeGreaterThan(0);
      for (const entry of groups.preferred) expect(entry.name && entry.date).toBeTruthy();
      banned += groups.banned.length;
    }
    expect(banned).toBeGreaterThan(0);
  });

  it('every client bans one and prefers two of the first ten workers (the demo crew), never the same one', async () => {
    const s = await state();
    const crew = new Set(s.workers.slice(0, 10).map((w) => w.personnel_id));
    const bannedCrew = new Set<string>();
    for (const { id } of s.clients) {
      const groups = clientWorkersSchema.parse((await call(sim(), `/clients/${id}/workers`)).body);
      const inCrew = (list: { personnel_id: string }[]) => list.map((p) => p.personnel_id).filter((p) => crew.has(p));
      expect(inCrew(groups.banned).length).toBeGreaterThanOrEqual(1);
      expect(inCrew(groups.preferred).length).toBeGreaterThanOrEqual(2);
      inCrew(groups.banned).forEach((p) => bannedCrew.add(p));
    }
    // Different clients ban different crew members, so a flag names the right client.
    expect(bannedCrew.size).toBeGreaterThan(1);
  });

  it('404 CLT-100 for an unknown client', async () => {
    const answer = await call(sim(), '/clients/abc/workers');
    expect([answer.status, errorCode(answer)]).toEqual([404, 'CLT-100']);
  });
});

describe('GET /clients/{id}/documents/{document_id}', () => {
  it('serves active and soft-deleted documents alike', async () => {
    const docs = (await state()).documents;
    expect(docs.some((d) => d.deleted === 1)).toBe(true);
    expect(docs.some((d) => d.deleted === 0)).toBe(true);
    for (const d of docs) {
      const answer = await call(sim(), `/clients/${d.client_id}/documents/${d.id}`);
      expect(answer.status).toBe(200);
      const doc = clientDocumentSchema.parse(answer.body);
      expect(doc).toMatchObject({ id: d.id, deleted: d.deleted });
      if (d.deleted === 1) expect(doc.date_deleted).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      else expect(answer.body).toHaveProperty('date_deleted', null);
      expect(doc.name && doc.file_name && doc.type && doc.location && doc.date_added).toBeTruthy();
    }
  });

  it('404 CLT-200 for a document of another client or none, CLT-100 for an unknown client', async () => {
    const docs = (await state()).documents;
    const other = docs.find((d) => d.client_id !== '201');
    const wrongClient = await call(sim(), `/clients/201/documents/${other?.id}`);
    expect([wrongClient.status, errorCode(wrongClient)]).toEqual([404, 'CLT-200']);
    const none = await call(sim(), '/clients/201/documents/1');
    expect([none.status, errorCode(none)]).toEqual([404, 'CLT-200']);
    const noClient = await call(sim(), `/clients/1/documents/${other?.id}`);
    expect([noClient.status, errorCode(noClient)]).toEqual([404, 'CLT-100']);
  });
});
