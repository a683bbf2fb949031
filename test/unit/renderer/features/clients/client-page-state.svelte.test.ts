// The client page's view state without the DOM (no component, no document): orders and documents
// over a real (fake-indexeddb) database and a bridge answering like main, in contract rows.
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientOrderRow, ClientOrdersPageRows } from '../../../../../preload/contract';
import { ClientDocuments } from '../../../../../renderer/src/features/clients/client-documents.svelte';
import { ClientOrders } from '../../../../../renderer/src/features/clients/client-orders.svelte';
import { deleteFieldDb, openFieldDb } from '../../../../../renderer/src/shared/db/open';
import type { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { fakeBridge } from '../../support/fake-bridge';

const opened: FieldDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await deleteFieldDb(db.name);
  }
});

async function database(): Promise<FieldDb> {
  const db = await openFieldDb(`client-page-state-${opened.length}-${Date.now()}`);
  opened.push(db);
  return db;
}

const NOW = new Date(2026, 10, 22, 18, 0);
const order = (id: string, day: string): ClientOrderRow => ({
  id,
  name: `Order ${id}`,
  comments: '',
  start: `${day} 09:00:00`,
  end: `${day} 17:00:00`,
  place: '',
  address: '',
  postalCode: '',
  status: 2,
  createdAt: '2026-11-01 10:00:00',
  shifts: [],
});

describe('ClientOrders (view state)', () => {
  it('shows the page by date, upcoming first; pages and sizes ask the server again', async () => {
    const db = await database();
    const bridge = fakeBridge();
    bridge.answer('clientOrders', (q): ClientOrdersPageRows => {
      const { page } = q as { page: number };
      return page === 1
        ? { orders: [order('a', '2026-12-18'), order('b', '2026-11-18'), order('c', '2026-12-08')], total: 4 }
        : { orders: [order('d', '2026-10-01')], total: 4 };
    });
    const view = new ClientOrders({ bridge: bridge.api, db: () => db, now: () => NOW });
    await view.open('201', true);
    expect(view.orders.map((o) => o.id)).toEqual(['c', 'a', 'b']);
    expect(view.result?.saved).toBe(false);

    await view.setSize(3);
    expect(view.figures).toMatchObject({ first: 1, last: 3, pages: 2, hasNext: true });
    await view.next();
    expect(view.orders.map((o) => o.id)).toEqual(['d']);
    expect(bridge.calls.clientOrders.mock.calls.map(([q]) => q)).toEqual([
      { clientId: '201', page: 1, itemsPerPage: 25 },
      { clientId: '201', page: 1, itemsPerPage: 3 },
      { clientId: '201', page: 2, itemsPerPage: 3 },
    ]);
  });

  it('offline, or when the server fails, reads the saved copy of the page and says why', async () => {
    const db = await database();
    const bridge = fakeBridge();
    bridge.answer('clientOrders', () => ({ orders: [order('a', '2026-12-18')], total: 1 }));
    const view = new ClientOrders({ bridge: bridge.api, db: () => db, now: () => NOW });
    await view.open('201', true);

    bridge.answer('clientOrders', () => {
      throw { code: 'API-500', message: 'The server had an unexpected error.' };
    });
    await view.refresh();
    expect(view.result).toMatchObject({ saved: true, problem: { code: 'API-500' } });
    expect(view.orders.map((o) => o.id)).toEqual(['a']);

    await view.open('201', false);
    expect(bridge.calls.clientOrders).toHaveBeenCalledTimes(2);
    expect(view.result).toMatchObject({ saved: true, problem: undefined });
    await view.setSize(10);
    expect(view.shown).toBeUndefined();
  });
});

describe('ClientDocuments (view state)', () => {
  it('sends only a whole-number id, keeps the answer and lists it as opened before', async () => {
    const db = await database();
    const bridge = fakeBridge();
    bridge.answer('clientDocument', () => ({
      id: '9002',
      name: 'Certificate of Insurance',
      fileName: 'coi.pdf',
      type: 'application/pdf',
      addedAt: '2026-01-05 09:00:00',
      location: 'https://files.example.com/coi.pdf',
      deleted: 0,
      deletedAt: '',
    }));
    let online = true;
    // The list of documents opened before is a live query: it lives in an effect root, as in a component.
    let view!: ClientDocuments;
    const stop = $effect.root(() => {
      view = new ClientDocuments({
        bridge: bridge.api,
        db: () => db,
        now: () => NOW,
        clientId: () => '201',
        online: () => online,
      });
    });
    flushSync();
    try {
      await view.submit('9oo2');
      expect(view.invalid).toBe('A document id is a whole number, such as 9002.');
      expect(bridge.calls.clientDocument).not.toHaveBeenCalled();

      await view.submit(' 9002 ');
      expect(view.invalid).toBe('');
      expect(view.result?.row?.document.name).toBe('Certificate of Insurance');
      await expect.poll(() => view.opened.current?.map((d) => d.documentId)).toEqual(['9002']);

      online = false;
      await view.open('9002');
      expect(view.result).toMatchObject({ saved: true, row: { document: { fileName: 'coi.pdf' } } });
      expect(bridge.calls.clientDocument).toHaveBeenCalledTimes(1);
      expect(await view.openFile('https://files.example.com/coi.pdf')).toBeUndefined();
      bridge.answer('openExternal', () => false);
      expect(await view.openFile('http://files.example.com/coi.pdf')).toMatch(/refused/);
    } finally {
      stop();
    }
  });
});
